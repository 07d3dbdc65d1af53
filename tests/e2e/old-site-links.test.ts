import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ObjectId } from 'bson';
import pg from 'pg';
import type { Browser, Page, Request, Response } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalizeLegacyPath } from '#common/image-path.ts';
import { sha256File } from '#server/media/media-service.ts';
import type { ImportReport } from '#server/old-site-import/import-report.ts';
import { generateOldSiteDump, type GeneratedDump } from '#scripts/old-site-dump/generate.ts';
import { launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL;
const KINDS = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
if (!postgresUrl) console.warn('old-site links on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.');

type Doc = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const idOf = (doc: Doc) => (doc._id instanceof ObjectId ? doc._id.toHexString() : null);

let work: string;
let dump: GeneratedDump;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'gandhara-old-links-'));
  dump = await generateOldSiteDump({ out: path.join(work, 'old-site'), form: 'bson', products: 40 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await rm(work, { recursive: true, force: true });
});

/** The dump's products that became public products here: readable, with an ObjectId, a title, and not drafts. */
const publicProducts = () =>
  dump.collections.products.filter(
    (doc): doc is Doc =>
      doc !== null && idOf(doc) !== null && text(doc.title) !== '' && doc.isActive !== false,
  );

/** The request a chain of redirects began with. */
function firstRequest(response: Response): Request {
  let request = response.request();
  while (request.redirectedFrom()) request = request.redirectedFrom()!;
  return request;
}

/** The status the old link itself answered with, when `response` is where its redirects ended. */
async function firstStatus(response: Response): Promise<number> {
  const first = firstRequest(response);
  return first === response.request() ? response.status() : (await first.response())!.status();
}

/** Opens an old link and returns the answer it finally lands on, with the status of the first one. */
async function openOldLink(page: Page, baseUrl: string, oldPath: string) {
  const response = (await page.goto(`${baseUrl}${oldPath}`, { waitUntil: 'load' })) as Response;
  return { response, firstStatus: await firstStatus(response), landedOn: new URL(page.url()).pathname };
}

/**
 * Loads an old image link as an <img> of one of the site's pages (old descriptions carry such paths), and returns the
 * answer it lands on, the status of the first one and the width the browser decoded. The page is the site's own:
 * the media answer only their own site (Cross-Origin-Resource-Policy), and a tab opened on a bare image would also
 * ask for a /favicon.ico the site does not have.
 */
async function loadOldImage(page: Page, url: string) {
  const href = new URL(url).href;
  const landed = page.waitForResponse(
    (response) =>
      firstRequest(response).url() === href && (response.status() < 300 || response.status() >= 400),
  );
  const decodedWidth = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode().catch(() => {});
    return image.naturalWidth;
  }, url);
  const response = await landed;
  return {
    response,
    firstStatus: await firstStatus(response),
    landedOn: new URL(response.url()).pathname,
    decodedWidth,
  };
}

