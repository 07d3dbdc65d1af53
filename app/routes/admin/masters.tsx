import { toMasterCard } from '#common/masters.ts';
import { masterFilterSchema } from '#common/schemas/masters.ts';
import { PAGE_SIZE } from '#common/schemas/pagination.ts';
import { readAdminListQuery } from '#app/admin/admin-list-query.server.ts';
import type { AdminMaster } from '#app/admin/records/master-cards.tsx';
import { MastersList } from '#app/admin/records/masters-list.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/masters';

/** One page of craftsmen, newest first, narrowed on the server by `?q=` (name) and `?specialty=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, ...filter } = readAdminListQuery(request, masterFilterSchema);
  const { masters, total } = await context
    .get(servicesContext)
    .masters.list({ page, limit: PAGE_SIZE }, filter);
  const items: AdminMaster[] = masters.map((master) => ({
    ...toMasterCard(master),
    createdAt: master.createdAt,
  }));
  return { list: { items, total, page } };
}

export const meta: Route.MetaFunction = () => adminMeta('Masters List');

export default function Masters({ loaderData }: Route.ComponentProps) {
  return <MastersList list={loaderData.list} />;
}
