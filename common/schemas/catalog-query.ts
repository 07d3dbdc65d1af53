import { z } from 'zod';
import { LIST_SORTS, normalMaterial } from '../catalog-filters.ts';
import { SEARCH_SORTS } from '../search-sorts.ts';
import { paginationQuerySchema, wholeNumberQuery } from './pagination.ts';

const dollars = (name: string) =>
  wholeNumberQuery({
    min: 0,
    max: 10_000_000,
    message: `${name} must be a whole number of US dollars from 0`,
    tooLarge: `${name} is too large`,
  }).optional();

/**
 * The filters every visitor's list takes (issue 20, decision 037), in its address and in the list API: a material
 * (any case), a price range in whole US dollars, and `available=1` for the pieces not sold.
 */
export const listFilterShape = {
  material: z
    .string()
    .trim()
    .min(1, 'material must name a material')
    .max(60, 'material is at most 60 characters')
    .transform(normalMaterial)
    .optional(),
  min: dollars('min'),
  max: dollars('max'),
  available: z
    .enum(['1', 'true', '0', 'false'], { error: 'available must be 1 or 0 (true or false)' })
    .transform((value) => value === '1' || value === 'true')
    .default(false),
};

/** A price range's ends in order: a minimum above the maximum is the client's mistake, not an empty list. */
const rangeInOrder: [
  (query: { min?: number; max?: number }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => query.min === undefined || query.max === undefined || query.min <= query.max,
  { message: 'min must not be above max', path: ['min'] },
];

const listSort = z
  .enum(LIST_SORTS, { error: `sort must be one of ${LIST_SORTS.join(', ')}` })
  .default('newest');

/** `GET /api/products`: a page of the published products, filtered and in one of the list orders. */
export const productListQuerySchema = paginationQuerySchema
  .extend({ ...listFilterShape, sort: listSort })
  .refine(...rangeInOrder);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET /api/products/category/{category}`: the same, narrowed to a subcategory by its slug (`sub`). */
export const categoryListQueryShape = { ...listFilterShape, sort: listSort };

/** A range check for a schema extended from `categoryListQueryShape`. */
export const priceRangeInOrder = rangeInOrder;

/**
 * The query of a listing page: which page, the visitor's search text (trimmed, at most 100 characters), the filters
 * and the order; without one, the newest first, or the best matches first when words are searched.
 */
export const catalogQuerySchema = paginationQuerySchema
  .pick({ page: true })
  .extend({
    q: z.string().trim().max(100, 'search text is too long').default(''),
    ...listFilterShape,
    sort: z.enum(SEARCH_SORTS).optional(),
  })
  .refine(...rangeInOrder);
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/** The counts beside a list's filters: each material's pieces (the most first), and the available ones. */
export const listFacetsSchema = z.object({
  materials: z.array(z.object({ name: z.string(), count: z.number() })),
  available: z.number(),
});
