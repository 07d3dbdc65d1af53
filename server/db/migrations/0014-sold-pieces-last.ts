import { sql } from 'kysely';
import { addIndex, migration } from './migration.ts';

/**
 * Sold pieces after available ones in every visitor's list, and none at all when the owner hides them (issue 18,
 * decision 030). A visitor's list is read as two shelves, the available pieces then the sold ones, each a walk
 * along an index that holds only its shelf:
 * - `products_shelf_idx` on (status, sold_out, created_at, id) for the whole catalogue;
 * - a category's and a subcategory's link rows get a copy of their product's `sold_out` (`product_sold_out`), kept
 *   by the triggers of migration 0007 that now copy it too, and a `…_shelf_idx` on (category or subcategory,
 *   status, sold out, date, product).
 * The search documents carry `sold_out` as well, so that search puts sold pieces last or leaves them out from its
 * facts in memory; marking a piece sold queues it for the indexer as any change of what search shows.
 */
export const soldPiecesLast = migration(async (db, { flag, no }, dialect) => {
  const links = [
    ['product_categories', 'category_id'],
    ['product_subcategories', 'subcategory_id'],
  ] as const;
  /** A product's date, status and sold state copied to its link rows: statements of a trigger's body, indented. */
  const followLinks = (indent: string) =>
    sql.raw(
      links
        .map(
          ([table]) => `update ${table}
${indent}  set product_created_at = new.created_at, product_status = new.status, product_sold_out = new.sold_out
${indent}  where product_id = new.id;`,
        )
        .join(`\n${indent}`),
    );
  const searchColumns = sql.raw(
    'title, description, keywords, tags, status, price_cents, created_at, sold_out',
  );
  await addIndex(db, 'products_shelf_idx', 'products', ['status', 'sold_out', 'created_at', 'id']);
  for (const [table, parent] of links) {
    await db.schema
      .alterTable(table)
      .addColumn('product_sold_out', flag, (column) => column.notNull().defaultTo(no))
      .execute();
    await sql`update ${sql.table(table)} set product_sold_out =
          (select sold_out from products where products.id = ${sql.ref(`${table}.product_id`)})`.execute(db);
    await addIndex(db, `${table}_shelf_idx`, table, [
      parent,
      'product_status',
      'product_sold_out',
      'product_created_at',
      'product_id',
    ]);
  }
  await db.schema
    .alterTable('search_documents')
    .addColumn('sold_out', flag, (c) => c.notNull().defaultTo(no))
    .execute();
  await sql`update search_documents set sold_out =
        coalesce((select sold_out from products where products.id = search_documents.product_id), ${no})`.execute(
    db,
  );

  if (dialect === 'postgres') {
    await sql`
          create or replace function product_link_copies() returns trigger language plpgsql as $$
          begin
            select created_at, status, sold_out into new.product_created_at, new.product_status, new.product_sold_out
              from products where id = new.product_id;
            return new;
          end $$`.execute(db);
    await sql`
          create or replace function product_links_follow() returns trigger language plpgsql as $$
          begin
            ${followLinks('            ')}
            return null;
          end $$`.execute(db);
    await sql`drop trigger products_links_follow on products`.execute(db);
    await sql`create trigger products_links_follow after update of created_at, status, sold_out on products
          for each row when (old.created_at is distinct from new.created_at or old.status is distinct from new.status
            or old.sold_out is distinct from new.sold_out)
          execute function product_links_follow()`.execute(db);
    await sql`drop trigger products_search on products`.execute(db);
    await sql`create trigger products_search after insert or delete or update of ${searchColumns} on products
          for each row execute function search_enqueue_self()`.execute(db);
    return;
  }
  for (const [table] of links) {
    await sql`drop trigger ${sql.raw(`${table}_copies`)}`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_copies`)} after insert on ${sql.table(table)}
          begin
            update ${sql.table(table)} set (product_created_at, product_status, product_sold_out) =
              (select created_at, status, sold_out from products where id = new.product_id)
            where rowid = new.rowid;
          end`.execute(db);
  }
  await sql`drop trigger products_links_follow`.execute(db);
  await sql`create trigger products_links_follow after update of created_at, status, sold_out on products
        when old.created_at is not new.created_at or old.status is not new.status or old.sold_out is not new.sold_out
        begin
          ${followLinks('          ')}
        end`.execute(db);
  await sql`drop trigger products_search_update`.execute(db);
  await sql`create trigger products_search_update after update of ${searchColumns} on products
        begin insert into search_queue (product_id) values (new.id); end`.execute(db);
});
