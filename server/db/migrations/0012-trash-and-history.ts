import { sql } from 'kysely';
import { addIndex, migration } from './migration.ts';

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
export const trashAndHistory = migration(
  async (db, { timestamp, requiredText, required, belongsTo }, dialect) => {
    await db.schema
      .createTable('trash_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .$call(
        required({ kind: 'text', record_id: 'text', label: 'text', snapshot: 'text', trashed_at: timestamp }),
      )
      .$call(requiredText('trashed_by'))
      .addUniqueConstraint('trash_items_record_unique', ['kind', 'record_id'])
      .execute();
    await addIndex(db, 'trash_items_trashed_at_idx', 'trash_items', ['trashed_at']);
    await db.schema
      .createTable('trash_slugs')
      .$call(requiredText('kind', 'slug'))
      .addColumn('trash_id', 'text', belongsTo('trash_items.id'))
      .addPrimaryKeyConstraint('trash_slugs_pk', ['kind', 'slug'])
      .execute();
    await addIndex(db, 'trash_slugs_trash_idx', 'trash_slugs', ['trash_id']);
    await db.schema
      .createTable('trash_media')
      .addColumn('trash_id', 'text', belongsTo('trash_items.id'))
      .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('restrict'))
      .addPrimaryKeyConstraint('trash_media_pk', ['trash_id', 'media_id'])
      .execute();
    await addIndex(db, 'trash_media_media_idx', 'trash_media', ['media_id']);

    await db.schema
      .createTable('history_entries')
      // a creation-time id (server/db/ids.ts) then a sequence within the second: the log's order
      .addColumn('id', 'text', (c) => c.primaryKey())
      .$call(required({ at: timestamp }))
      .addColumn('admin_id', 'text')
      .$call(requiredText('actor', 'kind', 'record_id', 'label', 'action', 'changes'))
      .addColumn('batch', 'text')
      .execute();
    await addIndex(db, 'history_entries_record_idx', 'history_entries', ['kind', 'record_id', 'id']);
    await addIndex(db, 'history_entries_admin_idx', 'history_entries', ['admin_id', 'id']);
    await addIndex(db, 'history_entries_batch_idx', 'history_entries', ['batch']);
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
  },
);
