import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../build/client/assets');
const baseUrl = inject('baseUrl');

const jsFiles = async () => (await readdir(ASSETS)).filter((file) => file.endsWith('.js'));

test('the browser bundle carries no server code: no Kysely, sharp, pg or argon2', async () => {
  const files = await jsFiles();
  expect(files.length).toBeGreaterThan(0);
  const markers = { kysely: 'kysely', sharp: 'libvips', pg: 'pg-protocol', argon2: 'argon2id' };
  for (const file of files) {
    const code = await readFile(path.join(ASSETS, file), 'utf8');
    for (const [library, marker] of Object.entries(markers))
      expect(code.includes(marker), `${library} in ${file}`).toBe(false);
  }
});

test('the browser bundle is a production build of React', async () => {
  const files = await jsFiles();
  const withReact = [];
  for (const file of files) {
    const code = await readFile(path.join(ASSETS, file), 'utf8');
    if (code.includes('react-dom') || code.includes('__reactFiber')) withReact.push(file);
    expect(code.includes('react_stack_bottom_frame'), `development React in ${file}`).toBe(false);
  }
  expect(withReact.length).toBeGreaterThan(0);
});

/** Every script a page loads: those its HTML names, and everything they import, transitively. */
async function scriptsOf(pagePath: string): Promise<Map<string, string>> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const pending = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]!);
  const seen = new Map<string, string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const code = await readFile(path.join(ASSETS, file), 'utf8');
    seen.set(file, code);
    // Static imports only: lazily loaded code (dialogs) is fetched on use, and checked by the scan below too.
    for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g))
      pending.push(match[1]!);
  }
  return seen;
}

test('public pages load no admin code and no validation library', async () => {
  const first = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).products[0];
  for (const page of [
    '/',
    '/products',
    `/product/${first.slug}`,
    '/visit-taxila',
    '/our-masters',
    '/FAQsPage',
    '/search?q=buddha',
    '/favourites',
  ]) {
    const scripts = await scriptsOf(page);
    expect(scripts.size, page).toBeGreaterThan(2);
    for (const [file, code] of scripts) {
      expect(code.includes('_zod'), `zod in ${file} on ${page}`).toBe(false);
      expect(code.includes('Signing in...'), `admin sign-in code in ${file} on ${page}`).toBe(false);
      expect(code.includes('Admin sections'), `the admin panel's frame in ${file} on ${page}`).toBe(false);
    }
  }
});

test("the header's dialogs and the tour overlay load on use: no dialog library on a first visit", async () => {
  for (const page of ['/', '/products', '/visit-taxila', '/our-masters']) {
    const scripts = await scriptsOf(page);
    for (const [file, code] of scripts)
      expect(code.includes('DialogContent'), `the dialog library in ${file} on ${page}`).toBe(false);
  }
});

/**
 * The scripts a page's first render needs, which React Router preloads: a visitor's page names them in its entry
 * module, which preloads them once the page has loaded (page-scripts.ts).
 */
const entryPreloads = (html: string) =>
  JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]') as string[];

test('a first visit fetches a few scripts, not a dozen small ones: over HTTP/1.1 each costs a round trip', async () => {
  // The chunk groups keep the list short.
  for (const [page, budget] of [
    ['/', 9],
    ['/visit-taxila', 9],
    ['/products', 7],
    ['/our-masters', 6],
  ] as const) {
    const preloads = entryPreloads(await (await fetch(`${baseUrl}${page}`)).text());
    expect(preloads.length, `${page}: ${preloads.join(' ')}`).toBeGreaterThan(3);
    expect(preloads.length, `${page}: ${preloads.join(' ')}`).toBeLessThanOrEqual(budget);
  }
});

test('a public page starts its scripts after it has loaded, and they are brotli-compressed at build time', async () => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('modulepreload');
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);

  // In a browser: not one script is asked for before the page's load event, and the page then hydrates.
  const browser = await launchBrowser();
  try {
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await gotoHydrated(page, baseUrl);
    const timing = await page.evaluate(() => ({
      load: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w.-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }

  // The admin's screens start theirs as React Router does.
  expect(await (await fetch(`${baseUrl}/admin/login`)).text()).toContain('<link rel="modulepreload"');

  const framework = (await readdir(ASSETS)).find((file) => /^framework-.*\.js$/.test(file))!;
  const response = await fetch(`${baseUrl}/assets/${framework}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  const precompressed = await readFile(path.join(ASSETS, `${framework}.br`));
  expect(Number(response.headers.get('content-length'))).toBe(precompressed.length);
  expect(response.headers.get('cache-control')).toContain('immutable');
});

test("public pages inline a stylesheet without the panel's utilities; the panel inlines the whole one", async () => {
  const inlined = async (pagePath: string) => {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
    const match = /<style data-href="\/assets\/(\w+)-[\w-]+\.css"[^>]*>([^]*?)<\/style>/.exec(html);
    expect(match, pagePath).not.toBeNull();
    return { name: match![1], css: match![2]! };
  };
  const site = await inlined('/products');
  const panel = await inlined('/admin/login');
  expect(site.name).toBe('app');
  expect(panel.name).toBe('admin');
  // Both carry the brand's palette; the panel's carries more rules (its own screens' utilities).
  for (const { css } of [site, panel]) expect(css).toContain('--color-schist-800');
  expect(panel.css.length).toBeGreaterThan(site.css.length * 1.1);
});
