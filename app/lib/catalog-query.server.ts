import { data } from 'react-router';
import { catalogQuerySchema } from '#common/schemas/catalog-query.ts';

/** A listing page's page number and search text from its URL; a malformed query is the visitor's 400. */
export function readCatalogQuery(request: Request): { page: number; q: string } {
  const query = catalogQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(null, { status: 400 });
  return query.data;
}
