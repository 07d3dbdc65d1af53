import { z } from 'zod';

/**
 * The records the JSON API answers with. Field names are the old site's (`_id`, `title`, `image`, `images`,
 * `categories` as names, `createdAt`), so its existing clients keep working; prices are US dollars.
 */
export const productRecordSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  imageAlt: z.string().nullable(),
  focusKeyword: z.string().nullable(),
  keywords: z.array(z.string()),
  metaKeywords: z.string().nullable(),
  tags: z.array(z.string()),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number().nullable(),
  discountPrice: z.number().nullable(),
  originalPrice: z.number().nullable(),
  isNew: z.boolean(),
  categories: z.array(z.string()),
  /** The names of the product's subcategories (each within one of its categories). */
  subcategories: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  status: z.enum(['published', 'draft']),
  isSoldOut: z.boolean(),
  soldOutAt: z.string().nullable(),
  /** the stone, lowercased (`onyx`, `grey schist`); null when not known */
  material: z.string().nullable(),
  /** the piece's size as the owner writes it (`30 × 18 × 15 cm`); null when not given */
  dimensions: z.string().nullable(),
  /** kilograms (stored as whole grams); null when not given */
  weightKg: z.number().nullable(),
  finish: z.string().nullable(),
  origin: z.string().nullable(),
  featuredUntil: z.string().nullable(),
  viewCount: z.number(),
  canonicalUrl: z.string().nullable(),
  seoScore: z.number().nullable(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;

export const visitPlaceRecordSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tourCategory: z.enum(['Featured', 'Cultural', 'Historical', 'Adventure']),
  keywords: z.array(z.string()),
  image: z.string(),
  video: z.string().nullable(),
  location: z.string().nullable(),
  rating: z.number().nullable(),
  reviews: z.number().nullable(),
  /** The price from, per person, in dollars */
  price: z.number().nullable(),
  duration: z.string().nullable(),
  groupMin: z.number().nullable(),
  groupMax: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VisitPlaceRecord = z.infer<typeof visitPlaceRecordSchema>;

export const masterRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  specialty: z.string(),
  experience: z.number(),
  description: z.string(),
  quote: z.string().nullable(),
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MasterRecord = z.infer<typeof masterRecordSchema>;

/** A subcategory as the shop shows it: a chip on its category's page, `/category/{slug}?sub={slug}`. */
export const subcategoryRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number(),
});
export type SubcategoryRecord = z.infer<typeof subcategoryRecordSchema>;

export const categoryRecordSchema = subcategoryRecordSchema.extend({
  visible: z.boolean(),
  /** Its visible subcategories, in their order. */
  subcategories: z.array(subcategoryRecordSchema),
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A write's plain answer: done, and what to tell the admin. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** A file of a multipart form, as the API reference describes it (its content is checked when it is stored). */
export const uploadedFileSchema = z.file();

/** A redirect: no body, the new address in `Location`. */
export const redirectSchema = z.undefined().describe('Moved: the address is in the Location header');
