import { sql, type AliasableExpression, type Kysely } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import { compiledOnce } from '#server/db/compiled-once.ts';
import { countRows } from '#server/db/count-rows.ts';
import type { Database } from '#server/db/schema.ts';
import type { Actor, ManyAudit } from '#server/history/history.ts';
import { createTrashRepository } from '#server/trash/trash-repository.ts';
import { revertBulkEdit } from './bulk-edit-revert.ts';
import { writeBulkEdit } from './bulk-edit-write.ts';
import {
  newPrices,
  changes,
  recorded,
  ROW_COLUMNS,
  BULK_EDIT,
  selected,
  editProducts,
  type BulkEditChange,
  type BulkEditTarget,
} from './bulk-edit-sql.ts';

export type { BulkEditChange, BulkEditTarget };

export function createProductBulkEditRepository(db: Kysely<Database>, dialect: DialectName) {
  const trash = createTrashRepository(db, dialect);
  // The products list of the panel offers to undo the last edit on every page: built once (compiled-once.ts).
  const lastQuery = compiledOnce(() =>
    db
      .selectFrom('product_bulk_edits')
      .selectAll()
      .where('undone_at', 'is', null)
      .where('product_count', '>', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .compile(),
  );

  return {
    /** How many products are selected, how many the action would change, and a few of those with their new price. */
    async preview(target: BulkEditTarget, change: BulkEditChange, examples: number) {
      const base = db.selectFrom('products').where(selected(target));
      const [matched, changing] = await Promise.all([
        countRows(base),
        countRows(base.where(changes(change))),
      ]);
      const priced = change.kind === 'set-price' || change.kind === 'change-price';
      const samples = priced
        ? await base
            .where(changes(change))
            .select([
              'products.id',
              'products.title',
              'products.price_cents',
              newPrices(change).price.as('after_price_cents'),
            ])
            .orderBy('products.created_at', 'desc')
            .orderBy('products.id', 'desc')
            .limit(examples)
            .execute()
        : [];
      return {
        matched,
        changing,
        examples: samples.map((row) => ({
          id: row.id,
          title: row.title,
          before: row.price_cents,
          after: row.after_price_cents === null ? null : Number(row.after_price_cents),
        })),
      };
    },

    /**
     * Applies the action to the selected products in one transaction: records each product it changes with what
     * it held (the undo's), writes the action, and keeps only this edit for the undo. PostgreSQL locks the rows in
     * id order as it records them, so two edits at once take turns on the products they share, the second reading
     * what the first wrote (two +10% make +21%); SQLite's writes take turns anyway.
     */
    async apply(
      edit: { id: string; action: string; description: string },
      target: BulkEditTarget,
      change: BulkEditChange,
      now: Date,
      audit?: ManyAudit,
      actor: Actor = BULK_EDIT,
    ): Promise<{ matched: number; changed: number; productIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('product_bulk_edits')
          .values({ ...edit, product_count: 0, created_at: now, undone_at: null })
          .execute();
        const chosen = trx
          .selectFrom('products')
          .where(selected(target))
          .where(changes(change))
          .select((eb) => {
            const values = recorded(change, eb);
            return [
              sql.lit(edit.id).as('edit_id'),
              'products.id as product_id',
              ...ROW_COLUMNS.map((column) => (values[column] as AliasableExpression<unknown>).as(column)),
            ] as never;
          })
          .orderBy('products.id')
          .$if(dialect === 'postgres', (query) => query.forUpdate());
        await trx
          .insertInto('product_bulk_edit_rows')
          .columns(['edit_id', 'product_id', ...ROW_COLUMNS])
          .expression(chosen)
          .execute();
        const productIds = (await editProducts(trx, edit.id).execute()).map((row) => row.product_id);
        if (productIds.length > 0) {
          await audit?.before(trx, productIds);
          await writeBulkEdit({ trx, trash, editId: edit.id, change, now, actor });
          await audit?.after(trx);
        }
        await trx
          .updateTable('product_bulk_edits')
          .set({ product_count: productIds.length })
          .where('id', '=', edit.id)
          .execute();
        // Only the last edit can be undone: the records of the others go.
        await trx.deleteFrom('product_bulk_edit_subcategories').where('edit_id', '!=', edit.id).execute();
        await trx.deleteFrom('product_bulk_edit_rows').where('edit_id', '!=', edit.id).execute();
        await trx.deleteFrom('product_bulk_edits').where('id', '!=', edit.id).execute();
        const matched = await countRows(trx.selectFrom('products').where(selected(target)));
        return { matched, changed: productIds.length, productIds };
      });
    },

    /** The last edit, when it changed something and is not undone yet. */
    async last() {
      return (await db.executeQuery(lastQuery(0, 1))).rows[0];
    },

    /**
     * Undoes the last edit, once: the first undo marks it undone (a second, at the same time, finds it so) and
     * reverts, in the same transaction, the products that still hold what it wrote. Null when there is none.
     */
    async undo(
      editId: string,
      changeOf: (action: string) => BulkEditChange,
      now: Date,
      audit?: ManyAudit,
      actor: Actor = BULK_EDIT,
    ): Promise<{ reverted: number; recorded: number; productIds: string[] } | null> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('product_bulk_edits')
          .set({ undone_at: now })
          .where('id', '=', editId)
          .where('undone_at', 'is', null)
          .returning(['action', 'product_count'])
          .executeTakeFirst();
        if (!claimed) return null;
        const productIds = (await editProducts(trx, editId).execute()).map((row) => row.product_id);
        await audit?.before(trx, productIds);
        const reverted = await revertBulkEdit({
          trx,
          trash,
          editId,
          change: changeOf(claimed.action),
          now,
          actor,
        });
        await audit?.after(trx);
        return { reverted, recorded: claimed.product_count, productIds };
      });
    },
  };
}

export type ProductBulkEditRepository = ReturnType<typeof createProductBulkEditRepository>;
