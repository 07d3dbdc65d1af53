import { addIndex, migration } from './migration.ts';

/**
 * The admin list's bulk edits (issue 18, decision 029): each edit, and for each product it changed the values it
 * found and the ones it wrote, so the last edit can be undone where nobody has changed the product since.
 * `product_bulk_edit_subcategories` keeps the subcategory links a "remove a category" took away with it.
 * No foreign key names a product: a product deleted since is simply not there to revert.
 */
export const productBulkEdits = migration(async (db, { timestamp, flag, requiredText, required }) => {
  await db.schema
    .createTable('product_bulk_edits')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .$call(required({ action: 'text', description: 'text', product_count: 'integer', created_at: timestamp }))
    .addColumn('undone_at', timestamp)
    .execute();
  await addIndex(db, 'product_bulk_edits_created_idx', 'product_bulk_edits', ['created_at', 'id']);
  await db.schema
    .createTable('product_bulk_edit_rows')
    .$call(requiredText('edit_id', 'product_id'))
    .addColumn('before_price_cents', 'integer')
    .addColumn('before_original_price_cents', 'integer')
    .addColumn('after_price_cents', 'integer')
    .addColumn('after_original_price_cents', 'integer')
    .addColumn('before_status', 'text')
    .addColumn('before_sold_out', flag)
    .addColumn('before_sold_out_at', timestamp)
    .addColumn('before_position', 'integer')
    .addPrimaryKeyConstraint('product_bulk_edit_rows_pk', ['edit_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('product_bulk_edit_subcategories')
    .$call(requiredText('edit_id', 'product_id', 'subcategory_id'))
    .addPrimaryKeyConstraint('product_bulk_edit_subcategories_pk', [
      'edit_id',
      'product_id',
      'subcategory_id',
    ])
    .execute();
});
