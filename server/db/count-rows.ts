import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** How many rows a query finds: `count(*)`, which PostgreSQL answers as text (a bigint) and SQLite as a number. */
export async function countRows<T extends keyof Database>(
  query: SelectQueryBuilder<Database, T, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