describe.each(KINDS)('old links of the old site, after the import on %s', (kind) => {
  let server: RunningServer;
  let report: ImportReport;
  const schema = `old_links_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    const env = {
      DATA_DIR: path.join(work, `site-${kind}`),
      DATABASE_URL:
        kind === 'postgres' ? `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` : '',
      DEMO_CONTENT: 'off',
    };
    // The owner's command, in a process of its own, into the database the server then opens.
    const reportFile = path.join(work, `report-${kind}.json`);
    await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'import-old-site.ts'),
        '--from',
        dump.dumpDir,
        '--uploads',
        dump.uploadsDir,
        '--report',
        reportFile,
      ],
      { cwd: ROOT, env: { ...process.env, CI: '1', ...env } },
    );
    report = JSON.parse(await readFile(reportFile, 'utf8')) as ImportReport;
    server = await startServer(env);
  });

  afterAll(async () => {
    await server?.stop();
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  });

  test('an old product link by its MongoDB id opens that product', async () => {
    const product = publicProducts()[0]!;
    const { page, context, problems } = await openPage(browser);
    const { response, landedOn } = await openOldLink(page, server.url, `/product/${idOf(product)}`);
    expect(response.status()).toBe(200);
    expect(landedOn).toBe(`/product/${idOf(product)}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text(product.title));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an old slug the import had to replace answers 301 and lands on the product under its new slug', async () => {
    const byId = new Map(publicProducts().map((doc) => [idOf(doc), doc]));
    const change = report.changedSlugs.find(
      (entry) => entry.collection === 'products' && entry.redirects && byId.has(entry.id),
    );
    expect(change, 'the dump has a public product whose invalid slug was replaced').toBeDefined();
    const { page, context, problems } = await openPage(browser);
    const { response, firstStatus, landedOn } = await openOldLink(
      page,
      server.url,
      `/product/${encodeURIComponent(change!.from!)}`,
    );
    expect(firstStatus).toBe(301);
    expect(response.status()).toBe(200);
    expect(landedOn).toBe(`/product/${change!.to}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text(byId.get(change!.id)!.title));
    expect(problems).toEqual([]);
    await context.close();
  });

  test('old /uploads/ paths in every form the old records used answer with that photograph', async () => {
    const unusable = new Set([...dump.missingFiles, ...dump.unreadableFiles]);
    const images = dump.collections.products
      .filter((doc): doc is Doc => doc !== null && typeof doc.image === 'string')
      .map((doc) => doc.image as string)
      .filter((image) => !unusable.has(image) && !/^https?:/.test(image));
    const pick = (form: string, matches: (image: string) => boolean) => {
      const image = images.find(matches);
      expect(image, `the dump has a photograph named ${form}`).toBeDefined();
      return image!;
    };
    const windows = pick('uploads\\x.jpeg', (image) => image.startsWith('uploads\\'));
    const bare = pick('x.jpg', (image) => /^[^/\\]+\.jpg$/.test(image));
    // Each path as a link of the old site carried it: under the host, a bare file name under /uploads/.
    const links = [
      { image: pick('uploads/x.jpg', (image) => /^uploads\/[^/\\]+\.jpg$/.test(image)) },
      { image: pick('uploads/x.png', (image) => /^uploads\/[^/\\]+\.png$/.test(image)) },
      { image: pick('/uploads/uploads/x.jpg', (image) => image.startsWith('/uploads/uploads/')) },
      // as written: the browser itself turns the backslash into a slash
      { image: windows, link: `/${windows}` },
      // put under /uploads/ as stored, the backslash percent-encoded (encodeURI does that)
      { image: windows, link: `/uploads/${windows.replace(/\\/g, '%5C')}` },
      { image: bare, link: `/uploads/${bare}` },
    ].map(({ image, link }) => ({ image, link: link ?? `/${image.replace(/^\/+/, '')}` }));
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${server.url}/PrivacyPolicyPage`);
    for (const { image, link } of links) {
      const file = path.join(dump.uploadsDir, normalizeLegacyPath(image));
      const original = await sharp(file).metadata();
      const { response, firstStatus, landedOn, decodedWidth } = await loadOldImage(
        page,
        `${server.url}${link}`,
      );
      expect(firstStatus, link).toBe(301);
      expect(response.status(), link).toBe(200);
      expect(response.headers()['content-type'], link).toMatch(/^image\//);
      // The public variant of that very file: its URL names the original's content hash.
      expect(landedOn, link).toMatch(new RegExp(`^/media/${await sha256File(file)}/`));
      const served = await sharp(await response.body()).metadata();
      expect([served.width, served.height], link).toEqual([original.width, original.height]);
      expect(decodedWidth, `${link}: the browser decodes it`).toBe(original.width);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('old /product-category/ links land on the category, under its old key or an old name', async () => {
    const { page, context, problems } = await openPage(browser);
    for (const { link, slug, name, oldNames } of [
      {
        link: '/product-category/featuredProducts',
        slug: 'featured-products',
        name: 'Featured Products',
        oldNames: ['featuredProducts'],
      },
      {
        link: '/product-category/ashtray-and-mortar',
        slug: 'ashtray',
        name: 'Ashtray',
        oldNames: ['Ashtray and Mortar'],
      },
    ]) {
      const { firstStatus, landedOn } = await openOldLink(page, server.url, link);
      expect(firstStatus, link).toBe(301);
      expect(landedOn, link).toBe(`/category/${slug}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(name);
      // The products it lists are the old site's products of that category.
      const expected = new Set(
        publicProducts()
          .filter((doc) => {
            const categories = Array.isArray(doc.categories) ? doc.categories : [doc.categories];
            return (
              oldNames.some((old) => categories.includes(old)) ||
              (slug === 'featured-products' && doc.isFeatured === true)
            );
          })
          .map((doc) => text(doc.title)),
      );
      const listed = await page.locator('main article h3').allTextContents();
      expect(listed.length, link).toBeGreaterThan(0);
      expect(
        listed.filter((title) => !expected.has(title)),
        link,
      ).toEqual([]);
    }
    // Products the old site showed from other hosts keep those addresses (as https). The fixture's hosts do not
    // exist and this machine has no internet, so their loads fail here; anything else is a real problem.
    const externalHosts = new Set(dump.externalUrls.map((url) => new URL(url).host));
    const failedExternal = problems.filter((problem) =>
      [...externalHosts].some((host) => problem.startsWith(`request failed: https://${host}/`)),
    );
    expect(
      problems.filter(
        (problem) =>
          !failedExternal.includes(problem) &&
          problem !== 'console: Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
      ),
    ).toEqual([]);
    await context.close();
  });

  test('an old /site-detail/ link by its MongoDB id opens that tour place', async () => {
    const place = dump.collections.visitplaces.find(
      (doc): doc is Doc =>
        doc !== null && idOf(doc) !== null && doc.isActive !== false && text(doc.name) !== '',
    )!;
    const { page, context, problems } = await openPage(browser);
    const { response, landedOn } = await openOldLink(page, server.url, `/site-detail/${idOf(place)}`);
    expect(response.status()).toBe(200);
    expect(landedOn).toBe(`/site-detail/${idOf(place)}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text(place.name));
    expect(problems).toEqual([]);
    await context.close();
  });
});
