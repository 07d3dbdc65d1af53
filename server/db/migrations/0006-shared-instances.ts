import { addIndex, migration } from './migration.ts';

/**
 * What several instances on one database share (issue 14, decision 016):
 * - `rate_limits`: one counter per key and window, counted by one atomic upsert, so every instance draws on the
 *   same budget (Redis takes this over when REDIS_URL is set);
 * - a lease on each bulk job: the instance working on it (`claimed_by`) and until when (`lease_until`, in epoch
 *   milliseconds), renewed while it works, so a job whose instance died is taken over by another.
 */
export const sharedInstances = migration(async (db, { required }) => {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(required({ count: 'integer', resets_at: 'bigint' }))
    .execute();
  await addIndex(db, 'rate_limits_resets_at', 'rate_limits', ['resets_at']);
  await db.schema.alterTable('bulk_jobs').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('bulk_jobs').addColumn('lease_until', 'bigint').execute();
});
