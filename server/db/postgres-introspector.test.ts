import { randomBytes } from 'node:crypto';
import { PostgresIntrospector, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import type { AppDatabase } from './database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
if (!onPostgres)
  console.warn('postgres-introspector.test.ts SKIPPED: PostgreSQL only, and TEST_DATABASE_URL is not set.');

describe.runIf(onPostgres)('introspecting the own schema on PostgreSQL', () => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  test('finds exactly what Kysely’s own introspection finds in the schema, Kysely’s tables on request', async () => {
    database = await createTestDatabase('postgres');
    const kyselys = new PostgresIntrospector(database.db as unknown as Kysely<unknown>);
    for (const withInternalKyselyTables of [false, true]) {
      const ours = await database.db.introspection.getTables({ withInternalKyselyTables });
      const theirs = (await kyselys.getTables({ withInternalKyselyTables })).filter(
        (table) => table.schema === database!.schema,
      );
      expect(ours.length).toBeGreaterThan(20);
      expect(ours.every((table) => table.schema === database!.schema)).toBe(true);
      expect(ours).toEqual(theirs);
      expect(ours.some((table) => table.name === 'kysely_migration')).toBe(withInternalKyselyTables);
    }
  });

  test('a migration goes on while other schemas of the database are created, altered and dropped', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let stop = false;
    let churned = 0;
    // Another tenant of the database, changing its schemas as fast as it can, as other test files do meanwhile.
    const churn = (async () => {
      while (!stop) {
        const other = `churn_${randomBytes(5).toString('hex')}`;
        await admin.query(`create schema ${other}`);
        await admin.query(`create table ${other}.piece (id serial primary key)`);
        await admin.query(`alter table ${other}.piece add column stone text`);
        await admin.query(`drop schema ${other} cascade`);
        churned++;
      }
    })();
    try {
      for (let n = 0; n < 4; n++) {
        const migrated = await createTestDatabase('postgres');
        const tables = await migrated.db.introspection.getTables();
        await migrated.close();
        expect(tables.some((table) => table.name === 'products')).toBe(true);
      }
    } finally {
      stop = true;
      await churn;
      await admin.end();
    }
    expect(churned).toBeGreaterThan(0);
  });
});
