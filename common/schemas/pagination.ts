import { z } from 'zod';

import { MAX_PAGE_SIZE, PAGE_SIZE } from '../paging.ts';

export { MAX_PAGE_SIZE, PAGE_SIZE };

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
});

export type Pagination = z.infer<typeof paginationQuerySchema>;

/** The search text of a list's query: trimmed, at most 100 characters; empty is no search at all. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, 'The search text is at most 100 characters')
  .optional()
  .transform((value) => value || undefined);
