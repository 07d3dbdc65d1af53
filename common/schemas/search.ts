import { z } from 'zod';
import { listFacetsSchema, listFilterShape, priceRangeInOrder } from './catalog-query.ts';
import { paginationQuerySchema } from './pagination.ts';
import { masterRecordSchema, productRecordSchema, visitPlaceRecordSchema } from './records.ts';
import { SEARCH_SORTS } from '../search-sorts.ts';

/** A search's text: trimmed, at most 100 characters. */
const searchText = z
  .string({ error: 'q is required' })
  .max(200, 'The search text is at most 100 characters')
  .refine((text) => text.trim().length <= 100, 'The search text is at most 100 characters');

/** `GET /api/search`: the text, a category's slug to narrow to, the filters of every list, the order and the page. */
export const searchQuerySchema = paginationQuerySchema
  .extend({
    q: searchText.refine((text) => text.trim().length > 0, 'q is required: the words to search for'),
    category: z.string().trim().min(1, 'category must be a category slug').max(120).optional(),
    ...listFilterShape,
    sort: z
      .enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
      .default('relevance'),
  })
  .refine(...priceRangeInOrder);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** `GET /api/search/suggest`: what the visitor has typed so far (suggestions start at the second letter). */
export const suggestQuerySchema = z.object({ q: searchText });

const facetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number() });

export const searchResponseSchema = z.object({
  q: z.string(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  sort: z.enum(SEARCH_SORTS),
  category: z.string().nullable(),
  products: z.array(productRecordSchema),
  /** every category holding matches, with how many, the most first */
  facets: z.array(facetSchema),
  /** the materials of the matches and how many are available (decision 037) */
  filters: listFacetsSchema,
  /** when nothing matched: a corrected query that finds something */
  didYouMean: z.string().nullable(),
  /** what to highlight: whole terms, and starts of words (the last word while typing) */
  highlight: z.object({ terms: z.array(z.string()), prefixes: z.array(z.string()) }),
  tours: z.array(visitPlaceRecordSchema),
  masters: z.array(masterRecordSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** One suggested product: enough for a line with a thumbnail and a price. */
export const suggestedProductSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** US dollars; null when the price is given on request */
  price: z.number().nullable(),
  /** a small image's address, or null */
  image: z.string().nullable(),
  url: z.string(),
});

export const suggestResponseSchema = z.object({
  q: z.string(),
  products: z.array(suggestedProductSchema),
  categories: z.array(z.object({ name: z.string(), slug: z.string(), url: z.string() })),
  tours: z.array(z.object({ name: z.string(), slug: z.string(), url: z.string() })),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/**
 * The `/search` page's address: the words (empty shows the page's invitation), the order, a category's slug to
 * narrow to, and how many pages of results are shown (the page keeps what "Load More" added, for back and forward).
 */
export const searchPageQuerySchema = paginationQuerySchema
  .pick({ page: true })
  .extend({
    q: z.string().trim().max(100, 'The search text is at most 100 characters').default(''),
    category: z.string().trim().min(1).max(120).optional(),
    ...listFilterShape,
    sort: z.enum(SEARCH_SORTS).default('relevance'),
  })
  .refine(...priceRangeInOrder);
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

/** What became of a search, as the results page tells it (`POST /api/search/outcome`): counted, never the visitor. */
export const SEARCH_OUTCOMES = ['no-results', 'no-click'] as const;
export const searchOutcomeSchema = z.object({
  q: searchText.refine((text) => text.trim().length > 0, 'q is required: the words searched for'),
  outcome: z.enum(SEARCH_OUTCOMES, { error: `outcome must be one of ${SEARCH_OUTCOMES.join(', ')}` }),
});
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;
