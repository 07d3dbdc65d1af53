import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { newId } from '#server/db/ids.ts';
import type { AppDatabase } from '#server/db/database.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { changesSettled, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createCatalogRepository } from './catalog-repository.ts';

/**
 * A product's statement reads its links' ids; their names are read apart and kept between catalogue changes
 * (decision 060). The writes here go straight to the database, as another instance's would before its message
 * arrives, so that what is kept shows.
 */
describe.each(DATABASE_KINDS)('the names of a product’s links, on %s', (kind) => {
  let database: AppDatabase;
  let t: TestApp;
  let product: { id: string } = { id: '' };
  let repository: ReturnType<typeof createCatalogRepository>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await createTestApp(kind, {}, { database });
    product = (await addCatalog(t.services, 1))[0]!;
    repository = createCatalogRepository(database.db, database.dialect, t.services.changes);
    // The setup's own announcements (and the shown categories' watcher's, after them) are over: the only catalogue
    // changes from here on are the tests' own.
    await changesSettled(t);
  });
  // The last test's messages come back from PostgreSQL a moment later: heard before a test reads.
  beforeEach(() => changesSettled(t));
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const categoriesOf = async (id: string) =>
    (await repository.productsWithLinks([id])).categories.map(({ name, slug }) => ({ name, slug }));
  const adminCategoriesOf = async (id: string) => (await repository.adminRows([id]))[0]!.categories;
  const rename = (slug: string, name: string) =>
    database.db.updateTable('categories').set({ name }).where('slug', '=', slug).execute();

  test('are kept until a catalogue change, and read again after it', async () => {
    const before = await categoriesOf(product.id);
    expect(before.length).toBeGreaterThan(1);
    expect(await adminCategoriesOf(product.id)).toEqual(before);
    const renamed = `${before[0]!.name} (renamed)`;
    await rename(before[0]!.slug, renamed);
    expect(await categoriesOf(product.id)).toEqual(before);
    await t.services.changes.publish('categories');
    const after = [{ name: renamed, slug: before[0]!.slug }, ...before.slice(1)];
    expect(await categoriesOf(product.id)).toEqual(after);
    expect(await adminCategoriesOf(product.id)).toEqual(after);
  });

  test('a link to a category or subcategory they do not know yet reads them again and keeps them, in the links’ order', async () => {
    const at = new Date();
    const category = { id: newId(), name: 'Prayer Wheels', slug: 'prayer-wheels' };
    await database.db
      .insertInto('categories')
      .values({ ...category, position: 99, visible: true, created_at: at, updated_at: at })
      .execute();
    // Subcategories in their place, then by name: two share the first place.
    const subcategories = [
      { id: newId(), name: 'Zinc Bases', slug: 'zinc-bases', position: 0 },
      { id: newId(), name: 'Bronze Bases', slug: 'bronze-bases', position: 1 },
      { id: newId(), name: 'Ash Bases', slug: 'ash-bases', position: 0 },
    ];
    await database.db
      .insertInto('subcategories')
      .values(
        subcategories.map((row) => ({
          ...row,
          category_id: category.id,
          visible: true,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    // First in the product's order.
    await database.db
      .updateTable('product_categories')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('product_id', '=', product.id)
      .execute();
    await database.db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: category.id, position: 0 })
      .execute();
    await database.db
      .insertInto('product_subcategories')
      .values(subcategories.map((row) => ({ product_id: product.id, subcategory_id: row.id })))
      .execute();

    const found = await repository.productsWithLinks([product.id]);
    expect(found.categories).toHaveLength(3);
    expect(found.categories[0]).toEqual({
      product_id: product.id,
      name: 'Prayer Wheels',
      slug: 'prayer-wheels',
    });
    expect(found.subcategories.map((row) => row.name)).toEqual(['Ash Bases', 'Zinc Bases', 'Bronze Bases']);
    expect(found.subcategories[0]).toEqual({
      product_id: product.id,
      id: subcategories[2]!.id,
      category_id: category.id,
      name: 'Ash Bases',
      slug: 'ash-bases',
    });
    expect((await adminCategoriesOf(product.id))[0]).toEqual({
      name: 'Prayer Wheels',
      slug: 'prayer-wheels',
    });
    // The names read again are kept in their place: a rename behind the instance's back is not seen until a change.
    await rename('prayer-wheels', 'Prayer Wheels Renamed');
    expect((await categoriesOf(product.id))[0]!.name).toBe('Prayer Wheels');
    await rename('prayer-wheels', 'Prayer Wheels');
  });

  test('without a change bus (a command-line tool) they are read with every statement', async () => {
    const alone = createCatalogRepository(database.db, database.dialect);
    const [first] = (await alone.productsWithLinks([product.id])).categories;
    await rename(first!.slug, 'Renamed Alone');
    expect((await alone.productsWithLinks([product.id])).categories[0]!.name).toBe('Renamed Alone');
    await rename(first!.slug, first!.name);
  });
});
