import { z } from 'zod';
import { PRODUCT_CSV_COLUMNS } from '../product-csv.ts';

/** One mistake of an imported file: its row (the header is row 1), its column and what is wrong. */
export const productCsvRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.enum(PRODUCT_CSV_COLUMNS),
  message: z.string(),
});
export type ProductCsvRowError = z.infer<typeof productCsvRowErrorSchema>;

const plannedRowSchema = z.object({ row: z.number().int(), title: z.string(), changed: z.array(z.string()) });

/** `POST /api/admin/products/import/preview`: what the file would do; nothing is written. */
export const productCsvPreviewSchema = z.object({
  /** Sent back with the same file to import it: a catalogue changed since answers 409. */
  fingerprint: z.string(),
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errorRows: z.number().int(),
  /** The first 1,000 mistakes, in row order. */
  errors: z.array(productCsvRowErrorSchema),
  /** The first 200 rows to create and to update (with the columns they change). */
  creates: z.array(plannedRowSchema),
  updates: z.array(plannedRowSchema),
});
export type ProductCsvPreview = z.infer<typeof productCsvPreviewSchema>;

export const productCsvPreviewAnswerSchema = productCsvPreviewSchema.extend({ success: z.literal(true) });

/** `POST /api/admin/products/import?fingerprint=…`: the preview's fingerprint. */
export const productCsvImportQuerySchema = z.object({
  fingerprint: z
    .string({ message: 'Send the preview’s fingerprint: preview the file first' })
    .regex(/^[a-f0-9]{32}$/, 'Send the preview’s fingerprint: preview the file first'),
});

/**
 * The import's answer is a stream of these, one JSON object a line (application/x-ndjson): progress after each
 * batch, then the outcome, so the panel shows how far it has gone.
 */
export const productCsvImportLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), written: z.number().int(), total: z.number().int() }),
  z.object({
    kind: z.literal('done'),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  z.object({
    kind: z.literal('failed'),
    status: z.number().int(),
    message: z.string(),
    written: z.number().int(),
  }),
]);
export type ProductCsvImportLine = z.infer<typeof productCsvImportLineSchema>;
