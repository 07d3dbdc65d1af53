import { FolderTree, Landmark, List, MapPinPlus, Package, PackagePlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { productPath, tourPath } from '#common/paths.ts';
import type { PublicImage } from '#common/media-url.ts';
import { formatUsd } from '#common/money.ts';
import { toProductSummary } from '#common/product-summary.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import { toTourSummary } from '#common/tours.ts';
import { SIGN_IN_FAILURE_DAYS } from '#common/schemas/auth.ts';
import { ImportSummaryCard } from '#app/admin/products/import-summary-card.tsx';
import { SearchMissesCard } from '#app/admin/dashboard/search-misses-card.tsx';
import { SignInFailuresCard } from '#app/admin/dashboard/sign-in-failures-card.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/dashboard';

/** The four quick actions of the dashboard (admin-area.md §2), each to the section its label names. */
const QUICK_ACTIONS = [
  {
    to: '/admin/products/new',
    label: 'Add Product',
    detail: 'A new piece for the catalogue',
    icon: PackagePlus,
  },
  {
    to: '/admin/places/new',
    label: 'Add Tour Place',
    detail: 'A site for the heritage tours',
    icon: MapPinPlus,
  },
  { to: '/admin/products', label: 'View Products', detail: 'Search, edit and remove', icon: List },
  { to: '/admin/places', label: 'View Places', detail: 'Tour places and their media', icon: Landmark },
];

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
  ]);
  return {
    counts: { productCount, placeCount, categoryCount, masterCount },
    products: products.map((product) => ({ ...toProductSummary(product, 1), status: product.status })),
    places: places.places.map(toTourSummary),
    lastImport,
    signInFailures,
    searchMisses: searchMisses.map((miss) => ({ ...miss, lastSeen: new Date(miss.lastSeen).toISOString() })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, products, places, lastImport, signInFailures, searchMisses } = loaderData;
  const stats = [
    { label: 'Total Products', value: counts.productCount, icon: Package },
    { label: 'Tour Places', value: counts.placeCount, icon: Landmark },
    { label: 'Categories', value: counts.categoryCount, icon: FolderTree },
    { label: 'Master Craftsmen', value: counts.masterCount, icon: Users },
  ];
  return (
    <div className="space-y-8">
      <p className="text-schist-600">
        Welcome back. Here is your inventory and your tour places at a glance.
      </p>
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="flex flex-col rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200"
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-schist-600">
              <Icon aria-hidden="true" className="size-4 text-terracotta-700" />
              {label}
            </dt>
            <dd className="order-first mb-2 font-display text-4xl font-semibold text-schist-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <RecentList
          id="recent-products"
          title="Recent products"
          empty="No products yet."
          items={products.map((product) => ({
            key: product.id,
            image: product.images[0] ?? null,
            href: productPath(product),
            label: product.title,
            detail: `${product.priceCents !== null ? formatUsd(product.priceCents) : 'Contact for pricing'}${product.status === 'draft' ? ' · Draft' : ''}`,
          }))}
        />
        <RecentList
          id="recent-places"
          title="Recent tour places"
          empty="No tour places yet."
          items={places.map((place) => ({
            key: place.id,
            image: place.image,
            href: tourPath(place),
            label: place.name,
            badge: tourCategoryLabel(place.tourCategory),
          }))}
        />
      </div>
      {lastImport ? <ImportSummaryCard summary={lastImport} /> : null}
      <SearchMissesCard lines={searchMisses} />
      <SignInFailuresCard record={signInFailures} days={SIGN_IN_FAILURE_DAYS.default} />
      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="text-2xl font-semibold">
          Quick actions
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {QUICK_ACTIONS.map(({ to, label, detail, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-center gap-4 rounded-2xl bg-limestone-50 p-4 ring-1 ring-limestone-200 hover:ring-schist-600"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-schist-800 text-limestone-50 group-hover:bg-terracotta-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-schist-900">{label}</span>
                <span className="block text-sm text-schist-600">{detail}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}

/** One of the dashboard's lists of newest records, each linking to its public page. */
function RecentList(props: {
  id: string;
  title: string;
  empty: string;
  items: {
    key: string;
    image: PublicImage | null;
    href: string;
    label: string;
    detail?: string;
    badge?: string;
  }[];
}) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-6"
    >
      <h2 id={props.id} className="text-2xl font-semibold">
        {props.title}
      </h2>
      {props.items.length === 0 ? (
        <p className="mt-4 text-schist-600">{props.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-limestone-200">
          {props.items.map((item) => (
            <li key={item.key} className="flex items-center gap-4 py-3">
              <ResponsiveImage
                image={item.image}
                alt=""
                sizes="56px"
                className="size-14 shrink-0 rounded-xl bg-limestone-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  className="block truncate font-semibold text-schist-900 hover:text-terracotta-700"
                >
                  {item.label}
                </a>
                {item.detail ? <p className="text-sm text-schist-600">{item.detail}</p> : null}
              </div>
              {item.badge ? (
                <span className="rounded-full bg-limestone-200 px-3 py-1 text-xs font-semibold text-schist-800">
                  {item.badge}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
