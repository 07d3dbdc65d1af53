import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProductView } from '#server/catalog/catalog-service.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/** The built pages behind the response cache, on each database (the e2e global setup has built them). */
describe.each(DATABASE_KINDS)('the page cache on %s', (kind) => {
  let t: TestApp;
  let products: ProductView[];
  let tourId: string;
  let masterId: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { pages: { kind: 'build' } });
    products = await addCatalog(t.services, 4);
    tourId = (await t.services.tours.create({ name: 'Giri Ridge', description: 'A hill walk above Taxila.' }))
      .id;
    masterId = (
      await t.services.masters.create({
        name: 'Ustad Karim Bakhsh',
        specialty: 'Stone Carving',
        experience: 27,
        description: 'Carves fountains in grey schist.',
        quote: 'The stone keeps every mistake.',
      })
    ).id;
    ({ token: adminToken } = await addSignedInAdmin(t));
  }, 60_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
  /** Where the answer came from: 'hit', 'miss' (rendered now and kept), or undefined (not kept at all). */
  const source = async (url: string) => (await get(url)).headers['x-cache'];
  const text = async (url: string) => (await get(url, { 'accept-encoding': 'identity' })).body;
  const renders = () => t.app.responseCache.counts.misses;

  /** Every page and read the tests watch, asked for until each is kept. */
  const WATCHED = () => [
    '/',
    '/products',
    `/product/${products[0]!.slug}`,
    `/product/${products[1]!.slug}`,
    '/visit-taxila',
    '/our-masters',
    '/FAQsPage',
    '/api/products?page=1&limit=20',
    `/api/products/${products[1]!.slug}`,
  ];
  async function warm() {
    for (const url of WATCHED()) {
      await get(url);
      expect(await source(url), url).toBe('hit');
    }
  }
  async function sources() {
    return Object.fromEntries(await Promise.all(WATCHED().map(async (url) => [url, await source(url)])));
  }

  test("a visitor's second request for a page is served from the cache, without a render", async () => {
    const first = await get('/products?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const before = renders();
    const second = await get('/products?page=1');
    expect(second.headers['x-cache']).toBe('hit');
    expect(renders()).toBe(before);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  test("a shared link's tracking parameters do not make a page of their own", async () => {
    await get('/visit-taxila?from=share');
    const before = renders();
    const tracked = await get('/visit-taxila?from=share&utm_source=whatsapp&fbclid=IwAR0abc123');
    expect(tracked.headers['x-cache']).toBe('hit');
    expect((await get('/visit-taxila?fbclid=IwAR0other&from=share')).headers['x-cache']).toBe('hit');
    expect(renders()).toBe(before);
    // Any other parameter is part of the page.
    expect((await get('/visit-taxila?from=elsewhere')).headers['x-cache']).toBe('miss');
  });

  test('visitors asking for the same page at once share one render', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/products?together=1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(renders() - before).toBe(1);
  });

  test('a 304 renders nothing', async () => {
    const kept = await get('/our-masters');
    const before = renders();
    const revalidated = await get('/our-masters', { 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(renders()).toBe(before);
  });

  test('each encoding gets its own body, whichever was asked for first', async () => {
    const url = `/product/${products[2]!.slug}`;
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const br = await get(url, { 'accept-encoding': 'br' });
    const none = await get(url, { 'accept-encoding': 'identity' });
    const nothingSaid = await t.app.inject({ method: 'GET', url });
    expect([gzip.headers['x-cache'], br.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(nothingSaid.headers['content-encoding']).toBeUndefined();
    const html = none.body;
    expect(html).toContain(products[2]!.title);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect(nothingSaid.body).toBe(html);
    for (const answer of [gzip, br, none]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
  });

  test('saving a product drops the pages showing it, at once, and leaves the others kept', async () => {
    await warm();
    await t.services.catalog.updateProduct(products[0]!.id, {
      title: 'Lotus Fountain Renamed',
      description: products[0]!.description,
      categories: products[0]!.categories.map((category) => category.name),
    });
    expect(await sources()).toEqual({
      '/': 'miss',
      '/products': 'miss',
      [`/product/${products[0]!.slug}`]: 'miss',
      // Every product page shows related pieces from the catalogue (decision 037): a saved piece may be among them.
      [`/product/${products[1]!.slug}`]: 'miss',
      '/visit-taxila': 'hit',
      // The masters' page shows pieces from the collection.
      '/our-masters': 'miss',
      '/FAQsPage': 'hit',
      '/api/products?page=1&limit=20': 'miss',
      [`/api/products/${products[1]!.slug}`]: 'hit',
    });
    expect(await text('/products')).toContain('Lotus Fountain Renamed');
    expect(await text(`/product/${products[0]!.slug}`)).toContain('Lotus Fountain Renamed');
  });

  test('saving a tour or a master drops only the pages showing tours or masters', async () => {
    await warm();
    await t.services.tours.update(tourId, {
      name: 'Giri Ridge at Dawn',
      description: 'A hill walk at sunrise.',
    });
    const afterTour = await sources();
    expect(afterTour['/visit-taxila']).toBe('miss');
    expect(afterTour['/']).toBe('miss');
    expect(afterTour['/products']).toBe('hit');
    expect(afterTour[`/product/${products[1]!.slug}`]).toBe('hit');
    expect(afterTour['/api/products?page=1&limit=20']).toBe('hit');
    expect(await text('/visit-taxila')).toContain('Giri Ridge at Dawn');

    await t.services.masters.update(masterId, {
      name: 'Ustad Karim Bakhsh Sahib',
      specialty: 'Stone Carving',
      experience: 28,
      description: 'Carves fountains in grey schist.',
      quote: 'The stone keeps every mistake.',
    });
    const afterMaster = await sources();
    expect(afterMaster['/our-masters']).toBe('miss');
    expect(afterMaster['/products']).toBe('hit');
    expect(afterMaster['/visit-taxila']).toBe('hit');
    expect(await text('/our-masters')).toContain('Ustad Karim Bakhsh Sahib');
  });

  test('a category or a setting is on every page: saving one drops them all', async () => {
    await warm();
    const created = await t.services.categoryAdmin.create({ name: 'Marble Inlay' });
    expect(created.ok).toBe(true);
    expect(Object.values(await sources())).toEqual(WATCHED().map(() => 'miss'));
    // The menu is read from categories each instance keeps until the catalogue changes: the new one is in it at once.
    expect(await text('/FAQsPage')).toContain('Marble Inlay');

    await warm();
    await t.services.settings.updateSite({ businessPhone: '+92 345 7654321' });
    expect(Object.values(await sources())).toEqual(WATCHED().map(() => 'miss'));
    expect(await text('/FAQsPage')).toContain('+92 345 7654321');
  });

  test('an admin never gets a kept page, never fills the cache, and a forged session is a visitor', async () => {
    const url = '/visit-taxila?admin-check=1';
    const asAdmin = await get(url, { authorization: `Bearer ${adminToken}` });
    const asAdminByCookie = await get(url, { cookie: `gandhara_admin=${adminToken}` });
    for (const answer of [asAdmin, asAdminByCookie]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    // The admin's two requests left nothing: the first visitor renders.
    expect(await source(url)).toBe('miss');
    expect(await source(url)).toBe('hit');
    // Even with the page kept, the admin gets a fresh render.
    expect((await get(url, { authorization: `Bearer ${adminToken}` })).headers['x-cache']).toBeUndefined();
    expect(
      (await get('/api/products?page=1&limit=20', { authorization: `Bearer ${adminToken}` })).headers,
    ).toMatchObject({ 'cache-control': 'private, no-store' });
    // A made-up token is no session: that request is a visitor's, served from the cache.
    expect((await get(url, { authorization: 'Bearer made-up' })).headers['x-cache']).toBe('hit');
  });

  test('an admin page checks the session cookie once; a bearer token alone still does not open the panel', async () => {
    const auth = t.services.auth;
    const authenticate = auth.authenticate;
    let checks = 0;
    auth.authenticate = (token) => {
      checks++;
      return authenticate(token);
    };
    try {
      const list = await get(
        `/admin/products.data?_routes=${encodeURIComponent('routes/admin/layout,routes/admin/products')}`,
        { cookie: `gandhara_admin=${adminToken}` },
      );
      expect(list.statusCode, list.body.slice(0, 200)).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(checks).toBe(1);
      const page = await get('/admin/products', { cookie: `gandhara_admin=${adminToken}` });
      expect(page.statusCode).toBe(200);
      expect(checks).toBe(2);
      // The panel's pages go by the cookie alone, as before: a bearer token is the API's.
      const bearer = await get('/admin/products', { authorization: `Bearer ${adminToken}` });
      expect(bearer.statusCode).toBe(302);
      expect(bearer.headers.location).toBe('/admin/login?next=%2Fadmin%2Fproducts');
      // An ended session is no admin, however the request comes.
      const ended = await get('/admin/products', { cookie: 'gandhara_admin=' + 'x'.repeat(43) });
      expect(ended.statusCode).toBe(302);
    } finally {
      auth.authenticate = authenticate;
    }
  });

  test('the panel and pages that are not found are never kept', async () => {
    const login = await get('/admin/login');
    expect(login.headers['cache-control']).toBe('private, no-store');
    expect((await get('/admin/login')).headers['x-cache']).toBeUndefined();
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await get('/no-such-page')).headers['x-cache']).toBeUndefined();
  });

  test('a kept page carries the CSP with the hashes of its own inline scripts, and no nonce', async () => {
    const first = await get('/visit-taxila?csp=1', { 'accept-encoding': 'identity' });
    const kept = await get('/visit-taxila?csp=1', { 'accept-encoding': 'identity' });
    expect(kept.headers['x-cache']).toBe('hit');
    const policy = String(kept.headers['content-security-policy']);
    expect(policy).toBe(first.headers['content-security-policy']);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  });
});
