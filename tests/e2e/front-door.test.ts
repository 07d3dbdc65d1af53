import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProductView } from '#server/catalog/catalog-service.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * The front door (response-cache-plugin.ts) answers kept pages and reads from the HTTP server's listener, before
 * Fastify. Over real HTTP, since app.inject() enters at Fastify's handler and never meets it.
 */
describe.each(DATABASE_KINDS)('kept answers sent by the front door on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let adminToken: string;
  let product: ProductView;
  let slug: string;
  /** A piece no other test asks for, so that its page is still unkept when its test runs, in any order. */
  let pageSlug: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { pages: { kind: 'build' } });
    const made = await addCatalog(t.services, 3);
    product = made[0]!;
    slug = product.slug;
    pageSlug = made[1]!.slug;
    ({ token: adminToken } = await addSignedInAdmin(t));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${url}`, { method, headers: { 'accept-encoding': 'br', ...headers } });
  /** What only one connection or moment has: the rest of a kept answer's headers must be the same either way. */
  const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headersOf = (answer: Response) =>
    Object.fromEntries([...answer.headers].filter(([name]) => !PER_CONNECTION.has(name)));
  const frontDoorHits = () => t.app.responseCache.counts.frontDoorHits;

  for (const url of ['/products', '/api/products?page=1&limit=20', () => `/product/${pageSlug}`]) {
    test(`${typeof url === 'string' ? url : 'a product page'}: the same headers and bytes as Fastify sends`, async () => {
      const path = typeof url === 'string' ? url : url();
      const miss = await get(path);
      expect(miss.headers.get('x-cache')).toBe('miss');
      const missBody = Buffer.from(await miss.arrayBuffer());
      // The same request inside Fastify (app.inject enters at its handler): the cache plugin's hit.
      const inFastify = await t.app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      expect(inFastify.headers['x-cache']).toBe('hit');

      const before = frontDoorHits();
      const atTheDoor = await get(path);
      expect(frontDoorHits()).toBe(before + 1);
      const fromFastify = Object.fromEntries(
        Object.entries(inFastify.headers)
          .filter(([name]) => !PER_CONNECTION.has(name))
          .map(([name, value]) => [name, String(value)]),
      );
      expect(headersOf(atTheDoor)).toEqual(fromFastify);
      // Security headers and the page's own CSP went with it.
      expect(atTheDoor.headers.get('x-content-type-options')).toBe('nosniff');
      expect(atTheDoor.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(Buffer.from(await atTheDoor.arrayBuffer()).equals(missBody)).toBe(true);
    });
  }

  test('each encoding, a 304 for the ETag, and HEAD without a body', async () => {
    const path = '/visit-taxila';
    await (await get(path)).arrayBuffer();
    await (await get(path)).arrayBuffer();
    const before = frontDoorHits();

    const identity = await get(path, { 'accept-encoding': 'identity' });
    const html = await identity.text();
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(html).toContain('</html>');
    // fetch decompresses what it is sent: each encoding must come back as the same page.
    const decoded = async (encoding: string) => {
      const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      return answer.text();
    };
    expect(await decoded('gzip')).toBe(html);
    expect(await decoded('br')).toBe(html);

    const etag = identity.headers.get('etag')!;
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(await revalidated.text()).toBe('');

    const head = await get(path, { 'accept-encoding': 'identity' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await head.text()).toBe('');
    expect(frontDoorHits()).toBe(before + 5);
  });

  test('a request with a session goes to Fastify, which checks it: an admin never gets a kept answer', async () => {
    const path = '/api/products?page=1&limit=20&who=admin';
    await (await get(path)).arrayBuffer();
    await (await get(path)).arrayBuffer();
    const before = frontDoorHits();
    for (const headers of [
      { authorization: `Bearer ${adminToken}` },
      { cookie: `gandhara_admin=${adminToken}` },
    ] as Record<string, string>[]) {
      const answer = await get(path, headers);
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      await answer.arrayBuffer();
    }
    // A made-up session is a visitor's: Fastify finds it does not verify and answers from the cache.
    const forged = await get(path, { cookie: 'gandhara_admin=made-up' });
    expect(forged.headers.get('x-cache')).toBe('hit');
    await forged.arrayBuffer();
    expect(frontDoorHits()).toBe(before);
  });

  test('a write drops the kept answer at the door too: the next request is rendered again', async () => {
    const path = `/api/products/${slug}`;
    await (await get(path)).arrayBuffer();
    await (await get(path)).arrayBuffer();
    expect((await get(path)).headers.get('x-cache')).toBe('hit');
    await t.services.catalog.updateProduct(product.id, {
      title: 'Renamed at the door',
      description: product.description,
      categories: product.categories.map((category) => category.name),
    });
    const after = await get(path);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.text()).toContain('Renamed at the door');
  });

  test('an image variant is kept too: sent as it is (never re-compressed), with its own ETag and lifetime', async () => {
    const html = await (await get(`/product/${slug}`)).text();
    const variant = html.match(/\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/\d+\.avif/)?.[0];
    expect(variant).toBeDefined();
    const first = await get(variant!, { accept: 'image/avif', 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());

    const before = frontDoorHits();
    const kept = await get(variant!, { accept: 'image/avif', 'accept-encoding': 'br, gzip' });
    expect(frontDoorHits()).toBe(before + 1);
    expect(kept.headers.get('content-type')).toBe('image/avif');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(kept.headers.get('etag')).toMatch(/^"[a-f0-9]{20}-/);
    expect(Buffer.from(await kept.arrayBuffer()).equals(bytes)).toBe(true);
    const revalidated = await get(variant!, { 'if-none-match': kept.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });
});
