import { migration } from './migration.ts';

/**
 * Sign-in protection that holds under concurrency and cannot lock the owner out (issue 16, decision 019):
 * - `sign_in_budgets` replaces `login_attempts`: one row per budget of wrong passwords (an account's, for browsers
 *   it does not know, or one known browser's), counted by a single upsert that also decides, so that requests
 *   arriving together cannot all read the same old count. The old counts are ten-minute security state: dropped.
 * - `sign_in_failures`: what the owner sees on the dashboard, one row per day, address, account, kind of attempt
 *   and kind of browser, so that a flood adds to counters instead of rows.
 */
export const signInProtection = migration(async (db, { timestamp, requiredText }) => {
  await db.schema.dropTable('login_attempts').execute();

  await db.schema
    .createTable('sign_in_budgets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_budgets_updated_at')
    .on('sign_in_budgets')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    // Null when the e-mail typed belongs to no account.
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('cascade'))
    .$call(requiredText('attempt', 'browser'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addColumn('locks', 'integer', (c) => c.notNull())
    .addColumn('first_at', timestamp, (c) => c.notNull())
    .addColumn('last_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_last_at').on('sign_in_failures').column('last_at').execute();
  await db.schema.createIndex('sign_in_failures_admin').on('sign_in_failures').column('admin_id').execute();
});
