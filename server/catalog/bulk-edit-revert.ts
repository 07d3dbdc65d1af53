import { sql, type SqlBool } from 'kysely';
import { inCategory, inSubcategory } from './product-match.ts';
import {
  editProducts,
  withRecords,
  specificationColumns,
  type BulkEditStep,
  type Products,
} from './bulk-edit-sql.ts';
import { subcategoriesOf, unlinkCategory, linkSubcategory, unlinkSubcategory } from './bulk-edit-links.ts';

/**
 * Reverts the edit on its products that still hold what it wrote; the others (changed since, or deleted) are
 * left as they are. Answers how many were reverted.
 */
export async function revertBulkEdit({
  trx,
  trash,
  editId,
  change,
  now,
  actor,
}: BulkEditStep): Promise<number> {
  const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
  switch (change.kind) {
    case 'trash': {
      // Those still in the trash come back; one restored or deleted for good since is left as it is.
      const items = await trx
        .selectFrom('trash_items')
        .select('id')
        .where('kind', '=', 'product')
        .where('record_id', 'in', editProducts(trx, editId))
        .execute();
      let restored = 0;
      for (const item of items) if (await trash.restoreIn(trx, item.id, actor, now)) restored += 1;
      return restored;
    }
    case 'set-price':
    case 'change-price':
      return updated(
        await withRecords(trx, editId)
          .set((eb) => ({
            price_cents: eb.ref('row.before_price_cents'),
            original_price_cents: eb.ref('row.before_original_price_cents'),
            updated_at: now,
          }))
          // Only where the product still holds both prices the edit wrote.
          .where(
            sql<SqlBool>`${sql.ref('products.price_cents')} is not distinct from ${sql.ref('row.after_price_cents')}
              and ${sql.ref('products.original_price_cents')} is not distinct from ${sql.ref('row.after_original_price_cents')}`,
          )
          .executeTakeFirstOrThrow(),
      );
    case 'set-material':
    case 'set-finish':
    case 'set-origin': {
      // Only where the product still holds what the edit wrote.
      const { column, before } = specificationColumns(change);
      return updated(
        await withRecords(trx, editId)
          .set((eb) => ({ [column]: eb.ref(`row.${before}`), updated_at: now }))
          .where(`products.${column}`, 'is not distinct from', change.value)
          .executeTakeFirstOrThrow(),
      );
    }
    case 'publish':
    case 'unpublish':
      return updated(
        await withRecords(trx, editId)
          .set((eb) => ({ status: eb.ref('row.before_status') as never, updated_at: now }))
          .where('products.status', '=', change.kind === 'publish' ? 'published' : 'draft')
          .executeTakeFirstOrThrow(),
      );
    case 'mark-sold':
    case 'mark-available':
      return updated(
        await withRecords(trx, editId)
          .set((eb) => ({
            sold_out: eb.ref('row.before_sold_out') as never,
            sold_out_at: eb.ref('row.before_sold_out_at') as never,
            updated_at: now,
          }))
          .where('products.sold_out', '=', change.kind === 'mark-sold')
          .executeTakeFirstOrThrow(),
      );
    case 'add-category': {
      const reverted = updated(
        await trx
          .updateTable('products')
          .set({ updated_at: now })
          .where('products.id', 'in', editProducts(trx, editId))
          .where((eb) => inCategory(eb, change.categoryId))
          .executeTakeFirstOrThrow(),
      );
      await unlinkCategory(trx, editId, change.categoryId);
      return reverted;
    }
    case 'add-subcategory': {
      // Reverted where the product still holds the subcategory; one unlinked since is left as it is.
      const reverted = updated(
        await trx
          .updateTable('products')
          .set({ updated_at: now })
          .where('products.id', 'in', editProducts(trx, editId))
          .where((eb) => inSubcategory(eb, change.subcategoryId))
          .executeTakeFirstOrThrow(),
      );
      // The category goes again where the edit brought it, then the links of its subcategories that would be
      // left without it (decision 015), then the subcategory itself where the category stays.
      await trx
        .deleteFrom('product_categories')
        .where('category_id', '=', change.categoryId)
        .where('product_id', 'in', (eb) =>
          eb
            .selectFrom('product_bulk_edit_rows as row')
            .innerJoin('product_subcategories as link', 'link.product_id', 'row.product_id')
            .select('row.product_id')
            .where('row.edit_id', '=', editId)
            .where('row.before_position', 'is', null)
            .where('link.subcategory_id', '=', change.subcategoryId),
        )
        .execute();
      await trx
        .deleteFrom('product_subcategories')
        .where('product_id', 'in', editProducts(trx, editId))
        .where('subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('product_categories as link')
                .select('link.product_id')
                .whereRef('link.product_id', '=', 'product_subcategories.product_id')
                .where('link.category_id', '=', change.categoryId),
            ),
          ),
        )
        .execute();
      await unlinkSubcategory(trx, editId, change.subcategoryId);
      return reverted;
    }
    case 'remove-subcategory': {
      // Linked again where the product is still in the category and the subcategory still exists, and not
      // linked again since.
      const back = (eb: Products) =>
        eb.and([
          eb.not(inSubcategory(eb, change.subcategoryId)),
          inCategory(eb, change.categoryId),
          eb.exists(
            eb
              .selectFrom('subcategories')
              .select('subcategories.id')
              .where('subcategories.id', '=', change.subcategoryId)
              .where('subcategories.category_id', '=', change.categoryId),
          ),
        ]);
      const reverted = updated(
        await trx
          .updateTable('products')
          .set({ updated_at: now })
          .where('products.id', 'in', editProducts(trx, editId))
          .where(back)
          .executeTakeFirstOrThrow(),
      );
      await linkSubcategory(trx, editId, change.subcategoryId, back);
      return reverted;
    }
    case 'remove-category': {
      const reverted = updated(
        await trx
          .updateTable('products')
          .set({ updated_at: now })
          .where('products.id', 'in', editProducts(trx, editId))
          .where((eb) => eb.not(inCategory(eb, change.categoryId)))
          .executeTakeFirstOrThrow(),
      );
      await trx
        .insertInto('product_categories')
        .columns(['product_id', 'category_id', 'position'])
        .expression(
          trx
            .selectFrom('product_bulk_edit_rows as row')
            .innerJoin('products', 'products.id', 'row.product_id')
            .select(['row.product_id', sql.lit(change.categoryId).as('category_id'), 'row.before_position'])
            .where('row.edit_id', '=', editId)
            .where((eb) => eb.not(inCategory(eb, change.categoryId))),
        )
        .execute();
      await trx
        .insertInto('product_subcategories')
        .columns(['product_id', 'subcategory_id'])
        .expression(
          trx
            .selectFrom('product_bulk_edit_subcategories as kept')
            .select(['kept.product_id', 'kept.subcategory_id'])
            .where('kept.edit_id', '=', editId)
            // Still a subcategory of that category, and not linked again since.
            .where('kept.subcategory_id', 'in', subcategoriesOf(trx, change.categoryId))
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('product_subcategories as link')
                    .select('link.product_id')
                    .whereRef('link.product_id', '=', 'kept.product_id')
                    .whereRef('link.subcategory_id', '=', 'kept.subcategory_id'),
                ),
              ),
            )
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('product_categories as link')
                  .select('link.product_id')
                  .whereRef('link.product_id', '=', 'kept.product_id')
                  .where('link.category_id', '=', change.categoryId),
              ),
            ),
        )
        .execute();
      return reverted;
    }
  }
}
