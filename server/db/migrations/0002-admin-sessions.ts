import { migration } from './migration.ts';

/**
 * Signed-in admin sessions (revocable: sign-out and a password change end them) and failed sign-ins counted per
 * e-mail, known or not, so that the lockout says nothing about which addresses have accounts.
 */
export const adminSessions = migration(async (db, { timestamp }) => {
  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the token: a copy of the database does not hand out sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema.alterTable('admins').dropColumn('failed_logins').execute();
  await db.schema.alterTable('admins').dropColumn('locked_until').execute();
});
