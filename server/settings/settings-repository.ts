import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { audited, type Audit } from '#server/history/history.ts';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async read(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },
    /** Inserts the key only if it is absent; true when this call inserted it. */
    async insertIfAbsent(key: string, value: string): Promise<boolean> {
      const result = await db
        .insertInto('settings')
        .values({ key, value, updated_at: new Date() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Writes the key; with an audit, in a transaction that records the change (decision 027). */
    async write(key: string, value: string, audit?: Audit): Promise<void> {
      const now = new Date();
      await audited(db, audit, (trx) =>
        trx
          .insertInto('settings')
          .values({ key, value, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
          .execute(),
      );
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
