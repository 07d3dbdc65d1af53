import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, vi } from 'vitest';
import { openDatabase, type DialectName } from '#server/db/database.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startServer } from '#tests/helpers/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const KINDS: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
if (!postgresUrl) console.warn('bulk-crash on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.');

const ADMIN = { email: 'owner@gandhara.test', password: 'crash test: a long passphrase' };
const PHOTOS = 30;
/** Made once for both databases: large enough that processing takes a while, so the kill lands in the middle. */
let photos: Promise<Buffer[]> | undefined;
const largePhotos = () =>
  (photos ??= Promise.all(
    Array.from({ length: PHOTOS }, (_, n) => makeJpeg({ width: 2400, height: 1800, seed: 501 + n })),
  ));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test.each(KINDS)(
  'on %s, a server killed in the middle of a bulk upload leaves no half-made product and no orphan file, and finishes the job after restart',
  async (kind) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-crash-'));
    const schema = `crash_${randomBytes(5).toString('hex')}`;
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL:
        kind === 'postgres' ? `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` : '',
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    let server = await startServer(env);
    try {
      const { auth } = await signInAdmin(server.url, ADMIN);
      const form = new FormData();
      form.append('categories', JSON.stringify(['Gandhara Art', 'Garden Decor']));
      for (const [n, photo] of (await largePhotos()).entries())
        form.append(
          'images',
          new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
          `shelf-piece-${n + 1}.jpg`,
        );
      const started = await fetch(`${server.url}/api/bulk-upload/bulk-images`, {
        method: 'POST',
        headers: { ...auth, prefer: 'respond-async' },
        body: form,
      });
      expect(started.status).toBe(202);
      const { jobId } = await started.json();

      // Killed (no clean shutdown) once some photographs are done and most are not.
      const jobOn = async (headers: { authorization: string }) =>
        (
          (await (await fetch(`${server.url}/api/bulk-upload/jobs/${jobId}`, { headers })).json()) as {
            job: { status: string; processed: number; successful: number; failed: number; total: number };
          }
        ).job;
      const processed = await vi.waitFor(
        async () => {
          const job = await jobOn(auth);
          if (job.processed < 3) throw new Error(`${job.processed} photographs done`);
          return job.processed;
        },
        { timeout: 60_000, interval: 20 },
      );
      server.process.kill('SIGKILL');
      await new Promise((resolve) => server.process.once('exit', resolve));
      expect(processed, 'the kill came before the job ended').toBeLessThan(PHOTOS);

      server = await startServer(env);
      const { auth: again } = await signInAdmin(server.url, ADMIN);
      const job = await vi.waitFor(
        async () => {
          const job = await jobOn(again);
          if (job.status !== 'done' && job.status !== 'failed')
            throw new Error(`The job is still ${job.status}`);
          return job;
        },
        { timeout: 120_000, interval: 100 },
      );
      expect(job).toMatchObject({ status: 'done', total: PHOTOS, successful: PHOTOS, failed: 0, errors: [] });
    } finally {
      await server.stop();
    }

    // The database and the disk, read directly once the server has stopped.
    const database = openDatabase(
      kind === 'postgres'
        ? { kind: 'postgres', url: postgresUrl!, schema, maxConnections: 2 }
        : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    );
    try {
      const { db } = database;
      const products = await db.selectFrom('products').select(['id', 'title']).execute();
      expect(products).toHaveLength(PHOTOS);
      expect(new Set(products.map((product) => product.title)).size).toBe(PHOTOS);
      for (const product of products) {
        const images = await db
          .selectFrom('product_images')
          .selectAll()
          .where('product_id', '=', product.id)
          .execute();
        const categories = await db
          .selectFrom('product_categories')
          .selectAll()
          .where('product_id', '=', product.id)
          .execute();
        expect([images.length, categories.length], product.title).toEqual([1, 2]);
      }
      // Every stored original belongs to a media row, and every media row to a product.
      const media = await db.selectFrom('media').select(['id', 'storage_key']).execute();
      const linked = new Set(
        (await db.selectFrom('product_images').select('media_id').execute()).map((row) => row.media_id),
      );
      expect(media.filter((row) => !linked.has(row.id))).toEqual([]);
      const originals = (await filesUnder(path.join(dataDir, 'media', 'originals'))).map((file) =>
        path.relative(path.join(dataDir, 'media', 'originals'), file),
      );
      expect(originals.sort()).toEqual(media.map((row) => row.storage_key).sort());
      expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
      expect(await filesUnder(path.join(dataDir, 'media', 'bulk'))).toEqual([]);
    } finally {
      await database.close();
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  240_000,
);
