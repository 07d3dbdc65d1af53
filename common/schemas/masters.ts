import { z } from 'zod';
import { masterRecordSchema, messageAnswerSchema, uploadedFileSchema } from './records.ts';
import { descriptionText } from './fields.ts';
import { choiceQuerySchema, searchTextSchema } from './pagination.ts';

/** The eight specialties of admin-area.md §3. */
export const MASTER_SPECIALTIES = [
  'Gandhara Art',
  'Stone Carving',
  'Calligraphy',
  'Jewellery Making',
  'Antique Restoration',
  'Moulded Art',
  'Garden Decor',
  'Building Embellishing',
] as const;

const fields = {
  name: z.string().trim().min(1, 'Enter the craftsman’s name').max(100, 'The name is at most 100 characters'),
  specialty: z.enum(MASTER_SPECIALTIES, { message: 'Choose one of the specialties' }),
  description: descriptionText(3000),
  quote: z
    .string()
    .trim()
    .max(300, 'The quote is at most 300 characters')
    .optional()
    .transform((value) => value || null),
};

/** Forms send numbers as text: "12" is read as 12, "" and "twelve" are not numbers. */
const years = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, 'Enter the years of experience')])
    .pipe(z.coerce.number({ message: 'Experience is a number of years' }))
    .pipe(
      z
        .number()
        .int('Experience is a whole number of years')
        .min(min, `Experience is between ${min} and ${max} years`)
        .max(max, `Experience is between ${min} and ${max} years`),
    );

/** Adding a craftsman: experience 1-80 years (admin-area.md §5). */
export const masterCreateSchema = z.object({ ...fields, experience: years(1, 80) });
/** Editing one: experience 0-99 years, as the old edit form allowed. */
export const masterUpdateSchema = z.object({ ...fields, experience: years(0, 99) });

export type MasterInput = z.infer<typeof masterCreateSchema>;

/** Narrowing the list of craftsmen: `q` in the name, and one specialty, in any case ('All Specialties' is none). */
export const masterFilterSchema = z.object({
  q: searchTextSchema,
  specialty: choiceQuerySchema(MASTER_SPECIALTIES, 'specialty is not one of the specialties'),
});

export type MasterFilter = Partial<z.infer<typeof masterFilterSchema>>;

/** The forms as multipart: the fields as text beside an optional portrait (JPEG, PNG or WebP, 10 MB). */
const portrait = { image: uploadedFileSchema.optional() };
export const masterCreateFormSchema = masterCreateSchema.extend(portrait);
export const masterUpdateFormSchema = masterUpdateSchema.extend(portrait);

/** What adding or saving a craftsman answers. */
export const masterSavedSchema = messageAnswerSchema.extend({
  master: masterRecordSchema,
});
