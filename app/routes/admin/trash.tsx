import { History, Landmark, LoaderCircle, Package, RotateCcw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { productPath, tourPath } from '#common/paths.ts';
import type { TrashKindName, TrashRestored } from '#common/schemas/trash.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { countText, EmptyList } from '#app/admin/ui/list-footer.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { Route } from './+types/trash';

/** What waits in the trash (decision 026), newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await context.get(servicesContext).trash.list();
  return {
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      recordId: item.record_id,
      label: item.label,
      slug: item.slug,
      trashedAt: new Date(item.trashed_at).toISOString(),
      trashedBy: item.trashed_by,
      expiresAt: item.expiresAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Trash | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const KINDS: Record<
  TrashKindName,
  { one: string; many: string; icon: typeof Package; address?: (slug: string) => string }
> = {
  product: { one: 'Product', many: 'Products', icon: Package, address: (slug) => productPath({ slug }) },
  place: { one: 'Tour place', many: 'Tour places', icon: Landmark, address: (slug) => tourPath({ slug }) },
  master: { one: 'Master', many: 'Masters', icon: UserRound },
};

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const daysLeft = (expiresAt: string, now: number) =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / (24 * 60 * 60 * 1000)));

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [shown, setShown] = useState<TrashKindName | 'all'>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const visible = shown === 'all' ? items : items.filter((item) => item.kind === shown);

  const restore = async (item: (typeof items)[number]) => {
    setBusy(item.id);
    try {
      const answer = await adminRequest<TrashRestored>('POST', `/api/admin/trash/${item.id}/restore`);
      if (!answer.ok) {
        toast.error(answerMessage(answer, 'The item could not be restored. Please try again.'));
      } else {
        const notes = answer.body?.notes ?? [];
        toast.success(answerMessage(answer, 'Restored.'), {
          description: notes.length > 0 ? `Note: ${notes.join('; ')}.` : undefined,
          action: answer.body?.adminUrl
            ? { label: 'Open', onClick: () => void navigate(answer.body!.adminUrl) }
            : undefined,
        });
      }
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };

  const purge = async (item: (typeof items)[number]) => {
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
          {(['all', 'product', 'place', 'master'] as const).map((kind) => {
            const count = kind === 'all' ? items.length : items.filter((item) => item.kind === kind).length;
            return (
              <button
                key={kind}
                type="button"
                aria-pressed={shown === kind}
                onClick={() => setShown(kind)}
                className="rounded-full border border-limestone-300 px-4 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200 aria-pressed:border-schist-800 aria-pressed:bg-schist-800 aria-pressed:text-limestone-50"
              >
                {kind === 'all' ? 'Everything' : KINDS[kind].many} ({count})
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
          {visible.map((item) => {
            const kind = KINDS[item.kind];
            const Icon = kind.icon;
            const left = daysLeft(item.expiresAt, now);
            return (
              <li key={item.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-limestone-200 text-schist-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wider text-schist-600">{kind.one}</p>
                  <h2 className="truncate text-lg font-semibold text-schist-900">{item.label}</h2>
                  <p className="text-sm text-schist-600">
                    Deleted {DATE.format(new Date(item.trashedAt))} by {item.trashedBy}
                    {kind.address && item.slug ? (
                      <>
                        {' · '}
                        <span className="break-all">{kind.address(item.slug)}</span> answers “gone”
                      </>
                    ) : null}
                  </p>
                  <p
                    className={`mt-1 text-sm font-semibold ${left <= 3 ? 'text-red-800' : 'text-schist-700'}`}
                  >
                    {left === 0
                      ? 'Deleted for good within the hour'
                      : `Deleted for good in ${left} ${left === 1 ? 'day' : 'days'}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    disabled={busy === item.id}
                    onClick={() => restore(item)}
                    aria-label={`Restore ${item.label}`}
                    className="inline-flex items-center gap-1.5 rounded-full bg-schist-800 px-4 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
                  >
                    {busy === item.id ? (
                      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                    ) : (
                      <RotateCcw aria-hidden="true" className="size-4" />
                    )}
                    Restore
                  </button>
                  <ConfirmDelete name={item.label} label="Delete for good" onConfirm={() => purge(item)} />
                </div>
              </li>
            );
          })}
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

export function ErrorBoundary() {
  return <SectionError what="The trash" />;
}
