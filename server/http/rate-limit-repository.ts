import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one more hit on `key` and answers the count and when the window ends, in one statement: hits that
     * arrive together on any instance are each counted (no read-then-write), and an ended window starts again.
     */
    async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetsAt: number }> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, resets_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.count + 1 end`,
            resets_at: sql`case when rate_limits.resets_at <= ${now} then excluded.resets_at else rate_limits.resets_at end`,
          }),
        )
        .returning(['count', 'resets_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetsAt: Number(row.resets_at) };
    },

    async read(key: string): Promise<{ count: number; resetsAt: number } | undefined> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'resets_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { count: Number(row.count), resetsAt: Number(row.resets_at) };
    },

    /** Windows that have ended: their rows only take room. */
    async removeEnded(now: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
