import { data, Link, useLocation } from 'react-router';
import { narrowedHref } from '#common/catalog-filters.ts';
import { PAGE_PATHS, searchPath, tourPath } from '#common/paths.ts';
import { PAGE_SIZE } from '#common/paging.ts';
import { searchPageQuerySchema } from '#common/schemas/search.ts';
import { CatalogFilters } from '#app/components/catalog/catalog-filters.tsx';
import { hasFilters } from '#app/components/catalog/filter-fields.tsx';
import { shownFilters } from '#app/lib/catalog-query.server.ts';
import { CatalogError } from '#app/components/catalog/catalog-error.tsx';
import { ProductCatalog } from '#app/components/catalog/product-catalog.tsx';
import { CHIP, ChipCount, CURRENT, OTHER } from '#app/components/catalog/subcategory-chips.tsx';
import { useSearchOutcome } from '#app/components/catalog/use-search-outcome.ts';
import { PageHero } from '#app/components/page-hero.tsx';
import { servicesContext } from '#app/context.ts';
import { foundProducts } from '#app/lib/search-listing.server.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/search';

/**
 * The header's search (issue 17, decision 022): every word matched, typos forgiven, best matches first; facets by
 * category, four orders, tours and masters that match, and "Did you mean" when nothing does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchPageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(null, { status: 400 });
  const { q, page, sort } = query.data;
  const filters = shownFilters({ ...query.data, sort });
  const { catalog, search } = context.get(servicesContext);
  const category = query.data.category ? await catalog.findCategory(query.data.category) : null;
  const empty = { products: [], total: 0, facets: [], didYouMean: null, tours: [], masters: [] };
  const found = q
    ? await foundProducts(search, { q, categoryId: category?.id, sort, page, limit: PAGE_SIZE }, query.data)
    : { ...empty, filterCounts: { materials: [], available: 0 } };
  return {
    products: found.products,
    total: found.total,
    page,
    q,
    sort,
    filters,
    counts: found.filterCounts,
    category: category ? { slug: category.slug, name: category.name } : null,
    facets: found.facets.map(({ slug, name, count }) => ({ slug, name, count })),
    didYouMean: found.didYouMean,
    tours: found.tours.map((tour) => ({ name: tour.name, slug: tour.slug, location: tour.location })),
    masters: found.masters.map((master) => ({
      id: master.id,
      name: master.name,
      specialty: master.specialty,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: loaderData?.q ? `Search: ${loaderData.q}` : 'Search',
    description: 'Search the hand-carved stone collection of Gandhara Arts.',
    path: PAGE_PATHS.search,
    image: loaderData?.products[0]?.images[0],
    noindex: true,
  });

type Data = Route.ComponentProps['loaderData'];

/** The address of another search's words: its order kept, its category and filters not (other words, other matches). */
const searchHref = (data: Data, q: string) =>
  searchPath({ q, sort: data.sort === 'relevance' ? null : data.sort });

