import { historyQuerySchema } from '#common/schemas/history.ts';
import { ActivityLog } from '#app/admin/activity/activity-log.tsx';
import type { ActivityEntry } from '#app/admin/activity/activity-entry.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/activity';

const PAGE = 40;

/** The activity log (decision 027): every admin write, newest first, filtered by kind, action, person or record. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = historyQuerySchema.safeParse({ ...params, limit: PAGE });
  const filter = parsed.success ? parsed.data : { limit: PAGE };
  const { history } = context.get(servicesContext);
  const [rows, actors] = await Promise.all([history.list({ ...filter, limit: PAGE + 1 }), history.actors()]);
  const entries = rows.slice(0, PAGE).map((row): ActivityEntry => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    kind: row.kind,
    recordId: row.record_id,
    label: row.label,
    action: row.action,
    changes: JSON.parse(row.changes) as ActivityEntry['changes'],
  }));
  return {
    entries,
    next: rows.length > PAGE ? entries.at(-1)!.id : null,
    actors: actors.map((row) => ({ adminId: row.admin_id, actor: row.actor })),
    record: 'recordId' in filter && filter.recordId ? (entries[0]?.label ?? null) : null,
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Activity');

export default function Activity({ loaderData }: Route.ComponentProps) {
  return <ActivityLog {...loaderData} />;
}

export function ErrorBoundary() {
  return <SectionError what="The activity log" />;
}
