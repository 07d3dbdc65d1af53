import { describe, expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { migrateToLatest, type AppDatabase, type DialectName } from '#server/db/database.ts';

/** An empty database of its own, brought up to the migration before 0019 exactly, as a site had it. */
const databaseBefore0019 = (kind: DialectName) =>
  createTestDatabase(kind, { upTo: '0018-product-specifications' });

async function addCategory(database: AppDatabase, id: string, name: string, slug: string) {
  const now = new Date();
  await database.db
    .insertInto('categories')
    .values({ id, name, slug, position: 0, visible: true, created_at: now, updated_at: now })
    .execute();
}

const categoriesOf = (database: AppDatabase) =>
  database.db.selectFrom('categories').select(['id', 'name', 'slug']).orderBy('id').execute();
const aliasesOf = (database: AppDatabase) =>
  database.db.selectFrom('category_aliases').select(['alias', 'category_id']).orderBy('alias').execute();

describe.each(DATABASE_KINDS)('migration 0019 on %s', (kind) => {
  test('renames the "Luxary Collection" to "Luxury Collection" and keeps its old address as an alias', async () => {
    const database = await databaseBefore0019(kind);
    try {
      await addCategory(database, 'c1', 'Luxary Collection', 'luxary-collection');
      await database.db
        .insertInto('category_aliases')
        .values([
          { alias: 'luxury-collection', category_id: 'c1' },
          { alias: 'luxury', category_id: 'c1' },
        ])
        .execute();
      await migrateToLatest(database);
      expect(await categoriesOf(database)).toEqual([
        { id: 'c1', name: 'Luxury Collection', slug: 'luxury-collection' },
      ]);
      expect(await aliasesOf(database)).toEqual([
        { alias: 'luxary-collection', category_id: 'c1' },
        { alias: 'luxury', category_id: 'c1' },
      ]);
      // Tours gain their own facts, unset until the owner fills them in.
      const columns = await database.db
        .selectFrom('visit_places')
        .select(['duration', 'group_min', 'group_max'])
        .execute();
      expect(columns).toEqual([]);
    } finally {
      await database.close();
    }
  });

  test('leaves a shop alone whose other category already has the new name', async () => {
    const database = await databaseBefore0019(kind);
    try {
      await addCategory(database, 'c1', 'Luxary Collection', 'luxary-collection');
      await addCategory(database, 'c2', 'Luxury Collection', 'luxury-collection');
      await migrateToLatest(database);
      expect(await categoriesOf(database)).toEqual([
        { id: 'c1', name: 'Luxary Collection', slug: 'luxary-collection' },
        { id: 'c2', name: 'Luxury Collection', slug: 'luxury-collection' },
      ]);
    } finally {
      await database.close();
    }
  });
});
