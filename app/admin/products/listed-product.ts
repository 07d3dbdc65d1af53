import type { AdminProductRow } from '#common/schemas/products.ts';

/** A product as the admin list shows it (its loader's rows): a card, a table row, their quick edits. */
export type ListedProduct = AdminProductRow;
