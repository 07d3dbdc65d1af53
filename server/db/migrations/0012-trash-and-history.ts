import { sql } from 'kysely';
import { migration } from './migration.ts';

/**
 * Issue 18, items 5 and 6 (decisions 026 and 027).
 *
 * - `trash_items`: a deleted product, tour place or master, kept whole for 30 days as the JSON of its rows. Its
 *   tables stay free of deleted rows, so no public or admin read has to learn to leave them out.
 * - `trash_slugs`: the addresses a trashed record answered on: kept from new records, so a restore gets its URL
 *   back, and answered with 410 Gone meanwhile.
 * - `trash_media`: the photographs and films a trashed record used: a foreign key keeps them from the media
 *   collection until the record is restored or deleted for good.
 * - `history_entries`: every admin write, who and when, with each changed field before and after. Rows are only
 *   ever inserted; PostgreSQL refuses an update outright.
 */
export const trashAndHistory = migration(async (db, { timestamp, requiredText }, dialect) => {
  await db.schema
    .createTable('trash_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('kind', 'record_id', 'label', 'snapshot'))
    .addColumn('trashed_at', timestamp, (c) => c.notNull())
    .addColumn('trashed_by', 'text', (c) => c.notNull())
    .addUniqueConstraint('trash_items_record_unique', ['kind', 'record_id'])
    .execute();
  await db.schema.createIndex('trash_items_trashed_at_idx').on('trash_items').column('trashed_at').execute();
  await db.schema
    .createTable('trash_slugs')
    .$call(requiredText('kind', 'slug'))
    .addColumn('trash_id', 'text', (c) => c.notNull().references('trash_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('trash_slugs_pk', ['kind', 'slug'])
    .execute();
  await db.schema.createIndex('trash_slugs_trash_idx').on('trash_slugs').column('trash_id').execute();
  await db.schema
    .createTable('trash_media')
    .addColumn('trash_id', 'text', (c) => c.notNull().references('trash_items.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('trash_media_pk', ['trash_id', 'media_id'])
    .execute();
  await db.schema.createIndex('trash_media_media_idx').on('trash_media').column('media_id').execute();

  await db.schema
    .createTable('history_entries')
    // a creation-time id (server/db/ids.ts) then a sequence within the second: the log's order
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', timestamp, (c) => c.notNull())
    .addColumn('admin_id', 'text')
    .$call(requiredText('actor', 'kind', 'record_id', 'label', 'action', 'changes'))
    .addColumn('batch', 'text')
    .execute();
  await db.schema
    .createIndex('history_entries_record_idx')
    .on('history_entries')
    .columns(['kind', 'record_id', 'id'])
    .execute();
  await db.schema
    .createIndex('history_entries_admin_idx')
    .on('history_entries')
    .columns(['admin_id', 'id'])
    .execute();
  await db.schema.createIndex('history_entries_batch_idx').on('history_entries').columns(['batch']).execute();
  if (dialect === 'postgres') {
    await sql`
          create function history_entries_unchangeable() returns trigger language plpgsql as $$
          begin
            raise exception 'history entries are never changed';
          end $$`.execute(db);
    await sql`create trigger history_entries_append_only before update on history_entries
          for each row execute function history_entries_unchangeable()`.execute(db);
  } else {
    await sql`create trigger history_entries_append_only before update on history_entries
          begin select raise(abort, 'history entries are never changed'); end`.execute(db);
  }
});
