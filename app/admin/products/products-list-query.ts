import { z } from 'zod';
import { adminProductPath } from '#common/paths.ts';
import { ADMIN_PRODUCT_SORTS } from '#common/schemas/products.ts';

export const PRODUCTS_PAGE_SIZE = 20;

export const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A-Z',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
};

/** The products list's address: its search, category and order, the page, and the old way to open a product. */
export const productsListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  category: z.string().trim().max(120).catch(''),
  sort: z.enum(ADMIN_PRODUCT_SORTS).catch('newest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** Cards (with edits in place) or a dense table */
  view: z.enum(['cards', 'table']).catch('cards'),
  /** A product to open in the editor: old links, sent on to its own page (`/admin/products/{id}`) */
  edit: z.string().trim().max(64).catch(''),
  /** Words to add to its keywords, for the owner to check and save: sent on with it */
  keywords: z.string().trim().max(100).catch(''),
});

export type ProductsListQuery = z.infer<typeof productsListQuerySchema>;

const LIST_PATH = '/admin/products';
const NOWHERE = 'http://admin.invalid';

/**
 * Where the editor's way back leads: the products list with the search, category, order, view and page it came
 * from (`?back=`), and only that. Anything else (another site, another page, an old `?edit=` link) gives the list.
 */
export function listPathFrom(back: string | null | undefined): string {
  if (!back) return LIST_PATH;
  let url: URL;
  try {
    url = new URL(back, NOWHERE);
  } catch {
    return LIST_PATH;
  }
  if (url.origin !== NOWHERE || url.pathname !== LIST_PATH) return LIST_PATH;
  url.searchParams.delete('edit');
  url.searchParams.delete('keywords');
  const search = url.searchParams.toString();
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

/** A product's editor, with the list's address to come back to when it is not the plain list. */
export function editorPath(id: string, list?: string): string {
  const back = listPathFrom(list);
  const path = adminProductPath(id);
  return back === LIST_PATH ? path : `${path}?back=${encodeURIComponent(back)}`;
}
