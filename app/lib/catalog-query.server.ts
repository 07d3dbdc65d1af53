import { data } from 'react-router';
import type { ListFilters } from '#common/catalog-filters.ts';
import { catalogQuerySchema, type CatalogQuery } from '#common/schemas/catalog-query.ts';

/** A listing page's page number, search text and filters from its URL; a malformed query is the visitor's 400. */
export function readCatalogQuery(request: Request): CatalogQuery {
  const query = catalogQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(null, { status: 400 });
  return query.data;
}

/** The filters as the page shows them: the order searched words default to is relevance, else newest. */
export const shownFilters = (query: Omit<CatalogQuery, 'page'>): ListFilters => ({
  material: query.material ?? null,
  min: query.min ?? null,
  max: query.max ?? null,
  available: query.available,
  sort: query.sort ?? (query.q ? 'relevance' : 'newest'),
});

/** The list order of a page without searched words (relevance has no meaning there: newest). */
export const listSortOf = (sort: CatalogQuery['sort']) =>
  sort === undefined || sort === 'relevance' ? 'newest' : sort;
