import { sql } from 'kysely';
import { addIndex, migration } from './migration.ts';

/**
 * The photographs whose variants are still to be made ahead of visitors (issue 21, decision 039): one row per image,
 * added with the image and whenever the watermark changes; an instance claims a row for a while, makes every variant
 * a page uses and deletes it. A claim whose instance died expires and is taken by another. Every image stored
 * before this migration is queued, newest first when worked through.
 */
export const mediaWarmQueue = migration(async (db, { timestamp }) => {
  await db.schema
    .createTable('media_warm_queue')
    .addColumn('media_id', 'text', (c) => c.primaryKey())
    .addColumn('queued_at', timestamp, (c) => c.notNull())
    .addColumn('claimed_until', timestamp)
    .addColumn('holder', 'text')
    .execute();
  await addIndex(db, 'media_warm_queue_order_idx', 'media_warm_queue', ['queued_at', 'media_id']);
  await sql`insert into media_warm_queue (media_id, queued_at) select id, created_at from media where kind = 'image'`.execute(
    db,
  );
});
