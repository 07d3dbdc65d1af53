import { addIndex, migration } from './migration.ts';

/**
 * Sign-in protection that holds under concurrency and cannot lock the owner out (issue 16, decision 019):
 * - `sign_in_budgets` replaces `login_attempts`: one row per budget of wrong passwords (an account's, for browsers
 *   it does not know, or one known browser's), counted by a single upsert that also decides, so that requests
 *   arriving together cannot all read the same old count. The old counts are ten-minute security state: dropped.
 * - `sign_in_failures`: what the owner sees on the dashboard, one row per day, address, account, kind of attempt
 *   and kind of browser, so that a flood adds to counters instead of rows.
 */
export const signInProtection = migration(async (db, { timestamp, required }) => {
  await db.schema.dropTable('login_attempts').execute();

  await db.schema
    .createTable('sign_in_budgets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await addIndex(db, 'sign_in_budgets_updated_at', 'sign_in_budgets', ['updated_at']);

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    // Null when the e-mail typed belongs to no account.
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('cascade'))
    .$call(
      required({
        attempt: 'text',
        browser: 'text',
        failures: 'integer',
        refused: 'integer',
        locks: 'integer',
        first_at: timestamp,
        last_at: timestamp,
      }),
    )
    .execute();
  await addIndex(db, 'sign_in_failures_last_at', 'sign_in_failures', ['last_at']);
  await addIndex(db, 'sign_in_failures_admin', 'sign_in_failures', ['admin_id']);
});
