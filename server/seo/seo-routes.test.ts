import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  let products: Awaited<ReturnType<typeof addCatalog>>;
  beforeAll(async () => {
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
  });
  afterAll(() => t.close());

  test('the sitemap validates against the sitemap schema and lists every published product and category', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const schema = await readFile(
      path.resolve(import.meta.dirname, '../../tests/fixtures/sitemap-0.9.xsd'),
      'utf8',
    );
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: response.body }],
      schema: [schema],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const product of products) expect(locs).toContain(`${TEST_PUBLIC_URL}/product/${product.slug}`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/category/luxary-collection`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/products`);
    expect(locs.some((loc) => loc!.includes('unfinished'))).toBe(false);
    expect(locs.filter((loc) => loc!.includes('/product/'))).toHaveLength(30);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/visit-taxila/sirkap-and-jandial-walk`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/FAQsPage`);
  });

  test('robots.txt keeps crawlers out of the admin and points at the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });
});
