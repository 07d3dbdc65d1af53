import type { Kysely, Transaction } from 'kysely';
import type { Database, NewProductRow, ProductRow, ProductUpdate } from '#server/db/schema.ts';
import { replaceProductLinks, type ProductLinks } from './product-links.ts';
import type { ManyAudit } from '#server/history/history.ts';

/** One product an import writes: a new one, or the changes to one whose row was read at `updatedAt`. */
export type ImportedProductWrite =
  | { kind: 'create'; row: NewProductRow; links: Required<ProductLinks> }
  | {
      kind: 'update';
      id: string;
      /** The product's `updated_at` as the plan read it: a row changed since then is not overwritten. */
      updatedAt: Date | string;
      patch: ProductUpdate;
      links: ProductLinks;
      oldSlug: string;
    };

/** Another write changed a product between the plan and its batch: the batch is rolled back. */
export class ImportConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportConflictError';
  }
}

/**
 * Every product an import writes goes through here, inside its batch's transaction: the one place where a
 * recorder of the catalogue's history can be hooked (issue 18), beside the writes it records. New products are
 * inserted together, a statement per table for the whole batch; each change is one conditional update.
 */
async function saveImportedProducts(trx: Transaction<Database>, writes: readonly ImportedProductWrite[]) {
  const creates = writes.filter((write) => write.kind === 'create');
  if (creates.length > 0) {
    await trx
      .insertInto('products')
      .values(creates.map((write) => write.row))
      .execute();
    const categories = creates.flatMap((write) =>
      write.links.categoryIds.map((category_id, position) => ({
        product_id: write.row.id,
        category_id,
        position,
      })),
    );
    const subcategories = creates.flatMap((write) =>
      write.links.subcategoryIds.map((subcategory_id) => ({ product_id: write.row.id, subcategory_id })),
    );
    const images = creates.flatMap((write) =>
      write.links.images.map((image, position) => ({ product_id: write.row.id, position, ...image })),
    );
    if (categories.length > 0) await trx.insertInto('product_categories').values(categories).execute();
    if (subcategories.length > 0)
      await trx.insertInto('product_subcategories').values(subcategories).execute();
    if (images.length > 0) await trx.insertInto('product_images').values(images).execute();
  }
  for (const write of writes) {
    if (write.kind !== 'update') continue;
    const result = await trx
      .updateTable('products')
      .set(write.patch)
      .where('id', '=', write.id)
      .where('updated_at', '=', write.updatedAt as Date)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new ImportConflictError('A product was changed or deleted while the import ran');
    if (write.patch.slug && write.patch.slug !== write.oldSlug) {
      await trx.deleteFrom('product_slug_history').where('slug', '=', write.patch.slug).execute();
      await trx
        .insertInto('product_slug_history')
        .values({ slug: write.oldSlug, product_id: write.id, created_at: new Date() })
        .execute();
    }
    await replaceProductLinks(trx, write.id, write.links);
  }
}

/** The queries of the products' CSV export and import (docs/decisions/028-product-csv.md). */
export function createProductCsvRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` products after `afterId`, in id order: the export walks the primary key a page at a time. */
    async productsAfter(afterId: string | null, limit: number): Promise<ProductRow[]> {
      let query = db.selectFrom('products').selectAll().orderBy('id').limit(limit);
      if (afterId !== null) query = query.where('id', '>', afterId);
      return query.execute();
    },

    async productsByIds(ids: readonly string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    },

    async productsBySlugs(slugs: readonly string[]): Promise<ProductRow[]> {
      if (slugs.length === 0) return [];
      return db.selectFrom('products').selectAll().where('slug', 'in', slugs).execute();
    },

    /** Who uses each of these slugs, now or before (a slug in the history still redirects to its product). */
    async slugOwners(slugs: readonly string[]): Promise<Map<string, string>> {
      const owners = new Map<string, string>();
      if (slugs.length === 0) return owners;
      const [current, old] = await Promise.all([
        db.selectFrom('products').select(['slug', 'id']).where('slug', 'in', slugs).execute(),
        db
          .selectFrom('product_slug_history')
          .select(['slug', 'product_id as id'])
          .where('slug', 'in', slugs)
          .execute(),
      ]);
      for (const row of [...old, ...current]) owners.set(row.slug, row.id);
      return owners;
    },

    async idsTaken(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** Our photographs of these content hashes (an image cell names one by its public URL), oldest first. */
    async imagesByHashes(hashes: readonly string[]): Promise<{ id: string; content_hash: string }[]> {
      if (hashes.length === 0) return [];
      return db
        .selectFrom('media')
        .select(['id', 'content_hash'])
        .where('kind', '=', 'image')
        .where('content_hash', 'in', hashes)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** One batch of an import, in one transaction: all its products are written, or none. */
    async writeBatch(writes: readonly ImportedProductWrite[], audit?: ManyAudit) {
      await db.transaction().execute(async (trx) => {
        const updated = writes.flatMap((write) => (write.kind === 'update' ? [write.id] : []));
        const created = writes.flatMap((write) => (write.kind === 'create' ? [write.row.id] : []));
        await audit?.before(trx, updated);
        await saveImportedProducts(trx, writes);
        await audit?.after(trx, created);
      });
    },
  };
}

export type ProductCsvRepository = ReturnType<typeof createProductCsvRepository>;
