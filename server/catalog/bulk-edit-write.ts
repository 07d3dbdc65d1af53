import { sql } from 'kysely';
import { editProducts, withRecords, specificationColumns, type BulkEditStep } from './bulk-edit-sql.ts';
import {
  subcategoriesOf,
  unlinkCategory,
  addCategoryLinks,
  linkSubcategory,
  unlinkSubcategory,
} from './bulk-edit-links.ts';

/** Writes the action to the products recorded in the edit. */
export async function writeBulkEdit({ trx, trash, editId, change, now, actor }: BulkEditStep) {
  const touched = trx.updateTable('products').where('products.id', 'in', editProducts(trx, editId));
  switch (change.kind) {
    case 'set-price':
    case 'change-price':
      await withRecords(trx, editId)
        .set((eb) => ({
          price_cents: eb.ref('row.after_price_cents'),
          original_price_cents: eb.ref('row.after_original_price_cents'),
          updated_at: now,
        }))
        .execute();
      return;
    case 'publish':
    case 'unpublish':
      await touched
        .set({ status: change.kind === 'publish' ? 'published' : 'draft', updated_at: now })
        .execute();
      return;
    case 'mark-sold':
      await touched
        .set({ sold_out: true, sold_out_at: sql<Date>`coalesce(sold_out_at, ${now})`, updated_at: now })
        .execute();
      return;
    case 'mark-available':
      await touched.set({ sold_out: false, sold_out_at: null, updated_at: now }).execute();
      return;
    case 'add-category':
      await addCategoryLinks(trx, editId, change.categoryId, false);
      await touched.set({ updated_at: now }).execute();
      return;
    case 'add-subcategory':
      // A subcategory is linked only with its category (decision 015): a product without it gets it too.
      await addCategoryLinks(trx, editId, change.categoryId, true);
      await linkSubcategory(trx, editId, change.subcategoryId);
      await touched.set({ updated_at: now }).execute();
      return;
    case 'remove-subcategory':
      // The category stays: a product may be in a category without any of its subcategories.
      await unlinkSubcategory(trx, editId, change.subcategoryId);
      await touched.set({ updated_at: now }).execute();
      return;
    case 'set-material':
    case 'set-finish':
    case 'set-origin':
      await touched.set({ [specificationColumns(change).column]: change.value, updated_at: now }).execute();
      return;
    case 'trash':
      // Each product goes to the trash whole (decision 026), its 'trash' entry in the history with it.
      for (const { product_id } of await editProducts(trx, editId).execute())
        await trash.trashIn(trx, 'product', product_id, actor, now);
      return;
    case 'remove-category':
      // A subcategory is linked only with its category (decision 015): its links go with it, kept for the undo.
      await trx
        .insertInto('product_bulk_edit_subcategories')
        .columns(['edit_id', 'product_id', 'subcategory_id'])
        .expression(
          trx
            .selectFrom('product_subcategories as link')
            .select([sql.lit(editId).as('edit_id'), 'link.product_id', 'link.subcategory_id'])
            .where('link.product_id', 'in', editProducts(trx, editId))
            .where('link.subcategory_id', 'in', subcategoriesOf(trx, change.categoryId)),
        )
        .execute();
      await unlinkCategory(trx, editId, change.categoryId);
      await touched.set({ updated_at: now }).execute();
      return;
  }
}
