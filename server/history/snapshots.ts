import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { rowSnapshot, type ManySnapshotReader, type Snapshot, type SnapshotReader } from './history.ts';

type Trx = Transaction<Database>;

/** A photograph as a product's list names it: `media:{id}`, or `url:{path}` for an old-site or outside address. */
const imageKey = (image: { media_id: string | null; url: string | null }) =>
  image.media_id ? `media:${image.media_id}` : `url:${image.url ?? ''}`;

/** Ids per query: well within either database's limit on a statement's parameters. */
const CHUNK = 500;

type ProductColumn = keyof Database['products'] & string;
type ProductLink = 'categories' | 'subcategories' | 'images';

/**
 * Products as the history keeps them, by id: their columns, then their categories and subcategories by name in
 * their order, and their photographs' keys in their order; up to four queries per 500 products. `lock` is for
 * PostgreSQL only (SQLite has no FOR UPDATE; its write transactions run one at a time).
 *
 * A write that can change only some fields (a bulk edit) reads only those, with `part`: the difference of the
 * fields it reads is the whole difference, since the others do not change.
 */
export function productSnapshotsOf(part?: {
  columns: ProductColumn[];
  links: ProductLink[];
}): ManySnapshotReader {
  const links = new Set<ProductLink>(part?.links ?? ['categories', 'subcategories', 'images']);
  return async (trx: Trx, ids: readonly string[], lock: boolean) => {
    const found = new Map<string, { label: string; fields: Snapshot }>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const query = trx
        .selectFrom('products')
        .$if(!part, (all) => all.selectAll())
        .$if(Boolean(part), (some) => some.select(['id', 'title', ...part!.columns]))
        .where('id', 'in', chunk)
        .orderBy('id');
      const rows = (await (lock ? query.forUpdate() : query).execute()) as ({
        id: string;
        title: string;
      } & Record<string, unknown>)[];
      const categories = links.has('categories')
        ? await trx
            .selectFrom('product_categories')
            .innerJoin('categories', 'categories.id', 'product_categories.category_id')
            .select(['product_categories.product_id', 'categories.name'])
            .where('product_categories.product_id', 'in', chunk)
            .orderBy('product_categories.position')
            .execute()
        : [];
      const subcategories = links.has('subcategories')
        ? await trx
            .selectFrom('product_subcategories')
            .innerJoin('subcategories', 'subcategories.id', 'product_subcategories.subcategory_id')
            .select(['product_subcategories.product_id', 'subcategories.name'])
            .where('product_subcategories.product_id', 'in', chunk)
            .orderBy('subcategories.position')
            .orderBy('subcategories.name')
            .execute()
        : [];
      const images = links.has('images')
        ? await trx
            .selectFrom('product_images')
            .select(['product_id', 'media_id', 'url'])
            .where('product_id', 'in', chunk)
            .orderBy('position')
            .execute()
        : [];
      const categoryLists = listsOf(categories, (link) => link.name);
      const subcategoryLists = listsOf(subcategories, (link) => link.name);
      const imageLists = listsOf(images, imageKey);
      for (const row of rows) {
        const fields: Snapshot = rowSnapshot(row, {
          json: ['keywords', 'tags', 'specifications'],
          flags: ['is_new', 'sold_out'],
          timestamps: ['sold_out_at', 'featured_until'],
        });
        if (part && !part.columns.includes('title')) delete fields.title;
        if (links.has('categories')) fields.categories = categoryLists.get(row.id) ?? [];
        if (links.has('subcategories')) fields.subcategories = subcategoryLists.get(row.id) ?? [];
        if (links.has('images')) fields.images = imageLists.get(row.id) ?? [];
        delete fields.id;
        found.set(row.id, { label: row.title, fields });
      }
    }
    return found;
  };
}

/** Whole products, as the history keeps them (see productSnapshotsOf). */
export const productSnapshots = productSnapshotsOf();

/** Each product's links as a list, in the order the query gave them. */
function listsOf<T extends { product_id: string }>(links: readonly T[], value: (link: T) => string) {
  const lists = new Map<string, string[]>();
  for (const link of links) {
    const list = lists.get(link.product_id);
    if (list) list.push(value(link));
    else lists.set(link.product_id, [value(link)]);
  }
  return lists;
}

/** One product as the history keeps it (see productSnapshots). */
export const productSnapshot: SnapshotReader = async (trx: Trx, id: string, lock: boolean) =>
  (await productSnapshots(trx, [id], lock)).get(id);

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

/** The named rows, a chunk of ids per query, as snapshots of their columns (flags as booleans). */
async function namedRows<Row extends { id: string; name: string }>(
  ids: readonly string[],
  read: (chunk: string[]) => Promise<Row[]>,
): Promise<Map<string, { label: string; fields: Snapshot }>> {
  const found = new Map<string, { label: string; fields: Snapshot }>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    for (const row of await read(ids.slice(start, start + CHUNK))) {
      const fields = rowSnapshot(row, { flags: ['visible'] });
      delete fields.id;
      found.set(row.id, { label: row.name, fields });
    }
  }
  return found;
}

/** Categories as the history keeps them, by id: name, address, place in the menu and whether it shows. */
export const categorySnapshots: ManySnapshotReader = (trx: Trx, ids: readonly string[], lock: boolean) =>
  namedRows(ids, (chunk) => {
    const query = trx
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'position', 'visible'])
      .where('id', 'in', chunk)
      .orderBy('id');
    return (lock ? query.forUpdate() : query).execute();
  });

/** Subcategories as the history keeps them, by id: name, address, place, whether it shows, and its category. */
export const subcategorySnapshots: ManySnapshotReader = (trx: Trx, ids: readonly string[], lock: boolean) =>
  namedRows(ids, (chunk) => {
    const query = trx
      .selectFrom('subcategories')
      .innerJoin('categories', 'categories.id', 'subcategories.category_id')
      .select([
        'subcategories.id',
        'subcategories.name',
        'subcategories.slug',
        'subcategories.position',
        'subcategories.visible',
        'categories.name as category',
      ])
      .where('subcategories.id', 'in', chunk)
      .orderBy('subcategories.id');
    return (lock ? query.forUpdate() : query).execute();
  });

/** One category, as `auditOf` reads a single record. */
export const categorySnapshot: SnapshotReader = async (trx, id, lock) =>
  (await categorySnapshots(trx, [id], lock)).get(id);

/** One subcategory, as `auditOf` reads a single record. */
export const subcategorySnapshot: SnapshotReader = async (trx, id, lock) =>
  (await subcategorySnapshots(trx, [id], lock)).get(id);

/**
 * An admin's account as the history keeps it: the e-mail, the name and when the password last changed, never the
 * password or its hash. A password change shows as a new date.
 */
export const accountSnapshot: SnapshotReader = async (trx: Trx, id: string, lock: boolean) => {
  const query = trx
    .selectFrom('admins')
    .select(['email', 'name', 'password_changed_at'])
    .where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row
    ? { label: row.email, fields: rowSnapshot(row, { timestamps: ['password_changed_at'] }) }
    : undefined;
};
