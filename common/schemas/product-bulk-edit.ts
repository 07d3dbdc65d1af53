import { z } from 'zod';
import { formatUsd } from '../money.ts';
import { recordIdSchema } from './ids.ts';
import { dollars } from './fields.ts';
import { productFieldsSchema } from './products.ts';
import { SPECIFICATION_LIMITS } from '../product-specifications.ts';
import { messageAnswerSchema, productRecordSchema } from './records.ts';

/** Most products named one by one in a bulk edit; beyond, the admin selects "all matching this filter". */
export const MAX_BULK_EDIT_IDS = 5_000;

/** How a changed price is rounded: to the cent, or to the nearest 1, 10, 100 or 500 dollars (prices are US dollars). */
export const PRICE_ROUNDINGS = ['cent', '1', '10', '100', '500'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];
export const ROUNDING_STEP_CENTS: Record<PriceRounding, number> = {
  cent: 1,
  '1': 100,
  '10': 1_000,
  '100': 10_000,
  '500': 50_000,
};
export const ROUNDING_LABELS: Record<PriceRounding, string> = {
  cent: 'Exact (to the cent)',
  '1': 'To the nearest $1',
  '10': 'To the nearest $10',
  '100': 'To the nearest $100',
  '500': 'To the nearest $500',
};

const categoryName = z
  .string({ message: 'Choose a category' })
  .trim()
  .min(1, 'Choose a category')
  .max(120, 'A category name is at most 120 characters');

const subcategoryName = z
  .string({ message: 'Choose a subcategory' })
  .trim()
  .min(1, 'Choose a subcategory')
  .max(120, 'A subcategory name is at most 120 characters');

/** The specifications a bulk edit may set (decision 040): those many pieces share; a size or a weight is each its own. */
export const BULK_SPECIFICATIONS = {
  'set-material': { column: 'material', label: 'material', max: SPECIFICATION_LIMITS.material },
  'set-finish': { column: 'finish', label: 'finish', max: SPECIFICATION_LIMITS.finish },
  'set-origin': { column: 'origin', label: 'origin', max: SPECIFICATION_LIMITS.origin },
} as const;
export type BulkSpecificationKind = keyof typeof BULK_SPECIFICATIONS;

/** A specification's new value: trimmed and single-spaced; empty clears it on every selected product. */
const specificationAction = <K extends BulkSpecificationKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    value: z
      .string({ message: `Enter the ${BULK_SPECIFICATIONS[kind].label}, or leave it empty to clear it` })
      .trim()
      .max(
        BULK_SPECIFICATIONS[kind].max,
        `The ${BULK_SPECIFICATIONS[kind].label} is at most ${BULK_SPECIFICATIONS[kind].max} characters`,
      )
      .transform((value) => value.replace(/\s+/g, ' ')),
  });

/**
 * What a bulk edit does to each selected product. One case per action: "move to trash" is one more case here, one
 * more in the service's table of actions (server/catalog/product-bulk-edit-service.ts) and one more label.
 */
export const bulkEditActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('add-category'), category: categoryName }),
    z.object({ kind: z.literal('remove-category'), category: categoryName }),
    // A subcategory is named within its category: two categories may each have a "Small" (decision 015). The
    // subcategory comes first, so a chooser left empty is told to choose one.
    z.object({
      kind: z.literal('add-subcategory'),
      subcategory: subcategoryName,
      category: categoryName,
    }),
    z.object({
      kind: z.literal('remove-subcategory'),
      subcategory: subcategoryName,
      category: categoryName,
    }),
    z.object({
      kind: z.literal('set-price'),
      price: dollars('price', true).pipe(z.number({ message: 'Enter the price' })),
    }),
    z.object({
      kind: z.literal('change-price'),
      percent: z
        .number({ message: 'Enter the change in percent, such as 10 or -15' })
        .min(-90, 'A price can be lowered by at most 90%')
        .max(1000, 'A price can be raised by at most 1000%')
        .refine((value) => value !== 0, 'A change of 0% changes nothing')
        .refine(
          (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          'The percentage has at most two decimals',
        ),
      rounding: z.enum(PRICE_ROUNDINGS, { message: 'Choose how to round the new prices' }),
    }),
    z.object({ kind: z.literal('publish') }),
    z.object({ kind: z.literal('unpublish') }),
    z.object({ kind: z.literal('mark-sold') }),
    z.object({ kind: z.literal('mark-available') }),
    z.object({ kind: z.literal('trash') }),
    specificationAction('set-material'),
    specificationAction('set-finish'),
    specificationAction('set-origin'),
  ],
  {
    message:
      'Choose what to change: add-category, remove-category, add-subcategory, remove-subcategory, set-price, change-price, publish, unpublish, mark-sold, mark-available, trash, set-material, set-finish or set-origin',
  },
);
export type BulkEditAction = z.output<typeof bulkEditActionSchema>;
export type BulkEditKind = BulkEditAction['kind'];

