import { Link } from 'react-router';
import { toProductSummary } from '#common/product-summary.ts';
import { PAGE_SIZE } from '#common/paging.ts';
import { CatalogError } from '#app/components/catalog/catalog-error.tsx';
import { ProductCatalog } from '#app/components/catalog/product-catalog.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { servicesContext } from '#app/context.ts';
import { readCatalogQuery } from '#app/lib/catalog-query.server.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/search';

/** The header search: products whose title, keywords or category contain the words, in any case. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, q } = readCatalogQuery(request);
  const { catalog } = context.get(servicesContext);
  const result = q
    ? await catalog.listProducts({ page, limit: PAGE_SIZE }, { matches: q })
    : { products: [], total: 0 };
  return {
    products: result.products.map((product) => toProductSummary(product)),
    total: result.total,
    page,
    q,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: loaderData?.q ? `Search: ${loaderData.q}` : 'Search',
    description: 'Search the hand-carved stone collection of Gandhara Arts.',
    path: '/search',
    noindex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow="Search"
        title={loaderData.q ? `Results for “${loaderData.q}”` : 'Search the collection'}
        crumbs={[{ to: '/', label: 'Home' }]}
      />
      <ProductCatalog
        data={loaderData}
        skeletons={8}
        searchPlaceholder="Search by title, keyword or category…"
        empty={
          <div className="rounded-3xl bg-limestone-100 px-6 py-20 text-center">
            <h2 className="text-3xl font-semibold">What are you looking for?</h2>
            <p className="mt-3 text-schist-600">
              Try a piece, a stone or a category: Gandhara Art, fountains, onyx, garden decor.
            </p>
            <Link
              to="/products"
              className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
            >
              Browse All Products
            </Link>
          </div>
        }
      />
    </main>
  );
}

export const ErrorBoundary = CatalogError;
