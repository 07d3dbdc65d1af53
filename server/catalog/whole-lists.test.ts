import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { changesHeard, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Listed = { products: { _id: string; title: string }[]; total: number };

describe.each(DATABASE_KINDS)('whole lists of the old site’s clients on %s', (kind) => {
  let t: TestApp;

  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    t = await createTestApp(kind);
    await addCatalog(t.services, 25);
    // The catalogue's change messages come back before a test counts its reads.
    await changesHeard(t);
  });
  afterEach(() => t.close());

  test('the whole catalogue is read a batch at a time along the index, in the order of the paged list', async () => {
    const batches: string[][] = [];
    for await (const batch of t.services.catalog.publishedProducts(undefined, 4))
      batches.push(batch.map((product) => product.id));
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);

    const paged = (await t.app.inject('/api/products?page=1&limit=100')).json<Listed>();
    expect(batches.flat()).toEqual(paged.products.map((product) => product._id));
    const whole = (await t.app.inject('/api/products/all')).json<Listed>();
    expect(whole.products.map((product) => product._id)).toEqual(batches.flat());
    expect(whole.total).toBe(25);
  });

  test('a client that takes gzip gets the kept copy as it is, another the same JSON plain, and 304 to its ETag', async () => {
    const zipped = await t.app.inject({
      url: '/api/products/all',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['cache-control']).toMatch(/^public/);
    const plain = await t.app.inject({
      url: '/api/products/all',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.json<Listed>().total).toBe(25);

    const etag = String(zipped.headers.etag);
    expect(plain.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ url: '/api/products/all', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test('the legacy bare array of a category is written once however many ask at once, and again after a change', async () => {
    const reads = vi.spyOn(t.services.catalog, 'publishedProducts');
    try {
      const path = '/products/category/Garden%20Decor';
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject(path)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(answers[0]!.json<{ title: string }[]>()).toHaveLength(8);
      expect(reads).toHaveBeenCalledTimes(1);

      await t.services.catalog.createProduct({
        title: 'A New Garden Lantern',
        description: 'Carved for the garden.',
        categories: ['Garden Decor'],
        images: [],
      });
      await expect
        .poll(async () => (await t.app.inject(path)).json<{ title: string }[]>()[0]?.title)
        .toBe('A New Garden Lantern');
      expect(reads.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect((await t.app.inject('/products/category/No%20Such%20Shelf')).statusCode).toBe(404);
    } finally {
      reads.mockRestore();
    }
  });
});
