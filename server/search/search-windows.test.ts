import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { completionsOf, planQuery } from './query-plan.ts';
import { createSearchRepository } from './search-repository.ts';
import { createSearchService, type SearchParams } from './search-service.ts';

/**
 * Decision 023: a query is ranked in windows of its matches (1,000 in the site; 3 here, so that seven products fill
 * three), while its count, facets and the list orders cover every match.
 */
describe.each(DATABASE_KINDS)('search in windows of matches on %s', (kind) => {
  let t: TestApp;
  let windowed: ReturnType<typeof createSearchService>;
  const WINDOW = 3;

  // Created oldest first, so the last are the highest-numbered documents: the first window.
  const VASES = [
    { title: 'Onyx Vase, Tall', categories: ['Home Decor'], priceCents: 30_000 },
    {
      title: 'Marble Bowl',
      description: 'Sits beside a vase.',
      categories: ['Home Decor'],
      priceCents: 8_000,
    },
    { title: 'Onyx Vase, Small', categories: ['Home Decor'], priceCents: 9_000 },
    {
      title: 'Garden Urn',
      description: 'A vase for the garden.',
      categories: ['Garden Decor'],
      priceCents: 60_000,
    },
    { title: 'Jade Vase', categories: ['Home Decor'], priceCents: 45_000 },
    { title: 'Soapstone Box', description: 'Pairs with a vase.', categories: ['Home Decor'] },
    { title: 'Lapis Vase', categories: ['Garden Decor'], priceCents: 3_000 },
  ];

  const titles = (result: { products: { title: string }[] }) => result.products.map((p) => p.title);
  const params = (extra: Partial<SearchParams> = {}): SearchParams => ({
    q: 'vase ',
    sort: 'relevance',
    page: 1,
    limit: 2,
    ...extra,
  });
  /** Every page of a query, in order. */
  async function allPages(service: typeof windowed, extra: Partial<SearchParams> = {}) {
    const pages: string[][] = [];
    for (let page = 1; page <= 10; page++) {
      const result = await service.search(params({ ...extra, page }));
      if (result.products.length === 0) break;
      pages.push(titles(result));
    }
    return pages;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    // One at a time: each indexed before the next, so the documents are numbered in this order.
    for (const vase of VASES) {
      await t.services.catalog.createProduct({ description: 'Carved in Taxila.', images: [], ...vase });
      await t.services.search.indexNow();
    }
    windowed = createSearchService({
      repository: createSearchRepository(t.services.database.db, t.services.database.dialect),
      dialect: t.services.database.dialect,
      catalog: t.services.catalog,
      tours: t.services.tours,
      masters: t.services.masters,
      rankWindow: WINDOW,
    });
  });
  afterAll(async () => {
    await windowed.stop();
    await t.close();
  });

  test('every match is on exactly one page, and each window puts the titles that hold the word first', async () => {
    const pages = await allPages(windowed);
    const shown = pages.flat();
    expect(shown).toHaveLength(VASES.length);
    expect(new Set(shown)).toEqual(new Set(VASES.map((vase) => vase.title)));
    // The newest three (Lapis Vase, Soapstone Box, Jade Vase) are the first window: the two vases come first.
    expect(new Set(shown.slice(0, 2))).toEqual(new Set(['Lapis Vase', 'Jade Vase']));
    expect(shown[2]).toBe('Soapstone Box');
    // The next window: Garden Urn, Onyx Vase Small, Marble Bowl, with the vase of its title first.
    expect(shown[3]).toBe('Onyx Vase, Small');
    expect(new Set(shown.slice(4, 6))).toEqual(new Set(['Garden Urn', 'Marble Bowl']));
    expect(shown[6]).toBe('Onyx Vase, Tall');
  });

  test('a window wide enough for every match ranks them all at once', async () => {
    const shown = (await allPages(t.services.search)).flat();
    expect(new Set(shown.slice(0, 4))).toEqual(
      new Set(['Lapis Vase', 'Jade Vase', 'Onyx Vase, Small', 'Onyx Vase, Tall']),
    );
  });

  test('the count and the facets are of every match, whatever the window', async () => {
    const [narrow, wide] = await Promise.all([windowed.search(params()), t.services.search.search(params())]);
    expect(narrow.total).toBe(VASES.length);
    expect(narrow.facets).toEqual(wide.facets);
    expect(narrow.facets.map((facet) => [facet.name, facet.count])).toEqual([
      ['Home Decor', 5],
      ['Garden Decor', 2],
    ]);
  });

  test('a category narrows every window, and its count is the total', async () => {
    const garden = await t.services.catalog.findCategory('garden-decor');
    const result = await windowed.search(params({ categoryId: garden!.id, limit: 10 }));
    expect(result.total).toBe(2);
    expect(titles(result)).toEqual(['Lapis Vase', 'Garden Urn']);
  });

  test('price and newest orders cover every match, not a window', async () => {
    const byPrice = (await allPages(windowed, { sort: 'price-asc' })).flat();
    expect(byPrice).toEqual([
      'Lapis Vase',
      'Marble Bowl',
      'Onyx Vase, Small',
      'Onyx Vase, Tall',
      'Jade Vase',
      'Garden Urn',
      // no price: last
      'Soapstone Box',
    ]);
    const newest = (await allPages(windowed, { sort: 'newest' })).flat();
    expect(newest).toEqual(VASES.map((vase) => vase.title).reverse());
  });
});

