import { Link, useSearchParams } from 'react-router';
import type { HistoryRestored } from '#common/schemas/history.ts';
import { EmptyList } from '#app/admin/ui/list-footer.tsx';
import { useRestore } from '#app/admin/ui/restore-button.tsx';
import { ActivityEntryItem, type ActivityEntry } from './activity-entry.tsx';
import { ActivityFilters } from './activity-filters.tsx';
import { restorable } from './history-words.ts';

/**
 * The activity log (decision 027): every admin write, newest first, filtered by kind, action or person, or one
 * record's history (`?recordId=`, with `record` its name), a page at a time (`next` is the older page's start).
 */
export function ActivityLog(props: {
  entries: ActivityEntry[];
  next: string | null;
  actors: { adminId: string | null; actor: string }[];
  record: string | null;
}) {
  const { entries, next } = props;
  const [searchParams] = useSearchParams();
  const { busy, restore } = useRestore<HistoryRestored>({
    url: (id) => `/api/admin/history/${id}/restore`,
    failure: 'That version could not be restored. Please try again.',
  });
  const recordId = searchParams.get('recordId');
  const filtered = ['kind', 'action', 'adminId', 'recordId', 'before'].some((key) => searchParams.get(key));
  const olderHref = (() => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('before', next);
    return `?${params}`;
  })();

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        {recordId ? (
          <h2 className="text-2xl font-semibold text-schist-900">
            History of {props.record ? `“${props.record}”` : 'this record'}
          </h2>
        ) : null}
        <p className="max-w-2xl text-schist-600">
          Every change made in the panel: who made it, when, and each field before and after. The log cannot
          be edited.
        </p>
      </div>

      <ActivityFilters actors={props.actors} recordId={recordId} filtered={filtered} />

      {entries.length === 0 ? (
        <EmptyList
          title={filtered ? 'No changes match' : 'No changes yet'}
          message={
            filtered
              ? 'Nothing in the log matches these filters. Try “Everything” or “Anyone”.'
              : 'Each product, tour place, master and settings change made in the panel will be listed here.'
          }
        />
      ) : (
        <ol className="space-y-4">
          {entries.map((entry) => {
            // A record's newest entry is how it is now: nothing to restore.
            const current = Boolean(recordId) && !searchParams.get('before') && entry.id === entries[0]?.id;
            return (
              <ActivityEntryItem
                key={entry.id}
                entry={entry}
                oneRecord={Boolean(recordId)}
                canRestore={restorable(entry, current)}
                restoring={busy === entry.id}
                onRestore={() => restore(entry.id)}
              />
            );
          })}
        </ol>
      )}
      {next ? (
        <div className="flex justify-center">
          <Link
            to={olderHref}
            className="rounded-full border border-schist-800 px-6 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            Older changes
          </Link>
        </div>
      ) : null}
    </div>
  );
}
