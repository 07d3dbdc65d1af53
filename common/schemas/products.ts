import { z } from 'zod';
import { normalMaterial } from '../catalog-filters.ts';
import { groupThousands } from '../money.ts';
import { MAX_WEIGHT_KG, SPECIFICATION_LIMITS } from '../product-specifications.ts';
import { SEO_LIMITS } from '../admin/product-seo.ts';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug.ts';
import { UPLOAD_RULES } from '../admin/uploads.ts';
import { descriptionText, dollars, keywordList, nameList } from './fields.ts';
import { ID_CHARACTERS } from './ids.ts';
import { publicImageSchema } from './public-image.ts';
import { messageAnswerSchema, productRecordSchema, uploadedFileSchema } from './records.ts';

/** The admin's orders of the product list (admin-area.md §9). */
export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'title', 'price-high', 'price-low'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/**
 * A row of the admin's product list: what its card, its table row and their quick edits show, and no more (the
 * whole product is read by its editor's page). Parsing a product through it leaves every other field out, so the
 * list's answer stays small (issue 15 found the whole products were most of its weight).
 */
export const adminProductRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['published', 'draft']),
  soldOut: z.boolean(),
  priceCents: z.number().int().nullable(),
  originalPriceCents: z.number().int().nullable(),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** The main photograph */
  image: publicImageSchema.nullable(),
  /** The version its quick edits must find */
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

/** Most photographs one product may have (the upload rules). */
export const MAX_PRODUCT_IMAGES = UPLOAD_RULES.image.maxPerProduct;

/** Optional text: trimmed, empty is "none" (null), longer than `max` is a mistake. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** A specification's text (decision 040): trimmed and single-spaced; empty clears it, left out keeps it. */
const specificationText = (max: number, label: string) =>
  z
    .string({ message: `${label} is text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value.replace(/\s+/g, ' ') : null));

const WEIGHT_MESSAGE = 'The weight is in kilograms, such as 6.5';

/**
 * The weight as the form sends it, in kilograms ("6.5", 6.5), to whole grams; empty clears it, left out keeps it.
 */
export const weightKilograms = z
  .union([z.number({ message: WEIGHT_MESSAGE }), z.string({ message: WEIGHT_MESSAGE })])
  .nullable()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const text = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(/\s*kg$/i, '');
    if (!text) return null;
    if (!/^-?\d+(\.\d{1,3})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: `${WEIGHT_MESSAGE}, with at most three decimals` });
      return z.NEVER;
    }
    const grams = Math.round(Number(text) * 1000);
    if (grams <= 0 || grams > MAX_WEIGHT_KG * 1000) {
      context.addIssue({
        code: 'custom',
        message: `The weight is more than 0 and at most ${groupThousands(MAX_WEIGHT_KG)} kg`,
      });
      return z.NEVER;
    }
    return grams;
  });

/** The specifications beside the material (decision 040), shared by the product form and the bulk upload. */
export const specificationFields = {
  dimensions: specificationText(SPECIFICATION_LIMITS.dimensions, 'The dimensions'),
  weightKg: weightKilograms,
  finish: specificationText(SPECIFICATION_LIMITS.finish, 'The finish'),
  origin: specificationText(SPECIFICATION_LIMITS.origin, 'The origin'),
};

/**
 * The product form (admin-area.md §5), the same on both sides: the browser checks it as the admin types, the
 * server again on `POST /api/admin/products/add`, `PUT /api/admin/products/{id}` and `PUT /api/products/{id}`.
 * `price` is the regular price; `discountPrice`, when given, is the reduced price the customer pays.
 */
export const productFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Enter the product title').max(150, 'The title is at most 150 characters'),
  price: dollars('price', true),
  discountPrice: dollars('sale price', false),
  description: descriptionText(5000),
  keywords: keywordList.optional().transform((value) => value ?? []),
  categories: nameList
    .optional()
    .transform((value) => value ?? [])
    .pipe(z.array(z.string().max(60)).max(10, 'At most 10 categories')),
  /**
   * Subcategory ids (what the panel sends) or names, each within one of `categories`. Left out, an edit keeps the
   * product's subcategories whose category it keeps; an empty list takes it out of all of them.
   */
  subcategories: z.optional(
    nameList.pipe(
      z
        .array(z.string().max(120, 'A subcategory is named in at most 120 characters'))
        .max(30, 'At most 30 subcategories'),
    ),
  ),
  /** The stone (decision 037): stored lowercased; empty clears it, left out keeps it. */
  material: z
    .string({ message: 'The material is text, such as onyx' })
    .max(SPECIFICATION_LIMITS.material, `The material is at most ${SPECIFICATION_LIMITS.material} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? normalMaterial(value) : null)),
  ...specificationFields,
  shortDescription: optionalText(SEO_LIMITS.shortDescription.max, 'The short description'),
  seoTitle: optionalText(SEO_LIMITS.seoTitle.max, 'The SEO title'),
  seoDescription: optionalText(SEO_LIMITS.seoDescription.max, 'The SEO description'),
  imageAlt: z
    .string({ message: 'Describe the main photograph (image alt text)' })
    .trim()
    .min(SEO_LIMITS.imageAlt.min, 'Minimum 5 characters required')
    .max(SEO_LIMITS.imageAlt.max, `The image alt text is at most ${SEO_LIMITS.imageAlt.max} characters`),
  focusKeyword: optionalText(SEO_LIMITS.focusKeyword.max, 'The focus keyword'),
  slug: z
    .string()
    .trim()
    .max(MAX_SLUG_LENGTH, `The URL slug is at most ${MAX_SLUG_LENGTH} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || SLUG_PATTERN.test(value), {
      message: 'The URL slug is lowercase letters, digits and single hyphens, such as stone-buddha-head',
    }),
  status: z
    .enum(['published', 'draft'], { message: 'The status is published or draft' })
    .optional()
    .default('published'),
});

export const productInputSchema = productFieldsSchema
  .superRefine((product, context) => {
    if (product.discountPrice !== null && product.price !== null && product.discountPrice >= product.price)
      context.addIssue({
        code: 'custom',
        path: ['discountPrice'],
        message: 'The sale price must be lower than the price',
      });
  })
  // The form's kilograms are stored as grams: named so from here on.
  .transform(({ weightKg, ...product }) => ({ ...product, weightGrams: weightKg }));

export type ProductFormValues = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/**
 * The order of a product's photographs after an edit, first = main: existing ones by key (`media:{id}` or
 * `url:{path}`), new uploads as `new:{n}`, the n-th file of the form's `images`. Photographs left out are removed.
 * A stored photograph may be turned clockwise on the server: `media:{id}@90` (or 180, 270).
 */
export const imageOrderSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'imageOrder is a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            new RegExp(`^(media:${ID_CHARACTERS}(@(90|180|270))?|url:.{1,500}|new:\\d{1,2})$`),
            'Unknown photograph in imageOrder',
          ),
      )
      .max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} photographs`),
  );

