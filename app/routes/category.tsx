import { data, Link, redirect } from 'react-router';
import { categoryPath, PAGE_PATHS } from '#common/paths.ts';
import { toProductSummary } from '#common/product-summary.ts';
import { subcategoryFilterSchema } from '#common/schemas/categories.ts';
import { PAGE_SIZE } from '#common/paging.ts';
import { CatalogError } from '#app/components/catalog/catalog-error.tsx';
import { ProductCatalog } from '#app/components/catalog/product-catalog.tsx';
import { SubcategoryChips } from '#app/components/catalog/subcategory-chips.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { servicesContext } from '#app/context.ts';
import { listSortOf, readCatalogQuery, shownFilters } from '#app/lib/catalog-query.server.ts';
import { CatalogFilters } from '#app/components/catalog/catalog-filters.tsx';
import { hasFilters } from '#app/components/catalog/filter-fields.tsx';
import { foundProducts } from '#app/lib/search-listing.server.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/category';

/**
 * /category/{slug}, and the old /products/{Name} form, which names /category/{slug} as its canonical URL. Any other
 * key under /category/ (a name, or the slug of an earlier name) moves permanently to the current slug.
 * `?sub={slug}` narrows the list to one of the category's subcategories; an unknown, hidden or malformed one shows
 * the whole category, as a link from before a rename should.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = readCatalogQuery(request);
  const { page, q } = query;
  const filters = shownFilters(query);
  const sub = subcategoryFilterSchema.safeParse(new URL(request.url).searchParams.get('sub') ?? undefined);
  const slug = (params as { slug?: string }).slug;
  const key = slug ?? (params as { name?: string }).name ?? '';
  const { catalog, search } = context.get(servicesContext);
  const subcategorySlug = sub.success ? sub.data : undefined;
  // A typed search within the category goes through the search engine, best matches first.
  const result = q
    ? await catalog.categoryFrame(key, subcategorySlug).then(async (frame) => {
        if (!frame) return null;
        const found = await foundProducts(
          search,
          {
            q,
            categoryId: frame.category.id,
            subcategoryId: frame.subcategory?.id,
            sort: filters.sort,
            page,
            limit: PAGE_SIZE,
          },
          query,
        );
        return { ...frame, products: found.products, total: found.total, facets: found.filterCounts };
      })
    : await catalog
        .listCategoryProducts(key, { page, limit: PAGE_SIZE }, subcategorySlug, {
          ...query,
          sort: listSortOf(query.sort),
        })
        .then(
          (listed) =>
            listed && { ...listed, products: listed.products.map((product) => toProductSummary(product)) },
        );
  if (!result) throw data(null, { status: 404 });
  if (slug !== undefined && slug !== result.category.slug)
    throw redirect(`${categoryPath(result.category)}${new URL(request.url).search}`, 301);
  return {
    category: { name: result.category.name, slug: result.category.slug },
    subcategories: result.subcategories.map(({ name, slug }) => ({ name, slug })),
    subcategory: result.subcategory ? { name: result.subcategory.name, slug: result.subcategory.slug } : null,
    products: result.products,
    total: result.total,
    page,
    q,
    filters,
    counts: result.facets,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [{ title: 'No products found | Gandhara Arts' }, { name: 'robots', content: 'noindex' }];
  const { category, subcategory } = loaderData;
  const path = categoryPath(category);
  // A subcategory's list is a page of its own for search engines too: its own title and canonical address.
  const subPath = subcategory ? categoryPath(category, { subcategory: subcategory.slug }) : null;
  const name = subcategory ? `${subcategory.name} – ${category.name}` : category.name;
  return pageMeta({
    site: siteFrom(matches),
    title: `${name} | Hand-carved Stone`,
    description: `${name} hand-carved in Taxila by the master craftsmen of Gandhara Arts. ${loaderData.total} pieces, made to order and shipped worldwide.`,
    path: subPath ?? path,
    image: loaderData.products[0]?.images[0],
    breadcrumb: [
      { name: 'Products', path: PAGE_PATHS.products },
      { name: category.name, path },
      ...(subcategory && subPath ? [{ name: subcategory.name, path: subPath }] : []),
    ],
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, subcategory } = loaderData;
  return (
    <main>
      <PageHero
        eyebrow="Shop by category"
        title={category.name}
        intro={`${category.name} from our Taxila workshop, each piece carved and finished by hand.`}
        crumbs={[{ to: PAGE_PATHS.products, label: 'Products' }]}
      />
      <SubcategoryChips
        category={category}
        subcategories={loaderData.subcategories}
        current={subcategory?.slug ?? null}
      />
      <ProductCatalog
        key={category.slug}
        data={loaderData}
        skeletons={10}
        searchPlaceholder={`Search ${subcategory?.name ?? category.name} by title…`}
        toolbar={
          <CatalogFilters filters={loaderData.filters} counts={loaderData.counts} total={loaderData.total} />
        }
        filtered={hasFilters(loaderData.filters)}
        empty={
          <div className="rounded-3xl bg-limestone-100 px-6 py-20 text-center">
            <h2 className="text-3xl font-semibold">No products found</h2>
            <p className="mt-3 text-schist-600">
              There is nothing in {subcategory?.name ?? category.name} just now.{' '}
              {subcategory
                ? `The rest of ${category.name} is waiting.`
                : 'The rest of the collection is waiting.'}
            </p>
            <Link
              to={subcategory ? categoryPath(category) : PAGE_PATHS.products}
              className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
            >
              {subcategory ? `View All ${category.name}` : 'View All Products'}
            </Link>
          </div>
        }
      />
    </main>
  );
}

export const ErrorBoundary = CatalogError;
