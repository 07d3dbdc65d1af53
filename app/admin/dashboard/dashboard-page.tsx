import { FolderTree, Landmark, List, MapPinPlus, Package, PackagePlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { productPath, tourPath } from '#common/paths.ts';
import { formatUsd } from '#common/money.ts';
import type { ProductSummary } from '#common/product-summary.ts';
import { SIGN_IN_FAILURE_DAYS, type SignInFailures } from '#common/schemas/auth.ts';
import type { ImportSummary } from '#common/schemas/old-site-import.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import type { TourSummary } from '#common/tours.ts';
import { ImportSummaryCard } from '#app/admin/dashboard/import-summary-card.tsx';
import { NewEnquiriesCard } from '#app/admin/enquiries/new-enquiries-card.tsx';
import { RecentList } from './recent-list.tsx';
import { SearchMissesCard, type SearchMissLine } from './search-misses-card.tsx';
import { SignInFailuresCard } from './sign-in-failures-card.tsx';

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

/**
 * The panel's first page: the counts, the newest products and places, the last import from the old site, the
 * searches that found nothing, the failed sign-ins, and the quick actions.
 */
export function DashboardPage(props: {
  counts: { productCount: number; placeCount: number; categoryCount: number; masterCount: number };
  products: (ProductSummary & { status: string })[];
  places: TourSummary[];
  lastImport: ImportSummary | null;
  signInFailures: SignInFailures;
  searchMisses: SearchMissLine[];
  newEnquiries: number;
}) {
  const { counts } = props;
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
      <NewEnquiriesCard count={props.newEnquiries} />
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
          items={props.products.map((product) => ({
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
          items={props.places.map((place) => ({
            key: place.id,
            image: place.image,
            href: tourPath(place),
            label: place.name,
            badge: tourCategoryLabel(place.tourCategory),
          }))}
        />
      </div>
      {props.lastImport ? <ImportSummaryCard summary={props.lastImport} /> : null}
      <SearchMissesCard lines={props.searchMisses} />
      <SignInFailuresCard record={props.signInFailures} days={SIGN_IN_FAILURE_DAYS.default} />
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
