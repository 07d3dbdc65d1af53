import { afterEach, describe, expect, test } from 'vitest';
import { PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';
import type { AppDatabase } from '#server/db/database.ts';
import { sharedPostgres } from '#tests/helpers/shared-database.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { ensureMenuCategories } from './menu-categories.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Two handles on one new database, as two instances of the site would have. Instances share PostgreSQL; on SQLite
 * the site is one process, whose one connection takes transactions in turn (two connections in one process would
 * block each other: node:sqlite waits for a lock synchronously), so both handles are that connection.
 */
async function twoInstances(kind: (typeof DATABASE_KINDS)[number]): Promise<[AppDatabase, AppDatabase]> {
  if (kind === 'sqlite') {
    const database = await createTestDatabase('sqlite');
    cleanups.push(() => database.close());
    return [database, database];
  }
  const shared = await sharedPostgres(2);
  cleanups.push(shared.close);
  return [shared.handles[0]!, shared.handles[1]!];
}

describe.each(DATABASE_KINDS)('the menu categories of a new shop on %s', (kind) => {
  test('instances starting together write the 24 categories once, in order, with their old names', async () => {
    const [a, b] = await twoInstances(kind);
    const results = await Promise.all(
      [a, b, a, b, a, b].map((instance) => ensureMenuCategories(instance.db)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await a.db
      .selectFrom('categories')
      .select(['name', 'position', 'visible'])
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.name)).toEqual([...PUBLIC_CATEGORY_NAMES]);
    expect(rows.every((row) => Boolean(row.visible))).toBe(true);
    // The old site's names for some of them are kept as aliases, so its links and records still find them.
    expect(
      Number(
        (
          await a.db
            .selectFrom('category_aliases')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
  });

  test('an owner who deleted them is not overruled at the next start, and a shop with categories keeps its own', async () => {
    const [a] = await twoInstances(kind);
    expect(await ensureMenuCategories(a.db)).toBe(true);
    await a.db.deleteFrom('category_aliases').execute();
    await a.db.deleteFrom('categories').execute();
    expect(await ensureMenuCategories(a.db)).toBe(false);
    expect(await a.db.selectFrom('categories').select('id').execute()).toEqual([]);

    const [older] = await twoInstances(kind);
    const now = new Date();
    await older.db
      .insertInto('categories')
      .values({
        id: 'a'.repeat(24),
        name: 'Marble Inlay',
        slug: 'marble-inlay',
        position: 0,
        visible: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await ensureMenuCategories(older.db)).toBe(false);
    expect((await older.db.selectFrom('categories').select('name').execute()).map((row) => row.name)).toEqual(
      ['Marble Inlay'],
    );
  });
});
