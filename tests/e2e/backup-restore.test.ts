import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('backup-restore into PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.');

const ADMIN = { email: 'owner@gandhara.test', password: 'backup e2e: a long passphrase' };
/** Set for the restored sites: with PostgreSQL the site may not keep a per-machine secret file. */
const SESSION_SECRET = 'backup-e2e-session-secret-of-more-than-32-characters';

let workDir: string;
let original: RunningServer;
let archive: string;
let reads: { during: number; failed: string[]; backupOutput?: string };
let originalAnswers: Map<string, string>;

/** `npm run backup` / `npm run restore` as an operator runs them (CI set: plain progress lines). */
function cli(script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
      env: { ...process.env, MEDIA_STORAGE: '', CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every public API answer of a site, and the admin's view of its settings and categories, by path: each page of
 * the product list, each product, each category's page, each tour place, the masters, the sitemap. The site's own
 * origin is written as ORIGIN, so two sites on two ports compare equal when their content is.
 */
async function answersOf(site: RunningServer): Promise<Map<string, string>> {
  const limit = 24;
  const first = await getJson<{ total: number }>(`${site.url}/api/products?page=1&limit=${limit}`);
  const pages = Math.max(1, Math.ceil(first.total / limit));
  const all = await getJson<{ products: { _id: string; slug: string }[] }>(`${site.url}/api/products/all`);
  const { categories } = await getJson<{ categories: { slug: string }[] }>(`${site.url}/api/categories`);
  const places = await getJson<{ _id: string }[]>(`${site.url}/visit-places/all`);
  const paths = [
    ...Array.from({ length: pages }, (_, page) => `/api/products?page=${page + 1}&limit=${limit}`),
    '/api/products/all',
    ...all.products.flatMap((product) => [`/api/products/${product._id}`, `/api/products/${product.slug}`]),
    '/api/categories',
    ...categories.map((category) => `/api/products/category/${category.slug}?limit=${limit}`),
    '/visit-places/all',
    '/api/visit-places/all',
    '/api/visit-places',
    ...places.map((place) => `/api/visit-places/${place._id}`),
    '/masters/all',
    '/api/masters/all',
    '/api/masters',
    '/sitemap.xml',
    '/sitemap-products-1.xml',
    '/robots.txt',
  ];
  const { auth } = await signInAdmin(site.url, ADMIN);
  const adminPaths = ['/api/admin/settings', '/api/admin/categories'];
  const answers = new Map<string, string>();
  for (const url of [...paths, ...adminPaths]) {
    const response = await fetch(`${site.url}${url}`, { headers: adminPaths.includes(url) ? auth : {} });
    const body = (await response.text()).replaceAll(site.url, 'ORIGIN');
    answers.set(url, `${response.status} ${body}`);
  }
  return answers;
}

/** SHA-256 of every original photograph and video in a local store, by its path there. */
async function originals(dataDir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const folder of ['originals', 'videos']) {
    const root = path.join(dataDir, 'media', folder);
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      sums[`${folder}/${path.relative(root, file)}`] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    }
  }
  return sums;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'gandhara-backup-e2e-'));
  const dataDir = path.join(workDir, 'original');
  original = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_CONTENT: 'on',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    { timeoutMs: 240_000 },
  );

  // Visitors keep reading (and asking for image variants, which the site writes) while the backup runs.
  const { products } = await getJson<{ products: { _id: string; image: string }[] }>(
    `${original.url}/api/products?limit=50`,
  );
  const readPaths = [
    '/api/products?limit=24',
    '/api/categories',
    '/visit-places/all',
    '/masters/all',
    ...products.flatMap((product) => [`/api/products/${product._id}`, new URL(product.image).pathname]),
  ];
  let running = true;
  reads = { during: 0, failed: [] };
  const readers = Array.from({ length: 4 }, async (_, reader) => {
    for (let n = reader; running; n++) {
      const url = readPaths[n % readPaths.length]!;
      const response = await fetch(`${original.url}${url}`).catch((error: Error) => error);
      if (response instanceof Error) reads.failed.push(`${url}: ${response.message}`);
      else {
        await response.arrayBuffer();
        if (response.status !== 200) reads.failed.push(`${url}: ${response.status}`);
      }
      reads.during++;
    }
  });
  try {
    // The readers are under way before the backup starts (expect.poll belongs to tests, vi.waitFor to hooks too).
    await vi.waitFor(
      () => {
        if (reads.during < 8) throw new Error(`${reads.during} reads so far`);
      },
      { timeout: 60_000, interval: 20 },
    );
    archive = path.join(workDir, 'demo-site.tar.gz');
    const backup = await cli('backup', { DATA_DIR: dataDir, DATABASE_URL: '' }, archive);
    if (backup.code !== 0) throw new Error(`npm run backup exited ${backup.code}:\n${backup.output}`);
    reads.backupOutput = backup.output;
  } finally {
    running = false;
    await Promise.all(readers);
  }

  originalAnswers = await answersOf(original);
}, 300_000);

afterAll(async () => {
  await original?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('the backup of the running demo site is taken while visitors read, and none of them is refused', () => {
  expect(reads.during).toBeGreaterThan(20);
  expect(reads.failed).toEqual([]);
  expect(reads.backupOutput).toMatch(/Wrote .*demo-site\.tar\.gz: \d+ rows in 21 tables, \d+ media files/);
});

/** Restores the archive into a new data folder (and database), starts a site on it, and compares it. */
async function restoreAndCompare(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(workDir, 'restored-'));
  const restored = await cli('restore', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, archive);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).toContain('Restored ');

  expect(await originals(dataDir)).toEqual(await originals(path.join(workDir, 'original')));
  const site = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_CONTENT: 'off',
    SESSION_SECRET,
  });
  try {
    const answers = await answersOf(site);
    expect([...answers.keys()]).toEqual([...originalAnswers.keys()]);
    for (const [url, answer] of originalAnswers) expect(answers.get(url), url).toBe(answer);

    // Variants were left out of the archive: the restored site makes them again, watermarked as before.
    const { products } = await getJson<{ products: { image: string; images: string[] }[] }>(
      `${site.url}/api/products?limit=2`,
    );
    for (const url of products.flatMap((product) => [product.image, ...product.images])) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^image\//);
    }
  } finally {
    await site.stop();
  }
}

test.runIf(postgresUrl)(
  'restored into an empty PostgreSQL schema, every public answer and every original equals the SQLite original',
  async () => {
    const schema = `restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      await restoreAndCompare(`${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`);
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  },
  240_000,
);

test('restored into an empty SQLite database, every public answer and every original equals the original', async () => {
  await restoreAndCompare('');
}, 240_000);
