import { inCents } from '#common/catalog-filters.ts';
import { toProductSummary, type ProductSummary } from '#common/product-summary.ts';
import { matchedRanges } from '#common/search-highlight.ts';
import type { CatalogQuery } from '#common/schemas/catalog-query.ts';
import type { AppServices } from '#app/context.ts';

type SearchParams = Parameters<AppServices['search']['search']>[0];

/**
 * A page of products found by the search engine (decision 022), as the catalogue's cards show them: each title
 * with the words the search matched marked; narrowed by the visitor's filters when given (decision 037), with the
 * counts beside them.
 */
export async function foundProducts(
  search: AppServices['search'],
  params: SearchParams,
  filters?: Pick<CatalogQuery, 'material' | 'min' | 'max' | 'available'>,
) {
  const result = await search.search({
    ...params,
    ...(filters ? { ...inCents(filters), availableOnly: filters.available } : {}),
  });
  const products: ProductSummary[] = result.products.map((product) => ({
    ...toProductSummary(product),
    titleMarks: matchedRanges(product.title, result.highlight),
  }));
  return {
    ...result,
    products,
    facets: result.facets,
    filterCounts: { materials: result.materials, available: result.available },
  };
}
