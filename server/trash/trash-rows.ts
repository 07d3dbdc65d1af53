import type { Transaction } from 'kysely';
import { removeProductRows } from '#server/catalog/product-links.ts';
import type { Database, TrashItemRow, TrashKind } from '#server/db/schema.ts';
import { newId } from '#server/db/ids.ts';
import { toBoolean } from '#server/db/values.ts';
import { insertHistoryEntry, type Actor } from '#server/history/history.ts';

type Trx = Transaction<Database>;
type Row = Record<string, unknown>;

/** A trashed record's rows, as read: restored as they were. */
export type ProductRows = {
  row: Row;
  categories: { category_id: string; position: number }[];
  subcategories: { subcategory_id: string }[];
  images: { position: number; media_id: string | null; url: string | null }[];
  slugHistory: { slug: string; created_at: unknown }[];
};
export type SingleRow = { row: Row };

/** Per kind: its table, the columns SQLite hands back as text or 0/1, and the media its row names. */
const TABLES = {
  product: {
    table: 'products',
    label: 'title',
    timestamps: ['created_at', 'updated_at', 'sold_out_at', 'featured_until'],
    flags: ['is_new', 'sold_out'],
    media: [],
  },
  place: {
    table: 'visit_places',
    label: 'name',
    timestamps: ['created_at', 'updated_at'],
    flags: [],
    media: ['image_media_id', 'video_media_id'],
  },
  master: {
    table: 'masters',
    label: 'name',
    timestamps: ['created_at', 'updated_at'],
    flags: [],
    media: ['image_media_id'],
  },
} as const;

/** A row read from either database, as the other insert takes it: Dates and booleans. */
function revive(row: Row, kind: TrashKind): Row {
  const spec = TABLES[kind];
  const out: Row = { ...row };
  for (const column of spec.timestamps)
    if (out[column] !== null && out[column] !== undefined) out[column] = new Date(out[column] as string);
  for (const column of spec.flags) out[column] = toBoolean(out[column] as boolean | number);
  return out;
}

/**
 * Puts back a restored product's links to those of its categories (or subcategories) that still exist; a note
 * tells the admin how many are gone.
 */
async function relink<Link extends { category_id: string } | { subcategory_id: string }>(
  trx: Trx,
  table: 'categories' | 'subcategories',
  productId: string,
  links: Link[],
  skipped: string[],
): Promise<void> {
  const ids = new Set((await trx.selectFrom(table).select('id').execute()).map((row) => row.id));
  const kept = links.filter((link) =>
    ids.has('category_id' in link ? link.category_id : link.subcategory_id),
  );
  if (kept.length < links.length)
    skipped.push(`${links.length - kept.length} of its ${table} no longer exist`);
  if (kept.length > 0)
    await trx
      .insertInto(`product_${table}`)
      .values(kept.map((link) => ({ product_id: productId, ...link })))
      .execute();
}

export type TrashEntry = Pick<
  TrashItemRow,
  'id' | 'kind' | 'record_id' | 'label' | 'trashed_at' | 'trashed_by'
> & {
  slug: string | null;
};

export type Restored = {
  kind: TrashKind;
  recordId: string;
  label: string;
  slug: string | null;
  skipped: string[];
};
/**
 * The rows of a record moved to the trash and back, in the caller's transaction: its rows are copied into the trash
 * item and deleted, or restored from it where its address is still free.
 */
