import { TrashList } from '#app/admin/trash/trash-list.tsx';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
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

export const meta: Route.MetaFunction = () => adminMeta('Trash');

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashList items={loaderData.items} />;
}

export function ErrorBoundary() {
  return <SectionError what="The trash" />;
}
