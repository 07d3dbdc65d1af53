import type { Insertable, Kysely, Transaction } from 'kysely';
import { replaceProductLinks, type ProductLinks } from '#server/catalog/catalog-repository.ts';
import type {
  AdminTable,
  Database,
  ImportCollection,
  ImportRecordRow,
  MasterTable,
  ProductTable,
  SubcategoryTable,
  VisitPlaceTable,
} from '#server/db/schema.ts';
import type { DialectName } from '#server/db/database.ts';
import { toBoolean, toIsoString } from '#server/db/values.ts';
import { auditOf, type Actor, type HistoryKind, type SnapshotReader } from '#server/history/history.ts';
import {
  masterSnapshot,
  placeSnapshot,
  productSnapshot,
  subcategorySnapshot,
} from '#server/history/snapshots.ts';

/** The bookkeeping row written with each record, in the same transaction: a record is imported exactly when it is. */
export type ImportMark = {
  collection: ImportCollection;
  sourceId: string;
  targetId: string;
  sourceHash: string;
  sourceUpdatedAt: Date | null;
  targetVersion: string;
};

/**
 * How a record is written: inserted, or updated only while it is still as the last import left it (its
 * `updated_at` equal to `expected`), so an edit the owner makes meanwhile is never overwritten.
 */
export type WriteMode = { kind: 'insert' } | { kind: 'update'; expected: string };

type Tx = Transaction<Database>;
type VersionedTable = 'products' | 'visit_places' | 'masters' | 'subcategories';

/** Who the history names for a run's writes, and the run's batch (decision 027). */
export type ImportWrittenBy = { actor: Actor; batch: string };

/** How the history reads each table's records. */
const HISTORY: Record<VersionedTable, { kind: HistoryKind; read: SnapshotReader }> = {
  products: { kind: 'product', read: productSnapshot },
  visit_places: { kind: 'place', read: placeSnapshot },
  masters: { kind: 'master', read: masterSnapshot },
  subcategories: { kind: 'subcategory', read: subcategorySnapshot },
};

async function mark(trx: Tx, entry: ImportMark) {
  const values = {
    target_id: entry.targetId,
    source_hash: entry.sourceHash,
    source_updated_at: entry.sourceUpdatedAt,
    target_version: entry.targetVersion,
    imported_at: new Date(),
  };
  await trx
    .insertInto('import_records')
    .values({ collection: entry.collection, source_id: entry.sourceId, ...values })
    .onConflict((oc) => oc.columns(['collection', 'source_id']).doUpdateSet(values))
    .execute();
}