/** The facts search keeps in memory follow the index: a change, searches during one, an index renumbered. */
describe.each(DATABASE_KINDS)('search facts that follow the index on %s', (kind) => {
  let t: TestApp;
  const search = (extra: Partial<SearchParams> = {}) =>
    t.services.search.search({ q: 'lamp ', sort: 'relevance', page: 1, limit: 20, ...extra });
  const counts = async () =>
    (await search()).facets.map((facet) => [facet.name, facet.count] as [string, number]);
  const lamp = (title: string, category: string) =>
    t.services.catalog.createProduct({ title, categories: [category], description: '', images: [] });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    await lamp('Salt Lamp', 'Home Decor');
    await lamp('Onyx Lamp', 'Home Decor');
    await lamp('Garden Lamp', 'Garden Decor');
    await t.services.search.indexNow();
  });
  afterAll(() => t.close());

  test('a product moved to another category moves between the facets', async () => {
    const moved = await lamp('Marble Lamp', 'Home Decor');
    await t.services.search.indexNow();
    expect(await counts()).toEqual([
      ['Home Decor', 3],
      ['Garden Decor', 1],
    ]);
    await t.services.catalog.updateProduct(moved.id, {
      title: 'Marble Lamp',
      description: '',
      categories: ['Garden Decor'],
    });
    await t.services.search.indexNow();
    expect(await counts()).toEqual([
      ['Home Decor', 2],
      ['Garden Decor', 2],
    ]);
    await t.services.trash.trash('product', moved.id, TEST_ACTOR);
    await t.services.search.indexNow();
    expect((await search()).total).toBe(3);
  });

  test('searches at once while a product is indexed each see the index before or after, never between', async () => {
    const extra = await lamp('Granite Lamp', 'Home Decor');
    const indexing = t.services.search.indexNow();
    const results = await Promise.all(Array.from({ length: 8 }, () => search()));
    await indexing;
    for (const result of results) {
      expect([3, 4]).toContain(result.total);
      expect(result.products).toHaveLength(result.total);
    }
    expect((await search()).total).toBe(4);
    await t.services.trash.trash('product', extra.id, TEST_ACTOR);
    await t.services.search.indexNow();
    expect((await search()).total).toBe(3);
  });

  test('an index rebuilt with numbers from 1 (emptied, as a restore may leave it) is read afresh', async () => {
    const { db, dialect } = t.services.database;
    expect((await search()).total).toBe(3);
    await db.deleteFrom('search_documents').execute();
    await db.deleteFrom('search_terms').execute();
    if (dialect === 'sqlite')
      await sql`delete from sqlite_sequence where name = 'search_documents'`.execute(db);
    else await sql`select setval(pg_get_serial_sequence('search_documents', 'doc'), 1, false)`.execute(db);
    await db
      .insertInto('search_queue')
      .columns(['product_id'])
      .expression((eb) => eb.selectFrom('products').select('id'))
      .execute();
    await t.services.search.indexNow();
    const result = await search();
    expect(result.total).toBe(3);
    expect(result.products.map((product) => product.title).sort()).toEqual([
      'Garden Lamp',
      'Onyx Lamp',
      'Salt Lamp',
    ]);
    expect(await counts()).toEqual([
      ['Home Decor', 2],
      ['Garden Decor', 1],
    ]);
  });
});

describe('a word being typed', () => {
  const vocabulary = new Map(
    ['lamp', 'lantern', 'lanterns', 'lapis', 'large', ...Array.from({ length: 40 }, (_, n) => `lax${n}`)].map(
      (term) => [term, { documents: 1, word: term }],
    ),
  );

  test('is matched through the terms it begins, from the vocabulary', () => {
    expect(completionsOf('lant', vocabulary)).toEqual(['lantern', 'lanterns']);
    expect(completionsOf('lamp', vocabulary)).toEqual(['lamp']);
    expect(completionsOf('lz', vocabulary)).toEqual([]);
  });

  test('beginning too many terms to list, is left to the engine as a prefix', () => {
    expect(completionsOf('la', vocabulary)).toBeNull();
    const plan = planQuery('garden la', vocabulary);
    expect(plan.words.at(-1)).toMatchObject({ prefix: true, completions: null });
  });
});
