import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/**
 * Who works on which bulk job, when several instances share the database (decision 016). A job is claimed for a
 * lease that its instance renews while it works; a job whose lease ran out (its instance died) is free again.
 */
export function createBulkClaims(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  return {
    /** Claims the oldest unfinished job that nobody holds, or null. Two instances never get the same one. */
    async claimNext(instance: string, now: number, leaseMs: number): Promise<string | null> {
      const free = db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('status', 'in', ['extracting', 'processing'])
        .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1);
      // PostgreSQL: a job another instance is claiming this instant is passed over, not waited for. SQLite has one
      // writer at a time, so the statement alone is atomic.
      const candidate = dialect === 'postgres' ? free.forUpdate().skipLocked() : free;
      const claimed = await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: instance, lease_until: now + leaseMs })
        .where('id', '=', candidate)
        .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now)]))
        .returning('id')
        .executeTakeFirst();
      return claimed?.id ?? null;
    },

    /** Takes a given job (a new upload, a retry) when nobody holds it. */
    async claim(id: string, instance: string, now: number, leaseMs: number): Promise<boolean> {
      const claimed = await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: instance, lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('status', 'in', ['extracting', 'processing'])
        .where((eb) =>
          eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', instance), eb('lease_until', '<', now)]),
        )
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    /** Extends the lease; false when the job is no longer this instance's (it was taken over). */
    async renew(id: string, instance: string, now: number, leaseMs: number): Promise<boolean> {
      const renewed = await db
        .updateTable('bulk_jobs')
        .set({ lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) === 1;
    },

    /** Gives back every job this instance holds (at shutdown), for another instance or the next start. */
    async releaseAll(instance: string): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: null, lease_until: null })
        .where('claimed_by', '=', instance)
        .execute();
    },
  };
}
