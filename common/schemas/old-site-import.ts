import { z } from 'zod';

/** The old site's collections the import reads (decision 013). */
export const OLD_COLLECTIONS = [
  'categoryorders',
  'subcategories',
  'products',
  'visitplaces',
  'masters',
  'admins',
] as const;
export type OldCollection = (typeof OLD_COLLECTIONS)[number];

/** What the import did with one collection's records. */
export const collectionCountsSchema = z.object({
  read: z.number(),
  imported: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  conflicts: z.number(),
});
export type CollectionCounts = z.infer<typeof collectionCountsSchema>;

/** The part of an import's report the dashboard shows. */
export const importSummarySchema = z.object({
  finishedAt: z.string(),
  collections: z.record(z.enum(OLD_COLLECTIONS), collectionCountsSchema),
  skipped: z.number(),
  conflicts: z.number(),
  missingMedia: z.number(),
  changedSlugs: z.number(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
