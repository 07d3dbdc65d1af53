import { sql } from 'kysely';
import { migration } from './migration.ts';

/**
 * Honest copy (issue 21 item 8, decision 041).
 *
 * - A tour's own facts: `duration` (free text such as "3-4 hours"), and the group size as `group_min` and
 *   `group_max` people, each null when the owner has not set it. The pages show only what is set, where every tour
 *   used to say "Your Wish" and "2-15 People". The tour's existing `price_cents` is its price from.
 * - The "Luxary Collection" category is called "Luxury Collection" at /category/luxury-collection. Its old address
 *   stays as an alias, so old links and the old site's key keep answering (with a redirect to the new address).
 *   A shop that already renamed it, or that has another category under the new name or address, is left alone.
 */
export const tourFactsAndLuxuryName = migration(async (db) => {
  // One column a statement: SQLite adds no more at once.
  await db.schema.alterTable('visit_places').addColumn('duration', 'text').execute();
  await db.schema.alterTable('visit_places').addColumn('group_min', 'integer').execute();
  await db.schema.alterTable('visit_places').addColumn('group_max', 'integer').execute();

  const { rows } = await sql<{ id: string; slug: string }>`
    select id, slug from categories where name = 'Luxary Collection'`.execute(db);
  const luxary = rows[0];
  if (!luxary) return;
  const clash = await sql<{ id: string }>`
    select id from categories
    where id <> ${luxary.id} and (lower(name) = 'luxury collection' or slug = 'luxury-collection')`.execute(
    db,
  );
  if (clash.rows.length > 0) return;
  const owner = await sql<{ category_id: string }>`
    select category_id from category_aliases where alias = 'luxury-collection'`.execute(db);
  if (owner.rows.some((row) => row.category_id !== luxary.id)) return;
  // The search documents follow through the categories' own trigger (migration 0009).
  await sql`update categories set name = 'Luxury Collection', slug = 'luxury-collection' where id = ${luxary.id}`.execute(
    db,
  );
  await sql`delete from category_aliases where alias = 'luxury-collection'`.execute(db);
  await sql`delete from category_aliases where alias = ${luxary.slug}`.execute(db);
  await sql`insert into category_aliases (alias, category_id) values (${luxary.slug}, ${luxary.id})`.execute(
    db,
  );
});