/** The SQL of the old-site import: its bookkeeping, and writes of records that keep their old ids. */
export function createImportRepository(db: Kysely<Database>, dialect: DialectName) {
  /**
   * Writes one record and its mark, and with `by` its history entry, all in one transaction; false (nothing
   * written) when an update finds the record changed here.
   */
  async function write<T extends VersionedTable>(
    table: T,
    row: Insertable<Database[T]> & { id: string },
    mode: WriteMode,
    entry: ImportMark,
    by: ImportWrittenBy | undefined,
    alongside?: (trx: Tx) => Promise<void>,
  ): Promise<boolean> {
    const { kind, read } = HISTORY[table];
    const action = mode.kind === 'insert' ? 'create' : 'update';
    const audit = by && auditOf(read, { ...by, kind, id: row.id, action }, dialect);
    return db.transaction().execute(async (trx) => {
      // A record being inserted has nothing to read before: the history reads it once, after.
      if (mode.kind === 'update') await audit?.before(trx);
      if (mode.kind === 'insert') {
        await trx
          .insertInto(table)
          .values(row as never)
          .execute();
      } else {
        const result = await trx
          .updateTable(table as VersionedTable)
          .set(row as never)
          .where('id', '=', row.id)
          .where('updated_at', '=', new Date(mode.expected))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
      }
      await alongside?.(trx);
      await mark(trx, entry);
      await audit?.after(trx);
      return true;
    });
  }

  return {
    async marks(collection: ImportCollection): Promise<Map<string, ImportRecordRow>> {
      const rows = await db
        .selectFrom('import_records')
        .selectAll()
        .where('collection', '=', collection)
        .execute();
      return new Map(rows.map((row) => [row.source_id, row]));
    },

    /** A record's `updated_at` as the import compares it, or null when there is no such record. */
    async version(table: VersionedTable, id: string): Promise<string | null> {
      const row = await db
        .selectFrom(table as 'products')
        .select('updated_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toIsoString(row.updated_at) : null;
    },

    /** Every product slug, current or left behind by a rename, with its product; and each product's current one. */
    async productSlugs() {
      const [current, old] = await Promise.all([
        db.selectFrom('products').select(['slug', 'id']).execute(),
        db.selectFrom('product_slug_history').select(['slug', 'product_id as id']).execute(),
      ]);
      return {
        owners: new Map([...old, ...current].map((row) => [row.slug, row.id])),
        current: new Map(current.map((row) => [row.id, row.slug])),
      };
    },

    async placeSlugs() {
      const rows = await db.selectFrom('visit_places').select(['slug', 'id']).execute();
      return {
        owners: new Map(rows.map((row) => [row.slug, row.id])),
        current: new Map(rows.map((row) => [row.id, row.slug])),
      };
    },

    async categories() {
      const [categories, aliases, subcategories] = await Promise.all([
        db.selectFrom('categories').selectAll().orderBy('position').orderBy('name').execute(),
        db.selectFrom('category_aliases').selectAll().execute(),
        db.selectFrom('subcategories').selectAll().execute(),
      ]);
      return {
        categories: categories.map((row) => ({ ...row, visible: toBoolean(row.visible) })),
        aliases,
        subcategories,
      };
    },

    saveProduct(
      row: Insertable<ProductTable>,
      mode: WriteMode,
      links: ProductLinks & { oldSlugs: readonly string[] },
      entry: ImportMark,
      by?: ImportWrittenBy,
    ) {
      return write('products', row, mode, entry, by, async (trx) => {
        await replaceProductLinks(trx, row.id, links);
        for (const slug of links.oldSlugs) {
          await trx
            .insertInto('product_slug_history')
            .values({ slug, product_id: row.id, created_at: new Date() })
            .onConflict((oc) => oc.column('slug').doNothing())
            .execute();
        }
      });
    },

    savePlace: (row: Insertable<VisitPlaceTable>, mode: WriteMode, entry: ImportMark, by?: ImportWrittenBy) =>
      write('visit_places', row, mode, entry, by),

    saveMaster: (row: Insertable<MasterTable>, mode: WriteMode, entry: ImportMark, by?: ImportWrittenBy) =>
      write('masters', row, mode, entry, by),

    saveSubcategory: (
      row: Insertable<SubcategoryTable>,
      mode: WriteMode,
      entry: ImportMark,
      by?: ImportWrittenBy,
    ) => write('subcategories', row, mode, entry, by),

    async adminByEmail(email: string) {
      return db
        .selectFrom('admins')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** An old account, or its new password hash while the account here still has the one imported before. */
    async saveAdmin(
      row: Insertable<AdminTable>,
      expectedHash: string | null,
      entry: ImportMark,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (expectedHash === null) {
          await trx.insertInto('admins').values(row).execute();
        } else {
          const result = await trx
            .updateTable('admins')
            .set({ password_hash: row.password_hash, updated_at: row.updated_at })
            .where('id', '=', row.id)
            .where('password_hash', '=', expectedHash)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return false;
        }
        await mark(trx, entry);
        return true;
      });
    },

    /** The menu's order and visibility, every category given in its new place, with the menu's mark. */
    async saveMenu(order: readonly { id: string; visible: boolean }[], entry: ImportMark): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [position, category] of order.entries()) {
          await trx
            .updateTable('categories')
            .set({ position, visible: category.visible })
            .where('id', '=', category.id)
            .execute();
        }
        await mark(trx, entry);
      });
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
