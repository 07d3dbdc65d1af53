import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite', { PAGE_CACHE_MB: '0' });
  await addCatalog(t.services, 2);
});
afterAll(() => t?.close());

test('PAGE_CACHE_MB=0 keeps nothing: every answer is made afresh, and still compressed', async () => {
  const ask = () =>
    t.app.inject({ url: '/api/products?page=1&limit=20', headers: { 'accept-encoding': 'br' } });
  const first = await ask();
  const second = await ask();
  for (const answer of [first, second]) {
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString()).total).toBe(2);
  }
  expect(t.app.responseCache.size).toBe(0);
});
