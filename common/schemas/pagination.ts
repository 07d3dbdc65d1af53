import { z } from 'zod';

import { MAX_PAGE_SIZE, PAGE_SIZE } from '../paging.ts';

export { MAX_PAGE_SIZE, PAGE_SIZE };

/**
 * A whole number as a query string writes it, in plain digits: "1000", never "1e3", "1.0", "+7", " 7" or "0x10",
 * which JavaScript's Number() would read as numbers.
 */
export function wholeNumberQuery(options: { min: number; max: number; message: string; tooLarge?: string }) {
  return z.coerce
    .string()
    .regex(/^\d{1,10}$/, options.message)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(options.min, options.message)
        .max(options.max, options.tooLarge ?? options.message),
    );
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export const paginationQuerySchema = z.object({
  page: wholeNumberQuery({
    min: 1,
    max: 1_000_000,
    message: 'page must be a whole number from 1',
    tooLarge: 'page is too large',
  }).default(1),
  limit: wholeNumberQuery({ min: 1, max: MAX_PAGE_SIZE, message: LIMIT_MESSAGE }).default(PAGE_SIZE),
});

export type Pagination = z.infer<typeof paginationQuerySchema>;

/** The search text of a list's query: trimmed, at most 100 characters; empty is no search at all. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, 'The search text is at most 100 characters')
  .optional()
  .transform((value) => value || undefined);

/**
 * One of a list's fixed choices in its query (a specialty, a tour category), in any case and given back in the
 * list's own spelling; empty is no choice at all, and anything else is refused with `message`.
 */
export const choiceQuerySchema = <const T extends readonly [string, ...string[]]>(
  choices: T,
  message: string,
) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      return choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;
    })
    .pipe(z.enum(choices, { message }).optional());
