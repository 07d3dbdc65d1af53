import { z } from 'zod';
import { paginationQuerySchema } from './pagination.ts';

/** The query of a listing page: which page, and the visitor's search text (trimmed, at most 100 characters). */
export const catalogQuerySchema = paginationQuerySchema.pick({ page: true }).extend({
  q: z.string().trim().max(100, 'search text is too long').default(''),
});
