import { PAGE_SIZE } from '#common/schemas/pagination.ts';
import { visitPlaceFilterSchema } from '#common/schemas/tours.ts';
import { toTourSummary } from '#common/tours.ts';
import { readAdminListQuery } from '#app/admin/admin-list-query.server.ts';
import { PlacesList } from '#app/admin/records/places-list.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/places';

/** One page of places, newest first, narrowed on the server by `?q=` (name or description) and `?category=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, ...filter } = readAdminListQuery(request, visitPlaceFilterSchema);
  const { places, total } = await context
    .get(servicesContext)
    .tours.list({ page, limit: PAGE_SIZE }, { ...filter, includeDrafts: true });
  // The admin also sees drafts, so each card carries its status.
  return {
    list: { items: places.map((place) => ({ ...toTourSummary(place), status: place.status })), total, page },
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Places List');

export default function Places({ loaderData }: Route.ComponentProps) {
  return <PlacesList list={loaderData.list} />;
}
