import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/** Issue 18, item 1 (decision 030): search is a list too, so sold pieces come last, or not at all when hidden. */
describe.each(DATABASE_KINDS)('sold pieces in search on %s', (kind) => {
  let t: TestApp;
  const soldTitles = new Set<string>();
  const search = (
    extra: Partial<{
      sort: 'relevance' | 'newest' | 'price-asc' | 'price-desc';
      page: number;
      limit: number;
    }> = {},
  ) => t.services.search.search({ q: 'fountain', sort: 'relevance', page: 1, limit: 20, ...extra });
  const titles = (result: { products: { title: string }[] }) => result.products.map((p) => p.title);
  const soldFlags = (result: { products: { title: string }[] }) =>
    titles(result).map((title) => soldTitles.has(title));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    // Eight fountains, one a day; the three newest and the dearest of them sell.
    for (let n = 1; n <= 8; n++) {
      const product = await t.services.catalog.createProduct({
        title: `Fountain number ${n}`,
        description: 'Carved by hand in Taxila.',
        categories: ['Fountains'],
        images: [],
        priceCents: n * 10_000,
        createdAt: new Date(Date.UTC(2026, 0, n)),
      });
      if (n >= 6) {
        await t.services.catalog.setSold(product.id, true);
        soldTitles.add(product.title);
      }
    }
    await t.services.search.indexNow();
  });
  afterAll(() => t?.close());

  test('every order puts the available pieces first and the sold ones after them', async () => {
    const expected = [false, false, false, false, false, true, true, true];
    for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc'] as const) {
      const result = await search({ sort });
      expect(result.total, sort).toBe(8);
      expect(soldFlags(result), sort).toEqual(expected);
    }
    // Within each shelf, the order asked for: the dearest sold piece is the first of the sold ones.
    expect(titles(await search({ sort: 'price-desc' }))).toEqual([
      'Fountain number 5',
      'Fountain number 4',
      'Fountain number 3',
      'Fountain number 2',
      'Fountain number 1',
      'Fountain number 8',
      'Fountain number 7',
      'Fountain number 6',
    ]);
    // A page across the two shelves, and one wholly among the sold pieces.
    const pages = await Promise.all([2, 3].map((page) => search({ page, limit: 3 })));
    expect(pages.map(soldFlags)).toEqual([
      [false, false, true],
      [true, true],
    ]);
    const all = titles(await search());
    expect([...titles(await search({ limit: 3 })), ...pages.flatMap(titles)]).toEqual(all);
  });

  test('with sold pieces hidden, search neither lists nor counts nor suggests them', async () => {
    const { settings, search: engine } = t.services;
    await settings.updateSite({ hideSoldFromLists: true });
    try {
      for (const sort of ['relevance', 'newest', 'price-asc'] as const) {
        const result = await search({ sort });
        expect(result.total, sort).toBe(5);
        expect(soldFlags(result), sort).toEqual([false, false, false, false, false]);
      }
      const fountains = (await search()).facets.find((facet) => facet.name === 'Fountains');
      expect(fountains?.count).toBe(5);
      const suggested = await engine.suggest('founta');
      expect(suggested.products.length).toBeGreaterThan(0);
      expect(suggested.products.filter((product) => soldTitles.has(product.title))).toEqual([]);
    } finally {
      await settings.updateSite({ hideSoldFromLists: false });
    }
    const suggested = await engine.suggest('founta');
    expect(suggested.products.map((product) => soldTitles.has(product.title))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  test('marking a piece sold, or available again, moves it between the shelves', async () => {
    const { catalog, search: engine } = t.services;
    const first = (await search()).products[0]!;
    await catalog.setSold(first.id, true);
    await engine.indexNow();
    try {
      expect(titles(await search()).at(-1)).toBe(first.title);
      expect((await search()).products.filter((product) => product.id === first.id)).toHaveLength(1);
    } finally {
      await catalog.setSold(first.id, false);
      await engine.indexNow();
    }
    expect(titles(await search())[0]).toBe(first.title);
  });
});
