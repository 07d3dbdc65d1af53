import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createMediaStorage } from '#server/media/media-storage.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startS3Server } from '#tests/helpers/s3-server.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn('two instances on one PostgreSQL and one bucket SKIPPED: TEST_DATABASE_URL is not set.');

const ADMIN = { email: 'owner@gandhara.test', password: 'two instances: a long passphrase' };
const PHOTOS = 12;

/** A product with one photograph, added through the admin API of one instance. */
async function addProduct(instance: RunningServer, auth: { authorization: string }) {
  const form = new FormData();
  form.append('title', 'Fasting Buddha in Schist');
  form.append('price', '1800');
  form.append('description', 'After the Lahore Museum piece, carved in Taxila.');
  form.append('imageAlt', 'A fasting Buddha carved in grey schist');
  form.append('categories', JSON.stringify(['Gandhara Art']));
  form.append(
    'images',
    new Blob([new Uint8Array(await makeJpeg({ width: 1600, height: 1200, seed: 41 }))], {
      type: 'image/jpeg',
    }),
    'fasting-buddha.jpg',
  );
  return fetch(`${instance.url}/api/admin/products/add`, { method: 'POST', headers: auth, body: form });
}

/**
 * Two processes of the site, each with a data folder of its own (as on two machines), on one PostgreSQL schema and
 * one S3-compatible bucket: what a shop that outgrew one machine runs.
 */
