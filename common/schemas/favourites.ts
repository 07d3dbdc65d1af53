import { z } from 'zod';
import { FAVOURITES_LIMIT } from '../favourites.ts';
import type { ProductSummary } from '../product-summary.ts';
import { idSchema } from './ids.ts';
import { publicImageSchema } from './public-image.ts';

const IDS_MESSAGE = `ids is product ids separated by commas: at least one, at most ${FAVOURITES_LIMIT}`;

/**
 * `GET /api/products/by-ids?ids=a,b,c`: the pieces a visitor hearted. Each id is checked; one named twice counts
 * once. Ids are 24 characters, so the text is bounded before it is split.
 */
export const productsByIdsQuerySchema = z.object({
  ids: z
    .string({ error: IDS_MESSAGE })
    .max(FAVOURITES_LIMIT * 25, IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(idSchema('Each id in ids is 24 hexadecimal characters'))
        .min(1, IDS_MESSAGE)
        .max(FAVOURITES_LIMIT, IDS_MESSAGE),
    ),
});

/** A piece as a card shows it: its photographs as the page's own images (with their variants), prices in cents. */
const productSummarySchema: z.ZodType<ProductSummary> = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  imageAlt: z.string().nullable(),
  priceCents: z.number().nullable(),
  originalPriceCents: z.number().nullable(),
  isNew: z.boolean(),
  soldOut: z.boolean(),
  categories: z.array(z.string()),
  images: z.array(publicImageSchema),
});

/**
 * The published pieces among those asked for, in the order asked. One deleted, in the trash or turned back into a
 * draft is left out: the visitor's list drops it.
 */
export const productsByIdsSchema = z.object({ products: z.array(productSummarySchema) });
export type ProductsByIds = z.infer<typeof productsByIdsSchema>;
