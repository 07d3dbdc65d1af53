import { addIndex, migration } from './migration.ts';

/** The first schema: every table of the specification's entities. */
export const initialSchema = migration(
  async (db, { timestamp, flag, real, timestamps, requiredText, required, belongsTo }) => {
    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .$call(required({ position: 'integer', visible: flag }))
      .$call(timestamps)
      .execute();

    await db.schema
      .createTable('category_aliases')
      .addColumn('alias', 'text', (c) => c.primaryKey())
      .addColumn('category_id', 'text', belongsTo('categories.id'))
      .execute();

    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull().unique())
      .$call(requiredText('storage_key', 'mime'))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('original_name', 'text')
      .addColumn('legacy_path', 'text', (c) => c.unique())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .$call(requiredText('title', 'description'))
      .addColumn('short_description', 'text')
      .addColumn('seo_title', 'text')
      .addColumn('seo_description', 'text')
      .addColumn('image_alt', 'text')
      .addColumn('focus_keyword', 'text')
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('meta_keywords', 'text')
      .$call(requiredText('tags', 'specifications'))
      .addColumn('price_cents', 'bigint')
      .addColumn('original_price_cents', 'bigint')
      .$call(required({ is_new: flag, status: 'text' }))
      .$call(timestamps)
      .execute();
    await addIndex(db, 'products_status_created_idx', 'products', ['status', 'created_at', 'id']);

    await db.schema
      .createTable('product_categories')
      .addColumn('product_id', 'text', belongsTo('products.id'))
      .addColumn('category_id', 'text', belongsTo('categories.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
      .execute();
    await addIndex(db, 'product_categories_category_idx', 'product_categories', ['category_id']);

    await db.schema
      .createTable('product_images')
      .addColumn('product_id', 'text', belongsTo('products.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
      .addColumn('url', 'text')
      .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
      .execute();
    await addIndex(db, 'product_images_media_idx', 'product_images', ['media_id']);

    await db.schema
      .createTable('product_slug_history')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('product_id', 'text', belongsTo('products.id'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('visit_places')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .$call(requiredText('name', 'description', 'tour_category', 'keywords'))
      .addColumn('rating', real)
      .addColumn('reviews', 'integer')
      .addColumn('price_cents', 'bigint')
      .addColumn('location', 'text')
      .addColumn('image_media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
      .addColumn('image_url', 'text')
      .addColumn('video_media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
      .$call(timestamps)
      .execute();
    await addIndex(db, 'visit_places_created_idx', 'visit_places', ['created_at', 'id']);

    await db.schema
      .createTable('masters')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .$call(required({ name: 'text', specialty: 'text', experience: 'integer', description: 'text' }))
      .addColumn('quote', 'text')
      .addColumn('image_media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
      .addColumn('image_url', 'text')
      .$call(timestamps)
      .execute();

    await db.schema
      .createTable('admins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .$call(required({ name: 'text', password_hash: 'text', password_changed_at: timestamp }))
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', timestamp)
      .$call(timestamps)
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .$call(required({ value: 'text', updated_at: timestamp }))
      .execute();
  },
);
