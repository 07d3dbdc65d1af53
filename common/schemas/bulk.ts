import { z } from 'zod';
import { UPLOAD_RULES } from '../admin/uploads.ts';
import { messageAnswerSchema, uploadedFileSchema } from './records.ts';
import { productFieldsSchema, specificationFields } from './products.ts';
import { publicImageSchema } from './public-image.ts';

/**
 * The specifications every product of an upload starts with (decision 040), as the product form takes them: a
 * shelf of onyx lamps shares its material, finish and origin. Each optional; empty means none.
 */
export const bulkSpecificationsSchema = z
  .object({ material: productFieldsSchema.shape.material, ...specificationFields })
  .transform(({ weightKg, ...rest }) => ({
    material: rest.material ?? null,
    dimensions: rest.dimensions ?? null,
    weightGrams: weightKg ?? null,
    finish: rest.finish ?? null,
    origin: rest.origin ?? null,
  }));
export type BulkSpecificationsInput = z.input<typeof bulkSpecificationsSchema>;

/** The bulk upload's form fields: `categories` as a JSON-encoded list (as the old screen sent it), and publish or draft. */
export const bulkUploadFieldsSchema = z
  .object({
    categories: z
      .string({ message: 'Please select at least one category for your products' })
      .transform((text, context) => {
        try {
          const parsed: unknown = JSON.parse(text);
          if (Array.isArray(parsed)) return parsed;
        } catch {
          // reported below
        }
        context.addIssue({ code: 'custom', message: 'categories must be a JSON-encoded list of names' });
        return z.NEVER;
      })
      .pipe(
        z
          .array(z.string().trim().min(1).max(60, 'A category name is at most 60 characters'))
          .transform((names) => [...new Set(names)])
          .pipe(
            z
              .array(z.string())
              .min(1, 'Please select at least one category for your products')
              .max(10, 'At most 10 categories'),
          ),
      ),
    publish: z
      .enum(['true', 'false'], { message: 'publish is true or false' })
      .optional()
      .transform((value) => value !== 'false'),
    material: z.string().optional(),
    dimensions: z.string().optional(),
    weightKg: z.string().optional(),
    finish: z.string().optional(),
    origin: z.string().optional(),
  })
  .transform(({ material, dimensions, weightKg, finish, origin, ...rest }, context) => {
    const specifications = bulkSpecificationsSchema.safeParse({
      material,
      dimensions,
      weightKg,
      finish,
      origin,
    });
    if (!specifications.success) {
      for (const issue of specifications.error.issues) context.addIssue({ ...issue, code: 'custom' });
      return z.NEVER;
    }
    return { ...rest, specifications: specifications.data };
  });

/** The bulk upload as multipart: the fields beside up to 50 photographs (`images`) or one ZIP (`zipFile`). */
export const bulkImagesFormSchema = z.object({
  categories: z.string().describe('The categories as a JSON-encoded list of names'),
  publish: z.enum(['true', 'false']).optional(),
  material: z.string().optional().describe('The material every product starts with'),
  dimensions: z.string().optional(),
  weightKg: z.string().optional().describe('Kilograms, such as 6.5'),
  finish: z.string().optional(),
  origin: z.string().optional(),
  images: z.array(uploadedFileSchema).max(UPLOAD_RULES.bulkImages.maxFiles),
});
export const bulkZipFormSchema = bulkImagesFormSchema
  .omit({ images: true })
  .extend({ zipFile: uploadedFileSchema });

export const BULK_JOB_STATUSES = ['extracting', 'processing', 'done', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/**
 * One photograph made into a product, as the old bulk upload answered it, with the product as it is now (decision
 * 047): its main photograph, its price in dollars, its status and version, so the result can show a thumbnail and
 * edit the title and price in place. A product deleted since is `deleted`, with no photograph, price or version.
 */
export const bulkResultSchema = z.object({
  _id: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  keywords: z.array(z.string()),
  slug: z.string(),
  /** the photograph's file name as uploaded */
  filename: z.string(),
  image: publicImageSchema.nullable(),
  price: z.number().nullable(),
  status: z.enum(['published', 'draft', 'deleted']),
  updatedAt: z.string().nullable(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** A file that could not be used, and why. */
export const bulkErrorSchema = z.object({ filename: z.string(), error: z.string() });
export type BulkError = z.infer<typeof bulkErrorSchema>;

/** An upload's job: what it is doing, how far it is, and what came of each photograph. */
export const bulkJobSchema = z.object({
  id: z.string(),
  kind: z.enum(['images', 'zip']),
  status: z.enum(BULK_JOB_STATUSES),
  categories: z.array(z.string()),
  publish: z.boolean(),
  message: z.string().nullable(),
  total: z.number(),
  processed: z.number(),
  successful: z.number(),
  failed: z.number(),
  results: z.array(bulkResultSchema),
  errors: z.array(bulkErrorSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

/** The upload's answer once every photograph is done (the old screen's): counts, products and refusals. */
export const bulkOutcomeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  successful: z.number(),
  failed: z.number(),
  total: z.number(),
  results: z.array(bulkResultSchema),
  errors: z.array(bulkErrorSchema),
  jobId: z.string(),
});

/** An upload none of whose files could even be opened (a ZIP that is not one): 422. */
export const bulkFailedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
});

/** `Prefer: respond-async`: the upload is received, and its job is followed at its address. */
export const bulkAcceptedSchema = messageAnswerSchema.extend({
  jobId: z.string(),
  job: bulkJobSchema,
});
