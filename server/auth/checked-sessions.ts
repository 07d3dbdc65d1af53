import { LRUCache } from 'lru-cache';
import type { ChangeBus } from '#server/events/change-bus.ts';

/**
 * How long an instance goes on trusting a session it has read without reading it again (decision 059). Sign-out and
 * a password change forget it at once on every instance through the change bus; this is how long a session could
 * outlive its end were that message lost.
 */
export const SESSION_RECHECK_MS = 5_000;
/** Sessions remembered at once: an admin or two, each with a few devices; more is a bound, never reached in use. */
const REMEMBERED = 1_000;

/**
 * The session rows this instance has read lately, by token hash, so that an admin's requests do not each read their
 * session: a statement, and a round trip to PostgreSQL, of every panel request and of every admin's page. Only rows
 * found are kept (an unknown token reads every time and fills nothing); the caller checks the row's expiry and
 * password change at each use, as it does a row just read.
 *
 * `forget` (a sign-out, a password change) drops rows here at once and tells the other instances (`sessions`); a
 * message from any instance, or a lost connection (`all`), drops every row. A read under way when that happens is
 * not kept: it may have found the row from before. Without a bus (a command-line tool) every call reads.
 */
export function createCheckedSessions<Row extends object>(options: {
  changes: Pick<ChangeBus, 'subscribe' | 'publish'> | undefined;
  now: () => number;
  recheckMs?: number;
}) {
  const { changes, now } = options;
  const recheckMs = options.recheckMs ?? SESSION_RECHECK_MS;
  const rows = new LRUCache<string, { row: Row; readAt: number }>({ max: REMEMBERED });
  let generation = 0;
  const dropAll = () => {
    generation += 1;
    rows.clear();
  };
  changes?.subscribe((topic) => {
    if (topic === 'sessions' || topic === 'all') dropAll();
  });

  return {
    /** The session row of this hash: the one read within the last few seconds, or `lookup`'s. */
    async read(hash: string, lookup: () => Promise<Row | undefined>): Promise<Row | undefined> {
      if (!changes) return lookup();
      const kept = rows.get(hash);
      if (kept && now() - kept.readAt < recheckMs) return kept.row;
      const since = generation;
      const readAt = now();
      const row = await lookup();
      if (row && generation === since) rows.set(hash, { row, readAt });
      else if (!row) rows.delete(hash);
      return row;
    },

    /**
     * A session has ended (`hash`), or every session of an admin: this instance forgets it now, the others when the
     * bus brings the message. Called once the database no longer holds it.
     */
    async forget(hash?: string) {
      generation += 1;
      if (hash) rows.delete(hash);
      else rows.clear();
      await changes?.publish('sessions');
    },
  };
}
