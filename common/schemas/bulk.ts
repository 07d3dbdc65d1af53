import { z } from 'zod';

/** The bulk upload's form fields: `categories` as a JSON-encoded list (as the old screen sent it), and publish or draft. */
export const bulkUploadFieldsSchema = z.object({
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
});
