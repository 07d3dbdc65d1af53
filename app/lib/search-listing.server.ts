import { toProductSummary, type ProductSummary } from '#common/product-summary.ts';
import type { SearchParams } from '#server/search/search-service.ts';
import { matchedRanges } from '#server/search/highlight.ts';
import type { AppServices } from '#server/services.ts';

/**
 * A page of products found by the search engine (decision 022), as the catalogue's cards show them: each title
 * with the words the search matched marked.
 */
export async function foundProducts(search: AppServices['search'], params: SearchParams) {
  const result = await search.search(params);
  const products: ProductSummary[] = result.products.map((product) => ({
    ...toProductSummary(product),
    titleMarks: matchedRanges(product.title, result.highlight),
  }));
  return { ...result, products };
}
