import { toProductSummary, type ProductSummary } from '#common/product-summary.ts';
import { matchedRanges } from '#common/search-highlight.ts';
import type { AppServices } from '#app/context.ts';

type SearchParams = Parameters<AppServices['search']['search']>[0];

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
