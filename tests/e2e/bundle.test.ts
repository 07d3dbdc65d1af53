import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject, test } from 'vitest';

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

/** The `<link rel="modulepreload">` tags of a page: every script its first render needs. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);

test('a first visit fetches a few scripts, not a dozen small ones: over HTTP/1.1 each costs a round trip', async () => {
  // React Router preloads every script a page's first render needs; the chunk groups keep that list short.
  for (const [page, budget] of [
    ['/', 9],
    ['/visit-taxila', 9],
    ['/products', 7],
    ['/our-masters', 6],
  ] as const) {
    const preloads = modulePreloads(await (await fetch(`${baseUrl}${page}`)).text());
    expect(preloads.length, `${page}: ${preloads.join(' ')}`).toBeGreaterThan(3);
    expect(preloads.length, `${page}: ${preloads.join(' ')}`).toBeLessThanOrEqual(budget);
  }
});

test('scripts are fetched at low priority after the hero image, brotli-compressed at build time', async () => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = modulePreloads(head);
  expect(preloads.length).toBeGreaterThan(3);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);

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