/**
 * What the full form's save answers (409) when the product changed since the form loaded it: a bulk edit, a quick
 * edit or another admin's save landed meanwhile, and is not overwritten.
 */
export const PRODUCT_CHANGED_MESSAGE =
  'This product was changed by someone else since you opened it. Your changes are not saved: load the latest version, then make them again.';

/**
 * `PUT /api/admin/products/{id}`'s `expectedUpdatedAt`: the product's `updatedAt` as the form loaded it. Sent, a
 * product changed since answers 409 (`PRODUCT_CHANGED_MESSAGE`) and nothing is written; left out (an old client),
 * the save overwrites as before.
 */
export const productVersionSchema = z.object({
  expectedUpdatedAt: z.iso
    .datetime({ offset: true, message: 'expectedUpdatedAt is the product’s updatedAt as the form loaded it' })
    .optional(),
});

/** `PUT /api/admin/products/{id}/sold`: a piece sold, or available again (issue 18). */
export const productSoldSchema = z.object(
  { sold: z.boolean({ message: 'Say whether the piece is sold: true or false' }) },
  { message: 'Send { "sold": true } or { "sold": false }' },
);

/** `imageOrder` as a form sends it (a JSON-encoded list) or as a JSON body may (a list). */
const imageOrderField = z.union([z.string(), z.array(z.string())]).optional();

/** The photographs a product form may carry: `images` repeated (first = main), or one `image` (the old form). */
const productFiles = z.object({
  images: z.array(uploadedFileSchema).max(MAX_PRODUCT_IMAGES).optional(),
  image: uploadedFileSchema.optional(),
});

/** `POST /api/admin/products/add` as JSON (an API client; photographs need the multipart form). */
export const productCreateBodySchema = productFieldsSchema.extend({ imageOrder: imageOrderField });
/** `PUT /api/admin/products/{id}` as JSON: the fields that change (the others keep their values). */
export const productUpdateBodySchema = productFieldsSchema
  .partial()
  .extend({ imageOrder: imageOrderField, ...productVersionSchema.shape });
/** The same forms as multipart, the fields as text beside the photographs. */
export const productCreateFormSchema = productCreateBodySchema.extend(productFiles.shape);
export const productUpdateFormSchema = productUpdateBodySchema.extend(productFiles.shape);

/** What adding or saving a product answers: the record and its SEO score, with what would raise it. */
export const productSavedSchema = messageAnswerSchema.extend({
  seoScore: z.number(),
  errors: z.array(z.string()),
  seoIssues: z.array(z.string()),
  details: z.object({
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    imageAlt: z.string().nullable(),
  }),
  product: productRecordSchema,
});
export type ProductSaved = z.infer<typeof productSavedSchema>;
