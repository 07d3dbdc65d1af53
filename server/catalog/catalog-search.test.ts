import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('finding products on %s', (kind) => {
  let t: TestApp;
  const page = { page: 1, limit: 20 };
  const titles = (result: { products: { title: string }[] }) => result.products.map((p) => p.title).sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    const products = [
      { title: 'Buddha Head in Grey Schist', keywords: ['buddha', 'schist'], categories: ['Gandhara Art'] },
      {
        title: 'Three-Tier Garden Fountain',
        keywords: ['water feature'],
        categories: ['Fountains', 'Garden Decor'],
      },
      { title: 'Onyx Vase 100% Hand-Turned', keywords: ['vase'], categories: ['Home Decor'] },
      { title: 'Kitchen Mortar', keywords: ['masala', 'grinder'], categories: ['Mortar and Pestle'] },
    ];
    for (const product of products) {
      await t.services.catalog.createProduct({ ...product, description: 'Carved in Taxila.', images: [] });
    }
  });
  afterAll(() => t.close());

  test('listing pages match a piece of the title in any case', async () => {
    expect(titles(await t.services.catalog.listProducts(page, { titleContains: 'BUDDHA' }))).toEqual([
      'Buddha Head in Grey Schist',
    ]);
    expect(titles(await t.services.catalog.listProducts(page, { titleContains: 'schist' }))).toEqual([
      'Buddha Head in Grey Schist',
    ]);
    expect((await t.services.catalog.listProducts(page, { titleContains: 'masala' })).total).toBe(0);
  });

  test("a visitor's % and _ are taken literally", async () => {
    expect(titles(await t.services.catalog.listProducts(page, { titleContains: '100%' }))).toEqual([
      'Onyx Vase 100% Hand-Turned',
    ]);
    expect((await t.services.catalog.listProducts(page, { titleContains: '%' })).total).toBe(1);
    expect((await t.services.catalog.listProducts(page, { titleContains: '_' })).total).toBe(0);
  });

  test('the site search also finds products by keyword and by category name', async () => {
    expect(titles(await t.services.catalog.listProducts(page, { matches: 'Masala' }))).toEqual([
      'Kitchen Mortar',
    ]);
    expect(titles(await t.services.catalog.listProducts(page, { matches: 'garden decor' }))).toEqual([
      'Three-Tier Garden Fountain',
    ]);
    expect(titles(await t.services.catalog.listProducts(page, { matches: 'gandhara' }))).toEqual([
      'Buddha Head in Grey Schist',
    ]);
  });

  test('a category listing can be narrowed by title too', async () => {
    const result = await t.services.catalog.listCategoryProducts('fountains', page, {
      titleContains: 'tier',
    });
    expect(result?.total).toBe(1);
    expect(
      (await t.services.catalog.listCategoryProducts('fountains', page, { titleContains: 'buddha' }))?.total,
    ).toBe(0);
  });
});
