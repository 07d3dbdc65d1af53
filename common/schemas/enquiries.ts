import { z } from 'zod';
import { ENQUIRY_MESSAGES, ENQUIRY_STATUSES } from '../enquiries.ts';
import { idSchema, recordIdSchema } from './ids.ts';
import { paginationQuerySchema } from './pagination.ts';
import { messageAnswerSchema } from './records.ts';

/** The longest text each field takes: room for a real question, none for a pasted book. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 3000, partySize: 50 } as const;

/** A field the visitor may leave empty: a blank one is no value at all. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
const isCalendarDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

const PHONE = /^\+?[\d\s().-]{7,30}$/;

/**
 * What the enquiry form sends (issue 20, item 4): who, how to answer (an e-mail, a phone number or both), the message,
 * and what it is about. `website` is the honeypot: hidden from people, filled by robots. `ticket` is the form's
 * signed start time, from `GET /api/enquiries/ticket` (decision 036).
 */
export const enquiryCreateSchema = z
  .object({
    name: z
      .string({ error: 'Enter your name' })
      .trim()
      .min(1, 'Enter your name')
      .max(ENQUIRY_LIMITS.name, `Your name is at most ${ENQUIRY_LIMITS.name} characters`),
    email: optionalText(ENQUIRY_LIMITS.email, 'The e-mail address is too long').pipe(
      z.email('Enter an e-mail address such as name@example.com').optional(),
    ),
    phone: optionalText(ENQUIRY_LIMITS.phone, 'The phone number is too long').refine(
      (value) => value === undefined || PHONE.test(value),
      'Enter a phone number with its country code, such as +44 20 7946 0958',
    ),
    message: z
      .string({ error: 'Write your message' })
      .trim()
      .min(1, 'Write your message')
      .max(ENQUIRY_LIMITS.message, `The message is at most ${ENQUIRY_LIMITS.message} characters`),
    productId: idSchema('productId must be a product’s id').optional(),
    visitPlaceId: idSchema('visitPlaceId must be a tour’s id').optional(),
    preferredDate: optionalText(10, 'Choose the date as YYYY-MM-DD').pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date as YYYY-MM-DD')
        .refine(isCalendarDate, 'Choose a real date')
        .optional(),
    ),
    partySize: z
      .number('The number of people is a whole number')
      .int('The number of people is a whole number')
      .min(1, 'At least one person')
      .max(ENQUIRY_LIMITS.partySize, `For more than ${ENQUIRY_LIMITS.partySize} people, please call us`)
      .optional(),
    website: z.string().max(500).optional(),
    ticket: z.string({ error: ENQUIRY_MESSAGES.noTicket }).min(1, ENQUIRY_MESSAGES.noTicket).max(200),
  })
  .refine((enquiry) => enquiry.email !== undefined || enquiry.phone !== undefined, {
    message: ENQUIRY_MESSAGES.contactNeeded,
    path: ['email'],
  })
  .refine((enquiry) => !(enquiry.productId && enquiry.visitPlaceId), {
    message: 'An enquiry is about one piece or one tour, not both',
    path: ['visitPlaceId'],
  });
export type EnquiryInput = z.output<typeof enquiryCreateSchema>;
/** The form's fields as typed, before they are checked. */
export type EnquiryDraft = z.input<typeof enquiryCreateSchema>;

export const enquiryTicketSchema = z.object({
  success: z.literal(true),
  ticket: z.string(),
});

export const enquiryCreatedSchema = messageAnswerSchema.extend({ id: z.string() });

/** One enquiry in the owner's inbox, with the piece or tour it is about when there is one. */
export const enquirySchema = z.object({
  id: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  preferredDate: z.string().nullable(),
  partySize: z.number().nullable(),
  about: z
    .object({
      kind: z.enum(['product', 'tour']),
      id: z.string(),
      label: z.string(),
      /** Its public page; null when it is no longer shown. */
      path: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryCountsSchema = z.object(
  Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, z.number()])) as Record<
    (typeof ENQUIRY_STATUSES)[number],
    z.ZodNumber
  >,
);
export type EnquiryCounts = z.infer<typeof enquiryCountsSchema>;

export const enquiryListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES, 'status must be new, contacted or closed').optional(),
});

export const enquiryListSchema = z.object({
  success: z.literal(true),
  items: z.array(enquirySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  counts: enquiryCountsSchema,
});

export const enquiryParamsSchema = z.object({ id: recordIdSchema });

export const enquiryStatusSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, 'status must be new, contacted or closed'),
});

export const enquiryUpdatedSchema = messageAnswerSchema.extend({ enquiry: enquirySchema });
