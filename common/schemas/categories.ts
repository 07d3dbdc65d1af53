import { z } from 'zod';
import { categoryLookupKey } from '../categories.ts';
import { SLUG_PATTERN, slugify } from '../slug.ts';
import { recordIdSchema } from './ids.ts';
import { messageAnswerSchema } from './records.ts';

export const CATEGORY_NAME_MAX = 60;

/**
 * The name of an entry of the menu: trimmed, 1 to `max` characters, with a letter or digit to make its address
 * from (`addressOf`).
 */
const entryName = (noun: 'category' | 'subcategory', max: number, addressOf: (name: string) => string) =>
  z
    .string({ error: `Enter the ${noun} name` })
    .trim()
    .min(1, `Enter the ${noun} name`)
    .max(max, `A ${noun} name is at most ${max} characters`)
    .refine((name) => addressOf(name) !== '', 'Use at least one letter or digit in the name');

/** A category's name: trimmed, 1-60 characters, with a letter or digit to make its address from. */
export const categoryNameSchema = entryName('category', CATEGORY_NAME_MAX, categoryLookupKey);

const visible = z.boolean({ error: 'visible is true (in the menu) or false (hidden)' });

/**
 * The writes of an entry of the menu (a category, or a subcategory within one): adding one, renaming, showing or
 * hiding it, and putting them all in a new order.
 */
function entryWrites<Name extends z.ZodType<string>>(name: Name, visible: z.ZodBoolean, everyId: string) {
  return {
    create: z.object({ name, visible: visible.optional() }),
    update: z
      .object({ name: name.optional(), visible: visible.optional() })
      .refine(
        (input) => input.name !== undefined || input.visible !== undefined,
        'Send a new name, visible, or both',
      ),
    order: z.object({ ids: z.array(recordIdSchema, { error: everyId }).min(1, everyId) }),
  };
}

const categoryWrites = entryWrites(
  categoryNameSchema,
  visible,
  'Send ids: the list of every category id in the new order',
);
export const categoryCreateSchema = categoryWrites.create;
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export const categoryUpdateSchema = categoryWrites.update;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;
/** The menu's new order: every category's id, each once. */
export const categoryOrderSchema = categoryWrites.order;

export const SUBCATEGORY_NAME_MAX = 60;

/** A subcategory's name: trimmed, 1-60 characters, with a letter or digit to make its `?sub=` slug from. */
export const subcategoryNameSchema = entryName('subcategory', SUBCATEGORY_NAME_MAX, slugify);

const subcategoryVisible = z.boolean({
  error: 'visible is true (shown on the category page) or false (hidden)',
});

const subcategoryWrites = entryWrites(
  subcategoryNameSchema,
  subcategoryVisible,
  'Send ids: the list of every subcategory id in the new order',
);
export const subcategoryCreateSchema = subcategoryWrites.create;
export type SubcategoryCreateInput = z.infer<typeof subcategoryCreateSchema>;
export const subcategoryUpdateSchema = subcategoryWrites.update;
export type SubcategoryUpdateInput = z.infer<typeof subcategoryUpdateSchema>;
/** A category's subcategories in their new order: every one of its subcategory ids, each once. */
export const subcategoryOrderSchema = subcategoryWrites.order;

/**
 * The `?sub=` of a category page and of `GET /api/products/category/{key}`: a subcategory's slug. Empty is no
 * filter at all.
 */
export const subcategoryFilterSchema = z
  .string()
  .trim()
  .max(120, 'sub is a subcategory slug of at most 120 characters')
  .refine(
    (value) => value === '' || SLUG_PATTERN.test(value),
    'sub is a subcategory slug: lowercase letters, digits and single hyphens',
  )
  .optional()
  .transform((value) => value || undefined);

/** A subcategory as the admin's list shows it, with how many products (drafts too) it holds. */
export const adminSubcategorySchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  visible: z.boolean(),
  productCount: z.number(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

/** A category as the admin's list shows it, with its subcategories in their order. */
export const adminCategorySchema = adminSubcategorySchema
  .omit({ categoryId: true })
  .extend({ subcategories: z.array(adminSubcategorySchema) });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A subcategory the product form offers: under its category (by name, as the form's categories are). */
export type SubcategoryChoice = { id: string; name: string; visible: boolean; category: string };

/** What adding, renaming, showing or hiding a category answers. */
export const categoryAnswerSchema = messageAnswerSchema.extend({ category: adminCategorySchema });
export type CategoryAnswer = z.infer<typeof categoryAnswerSchema>;
/** What reordering the categories answers: all of them, in their new order. */
export const categoryOrderAnswerSchema = messageAnswerSchema.extend({
  categories: z.array(adminCategorySchema),
});
export type CategoryOrderAnswer = z.infer<typeof categoryOrderAnswerSchema>;

/** What adding, renaming, showing or hiding a subcategory answers. */
export const subcategoryAnswerSchema = messageAnswerSchema.extend({ subcategory: adminSubcategorySchema });
export type SubcategoryAnswer = z.infer<typeof subcategoryAnswerSchema>;
/** What reordering a category's subcategories answers. */
export const subcategoryOrderAnswerSchema = messageAnswerSchema.extend({
  subcategories: z.array(adminSubcategorySchema),
});
export type SubcategoryOrderAnswer = z.infer<typeof subcategoryOrderAnswerSchema>;
