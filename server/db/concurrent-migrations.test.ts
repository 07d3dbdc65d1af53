import { sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { sharedPostgres } from '#tests/helpers/shared-database.ts';
import { migrateToLatest, schemaState } from './database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('concurrent migrations on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

test.runIf(postgresUrl)(
  'four instances starting together on an empty PostgreSQL run each migration once (the migrator takes a lock)',
  async () => {
    const shared = await sharedPostgres(4, { migrate: false });
    cleanups.push(shared.close);
    await Promise.all(shared.handles.map((database) => migrateToLatest(database)));
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      shared.handles[0]!.db,
    );
    const names = applied.rows.map((row) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names).size).toBe(names.length);
    for (const database of shared.handles) expect(await schemaState(database)).toBe('current');
  },
);
