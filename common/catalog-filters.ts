import type { SearchSort } from './search-sorts.ts';

/**
 * The filters and orders of the visitors' lists (issue 20, decision 037): /products, a category's page and /search,
 * and the list API. Apart from their zod schemas (schemas/catalog-query.ts) so that the pages can build their
 * addresses without bringing zod to visitors.
 */

/** The orders of a list without search words: `relevance` is search's own, and its default. */
export const LIST_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** What the address says of a list's filters: a material, a price range in whole dollars, available pieces only. */
export type ListFilters = {
  material: string | null;
  min: number | null;
  max: number | null;
  available: boolean;
  sort: SearchSort;
};

/** The stones of the workshop, offered as the admin types a material; any other may be written. */
export const KNOWN_MATERIALS = [
  'schist',
  'marble',
  'onyx',
  'sandstone',
  'granite',
  'soapstone',
  'jade',
  'lapis',
  'salt',
] as const;

/** The filters in the catalogue's units (cents), for a list or a search. */
export const inCents = (query: { material?: string; min?: number; max?: number }) => ({
  ...(query.material !== undefined ? { material: query.material } : {}),
  ...(query.min !== undefined ? { minCents: query.min * 100 } : {}),
  ...(query.max !== undefined ? { maxCents: query.max * 100 } : {}),
});

/** A material as it is stored and matched: trimmed, single-spaced, lowercased ("Grey  Schist" is "grey schist"). */
export const normalMaterial = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The address's parameters a filter owns: "clear all" removes them, and a change of any starts at page 1. */
export const FILTER_PARAMS = ['material', 'min', 'max', 'available', 'sort'] as const;

/** The address with some of its parameters changed (null, false or '' removes one) and its page back at 1. */
function changedHref(
  location: { pathname: string; search: string },
  change: Record<string, string | number | boolean | null>,
): string {
  const params = new URLSearchParams(location.search);
  params.delete('page');
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === false || value === '') params.delete(name);
    else params.set(name, value === true ? '1' : String(value));
  }
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * The address of the list with some filters changed (null removes one), its other parameters (the search words, a
 * subcategory, a category on /search) kept and its page back at 1. `defaultSort` is left out of the address.
 */
export const filtersHref = (
  location: { pathname: string; search: string },
  change: Partial<Record<(typeof FILTER_PARAMS)[number], string | number | boolean | null>>,
  defaultSort: SearchSort,
): string => changedHref(location, { ...change, ...(change.sort === defaultSort ? { sort: null } : {}) });

/**
 * The address of the list narrowed another way, `?{name}={value}` (null widens it again): a category chip on
 * /search, a subcategory chip on a category's page. The search words, filters and order stay; the page is 1.
 */
export const narrowedHref = (
  location: { pathname: string; search: string },
  name: 'category' | 'sub',
  value: string | null,
): string => changedHref(location, { [name]: value });

/** The address without any filter: "clear all". */
export const clearedHref = (location: { pathname: string; search: string }) =>
  filtersHref(location, Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])), 'newest');
