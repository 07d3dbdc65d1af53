import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  await addCatalog(t.services, 3);
});
afterAll(() => t?.close());

test('a miss compresses quickly for br only; its first hit has br made again, smaller, once, for the visitors after', async () => {
  const url = '/api/products?page=1&limit=5';
  const ask = () => t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  const first = await ask();
  expect([first.headers['x-cache'], first.headers['content-encoding']]).toEqual(['miss', 'br']);
  const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  // The hit above started the better encoding; the kept body shrinks once it is done, and then stays as it is.
  await expect.poll(async () => (await ask()).rawPayload.length).toBeLessThan(first.rawPayload.length);
  const better = await ask();
  expect(brotliDecompressSync(better.rawPayload).toString()).toBe(plain.body);
  expect((await ask()).rawPayload.equals(better.rawPayload)).toBe(true);
});

test('a miss compresses for br only; the first gzip request adds gzip, and the cache counts the bytes it added', async () => {
  const url = '/api/products?page=1&limit=20';
  const ask = (encoding: string) => t.app.inject({ url, headers: { 'accept-encoding': encoding } });
  const first = await ask('br');
  expect([first.headers['x-cache'], first.headers['content-encoding']]).toEqual(['miss', 'br']);
  // Its first hit has br made again: counted once that is done.
  const quick = t.app.responseCache.bytes;
  await ask('br');
  await expect.poll(() => t.app.responseCache.bytes).toBeLessThan(quick);
  const withBrOnly = t.app.responseCache.bytes;

  const gzip = await ask('gzip');
  expect([gzip.headers['x-cache'], gzip.headers['content-encoding']]).toEqual(['hit', 'gzip']);
  const plain = await ask('identity');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  expect(t.app.responseCache.bytes).toBe(withBrOnly + gzip.rawPayload.length);

  // Made once: a second gzip request sends the same bytes and adds nothing.
  const again = await ask('gzip');
  expect(again.rawPayload.equals(gzip.rawPayload)).toBe(true);
  expect(t.app.responseCache.bytes).toBe(withBrOnly + gzip.rawPayload.length);
});

test('a kept answer holds its br body alone: a request that takes no compression gets it decompressed, and adds nothing', async () => {
  const url = '/api/products?page=1&limit=10';
  const ask = (encoding: string) => t.app.inject({ url, headers: { 'accept-encoding': encoding } });
  const before = t.app.responseCache.bytes;
  const first = await ask('br');
  expect(first.headers['x-cache']).toBe('miss');
  const kept = t.app.responseCache.bytes - before;
  const plain = await ask('identity');
  expect([plain.headers['x-cache'], plain.headers['content-encoding']]).toEqual(['hit', undefined]);
  expect(brotliDecompressSync(first.rawPayload).equals(plain.rawPayload)).toBe(true);
  // The entry is its br body and a small allowance for its headers, not the plain text beside it.
  expect(kept).toBeLessThan(first.rawPayload.length + 1024 + 1);
  expect(plain.rawPayload.length).toBeGreaterThan(first.rawPayload.length * 2);
  await expect.poll(() => t.app.responseCache.bytes).toBeLessThanOrEqual(before + kept);
});
