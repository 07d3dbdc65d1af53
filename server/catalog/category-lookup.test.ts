import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { createSignedInTestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * Issue 19, item 2: one slug rule ("Arts&Crafts" → arts-and-crafts) for everything new. A category made by the
 * earlier category rule keeps its stored slug (its links keep answering) and is still found by its name.
 */
describe.each(DATABASE_KINDS)('finding categories under the one slug rule, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createSignedInTestApp>>;

  beforeAll(async () => {
    t = await createSignedInTestApp(kind);
    const now = new Date();
    await t.services.database.db
      .insertInto('categories')
      .values({
        id: newId(now),
        name: 'Arts&Crafts',
        slug: 'artsandcrafts',
        position: 0,
        visible: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => t?.close());

  test('a category stored with an old slug is found by that slug and by its name, in any case', async () => {
    const { catalog } = t.services;
    expect((await catalog.findCategory('artsandcrafts'))?.slug).toBe('artsandcrafts');
    expect((await catalog.findCategory('Arts&Crafts'))?.slug).toBe('artsandcrafts');
    expect((await catalog.findCategory('arts&crafts'))?.slug).toBe('artsandcrafts');
    expect(await catalog.findCategory('Pottery')).toBeNull();
  });

  test('a new category gets its slug by the one rule', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: t.auth,
      payload: { name: 'Stone&Tile Crème' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ category: { slug: string } }>().category.slug).toBe('stone-and-tile-creme');
    const made = await t.services.catalog.createCategory({ name: 'Pots & Pans', position: 9 });
    expect(made.slug).toBe('pots-and-pans');
  });
});
