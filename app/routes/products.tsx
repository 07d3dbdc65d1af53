import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { toProductSummary } from '#common/product-summary.ts';
import { PAGE_SIZE } from '#common/paging.ts';
import { CatalogError } from '#app/components/catalog/catalog-error.tsx';
import { ProductCatalog } from '#app/components/catalog/product-catalog.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { servicesContext } from '#app/context.ts';
import { listSortOf, readCatalogQuery, shownFilters } from '#app/lib/catalog-query.server.ts';
import { CatalogFilters } from '#app/components/catalog/catalog-filters.tsx';
import { hasFilters } from '#app/components/catalog/filter-fields.tsx';
import { foundProducts } from '#app/lib/search-listing.server.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readCatalogQuery(request);
  const { page, q } = query;
  const filters = shownFilters(query);
  const { catalog, search } = context.get(servicesContext);
  // A typed search goes through the search engine, best matches first; without one, the newest first.
  if (q) {
    const found = await foundProducts(search, { q, sort: filters.sort, page, limit: PAGE_SIZE }, query);
    return { products: found.products, total: found.total, page, q, filters, counts: found.filterCounts };
  }
  const result = await catalog.listProducts(
    { page, limit: PAGE_SIZE },
    { ...query, sort: listSortOf(query.sort) },
  );
  return {
    products: result.products.map((product) => toProductSummary(product)),
    total: result.total,
    page,
    q,
    filters,
    counts: result.facets,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Our Exquisite Collection',
    description:
      'Every hand-carved piece of Gandhara Arts: Gandhara sculpture, marble and onyx decor, fountains, fireplaces and more, made in Taxila.',
    path: PAGE_PATHS.products,
    // A link preview shows the first piece's photograph (a JPEG variant), or the brand's picture.
    image: loaderData?.products[0]?.images[0],
    breadcrumb: [{ name: 'Products', path: PAGE_PATHS.products }],
  });

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow="The full collection"
        title="Our Exquisite Collection"
        intro="Each piece is carved by hand in our Taxila workshop, from the grey schist of Gandhara to onyx, marble and sandstone."
      />
      <ProductCatalog
        data={loaderData}
        skeletons={8}
        searchPlaceholder="Search the collection by title…"
        toolbar={
          <CatalogFilters filters={loaderData.filters} counts={loaderData.counts} total={loaderData.total} />
        }
        filtered={hasFilters(loaderData.filters)}
        empty={
          <div className="rounded-3xl bg-limestone-100 px-6 py-20 text-center">
            <h2 className="text-3xl font-semibold">Our gallery is currently awaiting new masterpieces.</h2>
            <p className="mt-3 text-schist-600">
              New pieces are on the carvers' benches. Please come back soon.
            </p>
            <Link
              to="/"
              className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
            >
              Return Home
            </Link>
          </div>
        }
      />
    </main>
  );
}

export const ErrorBoundary = CatalogError;
