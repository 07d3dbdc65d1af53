import { z } from 'zod';
import { messageAnswerSchema } from './records.ts';
import { recordIdSchema } from './ids.ts';

export const TRASH_KINDS = ['product', 'place', 'master'] as const;
export type TrashKindName = (typeof TRASH_KINDS)[number];

/** One deleted record waiting in the trash (decision 026). */
export const trashItemSchema = z.object({
  id: recordIdSchema,
  kind: z.enum(TRASH_KINDS),
  recordId: z.string(),
  label: z.string(),
  /** the address it answered on, for a product or a tour place */
  slug: z.string().nullable(),
  trashedAt: z.string(),
  trashedBy: z.string(),
  /** when it is deleted for good unless restored */
  expiresAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListSchema = z.object({ success: z.literal(true), items: z.array(trashItemSchema) });

export const trashRestoredSchema = messageAnswerSchema.extend({
  kind: z.enum(TRASH_KINDS),
  recordId: z.string(),
  /** where the restored record is edited in the panel */
  adminUrl: z.string(),
  /** what could not come back as it was (a category deleted meanwhile) */
  notes: z.array(z.string()),
});

export const trashPurgedSchema = messageAnswerSchema.extend({
  deleted: z.number(),
});
export type TrashRestored = z.infer<typeof trashRestoredSchema>;
