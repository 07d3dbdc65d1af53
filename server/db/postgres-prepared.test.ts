import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { compiledOnce } from './compiled-once.ts';
import { openDatabase, type AppDatabase } from './database.ts';

const onPostgres = DATABASE_KINDS.includes('postgres');
if (!onPostgres)
  console.warn('postgres-prepared.test.ts SKIPPED: PostgreSQL only, and TEST_DATABASE_URL is not set.');

describe.runIf(onPostgres)('statements kept prepared on PostgreSQL', () => {
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    // The single-connection handle first: the test database's close drops the schema it reads.
    for (const database of opened.reverse()) await database.close();
    opened.length = 0;
  });

  /** The test's own schema, with a second handle on it that has one connection, so every statement shares it. */
  async function oneConnection() {
    const base = await createTestDatabase('postgres');
    opened.push(base);
    const one = openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      schema: base.schema!,
      maxConnections: 1,
    });
    opened.push(one);
    await sql`create table kiln (id text primary key, stone text not null)`.execute(one.db);
    await sql`insert into kiln values ('a', 'marble'), ('b', 'onyx')`.execute(one.db);
    return one;
  }
  const prepared = async (database: AppDatabase) =>
    (
      await sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements`.execute(database.db)
    ).rows;

  test('a statement built once is prepared by name once, and answers each call with its own values', async () => {
    const one = await oneConnection();
    const byId = compiledOnce(() =>
      one.db
        .selectFrom('kiln' as never)
        .select(sql<string>`stone`.as('stone'))
        .where(sql.ref('id'), '=', 'placeholder')
        .compile(),
    );
    expect((await one.db.executeQuery(byId('a'))).rows).toEqual([{ stone: 'marble' }]);
    expect((await one.db.executeQuery(byId('b'))).rows).toEqual([{ stone: 'onyx' }]);
    const kept = (await prepared(one)).filter((row) => row.statement.includes('from "kiln"'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.name).toMatch(/^gandhara_[0-9a-f]{20}$/);
    // Any other statement still runs unnamed.
    await sql`select stone from kiln where id = ${'a'}`.execute(one.db);
    expect((await prepared(one)).filter((row) => row.statement.includes('kiln'))).toHaveLength(1);
  });

  test('when a migration elsewhere changes the columns a kept plan returns, the statement runs again unnamed', async () => {
    const one = await oneConnection();
    const everything = compiledOnce(() =>
      one.db
        .selectFrom('kiln' as never)
        .selectAll()
        .where(sql.ref('id'), '=', 'placeholder')
        .compile(),
    );
    expect((await one.db.executeQuery(everything('a'))).rows).toEqual([{ id: 'a', stone: 'marble' }]);
    // Another instance's migration, on a connection of its own.
    const elsewhere = openDatabase({
      kind: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      schema: one.schema!,
    });
    await sql`alter table kiln add column finish text not null default 'honed'`.execute(elsewhere.db);
    await elsewhere.close();
    expect((await one.db.executeQuery(everything('b'))).rows).toEqual([
      { id: 'b', stone: 'onyx', finish: 'honed' },
    ]);
    expect((await one.db.executeQuery(everything('a'))).rows).toEqual([
      { id: 'a', stone: 'marble', finish: 'honed' },
    ]);
  });
});
