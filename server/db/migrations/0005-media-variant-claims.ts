import { migration } from './migration.ts';

/**
 * Which instance is generating which image variant (issue 14, decision 014): the first to insert a variant's row
 * encodes it, the others wait for the object to appear in the store. A row outlives a holder that died only until
 * `expires_at`, when another instance may take the work over.
 */
export const mediaVariantClaims = migration(async (db, { timestamp, required }) => {
  await db.schema
    .createTable('media_variant_claims')
    .addColumn('object_key', 'text', (c) => c.primaryKey())
    .$call(required({ holder: 'text', expires_at: timestamp }))
    .execute();
});
