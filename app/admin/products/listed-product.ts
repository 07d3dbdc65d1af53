import type { EditableProduct } from './product-form.tsx';

/** A product as the admin list shows it (its loader's records): the form's fields, its categories' pages, sold. */
export type ListedProduct = EditableProduct & {
  soldOut: boolean;
  categories: { name: string; slug: string }[];
};
