import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('the search engine on %s', (kind) => {
  let t: TestApp;
  const search = (
    q: string,
    extra: Partial<{
      categoryId: string;
      sort: 'relevance' | 'newest' | 'price-asc' | 'price-desc';
      page: number;
    }> = {},
  ) => t.services.search.search({ q, sort: 'relevance', page: 1, limit: 20, ...extra });
  const titles = (result: { products: { title: string }[] }) => result.products.map((p) => p.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    const products = [
      {
        title: 'Buddha Head in Grey Schist',
        keywords: ['buddha', 'schist'],
        categories: ['Gandhara Art'],
        priceCents: 90_000,
      },
      {
        title: 'Three-Tier Garden Fountain',
        keywords: ['water feature'],
        categories: ['Fountains', 'Garden Decor'],
        priceCents: 250_000,
      },
      { title: 'Onyx Vase, Hand-Turned', keywords: ['vase'], categories: ['Home Decor'], priceCents: 12_000 },
      {
        title: 'Kitchen Mortar',
        keywords: ['masala', 'grinder'],
        categories: ['Mortar and Pestle'],
        priceCents: 4_000,
      },
      { title: 'Marble Wall Fountain', keywords: ['water'], categories: ['Fountains'], priceCents: 180_000 },
      { title: 'Café Table in White Marble', keywords: ['table'], categories: ['Home Decor'] },
    ];
    for (const product of products)
      await t.services.catalog.createProduct({
        ...product,
        description: 'Carved by hand in Taxila.',
        images: [],
      });
    await t.services.search.indexNow();
  });
  afterAll(() => t.close());

  test('every word must match, in any order, and plurals meet singulars', async () => {
    // Every piece is stone: a stone's name, or a word ending in "stone", counts as "stone".
    expect(titles(await search('Stone Fountains'))).toEqual(['Marble Wall Fountain']);
    expect(titles(await search('fountain kitchen'))).toEqual([]);
    expect(titles(await search('fountains marble'))).toEqual(['Marble Wall Fountain']);
    expect(titles(await search('fountains')).sort()).toEqual([
      'Marble Wall Fountain',
      'Three-Tier Garden Fountain',
    ]);
  });

  test('typos within the budget match, and rank below exact matches', async () => {
    expect(titles(await search('budha'))).toEqual(['Buddha Head in Grey Schist']);
    expect(titles(await search('fountian')).sort()).toEqual([
      'Marble Wall Fountain',
      'Three-Tier Garden Fountain',
    ]);
    expect(titles(await search('marbel fountain'))).toEqual(['Marble Wall Fountain']);
  });

  test('accents and case are ignored, the last word is a prefix', async () => {
    expect(titles(await search('CAFE'))).toEqual(['Café Table in White Marble']);
    expect(titles(await search('kitch'))).toEqual(['Kitchen Mortar']);
    expect(titles(await search('kitch '))).toEqual([]);
  });

  test('facets, category narrowing and sorting', async () => {
    const result = await search('marble');
    expect(result.total).toBe(2);
    expect(result.facets.map((facet) => [facet.name, facet.count])).toEqual(
      expect.arrayContaining([
        ['Fountains', 1],
        ['Home Decor', 1],
      ]),
    );
    const fountains = await t.services.catalog.findCategory('fountains');
    expect(titles(await search('marble', { categoryId: fountains!.id }))).toEqual(['Marble Wall Fountain']);
    expect(titles(await search('carved', { sort: 'price-asc' }))[0]).toBe('Kitchen Mortar');
    expect(titles(await search('carved', { sort: 'price-desc' }))[0]).toBe('Three-Tier Garden Fountain');
  });

  test('nothing found: a corrected query that finds something', async () => {
    const result = await search('fauntian');
    expect(result.total).toBe(0);
    expect(result.didYouMean).toBe('fountain');
  });

  test('a change is indexed', async () => {
    const created = await t.services.catalog.createProduct({
      title: 'Lapis Lazuli Egg',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    await t.services.search.indexNow();
    expect(titles(await search('lapis'))).toEqual(['Lapis Lazuli Egg']);
    await t.services.catalog.updateProduct(created.id, {
      title: 'Jade Egg',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    await t.services.search.indexNow();
    expect(titles(await search('lapis'))).toEqual([]);
    expect(titles(await search('jade'))).toEqual(['Jade Egg']);
  });

  test('a long queue is indexed a batch at a time, the event loop turning between batches', async () => {
    const { db } = t.services.database;
    // 500 products queued twice each (a product and its link each queue it), of which none is left: 3 batches.
    const ids = Array.from({ length: 500 }, (_, n) => `gone${String(n).padStart(20, '0')}`);
    // And one product that is there, queued with them.
    await t.services.catalog.createProduct({
      title: 'Carnelian Bead',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    await db
      .insertInto('search_queue')
      .values([...ids, ...ids].map((product_id) => ({ product_id })))
      .execute();
    let turns = 0;
    let indexing = true;
    const turn = () => {
      turns++;
      if (indexing) setImmediate(turn);
    };
    setImmediate(turn);
    await t.services.search.indexNow();
    indexing = false;
    expect(await db.selectFrom('search_queue').select('id').execute()).toEqual([]);
    // A request waiting meanwhile would have been answered between batches, not after the last.
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(titles(await search('carnelian'))).toEqual(['Carnelian Bead']);
  });
});
