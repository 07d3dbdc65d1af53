import { ArrowRight, History, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useRevalidator, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatUsd } from '#common/money.ts';
import {
  HISTORY_ACTIONS,
  HISTORY_KINDS,
  historyQuerySchema,
  type HistoryRestored,
} from '#common/schemas/history.ts';
import { EmptyList } from '#app/admin/ui/list-footer.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { Route } from './+types/activity';

const PAGE = 40;

/** The activity log (decision 027): every admin write, newest first, filtered by kind, action, person or record. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = historyQuerySchema.safeParse({ ...params, limit: PAGE });
  const filter = parsed.success ? parsed.data : { limit: PAGE };
  const { history } = context.get(servicesContext);
  const [rows, actors] = await Promise.all([history.list({ ...filter, limit: PAGE + 1 }), history.actors()]);
  const entries = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    kind: row.kind,
    recordId: row.record_id,
    label: row.label,
    action: row.action,
    changes: JSON.parse(row.changes) as { field: string; before: unknown; after: unknown }[],
  }));
  return {
    entries,
    next: rows.length > PAGE ? entries.at(-1)!.id : null,
    actors: actors.map((row) => ({ adminId: row.admin_id, actor: row.actor })),
    record: 'recordId' in filter && filter.recordId ? (entries[0]?.label ?? null) : null,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Activity | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const KIND_LABELS: Record<string, string> = {
  product: 'Products',
  place: 'Tour places',
  master: 'Masters',
  category: 'Categories',
  subcategory: 'Subcategories',
  settings: 'Settings',
  account: 'Admin accounts',
};
const ACTION_LABELS: Record<string, string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  trash: 'moved to the trash',
  restore: 'restored from the trash',
  purge: 'deleted for good',
  'restore-version': 'restored an earlier version of',
};
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  slug: 'Address',
  description: 'Description',
  short_description: 'Short description',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  image_alt: 'Image alt text',
  focus_keyword: 'Focus keyword',
  keywords: 'Keywords',
  meta_keywords: 'Meta keywords',
  tags: 'Tags',
  specifications: 'Specifications',
  price_cents: 'Price',
  original_price_cents: 'Original price',
  is_new: '“New” badge',
  status: 'Status',
  sold_out: 'Sold',
  sold_out_at: 'Sold on',
  featured_until: 'Featured until',
  categories: 'Categories',
  subcategories: 'Subcategories',
  images: 'Photographs',
  tour_category: 'Tour category',
  image_media_id: 'Photograph',
  video_media_id: 'Film',
  note: 'Note',
  position: 'Place in the menu',
  visible: 'Shown',
  category: 'Category',
  email: 'E-mail',
  password_changed_at: 'Password changed',
};
/** Versions of these kinds can be restored; a deletion's entry cannot (the trash restores those). */
const VERSIONED = new Set(['product', 'place', 'master']);
const RESTORABLE_ACTIONS = new Set(['create', 'update', 'restore', 'restore-version']);

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

function humanField(field: string): string {
  return (
    FIELD_LABELS[field] ??
    field
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/^./, (c) => c.toUpperCase())
  );
}

