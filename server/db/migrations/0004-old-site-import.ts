import { sql } from 'kysely';
import { addIndex, migration } from './migration.ts';

/**
 * What the old site's records carry that ours did not, so that moving a shop loses nothing (issue 13): a product's
 * sold-out state, featured-until date, view count, canonical URL and SEO score; a tour place's draft state, SEO
 * fields and structured location; subcategories; every old upload path of a photograph; and the import's own
 * bookkeeping, one row per record it brought over.
 */
export const oldSiteImport = migration(
  async (db, { timestamp, flag, no, timestamps, requiredText, required, belongsTo }) => {
    const products = db.schema.alterTable('products');
    await products.addColumn('sold_out', flag, (c) => c.notNull().defaultTo(no)).execute();
    await products.addColumn('sold_out_at', timestamp).execute();
    await products.addColumn('featured_until', timestamp).execute();
    await products.addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await products.addColumn('canonical_url', 'text').execute();
    await products.addColumn('seo_score', 'integer').execute();

    await db.schema
      .alterTable('visit_places')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    for (const column of ['seo_title', 'seo_description', 'image_alt', 'meta_keywords', 'location_details']) {
      await db.schema.alterTable('visit_places').addColumn(column, 'text').execute();
    }

    await db.schema
      .createTable('subcategories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('category_id', 'text', belongsTo('categories.id'))
      .$call(required({ name: 'text', slug: 'text', position: 'integer', visible: flag }))
      .$call(timestamps)
      .addUniqueConstraint('subcategories_category_slug', ['category_id', 'slug'])
      .execute();

    await db.schema
      .createTable('product_subcategories')
      .addColumn('product_id', 'text', belongsTo('products.id'))
      .addColumn('subcategory_id', 'text', belongsTo('subcategories.id'))
      .addPrimaryKeyConstraint('product_subcategories_pk', ['product_id', 'subcategory_id'])
      .execute();
    await addIndex(db, 'product_subcategories_subcategory_idx', 'product_subcategories', ['subcategory_id']);

    // One photograph may have had several names on the old site (the same file uploaded twice).
    await db.schema
      .createTable('media_legacy_paths')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('media_id', 'text', belongsTo('media.id'))
      .execute();
    await sql`insert into media_legacy_paths (path, media_id) select legacy_path, id from media where legacy_path is not null`.execute(
      db,
    );

    await db.schema
      .createTable('import_records')
      .$call(requiredText('collection', 'source_id', 'target_id'))
      // A digest of the source document as read: the same digest on a later run means nothing changed there.
      .addColumn('source_hash', 'text', (c) => c.notNull())
      .addColumn('source_updated_at', timestamp)
      // What our record looked like when the import last wrote it (its updated_at, or a digest where it has none):
      // anything else now means the owner changed it here, and the import leaves it alone.
      .addColumn('target_version', 'text', (c) => c.notNull())
      .addColumn('imported_at', timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('import_records_pk', ['collection', 'source_id'])
      .execute();
  },
);
