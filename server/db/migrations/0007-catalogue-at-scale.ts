import { sql, type Expression } from 'kysely';
import { addIndex, migration } from './migration.ts';

/**
 * The keys of the admin's price orders, as index expressions: a product without a price ("contact for pricing")
 * comes last in both. The repository's queries build them with this same function, since both databases use an
 * expression index only for the very same expression.
 */
export const priceHighKey = (price: Expression<number | null>) =>
  sql<number>`coalesce(${price}, -9007199254740991)`;
export const priceLowKey = (price: Expression<number | null>) =>
  sql<number>`coalesce(${price}, 9007199254740991)`;

/**
 * A catalogue of 100,000 products, read without scanning it (issue 15, decision 020):
 * - every order of the admin's list has an index that yields it ready sorted: by date, by title, by price;
 * - a category's and a subcategory's products are listed in date order from their link rows, which carry copies of
 *   the product's `created_at` and `status` (`product_created_at`, `product_status`), indexed after the category
 *   or subcategory: a page, a count and the list's anchors are read from that index alone. Triggers keep the
 *   copies equal to the product's on every insert of a link and every change of a product's date or status,
 *   whoever writes them (the admin, the old-site import, a restore).
 * The single-column indexes on `category_id` and `subcategory_id` are dropped: the new ones begin with them.
 */
export const catalogueAtScale = migration(async (db, { timestamp }, dialect) => {
  const links = ['product_categories', 'product_subcategories'] as const;
  await addIndex(db, 'products_created_idx', 'products', ['created_at', 'id']);
  await sql`create index products_title_idx on products (lower(title), id desc)`.execute(db);
  // PostgreSQL takes an expression other than a function call only in parentheses.
  const price = sql.ref<number | null>('price_cents');
  const high = dialect === 'postgres' ? sql`(${priceHighKey(price)})` : priceHighKey(price);
  const low = dialect === 'postgres' ? sql`(${priceLowKey(price)})` : priceLowKey(price);
  await sql`create index products_price_high_idx on products (${high}, id)`.execute(db);
  await sql`create index products_price_low_idx on products (${low}, id desc)`.execute(db);

  for (const [table, parent] of [
    [links[0], 'category_id'],
    [links[1], 'subcategory_id'],
  ] as const) {
    await db.schema.alterTable(table).addColumn('product_created_at', timestamp).execute();
    await db.schema.alterTable(table).addColumn('product_status', 'text').execute();
    await sql`update ${sql.table(table)} set
          product_created_at = (select created_at from products where products.id = ${sql.ref(`${table}.product_id`)}),
          product_status = (select status from products where products.id = ${sql.ref(`${table}.product_id`)})`.execute(
      db,
    );
    await addIndex(db, `${table}_listing_idx`, table, [
      parent,
      'product_created_at',
      'product_id',
      'product_status',
    ]);
  }
  await db.schema.dropIndex('product_categories_category_idx').execute();
  await db.schema.dropIndex('product_subcategories_subcategory_idx').execute();

  if (dialect === 'postgres') {
    await sql`
          create function product_link_copies() returns trigger language plpgsql as $$
          begin
            select created_at, status into new.product_created_at, new.product_status
              from products where id = new.product_id;
            return new;
          end $$`.execute(db);
    await sql`
          create function product_links_follow() returns trigger language plpgsql as $$
          begin
            update product_categories set product_created_at = new.created_at, product_status = new.status
              where product_id = new.id;
            update product_subcategories set product_created_at = new.created_at, product_status = new.status
              where product_id = new.id;
            return null;
          end $$`.execute(db);
    for (const table of links)
      await sql`create trigger ${sql.raw(`${table}_copies`)} before insert on ${sql.table(table)}
            for each row execute function product_link_copies()`.execute(db);
    await sql`create trigger products_links_follow after update of created_at, status on products
          for each row when (old.created_at is distinct from new.created_at or old.status is distinct from new.status)
          execute function product_links_follow()`.execute(db);
    return;
  }
  // SQLite cannot change the row being inserted: the trigger sets the copies right after, in the same statement.
  for (const table of links)
    await sql`create trigger ${sql.raw(`${table}_copies`)} after insert on ${sql.table(table)}
          begin
            update ${sql.table(table)} set (product_created_at, product_status) =
              (select created_at, status from products where id = new.product_id)
            where rowid = new.rowid;
          end`.execute(db);
  await sql`create trigger products_links_follow after update of created_at, status on products
        when old.created_at is not new.created_at or old.status is not new.status
        begin
          update product_categories set product_created_at = new.created_at, product_status = new.status
            where product_id = new.id;
          update product_subcategories set product_created_at = new.created_at, product_status = new.status
            where product_id = new.id;
        end`.execute(db);
});