/** The products a bulk edit applies to: those ticked, or every one the list's filter matches (its search and category). */
export const bulkEditSelectionSchema = z.union(
  [
    z.object({
      ids: z
        .array(recordIdSchema)
        .min(1, 'Select at least one product')
        .max(
          MAX_BULK_EDIT_IDS,
          `At most ${MAX_BULK_EDIT_IDS} products one by one; select all matching instead`,
        ),
    }),
    z.object({
      filter: z.object({
        q: z.string().trim().max(100, 'The search is at most 100 characters').optional(),
        category: z.string().trim().max(120, 'A category is at most 120 characters').optional(),
      }),
    }),
  ],
  { message: 'Send the products as { "ids": [...] } or { "filter": { "q", "category" } }' },
);
export type BulkEditSelection = z.output<typeof bulkEditSelectionSchema>;

export const bulkEditRequestSchema = z.object(
  { selection: bulkEditSelectionSchema, action: bulkEditActionSchema },
  { message: 'Send { "selection": …, "action": … }' },
);
export type BulkEditRequest = z.output<typeof bulkEditRequestSchema>;

/** What an action does, in the owner's words: the summary's title and the undo's label. */
export function describeBulkAction(action: BulkEditAction): string {
  switch (action.kind) {
    case 'add-category':
      return `Add to the category “${action.category}”`;
    case 'remove-category':
      return `Remove from the category “${action.category}”`;
    case 'add-subcategory':
      return `Add to the subcategory “${action.subcategory}” of “${action.category}”`;
    case 'remove-subcategory':
      return `Remove from the subcategory “${action.subcategory}” of “${action.category}”`;
    case 'set-price':
      return `Set the price to ${formatUsd(action.price)}`;
    case 'change-price': {
      const rounding = action.rounding === 'cent' ? '' : `, rounded to the nearest $${action.rounding}`;
      return `${action.percent > 0 ? 'Raise' : 'Lower'} prices by ${Math.abs(action.percent)}%${rounding}`;
    }
    case 'publish':
      return 'Publish';
    case 'unpublish':
      return 'Unpublish (make drafts)';
    case 'mark-sold':
      return 'Mark sold';
    case 'mark-available':
      return 'Mark available again';
    case 'trash':
      return 'Move to the trash';
    case 'set-material':
    case 'set-finish':
    case 'set-origin': {
      const { label } = BULK_SPECIFICATIONS[action.kind];
      return action.value ? `Set the ${label} to “${action.value}”` : `Clear the ${label}`;
    }
  }
}

const bulkEditExampleSchema = z.object({
  id: z.string(),
  title: z.string(),
  before: z.string(),
  after: z.string(),
});

/** `POST /api/admin/products/bulk/preview`: the summary shown before applying. */
export const bulkEditPreviewSchema = z.object({
  success: z.literal(true),
  description: z.string(),
  /** products selected */
  matched: z.number(),
  /** of them, those the action changes (the others already hold its value) */
  changing: z.number(),
  /** a few before → after, for a price change */
  examples: z.array(bulkEditExampleSchema),
});

export const bulkEditRecordSchema = z.object({
  id: z.string(),
  description: z.string(),
  productCount: z.number(),
  createdAt: z.string(),
});
export type BulkEditRecord = z.infer<typeof bulkEditRecordSchema>;

/** `POST /api/admin/products/bulk`: what was applied, and the edit the undo reverts. */
export const bulkEditAppliedSchema = messageAnswerSchema.extend({
  matched: z.number(),
  changed: z.number(),
  edit: bulkEditRecordSchema.nullable(),
});

/** `POST /api/admin/products/bulk/undo` */
export const bulkEditUndoneSchema = messageAnswerSchema.extend({
  reverted: z.number(),
  /** products left as they are, because they changed since the edit (or were deleted) */
  keptChanged: z.number(),
});

/** `GET /api/admin/products/bulk/last`: the edit an undo would revert, if any. */
export const bulkEditLastSchema = z.object({
  success: z.literal(true),
  edit: bulkEditRecordSchema.nullable(),
});

/**
 * `PATCH /api/admin/products/{id}`: the list's quick edit. `expectedUpdatedAt` is the product's `updatedAt` as the
 * list read it: a product changed since answers 409 rather than overwriting the other change.
 */
export const productQuickEditSchema = z
  .object(
    {
      title: productFieldsSchema.shape.title.optional(),
      price: dollars('price', true)
        .pipe(z.number({ message: 'Enter the price' }))
        .optional(),
      status: z.enum(['published', 'draft'], { message: 'The status is published or draft' }).optional(),
      expectedUpdatedAt: z.iso.datetime({
        offset: true,
        message: 'expectedUpdatedAt is the product’s updatedAt as the list read it',
      }),
    },
    { message: 'Send { "title"?, "price"?, "status"?, "expectedUpdatedAt" }' },
  )
  .refine(
    (body) => body.title !== undefined || body.price !== undefined || body.status !== undefined,
    'Send a title, a price or a status to change',
  );
export type ProductQuickEdit = z.output<typeof productQuickEditSchema>;

export const productQuickEditAnswerSchema = messageAnswerSchema.extend({
  product: productRecordSchema,
});
/** 409: the product changed since the list was read; `product` is how it is now. */
export const productQuickEditConflictSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  product: productRecordSchema,
});

export type BulkEditPreview = z.infer<typeof bulkEditPreviewSchema>;
export type BulkEditApplied = z.infer<typeof bulkEditAppliedSchema>;
export type ProductQuickEditAnswer = z.infer<typeof productQuickEditAnswerSchema>;
