import { z } from 'zod';
import { categoryLookupKey } from '../categories.ts';
import { recordIdSchema } from './ids.ts';

export const CATEGORY_NAME_MAX = 60;

/** A category's name: trimmed, 1-60 characters, with a letter or digit to make its address from. */
export const categoryNameSchema = z
  .string({ error: 'Enter the category name' })
  .trim()
  .min(1, 'Enter the category name')
  .max(CATEGORY_NAME_MAX, `A category name is at most ${CATEGORY_NAME_MAX} characters`)
  .refine((name) => categoryLookupKey(name) !== '', 'Use at least one letter or digit in the name');

const visible = z.boolean({ error: 'visible is true (in the menu) or false (hidden)' });

export const categoryCreateSchema = z.object({ name: categoryNameSchema, visible: visible.optional() });
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .object({ name: categoryNameSchema.optional(), visible: visible.optional() })
  .refine(
    (input) => input.name !== undefined || input.visible !== undefined,
    'Send a new name, visible, or both',
  );
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** The menu's new order: every category's id, each once. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(recordIdSchema, { error: 'Send ids: the list of every category id in the new order' })
    .min(1, 'Send ids: the list of every category id in the new order'),
});

/** A category as the admin's list shows it. */
export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  visible: z.boolean(),
  productCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
