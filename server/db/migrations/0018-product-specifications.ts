import { migration } from './migration.ts';

/**
 * A piece's specifications beside its material (issue 21 item 2, decision 040): `dimensions` as the owner writes
 * them (`30 × 18 × 15 cm`), `weight_grams` as a whole number of grams (the form takes kilograms), `finish` and
 * `origin` as text; each null when not given. A bulk edit may set a finish or an origin as it sets a material, and
 * keeps what it replaced for its undo (`before_finish`, `before_origin`). A bulk upload keeps the specifications
 * its products start with (`bulk_jobs.specifications`, JSON; null for the uploads before it).
 */
export const productSpecifications = migration(async (db) => {
  await db.schema.alterTable('products').addColumn('dimensions', 'text').execute();
  await db.schema.alterTable('products').addColumn('weight_grams', 'integer').execute();
  await db.schema.alterTable('products').addColumn('finish', 'text').execute();
  await db.schema.alterTable('products').addColumn('origin', 'text').execute();
  await db.schema.alterTable('product_bulk_edit_rows').addColumn('before_finish', 'text').execute();
  await db.schema.alterTable('product_bulk_edit_rows').addColumn('before_origin', 'text').execute();
  await db.schema.alterTable('bulk_jobs').addColumn('specifications', 'text').execute();
});
