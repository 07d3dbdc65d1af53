import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('public catalogue API on %s', (kind) => {
  let t: TestApp;
  let products: Awaited<ReturnType<typeof addCatalog>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    products = await addCatalog(t.services, 25);
  });
  afterAll(() => t.close());

  test('GET /api/products pages 20 at a time, newest first, with the total', async () => {
    const first = await t.app.inject('/api/products?page=1&limit=20');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(25);
    expect(body.products).toHaveLength(20);
    expect(body.products[0].title).toBe('Carved Piece 25');
    expect(body.products[19].title).toBe('Carved Piece 06');

    const second = (await t.app.inject('/api/products?page=2&limit=20')).json();
    expect(second.products.map((p: { title: string }) => p.title)).toEqual([
      'Carved Piece 05',
      'Carved Piece 04',
      'Carved Piece 03',
      'Carved Piece 02',
      'Carved Piece 01',
    ]);
  });

  test('a product record keeps the old field names, dollars and resolved image URLs', async () => {
    const body = (await t.app.inject('/api/products?page=2&limit=20')).json();
    const record = body.products.find((p: { title: string }) => p.title === 'Carved Piece 01');
    expect(record).toMatchObject({
      _id: products[0]!.id,
      slug: 'carved-piece-01',
      title: 'Carved Piece 01',
      name: 'Carved Piece 01',
      price: 100,
      originalPrice: 150,
      discountPrice: 100,
      categories: ['Gandhara Art', 'Featured Products'],
      specifications: { Material: 'Grey schist', Weight: '1 kg' },
      url: `${TEST_PUBLIC_URL}/product/carved-piece-01`,
    });
    expect(record.image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/media/[a-f0-9]{64}/[a-z0-9]{10}/960$`));
    expect(record.images).toHaveLength(2);
    expect(record.images[1]).toMatch(/\/800$/);
    expect(new Date(record.createdAt).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  test('bad paging answers 400 with a message instead of guessing', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'page=0',
      'page=abc',
      'limit=2.5',
      'page=1e3',
      'page=%2B5',
      'page=0x10',
      'page=1.0',
      'limit=%2020',
      'page=1&page=2',
    ]) {
      const response = await t.app.inject(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/page|limit/);
    }
  });

  test('GET /api/products/all lists every published product', async () => {
    const body = (await t.app.inject('/api/products/all')).json();
    expect(body.total).toBe(25);
    expect(body.products).toHaveLength(25);
  });

  test('a product is found by id and by slug; unknown is 404 and malformed is 400', async () => {
    const byId = await t.app.inject(`/api/products/${products[3]!.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().title).toBe('Carved Piece 04');
    const bySlug = await t.app.inject('/api/products/carved-piece-04');
    expect(bySlug.json()._id).toBe(products[3]!.id);

    const missing = await t.app.inject('/api/products/no-such-piece');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
    const malformed = await t.app.inject('/api/products/%3Cscript%3E');
    expect(malformed.statusCode).toBe(400);
  });

  test('a category answers by name, slug and the old keys the home page used', async () => {
    const paths = [
      '/api/products/category/Featured%20Products',
      '/api/products/category/featured-products',
      '/api/products/category/featuredProducts',
    ];
    for (const path of paths) {
      const response = await t.app.inject(`${path}?page=1&limit=20`);
      expect(response.statusCode, path).toBe(200);
      const body = response.json();
      expect(body.category).toBe('Featured Products');
      expect(body.total).toBe(9);
      expect(body.products[0].title).toBe('Carved Piece 25');
    }
    const luxury = (await t.app.inject('/api/products/category/Luxary%20Collection?page=1&limit=5')).json();
    expect(luxury.total).toBe(8);
    expect(luxury.products).toHaveLength(5);
  });

  test('the legacy category paths answer bare arrays, newest first', async () => {
    const featured = await t.app.inject('/products/category/featuredProducts');
    expect(featured.statusCode).toBe(200);
    expect(Array.isArray(featured.json())).toBe(true);
    expect(featured.json()).toHaveLength(9);
    // The old site's key ("Luxary", so spelt) still answers, with the name visitors now read.
    const luxury = await t.app.inject('/products/category/Luxary%20Collection');
    expect(luxury.json()[0].categories).toContain('Luxury Collection');
  });

  test('an unknown category is a 404 with a JSON message', async () => {
    const response = await t.app.inject('/api/products/category/Spaceships');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Category not found' });
  });

  test('reads carry an ETag and cache headers, and a matching If-None-Match gets 304', async () => {
    const response = await t.app.inject('/api/products?page=1&limit=20');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['cache-control']).toContain('s-maxage=60');
    const again = await t.app.inject({
      url: '/api/products?page=1&limit=20',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('the public categories list follows the menu order', async () => {
    const body = (await t.app.inject('/api/categories')).json();
    expect(body.categories).toHaveLength(24);
    expect(body.categories[0]).toMatchObject({ name: 'Gandhara Art', slug: 'gandhara-art', position: 0 });
    expect(body.categories[21]).toMatchObject({ name: 'Luxury Collection', slug: 'luxury-collection' });
  });

  test('unknown API paths are JSON 404s', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing-here' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().success, method).toBe(false);
    }
  });
});
