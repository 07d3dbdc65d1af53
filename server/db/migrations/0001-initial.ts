import { migration } from './migration.ts';

/** The first schema: every table of the specification's entities. */
export const initialSchema = migration(async (db, { timestamp, flag, real, timestamps, requiredText }) => {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('visible', flag, (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('category_aliases')
    .addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
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
    .addColumn('is_new', flag, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('products_status_created_idx')
    .on('products')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_categories_category_idx')
    .on('product_categories')
    .column('category_id')
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
    .addColumn('url', 'text')
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();
  await db.schema.createIndex('product_images_media_idx').on('product_images').column('media_id').execute();

  await db.schema
    .createTable('product_slug_history')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
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
  await db.schema
    .createIndex('visit_places_created_idx')
    .on('visit_places')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('masters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('name', 'specialty'))
    .addColumn('experience', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quote', 'text')
    .addColumn('image_media_id', 'text', (c) => c.references('media.id').onDelete('restrict'))
    .addColumn('image_url', 'text')
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .$call(requiredText('name', 'password_hash'))
    .addColumn('password_changed_at', timestamp, (c) => c.notNull())
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', timestamp)
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
});
