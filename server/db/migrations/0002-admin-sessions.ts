import { addIndex, migration } from './migration.ts';

/**
 * Signed-in admin sessions (revocable: sign-out and a password change end them) and failed sign-ins counted per
 * e-mail, known or not, so that the lockout says nothing about which addresses have accounts.
 */
export const adminSessions = migration(async (db, { timestamp, required, belongsTo }) => {
  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the token: a copy of the database does not hand out sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', belongsTo('admins.id'))
    .$call(required({ created_at: timestamp, expires_at: timestamp }))
    .execute();
  await addIndex(db, 'admin_sessions_admin', 'admin_sessions', ['admin_id']);

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
