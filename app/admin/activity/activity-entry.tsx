import { ArrowRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { RestoreButton } from '#app/admin/ui/restore-button.tsx';
import { ACTION_LABELS, humanField, humanValue, recordLink, VERSIONED, WHEN } from './history-words.ts';

export type ActivityEntry = {
  id: string;
  at: string;
  actor: string;
  kind: string;
  recordId: string;
  label: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

/**
 * One change in the log: when, who, what they did to which record (a link to where the panel shows it, unless it
 * is gone), its history, "Restore this version" when `canRestore`, and each field before and after.
 */
export function ActivityEntryItem(props: {
  entry: ActivityEntry;
  /** The log shows one record's history: no link to it. */
  oneRecord: boolean;
  canRestore: boolean;
  restoring: boolean;
  onRestore: () => void;
}) {
  const { entry } = props;
  const link = recordLink(entry.kind, entry.recordId);
  return (
    <li className="rounded-3xl border border-limestone-200 bg-limestone-50 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-schist-600">
            <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
          </p>
          <p className="text-schist-900">
            <span className="font-semibold">{entry.actor}</span> {ACTION_LABELS[entry.action] ?? entry.action}{' '}
            {link && entry.action !== 'trash' && entry.action !== 'purge' ? (
              <Link
                to={link}
                className="font-semibold text-schist-900 underline decoration-limestone-400 underline-offset-4 hover:decoration-schist-800"
              >
                {entry.label}
              </Link>
            ) : (
              <span className="font-semibold">{entry.label}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!props.oneRecord && VERSIONED.has(entry.kind) ? (
            <Link
              to={`?kind=${entry.kind}&recordId=${entry.recordId}`}
              aria-label={`History of ${entry.label}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-limestone-300 px-3.5 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200"
            >
              <History aria-hidden="true" className="size-4" />
              Its history
            </Link>
          ) : null}
          {props.canRestore ? (
            <RestoreButton
              busy={props.restoring}
              onClick={props.onRestore}
              label={`Restore ${entry.label} to this version`}
              outline
            >
              Restore this version
            </RestoreButton>
          ) : null}
        </div>
      </div>
      {entry.changes.length > 0 && entry.action !== 'create' ? <Changes entry={entry} /> : null}
    </li>
  );
}

/** Each field the change touched, before and after (a note alone, as it was written). */
function Changes({ entry }: { entry: ActivityEntry }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 border-t border-limestone-200 pt-4 text-sm sm:grid-cols-[12rem_1fr]">
      {entry.changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-semibold text-schist-700">{humanField(change.field)}</dt>
          <dd className="flex flex-wrap items-center gap-2 break-words text-schist-900">
            {change.field === 'note' ? (
              <span>{humanValue(change.field, change.after)}</span>
            ) : (
              <>
                <span className="rounded-lg bg-limestone-200 px-2 py-0.5 text-schist-700 line-through decoration-schist-400">
                  {humanValue(change.field, change.before)}
                </span>
                <ArrowRight aria-label="became" className="size-4 shrink-0 text-schist-500" />
                <span className="rounded-lg bg-white px-2 py-0.5 ring-1 ring-limestone-300">
                  {humanValue(change.field, change.after)}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
