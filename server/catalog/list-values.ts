import type { ProductList } from './product-list-repository.ts';

/* A list as the statements compiled once per form of list read it (compiled-once.ts, product-list-repository.ts). */

/**
 * A list's values: the parameters of its statements (compiled-once.ts), whose form the rest of the list sets. A
 * subcategory's list reads its own links alone, so its category is not among them.
 */
export const valuesOf = (list: ProductList, prefix = '') => ({
  [`${prefix}categoryId`]: list.subcategoryId === undefined ? list.categoryId : undefined,
  [`${prefix}subcategoryId`]: list.subcategoryId,
  [`${prefix}sold`]: list.sold,
  [`${prefix}material`]: list.material,
  [`${prefix}minCents`]: list.minCents,
  [`${prefix}maxCents`]: list.maxCents,
});

/** The values of several lists, each under its index: `0.categoryId`, `1.sold`, … */
export const valuesOfShelves = (lists: readonly ProductList[]): Record<string, unknown> =>
  Object.assign({}, ...lists.map((list, shelf) => valuesOf(list, `${shelf}.`))) as Record<string, unknown>;

/** The list of this form (`drafts`, `order`) with the values `valuesOf` took from it under `prefix`. */
export const withValues = (list: ProductList, values: Record<string, unknown>, prefix = ''): ProductList => ({
  drafts: list.drafts,
  order: list.order,
  categoryId: values[`${prefix}categoryId`] as string | undefined,
  subcategoryId: values[`${prefix}subcategoryId`] as string | undefined,
  sold: values[`${prefix}sold`] as boolean | undefined,
  material: values[`${prefix}material`] as string | undefined,
  minCents: values[`${prefix}minCents`] as number | undefined,
  maxCents: values[`${prefix}maxCents`] as number | undefined,
});

/** What sets the form of a list's statements beside which of its values are given. */
export const formOf = (list: ProductList) => `${list.drafts ? 'drafts' : 'published'} ${list.order}`;
