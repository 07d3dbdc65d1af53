import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export type SearchMissKind = 'no-results' | 'no-click';
export type SearchMiss = { query: string; noResults: number; noClick: number; lastSeen: Date | string };

/** The record of searches that found nothing, or nothing opened (migration 0010). */
export function createSearchMissRepository(db: Kysely<Database>) {
  return {
    /** Counts one, in one statement: two visitors at once both count. */
    async record(week: string, query: string, kind: SearchMissKind, now: Date): Promise<void> {
      const column = kind === 'no-results' ? 'no_results' : 'no_click';
      await db
        .insertInto('search_misses')
        .values({ week, query, [column]: 1, last_seen: now })
        .onConflict((conflict) =>
          conflict.columns(['week', 'query']).doUpdateSet((eb) => ({
            [column]: eb(`search_misses.${column}`, '+', 1),
            last_seen: eb.ref('excluded.last_seen'),
          })),
        )
        .execute();
    },
    async top(week: string, limit: number): Promise<SearchMiss[]> {
      const rows = await db
        .selectFrom('search_misses')
        .select(['query', 'no_results', 'no_click', 'last_seen'])
        .where('week', '=', week)
        .orderBy(sql`no_results + no_click`, 'desc')
        .orderBy('last_seen', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        query: row.query,
        noResults: row.no_results,
        noClick: row.no_click,
        lastSeen: row.last_seen,
      }));
    },
  };
}
