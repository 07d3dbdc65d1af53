import type { Kysely } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { AdminRow, Database } from '#server/db/schema.ts';
import { audited, type Audit } from '#server/history/history.ts';

type NewAdmin = { id: string; email: string; name: string; password_hash: string; at: Date };

/** A new admin's row, created with its password at `at`. */
const adminRow = (admin: NewAdmin) => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  password_hash: admin.password_hash,
  password_changed_at: admin.at,
  created_at: admin.at,
  updated_at: admin.at,
});

export function createAdminRepository(db: Kysely<Database>) {
  return {
    count: (): Promise<number> => countRows(db.selectFrom('admins')),
    async findById(id: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByEmail(email: string): Promise<AdminRow | undefined> {
      return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async insert(admin: NewAdmin): Promise<void> {
      await db.insertInto('admins').values(adminRow(admin)).execute();
    },
    /**
     * The first admin: written unless one with that e-mail exists, so instances starting together create it once.
     * True when this call wrote it.
     */
    async insertIfAbsent(admin: NewAdmin) {
      const result = await db
        .insertInto('admins')
        .values(adminRow(admin))
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** The same password, stored by a stronger hash: sessions stay, as nothing changed for the admin. */
    async replaceHash(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    /** A new password, recorded in the history by `audit` in the same transaction (decision 027). */
    async setPassword(id: string, passwordHash: string, at: Date, audit?: Audit): Promise<void> {
      await audited(db, audit, (trx) =>
        trx
          .updateTable('admins')
          .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
          .where('id', '=', id)
          .execute(),
      );
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
