import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, TEST_ACTOR, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { seoRoutes } from './seo-routes.ts';

const fixture = (name: string) =>
  readFile(path.resolve(import.meta.dirname, '../../tests/fixtures', name), 'utf8');

/** Checks a file against the protocol's schema: `urlset` for a sitemap, `sitemapindex` for the index. */
async function expectValid(xml: string, schemaFile: 'sitemap-0.9.xsd' | 'sitemap-index-0.9.xsd') {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [await fixture(schemaFile)],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe.each(DATABASE_KINDS)('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  let products: Awaited<ReturnType<typeof addCatalog>>;
  /** The same routes with files of 7 URLs, to see a catalogue spread over several files. */
  let small: FastifyInstance;
  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    t = await createTestApp(kind);
    products = await addCatalog(t.services, 30);
    await t.services.catalog.createProduct({
      title: 'Unfinished <draft> & "quoted"',
      description: 'x',
      categories: [],
      images: [],
      status: 'draft',
    });
    await t.services.tours.create({ name: 'Sirkap & Jandial Walk', description: 'Two sites in a morning.' });
    small = Fastify();
    await small.register(seoRoutes, { services: t.services, urlsPerFile: 7 });
  });
  afterEach(async () => {
    await small?.close();
    await t?.close();
  });

  test('/sitemap.xml is a valid sitemap index of the pages file and the product files', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    await expectValid(index.body, 'sitemap-index-0.9.xsd');
    expect(locsOf(index.body)).toEqual([
      `${TEST_PUBLIC_URL}/sitemap-pages.xml`,
      `${TEST_PUBLIC_URL}/sitemap-products-1.xml`,
    ]);

    const pages = await t.app.inject('/sitemap-pages.xml');
    await expectValid(pages.body, 'sitemap-0.9.xsd');
    const pageLocs = locsOf(pages.body);
    expect(pageLocs).toContain(`${TEST_PUBLIC_URL}/products`);
    expect(pageLocs).toContain(`${TEST_PUBLIC_URL}/FAQsPage`);
    expect(pageLocs).toContain(`${TEST_PUBLIC_URL}/category/luxury-collection`);
    expect(pageLocs).toContain(`${TEST_PUBLIC_URL}/visit-taxila/sirkap-and-jandial-walk`);

    const file = await t.app.inject('/sitemap-products-1.xml');
    expect(file.statusCode).toBe(200);
    await expectValid(file.body, 'sitemap-0.9.xsd');
    const productLocs = locsOf(file.body);
    expect(productLocs).toEqual(products.map((product) => `${TEST_PUBLIC_URL}/product/${product.slug}`));
    expect(productLocs.some((loc) => loc.includes('unfinished'))).toBe(false);
    expect(file.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    // A crawler that revalidates gets a 304; one that takes gzip gets the kept copy of the same file.
    const revalidated = await t.app.inject({
      url: '/sitemap-products-1.xml',
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const zipped = await t.app.inject({
      url: '/sitemap-products-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(file.body);
  });

  test('product files hold at most their share of URLs, oldest first, and together list every product once', async () => {
    const index = await small.inject('/sitemap.xml');
    await expectValid(index.body, 'sitemap-index-0.9.xsd');
    const files = locsOf(index.body).slice(1);
    expect(files).toEqual([1, 2, 3, 4, 5].map((n) => `${TEST_PUBLIC_URL}/sitemap-products-${n}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const response = await small.inject(new URL(file).pathname);
      expect(response.statusCode).toBe(200);
      await expectValid(response.body, 'sitemap-0.9.xsd');
      const locs = locsOf(response.body);
      expect(locs.length).toBeLessThanOrEqual(7);
      listed.push(...locs);
    }
    // addCatalog makes them an hour apart, oldest first.
    expect(listed).toEqual(products.map((product) => `${TEST_PUBLIC_URL}/product/${product.slug}`));
    for (const missing of ['/sitemap-products-6.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml'])
      expect((await small.inject(missing)).statusCode, missing).toBe(404);
  });

  test('a product file carries an ETag, answers 304 to it, and comes gzipped when the client takes gzip', async () => {
    const first = await t.app.inject('/sitemap-products-1.xml');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('s-maxage');
    const again = await t.app.inject({ url: '/sitemap-products-1.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await t.app.inject({
      url: '/sitemap-products-1.xml',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
  });

  test('a product added appears in the last file and a product deleted disappears, on every instance', async () => {
    const lastFile = async () => (await small.inject('/sitemap-products-5.xml')).body;
    const before = await small.inject('/sitemap-products-5.xml');
    const added = await t.services.catalog.createProduct({
      title: 'Green Onyx Lotus Vase',
      description: 'Turned and polished by hand.',
      categories: ['Home Decor'],
      images: [],
    });
    const loc = `<loc>${TEST_PUBLIC_URL}/product/${added.slug}</loc>`;
    // On PostgreSQL the change comes back as a notification a moment later, as it does to another instance.
    await expect.poll(lastFile, { timeout: 10_000, interval: 50 }).toContain(loc);
    const changed = await small.inject('/sitemap-products-5.xml');
    expect(changed.headers.etag).not.toBe(before.headers.etag);

    const gone = products[3]!;
    expect(await t.services.trash.trash('product', gone.id, TEST_ACTOR)).toBeDefined();
    await expect
      .poll(async () => (await small.inject('/sitemap-products-1.xml')).body, {
        timeout: 10_000,
        interval: 50,
      })
      .not.toContain(`/product/${gone.slug}<`);
    await expect.poll(lastFile, { timeout: 10_000, interval: 50 }).toContain(loc);
  });

  test('robots.txt keeps crawlers out of the admin and points at the sitemap index', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});
