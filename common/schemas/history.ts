import { z } from 'zod';
import { messageAnswerSchema } from './records.ts';
import { idSchema, recordIdSchema } from './ids.ts';

export const HISTORY_KINDS = [
  'product',
  'place',
  'master',
  'category',
  'subcategory',
  'settings',
  'account',
] as const;
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'trash',
  'restore',
  'purge',
  'restore-version',
] as const;

const jsonValue: z.ZodType<unknown> = z.unknown();

/** One admin write (decision 027): who, when, which record, and each changed field before and after. */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  adminId: z.string().nullable(),
  kind: z.string(),
  recordId: z.string(),
  label: z.string(),
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), before: jsonValue, after: jsonValue })),
  batch: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The activity log's filters; `before` is the last id of the page already shown. */
export const historyQuerySchema = z.object({
  kind: z.enum(HISTORY_KINDS).optional(),
  recordId: recordIdSchema.optional(),
  adminId: recordIdSchema.optional(),
  action: z.enum(HISTORY_ACTIONS).optional(),
  batch: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'batch must be the id of a bulk action or import')
    .optional(),
  before: idSchema('before must be an id from the log').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const historyPageSchema = z.object({
  success: z.literal(true),
  entries: z.array(historyEntrySchema),
  /** the `before` of the next page, or null at the log's start */
  next: z.string().nullable(),
  actors: z.array(z.object({ adminId: z.string().nullable(), actor: z.string() })),
});

/** What restoring a version answers: the record, and what could not come back as it was. */
export const historyRestoredSchema = messageAnswerSchema.extend({
  recordId: z.string(),
  notes: z.array(z.string()),
});
export type HistoryRestored = z.infer<typeof historyRestoredSchema>;
