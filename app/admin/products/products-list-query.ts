import { z } from 'zod';
import { ADMIN_PRODUCT_SORTS } from '#common/schemas/products.ts';

export const PRODUCTS_PAGE_SIZE = 20;

export const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A-Z',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
};

/** The products list's address: its search, category and order, the page, and a product to open at once. */
export const productsListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  category: z.string().trim().max(120).catch(''),
  sort: z.enum(ADMIN_PRODUCT_SORTS).catch('newest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** Cards (with edits in place) or a dense table */
  view: z.enum(['cards', 'table']).catch('cards'),
  /** A product to open in the editor at once (the dashboard's "Add to the keywords of …") */
  edit: z.string().trim().max(64).catch(''),
  /** Words to add to its keywords, for the owner to check and save */
  keywords: z.string().trim().max(100).catch(''),
});

export type ProductsListQuery = z.infer<typeof productsListQuerySchema>;
