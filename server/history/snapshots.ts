import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { rowSnapshot, type Snapshot, type SnapshotReader } from './history.ts';

type Trx = Transaction<Database>;

/** `lock` is for PostgreSQL only (SQLite has no FOR UPDATE; its write transactions run one at a time). */

/** A photograph as a product's list names it: `media:{id}`, or `url:{path}` for an old-site or outside address. */
export const imageKey = (image: { media_id: string | null; url: string | null }) =>
  image.media_id ? `media:${image.media_id}` : `url:${image.url ?? ''}`;

/**
 * A product as the history and the trash keep it: its columns, then its categories and subcategories by name in
 * their order, and its photographs' keys in their order.
 */
export const productSnapshot: SnapshotReader = async (trx: Trx, id: string, lock: boolean) => {
  const query = trx.selectFrom('products').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const [categories, subcategories, images] = await Promise.all([
    trx
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select('categories.name')
      .where('product_categories.product_id', '=', id)
      .orderBy('product_categories.position')
      .execute(),
    trx
      .selectFrom('product_subcategories')
      .innerJoin('subcategories', 'subcategories.id', 'product_subcategories.subcategory_id')
      .select('subcategories.name')
      .where('product_subcategories.product_id', '=', id)
      .orderBy('subcategories.position')
      .orderBy('subcategories.name')
      .execute(),
    trx
      .selectFrom('product_images')
      .select(['media_id', 'url'])
      .where('product_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  const fields: Snapshot = {
    ...rowSnapshot(row, {
      json: ['keywords', 'tags', 'specifications'],
      flags: ['is_new', 'sold_out'],
      timestamps: ['sold_out_at', 'featured_until'],
    }),
    categories: categories.map((link) => link.name),
    subcategories: subcategories.map((link) => link.name),
    images: images.map(imageKey),
  };
  delete fields.id;
  return { label: row.title, fields };
};

export const placeSnapshot: SnapshotReader = async (trx: Trx, id: string, lock: boolean) => {
  const query = trx.selectFrom('visit_places').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const fields = rowSnapshot(row, { json: ['keywords', 'location_details'] });
  delete fields.id;
  return { label: row.name, fields };
};

export const masterSnapshot: SnapshotReader = async (trx: Trx, id: string, lock: boolean) => {
  const query = trx.selectFrom('masters').selectAll().where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const fields = rowSnapshot(row);
  delete fields.id;
  return { label: row.name, fields };
};

/** The site's settings (one JSON row per key): each top-level setting is a field. */
export const settingSnapshot: SnapshotReader = async (trx: Trx, key: string, lock: boolean) => {
  const query = trx.selectFrom('settings').select('value').where('key', '=', key);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const value = JSON.parse(row.value) as Snapshot;
  return { label: 'Site settings', fields: value };
};