export function createTrashRows(dialect: 'sqlite' | 'postgres') {
  async function readProduct(trx: Trx, id: string): Promise<ProductRows | undefined> {
    const query = trx.selectFrom('products').selectAll().where('id', '=', id);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row) return undefined;
    const [categories, subcategories, images, slugHistory] = await Promise.all([
      trx
        .selectFrom('product_categories')
        .select(['category_id', 'position'])
        .where('product_id', '=', id)
        .execute(),
      trx
        .selectFrom('product_subcategories')
        .select(['subcategory_id'])
        .where('product_id', '=', id)
        .execute(),
      trx
        .selectFrom('product_images')
        .select(['position', 'media_id', 'url'])
        .where('product_id', '=', id)
        .execute(),
      trx
        .selectFrom('product_slug_history')
        .select(['slug', 'created_at'])
        .where('product_id', '=', id)
        .execute(),
    ]);
    return { row, categories, subcategories, images, slugHistory };
  }

  async function readSingle(trx: Trx, kind: 'place' | 'master', id: string): Promise<SingleRow | undefined> {
    const table = TABLES[kind].table;
    const query = trx.selectFrom(table).selectAll().where('id', '=', id);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    return row ? { row } : undefined;
  }

  /** Whether a record of this kind answers on the slug now (another one, when restoring). */
  async function slugInUse(trx: Trx, kind: TrashKind, slug: string): Promise<boolean> {
    if (kind === 'product') {
      const current = await trx
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      const old = await trx
        .selectFrom('product_slug_history')
        .select('slug')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return Boolean(current ?? old);
    }
    if (kind === 'place')
      return Boolean(
        await trx.selectFrom('visit_places').select('id').where('slug', '=', slug).executeTakeFirst(),
      );
    return false;
  }

  /** Moves the record to the trash in the caller's transaction; undefined when there is no such record. */
  async function trashIn(
    trx: Trx,
    kind: TrashKind,
    id: string,
    actor: Actor,
    now: Date,
  ): Promise<TrashEntry | undefined> {
    const rows = kind === 'product' ? await readProduct(trx, id) : await readSingle(trx, kind, id);
    if (!rows) return undefined;
    const label = String(rows.row[TABLES[kind].label] ?? '');
    const slug = typeof rows.row.slug === 'string' ? rows.row.slug : null;
    const trashId = newId(now);
    await trx
      .insertInto('trash_items')
      .values({
        id: trashId,
        kind,
        record_id: id,
        label,
        snapshot: JSON.stringify(rows),
        trashed_at: now,
        trashed_by: actor.label,
      })
      .execute();
    const slugs = new Set<string>();
    if (slug) slugs.add(slug);
    if (kind === 'product') for (const old of (rows as ProductRows).slugHistory) slugs.add(old.slug);
    if (slugs.size > 0)
      await trx
        .insertInto('trash_slugs')
        .values([...slugs].map((value) => ({ kind, slug: value, trash_id: trashId })))
        .execute();
    const media = new Set<string>();
    if (kind === 'product')
      for (const image of (rows as ProductRows).images) if (image.media_id) media.add(image.media_id);
    for (const column of TABLES[kind].media)
      if (typeof rows.row[column] === 'string') media.add(rows.row[column]);
    if (media.size > 0)
      await trx
        .insertInto('trash_media')
        .values([...media].map((media_id) => ({ trash_id: trashId, media_id })))
        .execute();
    if (kind === 'product') await removeProductRows(trx, id);
    else await trx.deleteFrom(TABLES[kind].table).where('id', '=', id).execute();
    await insertHistoryEntry(trx, {
      actor,
      kind,
      recordId: id,
      label,
      action: 'trash',
      changes: [],
      at: now,
    });
    return { id: trashId, kind, record_id: id, label, trashed_at: now, trashed_by: actor.label, slug };
  }

  /** Puts a trashed record back in the caller's transaction (see `restore`). */
  async function restoreIn(
    trx: Trx,
    trashId: string,
    actor: Actor,
    now: Date,
  ): Promise<Restored | undefined> {
    // Taken out of the trash first, in the statement that reads it: of two restores at once, one gets the item
    // and the other (waiting on its row) finds nothing. The trash rows also held the addresses it takes back.
    const item = await trx
      .deleteFrom('trash_items')
      .where('id', '=', trashId)
      .returningAll()
      .executeTakeFirst();
    if (!item) return undefined;
    const kind = item.kind;
    const rows = JSON.parse(item.snapshot) as ProductRows | SingleRow;
    const skipped: string[] = [];
    const row = revive(rows.row, kind);
    let slug = typeof row.slug === 'string' ? row.slug : null;
    if (slug && (await slugInUse(trx, kind, slug))) {
      let n = 2;
      while (await slugInUse(trx, kind, `${slug}-${n}`)) n += 1;
      skipped.push(`its address /${slug} is now another record's; it is back as ${slug}-${n}`);
      slug = `${slug}-${n}`;
      row.slug = slug;
    }
    if (kind === 'product') {
      const product = rows as ProductRows;
      await trx
        .insertInto('products')
        .values(row as never)
        .execute();
      await relink(trx, 'categories', item.record_id, product.categories, skipped);
      await relink(trx, 'subcategories', item.record_id, product.subcategories, skipped);
      if (product.images.length > 0)
        await trx
          .insertInto('product_images')
          .values(product.images.map((image) => ({ product_id: item.record_id, ...image })))
          .execute();
      for (const old of product.slugHistory)
        if (!(await slugInUse(trx, 'product', old.slug)))
          await trx
            .insertInto('product_slug_history')
            .values({
              slug: old.slug,
              product_id: item.record_id,
              created_at: new Date(old.created_at as string),
            })
            .execute();
    } else {
      await trx
        .insertInto(TABLES[kind].table)
        .values(row as never)
        .execute();
    }
    await insertHistoryEntry(trx, {
      actor,
      kind,
      recordId: item.record_id,
      label: item.label,
      action: 'restore',
      changes: skipped.map((note) => ({ field: 'note', before: null, after: note })),
      at: now,
    });
    return { kind, recordId: item.record_id, label: item.label, slug, skipped };
  }

  return { trashIn, restoreIn };
}
