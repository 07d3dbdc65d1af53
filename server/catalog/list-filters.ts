import { inCents, type ListSort } from '#common/catalog-filters.ts';
import type { AdminProductSort } from '#common/schemas/products.ts';
import type { MaterialCount, ProductList } from './product-list-repository.ts';

/** A visitor's filters as the address and the list API give them (decision 037): prices in whole dollars. */
export type ListFilterQuery = {
  material?: string;
  min?: number;
  max?: number;
  available?: boolean;
  sort?: ListSort;
};

/** What the filters show beside their options: each material's pieces, and the available ones. */
export type ListFacets = { materials: { name: string; count: number }[]; available: number };

/** Each visitor's order as the order of the list's index (product-list-repository.ts). */
const ORDER_OF: Record<ListSort, AdminProductSort> = {
  newest: 'newest',
  'price-asc': 'price-low',
  'price-desc': 'price-high',
};

/** The list narrowed and ordered by the filters; `available` is the shelves' business (only the first one). */
export function filteredList(base: ProductList, query: ListFilterQuery): ProductList {
  return {
    ...base,
    order: ORDER_OF[query.sort ?? 'newest'],
    ...inCents(query),
  };
}

/**
 * The counts beside the filters, from the list's counts by material and shelf (its material left out, so that each
 * material says how many it would show): sold pieces count only where the list shows them.
 */
export function facetsOf(
  counts: readonly MaterialCount[],
  query: ListFilterQuery,
  soldShown: boolean,
): ListFacets {
  const byMaterial = new Map<string, number>();
  let available = 0;
  for (const row of counts) {
    if (!row.sold && (query.material === undefined || row.material === query.material))
      available += row.count;
    if (row.material === null || (row.sold && (!soldShown || query.available))) continue;
    byMaterial.set(row.material, (byMaterial.get(row.material) ?? 0) + row.count);
  }
  const materials = [...byMaterial]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { materials, available };
}
