import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT } from '#scripts/build-stamp.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { freePort } from '#tests/helpers/server-process.ts';

/** What a deployment gets: the sources and the build, never the working copy's dependencies or data. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'data',
  'build',
  'test-results',
  'bench-results',
  '.react-router',
]);
const ADMIN = { email: 'owner@gandhara.test', password: 'production start: a long passphrase' };

let copy: string;
let dataDir: string;
/** Every server started, stopped at the end even when a test gave up waiting for it. */
const started: ReturnType<typeof spawn>[] = [];

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'gandhara-production-'));
  dataDir = path.join(copy, 'data');
  await cp(ROOT, copy, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0]!),
  });
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 300_000,
  });
  if (install.status !== 0)
    throw new Error(`npm install --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
}, 360_000);

afterAll(async () => {
  // A group may be gone before Node has heard its leader end (a test stopped it, or it stopped itself): ESRCH then
  // says it is already stopped. A leader ended by a signal has a signal code and no exit code.
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null)
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
  await rm(copy, { recursive: true, force: true });
});

/** `npm run serve` in the copy, in a process group of its own so that stopping it stops npm's child too. */
function serve(env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test('with production dependencies only, a missing build is a clear error and not a stack', async () => {
  // The development tools are not there, so nothing could be built at start even if it tried.
  expect(existsSync(path.join(copy, 'node_modules', 'vite'))).toBe(false);
  expect(existsSync(path.join(copy, 'node_modules', '@react-router', 'dev'))).toBe(false);
  // No build, whatever ran before: the other test copies one in.
  await rm(path.join(copy, 'build'), { recursive: true, force: true });
  const run = serve({ PORT: String(await freePort()) });
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('There is no build in');
  expect(run.output()).toContain('npm run build');
  expect(run.output()).not.toMatch(/\n\s+at /);
}, 60_000);

test('the built site runs with production dependencies only: home, a product page and an image variant', async () => {
  await cp(path.join(ROOT, 'build'), path.join(copy, 'build'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const run = serve({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/healthz`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 90_000,
          interval: 250,
        },
      )
      .toBe(200);

    // A product with a photograph, added through the admin API of the production process.
    const form = new FormData();
    form.append('title', 'Seated Buddha in Green Schist');
    form.append('description', 'A small seated figure, carved in Taxila.');
    form.append('price', '420');
    form.append('categories', JSON.stringify(['Gandhara Art']));
    form.append('imageAlt', 'A seated Buddha carved in green schist');
    form.append(
      'images',
      new Blob([new Uint8Array(await makeJpeg({ width: 1400, height: 1000 }))], { type: 'image/jpeg' }),
      'buddha.jpg',
    );
    const added = await fetch(`${url}/api/admin/products/add`, {
      method: 'POST',
      headers: (await signInAdmin(url, ADMIN)).auth,
      body: form,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { product } = (await added.json()) as { product: { slug: string; image: string; title: string } };

    const home = await fetch(url);
    expect(home.status).toBe(200);
    // The empty shop still has its menu (DEMO_CONTENT=off makes the categories, not the demo products).
    expect(await home.text()).toContain('Gandhara Art');

    const page = await fetch(`${url}/product/${product.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.title);

    // The variant is made by sharp and watermarked with the font that now comes from a production dependency.
    const variant = await fetch(product.image);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(variant.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(metadata.width).toBeGreaterThan(0);
    expect(run.output()).not.toMatch(/error/i);
  } finally {
    process.kill(-run.child.pid!, 'SIGTERM');
    await run.exited;
  }
}, 180_000);
