import { toProductSummary } from '#common/product-summary.ts';
import { SIGN_IN_FAILURE_DAYS } from '#common/schemas/auth.ts';
import { toTourSummary } from '#common/tours.ts';
import { DashboardPage } from '#app/admin/dashboard/dashboard-page.tsx';
import { servicesContext } from '#app/context.ts';
import { adminMeta } from '#app/admin/ui/admin-meta.ts';
import type { Route } from './+types/dashboard';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, tours, masters, oldSiteImport, auth, search } = context.get(servicesContext);
  const [
    productCount,
    placeCount,
    categoryCount,
    masterCount,
    products,
    places,
    lastImport,
    signInFailures,
    searchMisses,
    enquiryCounts,
  ] = await Promise.all([
    catalog.countAllProducts(),
    tours.count({ includeDrafts: true }),
    catalog.countCategories(),
    masters.count(),
    catalog.recentProducts(5),
    tours.list({ page: 1, limit: 5 }, { includeDrafts: true }),
    oldSiteImport.lastSummary(),
    auth.recentFailures(SIGN_IN_FAILURE_DAYS.default),
    search.missesThisWeek(8),
    context.get(servicesContext).enquiries.counts(),
  ]);
  return {
    counts: { productCount, placeCount, categoryCount, masterCount },
    products: products.map((product) => ({ ...toProductSummary(product, 1), status: product.status })),
    places: places.places.map(toTourSummary),
    lastImport,
    signInFailures,
    newEnquiries: enquiryCounts.new,
    searchMisses: searchMisses.map((miss) => ({ ...miss, lastSeen: new Date(miss.lastSeen).toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
