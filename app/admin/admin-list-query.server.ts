import type { z } from 'zod';
import { paginationQuerySchema } from '#common/schemas/pagination.ts';

/**
 * An admin list's page number and filters from its URL. A value that does not parse (a category typed by hand, a
 * page of 0) is dropped rather than refused: the admin sees the whole list instead of an error page.
 */
export function readAdminListQuery<Shape extends z.ZodRawShape>(
  request: Request,
  filters: z.ZodObject<Shape>,
) {
  const schema = paginationQuerySchema.pick({ page: true }).extend(filters.shape);
  const params: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) delete params[String(issue.path[0])];
  return schema.parse(params);
}
