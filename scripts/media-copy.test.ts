import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'media-copy.ts');

/** SHA-256 of every file under DATA_DIR/media, by its path there. */
async function checksums(dataDir: string): Promise<Record<string, string>> {
  const root = path.join(dataDir, 'media');
  const sums: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(root, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return sums;
}

/** A fresh bucket and an empty data folder for one test, removed afterwards: tests share nothing but the shop. */
async function withBucketAndFolder(use: (s3: S3TestServer, folder: string) => Promise<void>) {
  const s3 = await startS3Server();
  const folder = await mkdtemp(path.join(tmpdir(), 'gandhara-copy-'));
  try {
    await use(s3, folder);
  } finally {
    await s3.close();
    await rm(folder, { recursive: true, force: true });
  }
}

type Failed = { code: number; stdout: string; stderr: string };

describe('npm run media:copy', () => {
  let t: TestApp;

  const cli = (dataDir: string, env: Record<string, string>, ...args: string[]) =>
    run(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MEDIA_STORAGE: '', CI: '1', ...env },
    });
  const failing = (dataDir: string, env: Record<string, string>, ...args: string[]) =>
    cli(dataDir, env, ...args).then(
      () => expect.fail('the command succeeded'),
      (error: Failed) => error,
    );

  beforeAll(async () => {
    // A shop on the local store: two photographs, a video and a variant a visitor has seen.
    t = await createTestApp('sqlite');
    const first = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 900, height: 700, seed: 61 }),
    );
    await t.services.media.ingestImageBuffer(await makeJpeg({ width: 700, height: 900, seed: 62 }));
    const tmp = t.services.storage.tmpPath();
    await writeFile(
      tmp,
      await readFile(path.resolve(import.meta.dirname, '../seed-assets/promo-featured.mp4')),
    );
    await t.services.media.ingestVideo(tmp);
    const key = await t.services.media.currentKey();
    expect((await t.app.inject(`/media/${first.content_hash}/${key}/640.webp`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  test('copies local to S3 and back with every checksum equal, and a second run copies nothing', () =>
    withBucketAndFolder(async (s3, restored) => {
      const original = await checksums(t.dataDir);
      expect(Object.keys(original)).toHaveLength(4);

      const up = await cli(t.dataDir, s3.env, '--to', 's3', '--variants');
      expect(up.stdout).toContain('Copied 4 objects');
      expect(up.stdout).toContain('4/4 objects');
      const again = await cli(t.dataDir, s3.env, '--to', 's3', '--variants');
      expect(again.stdout).toContain('Copied 0 objects (0.0 MB); 4 were there already.');

      const down = await cli(restored, s3.env, '--to', 'local', '--variants');
      expect(down.stdout).toContain('Copied 4 objects');
      expect(await checksums(restored)).toEqual(original);
    }));

  test('without --variants only originals and videos are copied: variants are made again on demand', () =>
    withBucketAndFolder(async (s3, restored) => {
      expect((await cli(t.dataDir, s3.env, '--to', 's3')).stdout).toContain('Copied 3 objects');
      expect((await cli(restored, s3.env, '--to', 'local')).stdout).toContain('Copied 3 objects');
      const copied = Object.keys(await checksums(restored));
      expect(copied.filter((file) => file.startsWith('variants/'))).toEqual([]);
      expect(copied).toHaveLength(3);
    }));

  test('an object that cannot be copied is named, the others are copied, and the exit is non-zero', () =>
    withBucketAndFolder(async (s3, dataDir) => {
      // A file someone put in the folder by hand: not a name the site makes, so it is no media key.
      await mkdir(path.join(dataDir, 'media', 'originals', 'ab'), { recursive: true });
      await writeFile(path.join(dataDir, 'media', 'originals', 'ab', 'Holiday Photo.JPG'), 'not ours');
      await writeFile(path.join(dataDir, 'media', 'originals', 'ab', 'ab12.jpg'), 'ours');
      const up = await failing(dataDir, s3.env, '--to', 's3');
      expect(up.code).toBe(1);
      expect(up.stdout).toContain('Copied 1 object (0.0 MB)');
      expect(up.stderr).toContain('1 could not be copied:\n  originals/ab/Holiday Photo.JPG: ');
    }));

  test('a bucket that cannot be reached, or no bucket at all, ends with a message and a non-zero exit', () =>
    withBucketAndFolder(async (s3, restored) => {
      for (const to of ['s3', 'local']) {
        const failed = await failing(restored, { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }, '--to', to);
        expect(failed.code).toBe(1);
        expect(failed.stderr).toContain('Media copy failed: The bucket cannot be reached');
      }
      const noBucket = await failing(restored, { S3_BUCKET: '' }, '--to', 's3');
      expect(noBucket.code).toBe(1);
      expect(noBucket.stderr).toContain('S3_BUCKET is not set');

      const wrong = await failing(restored, s3.env, '--to', 'ftp');
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Usage: npm run media:copy -- --to s3|local');
    }));
});
