import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export type AttemptKind = 'sign-in' | 'change-password';
export type BrowserKind = 'known' | 'unknown';

/** A budget's state right after an attempt was counted against it. */
export type Reservation = { failures: number; lockedUntil: Date | null };

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The wrong-password budgets and the record of failures the dashboard shows (decision 019). */
export function createSignInRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt against a budget and says where the budget stands, in one statement: requests that arrive
     * together are counted one after the other by the database (SQLite's single writer, PostgreSQL's row lock on
     * the conflicting key), each sees its own count, and no two read the same old one. While a lock holds the count
     * still rises, so a count past the limit means "refuse". A lock that has run out, or ten quiet minutes, start
     * the count again; the attempt that reaches the limit sets the lock.
     */
    async reserve(
      key: string,
      at: Date,
      rule: { failures: number; durationMs: number },
    ): Promise<Reservation> {
      const lockedUntil = new Date(at.getTime() + rule.durationMs);
      const quietSince = new Date(at.getTime() - rule.durationMs);
      const current = sql.ref<number>('sign_in_budgets.failures');
      const currentLock = sql.ref<Date | string | null>('sign_in_budgets.locked_until');
      const locked = sql<boolean>`${currentLock} > ${at}`;
      const next = sql<number>`case
        when ${locked} then ${current} + 1
        when ${currentLock} is not null or ${sql.ref('sign_in_budgets.updated_at')} <= ${quietSince} then 1
        else ${current} + 1
      end`;
      const row = await db
        .insertInto('sign_in_budgets')
        .values({
          key,
          failures: 1,
          locked_until: rule.failures <= 1 ? lockedUntil : null,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: next,
            locked_until: sql<Date | null>`case
              when ${locked} then ${currentLock}
              when ${next} >= ${rule.failures} then ${lockedUntil}
              else null
            end`,
            updated_at: at,
          }),
        )
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      return { failures: Number(row.failures), lockedUntil: toDate(row.locked_until) };
    },

    /** A right password: the budget it drew on starts again. */
    async clear(key: string) {
      await db.deleteFrom('sign_in_budgets').where('key', '=', key).execute();
    },

    /** Budgets neither locked nor touched since `before`: they would start again anyway. */
    async pruneBudgets(before: Date, at: Date) {
      await db
        .deleteFrom('sign_in_budgets')
        .where('updated_at', '<', before)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .execute();
    },

    /**
     * Adds one failed attempt to the day's counters of its address, account, kind and browser. A flood from one
     * address grows a counter, not the table.
     */
    async recordFailure(failure: {
      at: Date;
      address: string;
      adminId: string | null;
      attempt: AttemptKind;
      browser: BrowserKind;
      outcome: 'wrong-password' | 'refused';
      startedLock: boolean;
    }) {
      const day = failure.at.toISOString().slice(0, 10);
      const key = [day, failure.attempt, failure.browser, failure.adminId ?? '-', failure.address].join('|');
      const failures = failure.outcome === 'wrong-password' ? 1 : 0;
      const refused = failure.outcome === 'refused' ? 1 : 0;
      const locks = failure.startedLock ? 1 : 0;
      const lastAt = sql.ref<Date | string>('sign_in_failures.last_at');
      await db
        .insertInto('sign_in_failures')
        .values({
          key,
          address: failure.address,
          admin_id: failure.adminId,
          attempt: failure.attempt,
          browser: failure.browser,
          failures,
          refused,
          locks,
          first_at: failure.at,
          last_at: failure.at,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            failures: eb('sign_in_failures.failures', '+', failures),
            refused: eb('sign_in_failures.refused', '+', refused),
            locks: eb('sign_in_failures.locks', '+', locks),
            last_at: sql<Date>`case when ${lastAt} < ${failure.at} then ${failure.at} else ${lastAt} end`,
          })),
        )
        .execute();
    },

    /**
     * The failures since a moment, one line per address, account, attempt and browser, newest first: the days'
     * counters added up.
     */
    async recentFailures(since: Date, limit: number) {
      const rows = await db
        .selectFrom('sign_in_failures')
        .leftJoin('admins', 'admins.id', 'sign_in_failures.admin_id')
        .select((eb) => [
          'sign_in_failures.address',
          'sign_in_failures.attempt',
          'sign_in_failures.browser',
          'admins.email',
          eb.fn.sum<number | string>('sign_in_failures.failures').as('failures'),
          eb.fn.sum<number | string>('sign_in_failures.refused').as('refused'),
          eb.fn.sum<number | string>('sign_in_failures.locks').as('locks'),
          eb.fn.min<Date | string>('sign_in_failures.first_at').as('first_at'),
          eb.fn.max<Date | string>('sign_in_failures.last_at').as('last_at'),
        ])
        .where('sign_in_failures.last_at', '>=', since)
        .groupBy([
          'sign_in_failures.address',
          'sign_in_failures.attempt',
          'sign_in_failures.browser',
          'sign_in_failures.admin_id',
          'admins.email',
        ])
        .orderBy('last_at', 'desc')
        .orderBy('sign_in_failures.address')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        address: row.address,
        attempt: row.attempt,
        browser: row.browser,
        email: row.email,
        failures: Number(row.failures),
        refused: Number(row.refused),
        locks: Number(row.locks),
        firstAt: new Date(row.first_at),
        lastAt: new Date(row.last_at),
      }));
    },

    /** The dashboard shows a month at most; older counters go. */
    async pruneFailures(before: Date) {
      await db.deleteFrom('sign_in_failures').where('last_at', '<', before).execute();
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