describe.runIf(postgresUrl)('two instances on one PostgreSQL and one bucket', () => {
  const schema = `two_${randomBytes(5).toString('hex')}`;
  const folders: string[] = [];
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: RunningServer;
  let b: RunningServer;
  const others: RunningServer[] = [];
  let authA: { authorization: string };
  let authB: { authorization: string };
  let product: { _id: string; title: string; image: string };
  let productAdded: Response;
  // Opened before any test runs: the tests run in any order, and the lockout test stops new sign-ins.
  let sessionToSignOut: { authorization: string };
  let start: () => Promise<RunningServer>;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    s3 = await startS3Server();
    start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-instance-'));
      folders.push(dataDir);
      return startServer({
        ...s3.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        DEMO_CONTENT: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
    };
    // Started together: one migrates while the other waits for the lock, and the menu is written once.
    [a, b] = await Promise.all([start(), start()]);
    [{ auth: authA }, { auth: authB }, { auth: sessionToSignOut }] = await Promise.all([
      signInAdmin(a.url, ADMIN),
      signInAdmin(b.url, ADMIN),
      signInAdmin(a.url, ADMIN),
    ]);
    productAdded = await addProduct(a, authA);
    if (productAdded.ok)
      product = ((await productAdded.clone().json()) as { product: typeof product }).product;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), ...others.map((other) => other.stop())]);
    await s3?.close();
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  test('the menu was written once, and a product saved on A shows on B', async () => {
    const { categories } = (await (await fetch(`${b.url}/api/categories`)).json()) as {
      categories: unknown[];
    };
    expect(categories).toHaveLength(24);

    expect(productAdded.status).toBe(201);
    const onB = await fetch(`${b.url}/api/products/${product._id}`);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { title: string }).title).toBe(product.title);
  });

  test("a phone number changed on A changes B's image URLs within 1 s", async () => {
    const imageOnB = async () =>
      ((await (await fetch(`${b.url}/api/products/${product._id}`)).json()) as { image: string }).image;
    const before = await imageOnB();
    const saved = await fetch(`${a.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { ...authA, 'content-type': 'application/json' },
      body: JSON.stringify({ businessPhone: '+92 345 7654321' }),
    });
    expect(saved.status).toBe(200);
    const changedAt = performance.now();
    await expect.poll(imageOnB, { timeout: 1000, interval: 25 }).not.toBe(before);
    expect(performance.now() - changedAt).toBeLessThan(1000);
  });

  test('a variant requested from both at once is made once', async () => {
    const image = ((await (await fetch(`${b.url}/api/products/${product._id}`)).json()) as { image: string })
      .image;
    const [, hash, variantKey, file] = /\/media\/([a-f0-9]{64})\/([^/]+)\/([^/]+)$/.exec(
      new URL(image).pathname,
    )!;
    // Without an extension the format follows Accept: AVIF, which the requests below ask for first.
    const [width, format = 'avif'] = file!.split('.');
    const key = `variants/${hash!.slice(0, 2)}/${hash}/${variantKey}-${width}.${format}`;
    expect(s3.writesOf(key)).toHaveLength(0);
    const pathname = new URL(image).pathname;
    const answers = await Promise.all(
      [a, b, a, b].map((instance) =>
        fetch(`${instance.url}${pathname}`, { headers: { accept: 'image/avif,image/webp' } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect(s3.writesOf(key)).toHaveLength(1);
  });

  test('a session signed out on A is refused on B at once', async () => {
    const session = sessionToSignOut;
    const me = (instance: RunningServer) => fetch(`${instance.url}/api/auth/profile`, { headers: session });
    expect((await me(b)).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: session })).status).toBe(200);
    expect((await me(b)).status).toBe(401);
  });

  test('five failed sign-ins spread over A and B lock the account on both', async () => {
    const signIn = (instance: RunningServer, password: string) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
    const answers = [];
    for (const instance of [a, b, a, b, a])
      answers.push((await signIn(instance, 'not the passphrase')).status);
    // The fifth failure, wherever it lands, locks the e-mail and says so.
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(a, ADMIN.password)).status).toBe(429);
    expect((await signIn(b, ADMIN.password)).status).toBe(429);
  });

  test('a bulk job started on C, with C killed by kill -9, is finished by B with every photograph exactly once', async () => {
    // An instance of its own to kill, so the other tests keep A whatever their order; A's session is good on C
    // (sessions live in the database), and a lockout stops sign-ins, not signed-in admins.
    const c = await start();
    others.push(c);
    const form = new FormData();
    form.append('categories', JSON.stringify(['Gandhara Art']));
    for (let n = 0; n < PHOTOS; n++)
      form.append(
        'images',
        new Blob([new Uint8Array(await makeJpeg({ width: 2400, height: 1800, seed: 900 + n }))], {
          type: 'image/jpeg',
        }),
        `relief-panel-${n + 1}.jpg`,
      );
    const started = await fetch(`${c.url}/api/bulk-upload/bulk-images`, {
      method: 'POST',
      headers: { ...authA, prefer: 'respond-async' },
      body: form,
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    const job = async (instance: RunningServer, auth: { authorization: string }) =>
      (
        (await (await fetch(`${instance.url}/api/bulk-upload/jobs/${jobId}`, { headers: auth })).json()) as {
          job: { status: string; processed: number; successful: number; failed: number; total: number };
        }
      ).job;
    await expect
      .poll(async () => (await job(c, authA)).processed, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    c.process.kill('SIGKILL');
    await new Promise((resolve) => c.process.once('exit', resolve));
    expect((await job(b, authB)).processed).toBeLessThan(PHOTOS);

    // B takes the job over once C's lease has run out.
    await expect
      .poll(async () => (await job(b, authB)).status, { timeout: 90_000, interval: 250 })
      .toBe('done');
    expect(await job(b, authB)).toMatchObject({ total: PHOTOS, successful: PHOTOS, failed: 0 });

    const database = openDatabase({ kind: 'postgres', url: postgresUrl!, schema, maxConnections: 2 });
    try {
      const titles = await database.db
        .selectFrom('bulk_job_items')
        .innerJoin('products', 'products.id', 'bulk_job_items.product_id')
        .select('products.id')
        .where('bulk_job_items.job_id', '=', jobId)
        .execute();
      expect(titles).toHaveLength(PHOTOS);
      const made = await database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('title', 'like', 'Relief Panel%')
        .executeTakeFirstOrThrow();
      expect(Number(made.n)).toBe(PHOTOS);
      // Every staged photograph left the bucket once its product was made.
      const bucket = await createMediaStorage(loadConfig({ ...s3.env, DATA_DIR: folders[0]! }));
      const staged = [];
      for await (const object of bucket.list('bulk/')) staged.push(object.key);
      expect(staged).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
