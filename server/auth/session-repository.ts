import type { Kysely } from 'kysely';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Database } from '#server/db/schema.ts';

export function createSessionRepository(db: Kysely<Database>) {
  // Every request an admin makes reads its session: the statement is built once (compiled-once.ts).
  const findQuery = compiledOnce(() =>
    db
      .selectFrom('admin_sessions')
      .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
      .select([
        'admin_sessions.expires_at',
        'admin_sessions.created_at',
        'admins.id',
        'admins.email',
        'admins.name',
        'admins.password_changed_at',
      ])
      .where('admin_sessions.token_hash', '=', 'token hash')
      .compile(),
  );
  return {
    async insert(session: { tokenHash: string; adminId: string; createdAt: Date; expiresAt: Date }) {
      await db
        .insertInto('admin_sessions')
        .values({
          token_hash: session.tokenHash,
          admin_id: session.adminId,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
        })
        .execute();
    },
    /** The session with its admin, whatever its expiry (the caller decides). */
    async find(tokenHash: string) {
      return (await db.executeQuery(findQuery(tokenHash))).rows[0];
    },
    async delete(tokenHash: string) {
      await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteAllFor(adminId: string) {
      await db.deleteFrom('admin_sessions').where('admin_id', '=', adminId).execute();
    },
    async deleteExpired(now: Date) {
      await db.deleteFrom('admin_sessions').where('expires_at', '<', now).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
