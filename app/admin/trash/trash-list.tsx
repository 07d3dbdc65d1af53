import { History } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { TrashKindName, TrashRestored } from '#common/schemas/trash.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { countText, EmptyList } from '#app/admin/ui/list-footer.tsx';
import { useRestore } from '#app/admin/ui/restore-button.tsx';
import { TRASH_KINDS, TrashItemRow, type TrashItem } from './trash-item.tsx';

const SHOWN = ['all', 'product', 'place', 'master'] as const;

/**
 * What waits in the trash (decision 026), newest first, by kind: each one restored (the toast opens it where the
 * panel edits it) or deleted for good, or the whole trash emptied.
 */
export function TrashList({ items }: { items: TrashItem[] }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [shown, setShown] = useState<TrashKindName | 'all'>('all');
  const [now] = useState(() => Date.now());
  const visible = shown === 'all' ? items : items.filter((item) => item.kind === shown);
  const { busy, restore } = useRestore<TrashRestored>({
    url: (id) => `/api/admin/trash/${id}/restore`,
    failure: 'The item could not be restored. Please try again.',
    action: (answer) =>
      answer.adminUrl ? { label: 'Open', onClick: () => void navigate(answer.adminUrl) } : undefined,
  });

  const purge = async (item: TrashItem) => {
    const answer = await adminRequest('DELETE', `/api/admin/trash/${item.id}`);
    if (answer.ok) toast.success(`“${item.label}” is deleted for good.`);
    else toast.error(answerMessage(answer, 'The item could not be deleted. Please try again.'));
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p aria-live="polite" className="max-w-2xl text-schist-600">
          {items.length === 0
            ? 'Nothing is waiting in the trash.'
            : `${countText(items.length, 'item waits', 'items wait')} here. Each is deleted for good 30 days after it was deleted, with the photographs nothing else uses.`}
        </p>
        {items.length > 0 ? (
          <EmptyTrash count={items.length} onDone={() => revalidator.revalidate()} />
        ) : null}
      </div>

      {items.length > 0 ? (
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {SHOWN.map((kind) => {
            const count = kind === 'all' ? items.length : items.filter((item) => item.kind === kind).length;
            return (
              <button
                key={kind}
                type="button"
                aria-pressed={shown === kind}
                onClick={() => setShown(kind)}
                className="rounded-full border border-limestone-300 px-4 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200 aria-pressed:border-schist-800 aria-pressed:bg-schist-800 aria-pressed:text-limestone-50"
              >
                {kind === 'all' ? 'Everything' : TRASH_KINDS[kind].many} ({count})
              </button>
            );
          })}
        </div>
      ) : null}

      {visible.length === 0 ? (
        <EmptyList
          title="The trash is empty"
          message="Deleted products, tour places and masters wait here for 30 days, so a slip of the finger can be undone."
          action={
            <Link
              to="/admin/activity"
              className="mt-2 inline-flex items-center gap-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
            >
              <History aria-hidden="true" className="size-4" />
              See the activity log
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-limestone-200 overflow-hidden rounded-3xl border border-limestone-200 bg-limestone-50">
          {visible.map((item) => (
            <TrashItemRow
              key={item.id}
              item={item}
              now={now}
              restoring={busy === item.id}
              onRestore={() => restore(item.id)}
              onPurge={() => purge(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Empty trash", behind a confirmation whose Cancel has the focus first. */
function EmptyTrash(props: { count: number; onDone: () => Promise<unknown> }) {
  return (
    <ConfirmDelete
      name="the trash"
      label="Empty trash"
      className="inline-flex items-center gap-2 rounded-full border border-red-200 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
      words={{
        trigger: 'Empty trash',
        title: 'Empty the trash?',
        description: `${countText(props.count, 'item is', 'items are')} deleted for good, with the photographs nothing else uses. This cannot be undone.`,
        confirm: 'Empty trash',
        busy: 'Emptying...',
      }}
      onConfirm={async () => {
        const answer = await adminRequest('DELETE', '/api/admin/trash');
        if (answer.ok) toast.success(answerMessage(answer, 'The trash is empty.'));
        else toast.error(answerMessage(answer, 'The trash could not be emptied. Please try again.'));
        await props.onDone();
      }}
    />
  );
}
