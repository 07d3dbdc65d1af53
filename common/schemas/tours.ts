import { z } from 'zod';
import { messageAnswerSchema, uploadedFileSchema, visitPlaceRecordSchema } from './records.ts';
import { TOUR_CATEGORIES, type TourCategory } from '../tour-categories.ts';
import { descriptionText, dollars, keywordList as keywords } from './fields.ts';
import { choiceQuerySchema, searchTextSchema } from './pagination.ts';

/** "Historical", "historical " and "" (none: featured) are accepted; anything else is a mistake worth a message. */
const tourCategory = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || (TOUR_CATEGORIES as readonly string[]).includes(value), {
    message: 'Choose a tour category: Featured, Cultural, Historical or Adventure',
  })
  .transform((value) => (value || 'featured') as TourCategory);

/** A number the form may leave empty: a JSON client clears it with null or an empty string. */
const optionalNumber = (schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : Number(value)))
    .pipe(schema.nullable());

const groupSize = (which: string) =>
  z
    .number({ message: `The ${which} group is a number of people` })
    .int(`The ${which} group is a whole number of people`)
    .min(1, `The ${which} group is at least 1 person`)
    .max(500, `The ${which} group is at most 500 people`);

const fields = {
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name of the place')
    .max(120, 'The name is at most 120 characters'),
  description: descriptionText(5000),
  keywords: keywords.optional().transform((value) => value ?? []),
  location: z
    .string()
    .trim()
    .max(200, 'The location is at most 200 characters')
    .optional()
    .transform((value) => value || null),
  rating: optionalNumber(
    z
      .number({ message: 'The rating is a number' })
      .min(1, 'A rating is from 1 to 5')
      .max(5, 'A rating is from 1 to 5'),
  ),
  reviews: optionalNumber(
    z
      .number({ message: 'Reviews is a number' })
      .int('Reviews is a whole number')
      .min(0, 'Reviews cannot be negative'),
  ),
  /** The price from, per person, in cents, by the one price parser; empty: "Contact for Pricing" */
  price: z.preprocess((value) => value ?? undefined, dollars('price', false)),
  /** How long the tour takes, in the owner's words ("3-4 hours", "A full day"); empty: not shown */
  duration: z
    .string()
    .trim()
    .max(60, 'The duration is at most 60 characters')
    .nullish()
    .transform((value) => value || null),
  /** The group size, in people; either may be left empty */
  groupMin: optionalNumber(groupSize('smallest')),
  groupMax: optionalNumber(groupSize('largest')),
  /** A draft is kept but not shown to visitors (the old site's inactive places). Left out: published when adding, unchanged when editing. */
  status: z.enum(['published', 'draft'], { message: 'The status is published or draft' }).optional(),
};

/** A group of "from 15 to 2 people" is a slip of the keyboard. */
const groupInOrder = (place: { groupMin: number | null; groupMax: number | null }) =>
  place.groupMin === null || place.groupMax === null || place.groupMin <= place.groupMax;
const GROUP_ORDER = {
  message: 'The largest group cannot be smaller than the smallest',
  path: ['groupMax'],
};

/** Adding a tour place: the category may be left out (featured). */
export const visitPlaceCreateSchema = z
  .object({ ...fields, tourCategory: tourCategory.optional().transform((value) => value ?? 'featured') })
  .refine((place) => place.reviews === null || place.rating !== null, {
    message: 'A review count needs a rating',
    path: ['reviews'],
  })
  .refine(groupInOrder, GROUP_ORDER);

/** Editing one: the category is required, as in the old list's edit form. */
export const visitPlaceUpdateSchema = z
  .object({
    ...fields,
    tourCategory: z
      .string({ message: 'Choose a tour category' })
      .trim()
      .min(1, 'Choose a tour category')
      .pipe(tourCategory),
  })
  .refine((place) => place.reviews === null || place.rating !== null, {
    message: 'A review count needs a rating',
    path: ['reviews'],
  })
  .refine(groupInOrder, GROUP_ORDER);

export type VisitPlaceInput = z.infer<typeof visitPlaceCreateSchema>;

/**
 * Narrowing the list of places: `q` in the name or description, and one category, in any case ('All Categories'
 * is no category at all).
 */
export const visitPlaceFilterSchema = z.object({
  q: searchTextSchema,
  category: choiceQuerySchema(
    TOUR_CATEGORIES,
    'category is one of Featured, Cultural, Historical, Adventure',
  ),
});

export type VisitPlaceFilter = Partial<z.infer<typeof visitPlaceFilterSchema>>;

/** The forms as multipart: the fields as text beside a photograph (10 MB) or a video (100 MB). */
const placeMedia = { image: uploadedFileSchema.optional(), video: uploadedFileSchema.optional() };
export const visitPlaceCreateFormSchema = visitPlaceCreateSchema.and(z.object(placeMedia));
export const visitPlaceUpdateFormSchema = visitPlaceUpdateSchema.and(z.object(placeMedia));

/** What adding or saving a tour place answers. */
export const visitPlaceSavedSchema = messageAnswerSchema.extend({
  place: visitPlaceRecordSchema,
});