function Toolbar({ data }: { data: Data }) {
  const location = useLocation();
  // Kept when filters found nothing, so that they can be changed or cleared.
  if (!data.q || (data.total === 0 && !data.category && !hasFilters(data.filters))) return null;
  const facets = [{ slug: null, name: 'All categories', count: null }, ...data.facets];
  return (
    <div className="mb-6 flex flex-col gap-6">
      {/* One scrolling row of chips on a phone, wrapped rows on a wide screen. */}
      <nav aria-label="Narrow by category" className="-mx-4 min-w-0 sm:-mx-6 lg:mx-0">
        <ul className="flex gap-2 overflow-x-auto px-4 py-1 sm:px-6 lg:flex-wrap lg:overflow-visible lg:px-0">
          {facets.map((facet) => {
            const current = (data.category?.slug ?? null) === facet.slug;
            return (
              <li key={facet.slug ?? ''} className="shrink-0">
                <Link
                  to={narrowedHref(location, 'category', facet.slug)}
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={`${CHIP} gap-2 whitespace-nowrap ${current ? CURRENT : OTHER}`}
                >
                  {facet.name}
                  <ChipCount count={facet.count} current={current} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <CatalogFilters filters={data.filters} counts={data.counts} total={data.total} />
    </div>
  );
}

function NoMatches({ data }: { data: Data }) {
  const location = useLocation();
  return (
    <div className="rounded-3xl bg-limestone-100 px-6 py-16 text-center">
      <h2 className="text-3xl font-semibold">
        No pieces match “{data.q}”{hasFilters(data.filters) ? ' with these filters' : ''}
      </h2>
      {data.didYouMean ? (
        <p className="mt-4 text-lg text-schist-700">
          Did you mean{' '}
          <Link
            to={searchHref(data, data.didYouMean)}
            className="font-semibold text-terracotta-700 underline decoration-2 underline-offset-4"
          >
            {data.didYouMean}
          </Link>
          ?
        </p>
      ) : hasFilters(data.filters) ? (
        <p className="mt-3 text-schist-600">
          Try another stone or a wider price range, or clear the filters above.
        </p>
      ) : (
        <p className="mt-3 text-schist-600">
          Try fewer words, or a piece, a stone or a category: Buddha, fountain, onyx, garden decor.
        </p>
      )}
      <Link
        to={data.category ? narrowedHref(location, 'category', null) : PAGE_PATHS.products}
        className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
      >
        {data.category ? 'Search every category' : 'Browse All Products'}
      </Link>
    </div>
  );
}

type SideLine = { key: string; to: string; name: string; detail: string | null };

/** One small section of records the words match beside the pieces: a heading and a list of links. */
function SideSection({ id, heading, lines }: { id: string; heading: string; lines: SideLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 divide-y divide-limestone-200 rounded-2xl bg-white ring-1 ring-limestone-200">
        {lines.map((line) => (
          <li key={line.key}>
            <Link
              to={line.to}
              className="flex items-baseline justify-between gap-4 px-5 py-4 hover:bg-limestone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700"
            >
              <span className="font-semibold text-schist-900">{line.name}</span>
              {line.detail ? <span className="text-sm text-schist-600">{line.detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tours and master craftsmen the words match, in their own small sections under the pieces. */
function Beyond({ data }: { data: Data }) {
  if (data.tours.length === 0 && data.masters.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 md:grid-cols-2">
      <SideSection
        id="search-tours"
        heading="Heritage tours"
        lines={data.tours.map((tour) => ({
          key: tour.slug,
          to: tourPath(tour),
          name: tour.name,
          detail: tour.location,
        }))}
      />
      <SideSection
        id="search-masters"
        heading="Master craftsmen"
        lines={data.masters.map((master) => ({
          key: master.id,
          to: PAGE_PATHS.masters,
          name: master.name,
          detail: master.specialty,
        }))}
      />
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const noteClick = useSearchOutcome(loaderData);
  return (
    // Clicks (a link's Enter key too) are only noted on their way to the links and buttons that handle them.
    <main onClickCapture={noteClick}>
      <PageHero
        eyebrow="Search"
        title={loaderData.q ? `Results for “${loaderData.q}”` : 'Search the collection'}
      />
      <ProductCatalog
        data={loaderData}
        skeletons={8}
        searchPlaceholder="Search pieces, stones, categories…"
        resetOnNewSearch={['category']}
        toolbar={<Toolbar data={loaderData} />}
        noMatches={<NoMatches data={loaderData} />}
        empty={
          <div className="rounded-3xl bg-limestone-100 px-6 py-20 text-center">
            <h2 className="text-3xl font-semibold">What are you looking for?</h2>
            <p className="mt-3 text-schist-600">
              Try a piece, a stone or a category: Gandhara Art, fountains, onyx, garden decor.
            </p>
            <Link
              to={PAGE_PATHS.products}
              className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
            >
              Browse All Products
            </Link>
          </div>
        }
      />
      <Beyond data={loaderData} />
    </main>
  );
}

export const ErrorBoundary = CatalogError;
