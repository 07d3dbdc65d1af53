import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/** Six pieces: [title, material, price in dollars (null: on request), category, sold]. */
const PIECES = [
  ['Onyx Vase', 'Onyx', 120, 'Home Decor', false],
  ['Onyx Bowl', 'onyx', 300, 'Home Decor', false],
  ['Onyx Lamp', 'ONYX', 650, 'Home Decor', true],
  ['Marble Buddha', 'Marble', 450, 'Gandhara Art', false],
  ['Schist Head', 'Schist', null, 'Gandhara Art', false],
  ['Sandstone Planter', null, 90, 'Garden Decor', false],
] as const;

type Page = {
  products: { title: string }[];
  total: number;
  facets: { materials: unknown[]; available: number };
};
const titles = (body: Page) => body.products.map((product) => product.title);

describe.each(DATABASE_KINDS)('filters and orders of the list API on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const answer = await t.app.inject(url);
    return { status: answer.statusCode, body: answer.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    for (const [index, [title, material, price, category, sold]] of PIECES.entries()) {
      const product = await t.services.catalog.createProduct({
        title,
        description: `${title}, carved by hand.`,
        material,
        priceCents: price === null ? null : price * 100,
        categories: [category],
        images: [],
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
      if (sold) await t.services.catalog.setSold(product.id, true);
    }
  });
  afterAll(() => t.close());

  test('a material, in any case, narrows the list; the counts leave the material out and sold pieces come last', async () => {
    const { status, body } = await get('/api/products?material=ONYX');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Onyx Bowl', 'Onyx Vase', 'Onyx Lamp']);
    expect(body.products[0].material).toBe('onyx');
    expect(body.facets).toEqual({
      materials: [
        { name: 'onyx', count: 3 },
        { name: 'marble', count: 1 },
        { name: 'schist', count: 1 },
      ],
      available: 2,
    });
  });

  test('a price range keeps both ends and leaves out the pieces priced on request', async () => {
    const { body } = await get('/api/products?min=90&max=300');
    expect(titles(body)).toEqual(['Sandstone Planter', 'Onyx Bowl', 'Onyx Vase']);
    expect(body.total).toBe(3);
    expect(body.facets.materials).toEqual([{ name: 'onyx', count: 2 }]);
  });

  test('available=1 leaves the sold pieces out, of the list and of the counts', async () => {
    const { body } = await get('/api/products?material=onyx&available=1');
    expect(titles(body)).toEqual(['Onyx Bowl', 'Onyx Vase']);
    expect(body.facets.materials).toContainEqual({ name: 'onyx', count: 2 });
  });

  test('the orders: newest, price low to high and high to low, sold pieces last and on-request prices at the end', async () => {
    expect(titles((await get('/api/products')).body)[0]).toBe('Sandstone Planter');
    expect(titles((await get('/api/products?sort=price-asc')).body)).toEqual([
      'Sandstone Planter',
      'Onyx Vase',
      'Onyx Bowl',
      'Marble Buddha',
      'Schist Head',
      'Onyx Lamp',
    ]);
    expect(titles((await get('/api/products?sort=price-desc&material=onyx')).body)).toEqual([
      'Onyx Bowl',
      'Onyx Vase',
      'Onyx Lamp',
    ]);
  });

  test('a category’s list takes the same filters', async () => {
    const { status, body } = await get('/api/products/category/home-decor?sort=price-desc&max=500');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Onyx Bowl', 'Onyx Vase']);
    expect(body.facets.available).toBe(2);
    const gandhara = await get('/api/products/category/gandhara-art?material=marble');
    expect(titles(gandhara.body)).toEqual(['Marble Buddha']);
  });

  test('search takes them too, with the materials of its matches', async () => {
    await t.services.search.indexNow();
    const { status, body } = await get('/api/search?q=onyx&sort=price-asc&available=1');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Onyx Vase', 'Onyx Bowl']);
    expect(body.filters.materials).toEqual([{ name: 'onyx', count: 2 }]);
  });

  test('bad filters answer 400 with a message, on every list', async () => {
    const cases: [string, RegExp][] = [
      ['sort=cheapest', /sort must be one of newest, price-asc, price-desc/],
      ['sort=relevance', /sort must be one of/],
      ['min=-5', /min must be a whole number of US dollars/],
      ['max=12.5', /max must be a whole number of US dollars/],
      ['min=500&max=100', /min must not be above max/],
      ['available=maybe', /available must be 1 or 0/],
      [`material=${'x'.repeat(61)}`, /material is at most 60 characters/],
      ['material=', /material must name a material/],
    ];
    for (const base of ['/api/products', '/api/products/category/home-decor', '/api/search?q=onyx'])
      for (const [query, message] of cases) {
        if (base.includes('search') && query.startsWith('sort')) continue;
        const { status, body } = await get(`${base}${base.includes('?') ? '&' : '?'}${query}`);
        expect(status, `${base} ${query}`).toBe(400);
        expect(body.message, `${base} ${query}`).toMatch(message);
      }
    expect((await get('/api/search?q=onyx&sort=cheapest')).status).toBe(400);
  });
});