/** A value as the owner reads it: prices in dollars, lists joined, long text cut, nothing as a dash. */
function humanValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('price_cents') && typeof value === 'number') return formatUsd(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((field.endsWith('_at') || field === 'featured_until') && typeof value === 'string')
    return WHEN.format(new Date(value));
  if (field === 'images' && Array.isArray(value))
    return `${value.length} ${value.length === 1 ? 'photograph' : 'photographs'}`;
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((item) => (Array.isArray(item) ? item.join(': ') : String(item))).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function recordLink(kind: string, recordId: string): string | null {
  if (kind === 'product') return `/admin/products?edit=${recordId}`;
  if (kind === 'place') return '/admin/places';
  if (kind === 'master') return '/admin/masters';
  if (kind === 'settings') return '/admin/settings';
  if (kind === 'account') return '/admin/account';
  if (kind === 'category' || kind === 'subcategory') return '/admin/categories';
  return null;
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { entries, next, actors, record } = loaderData;
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const recordId = searchParams.get('recordId');
  const filtered = ['kind', 'action', 'adminId', 'recordId', 'before'].some((key) => searchParams.get(key));
  const olderHref = (() => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('before', next);
    return `?${params}`;
  })();

  const restoreVersion = async (entry: (typeof entries)[number]) => {
    setBusy(entry.id);
    try {
      const answer = await adminRequest<HistoryRestored>('POST', `/api/admin/history/${entry.id}/restore`);
      if (answer.ok) {
        const notes = answer.body?.notes ?? [];
        toast.success(answerMessage(answer, 'Restored.'), {
          description: notes.length > 0 ? `Note: ${notes.join('; ')}.` : undefined,
        });
      } else toast.error(answerMessage(answer, 'That version could not be restored. Please try again.'));
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        {recordId ? (
          <h2 className="text-2xl font-semibold text-schist-900">
            History of {record ? `“${record}”` : 'this record'}
          </h2>
        ) : null}
        <p className="max-w-2xl text-schist-600">
          Every change made in the panel: who made it, when, and each field before and after. The log cannot
          be edited.
        </p>
      </div>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-3xl border border-limestone-200 bg-limestone-50 p-4"
      >
        {recordId ? <input type="hidden" name="recordId" value={recordId} /> : null}
        <FilterSelect
          label="What"
          name="kind"
          anyLabel="Everything"
          options={HISTORY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind]! }))}
        />
        <FilterSelect
          label="Change"
          name="action"
          anyLabel="Any change"
          options={HISTORY_ACTIONS.map((action) => ({
            value: action,
            label: ACTION_LABELS[action]!.replace(/^./, (c) => c.toUpperCase()),
          }))}
        />
        <FilterSelect
          label="Who"
          name="adminId"
          anyLabel="Anyone"
          options={actors.flatMap((actor) =>
            actor.adminId ? [{ value: actor.adminId, label: actor.actor }] : [],
          )}
        />
        <button
          type="submit"
          className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          Show
        </button>
        {filtered ? (
          <Link
            to="/admin/activity"
            className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200"
          >
            Clear
          </Link>
        ) : null}
      </Form>

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
            const link = recordLink(entry.kind, entry.recordId);
            // A record's newest entry is how it is now: nothing to restore.
            const current = Boolean(recordId) && !searchParams.get('before') && entry.id === entries[0]?.id;
            const canRestore = VERSIONED.has(entry.kind) && RESTORABLE_ACTIONS.has(entry.action) && !current;
            return (
              <li key={entry.id} className="rounded-3xl border border-limestone-200 bg-limestone-50 p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm text-schist-600">
                      <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
                    </p>
                    <p className="text-schist-900">
                      <span className="font-semibold">{entry.actor}</span>{' '}
                      {ACTION_LABELS[entry.action] ?? entry.action}{' '}
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
                    {!recordId && VERSIONED.has(entry.kind) ? (
                      <Link
                        to={`?kind=${entry.kind}&recordId=${entry.recordId}`}
                        aria-label={`History of ${entry.label}`}
                        className="inline-flex items-center gap-1.5 rounded-full border border-limestone-300 px-3.5 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200"
                      >
                        <History aria-hidden="true" className="size-4" />
                        Its history
                      </Link>
                    ) : null}
                    {canRestore ? (
                      <button
                        type="button"
                        disabled={busy === entry.id}
                        onClick={() => restoreVersion(entry)}
                        aria-label={`Restore ${entry.label} to this version`}
                        className="inline-flex items-center gap-1.5 rounded-full border border-schist-800 px-3.5 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-70"
                      >
                        {busy === entry.id ? (
                          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                        ) : (
                          <RotateCcw aria-hidden="true" className="size-4" />
                        )}
                        Restore this version
                      </button>
                    ) : null}
                  </div>
                </div>
                {entry.changes.length > 0 && entry.action !== 'create' ? (
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
                ) : null}
              </li>
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

/** One of the log's filters: a labelled choice, sent as `name`, showing what the address says. */
function FilterSelect(props: {
  label: string;
  name: string;
  anyLabel: string;
  options: { value: string; label: string }[];
}) {
  const [searchParams] = useSearchParams();
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-schist-800">
      {props.label}
      <select
        name={props.name}
        defaultValue={searchParams.get(props.name) ?? ''}
        className="rounded-xl border border-limestone-300 bg-white px-3 py-2 font-normal"
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ErrorBoundary() {
  return <SectionError what="The activity log" />;
}
