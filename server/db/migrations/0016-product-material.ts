import { sql } from 'kysely';
import { migration } from './migration.ts';

/**
 * The stone a piece is carved from (issue 20, decision 037): `products.material`, free text the admin sets, kept
 * lowercased (`onyx`, `grey schist`), null when not known. A visitor's list narrowed to one material is a walk along
 * `products_material_idx` (status, material, sold out, date, id): one shelf of one material, newest first, as
 * `products_shelf_idx` walks the whole catalogue's. The materials' counts read the same index alone, its published range in its order.
 * The search documents carry it too, so that search narrows to a material from its facts in memory; changing it
 * queues the product for the indexer, as any change of what search shows. A bulk edit keeps the material it
 * replaced (`before_material`) so that it can be undone.
 */
export const productMaterial = migration(async (db, _types, dialect) => {
  await db.schema.alterTable('products').addColumn('material', 'text').execute();
  await db.schema
    .createIndex('products_material_idx')
    .on('products')
    .columns(['status', 'material', 'sold_out', 'created_at', 'id'])
    .execute();
  await db.schema.alterTable('search_documents').addColumn('material', 'text').execute();
  await db.schema.alterTable('product_bulk_edit_rows').addColumn('before_material', 'text').execute();

  const searchColumns = sql.raw(
    'title, description, keywords, tags, status, price_cents, created_at, sold_out, material',
  );
  if (dialect === 'postgres') {
    await sql`drop trigger products_search on products`.execute(db);
    await sql`create trigger products_search after insert or delete or update of ${searchColumns} on products
          for each row execute function search_enqueue_self()`.execute(db);
    return;
  }
  await sql`drop trigger products_search_update`.execute(db);
  await sql`create trigger products_search_update after update of ${searchColumns} on products
        begin insert into search_queue (product_id) values (new.id); end`.execute(db);
});
