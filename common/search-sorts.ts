/**
 * The orders of search results (issue 17). Apart from the search's schemas so that the search page can list them
 * without bringing zod to visitors.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
