import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { mediaKeys } from './media-storage.ts';
import type { S3MediaStorage } from './s3-media-storage.ts';

const CDN = 'https://cdn.gandhara.test/media';

describe.each(DATABASE_KINDS)('media in an S3 bucket on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let bucket: S3MediaStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(kind, s3.env);
    bucket = t.services.storage as S3MediaStorage;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  async function ingestPhoto(seed: number) {
    return t.services.media.ingestImageBuffer(await makeJpeg({ width: 900, height: 600, seed }));
  }

  test('an original in the bucket is private: an anonymous GET is refused', async () => {
    const media = await ingestPhoto(31);
    const key = mediaKeys.original(media.storage_key);
    expect(s3.writesOf(key)).toEqual(['ObjectCreated:Put']);
    expect((await s3.anonymousGet(key)).status).toBe(403);

    // The same server does serve an object whose writer granted public read: the refusal above is the original's.
    await bucket.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'public-check.txt', Body: 'open', ACL: 'public-read' }),
    );
    expect((await s3.anonymousGet('public-check.txt')).status).toBe(200);
  });

  test("a variant is kept in the bucket with the site's content type and cache header, an original without", async () => {
    const media = await ingestPhoto(32);
    const key = await t.services.media.currentKey();
    const response = await t.app.inject(`/media/${media.content_hash}/${key}/640.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const variant = await bucket.client.send(
      new HeadObjectCommand({
        Bucket: s3.bucket,
        Key: mediaKeys.variant(media.content_hash, key, 640, 'webp'),
      }),
    );
    expect(variant).toMatchObject({
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
      ContentLength: response.rawPayload.length,
    });
    const original = await bucket.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: mediaKeys.original(media.storage_key) }),
    );
    expect(original.ContentType).toBe('image/jpeg');
    expect(original.CacheControl).toBeUndefined();
  });

  test('a video larger than one part goes up as a multipart upload and streams back by range', async () => {
    // Repeated, the demo clip is a valid MP4 head followed by more bytes than one 8 MiB part.
    const clip = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4'));
    const bytes = Buffer.concat(
      Array.from({ length: Math.ceil((9 * 1024 * 1024) / clip.length) }, () => clip),
    );
    const tmp = t.services.storage.tmpPath();
    await writeFile(tmp, bytes);
    const video = await t.services.media.ingestVideo(tmp, { originalName: 'long.mp4' });
    expect(s3.writesOf(mediaKeys.video(video.storage_key))).toEqual(['ObjectCreated:Post']);

    const start = 8 * 1024 * 1024 - 10;
    const partial = await t.app.inject({
      url: `/media/videos/${video.storage_key}`,
      headers: { range: `bytes=${start}-${start + 19}` },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes ${start}-${start + 19}/${bytes.length}`);
    expect(partial.rawPayload.equals(bytes.subarray(start, start + 20))).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('MEDIA_PUBLIC_URL: a CDN in front of the bucket, on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(kind, { ...s3.env, MEDIA_PUBLIC_URL: `${CDN}/` });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  test('a variant URL of the site sends the visitor to the CDN only once the variant is in the bucket', async () => {
    const media = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 800, height: 600, seed: 41 }),
    );
    const key = await t.services.media.currentKey();
    const objectKey = mediaKeys.variant(media.content_hash, key, 640, 'avif');
    expect(s3.writesOf(objectKey)).toHaveLength(0);

    const response = await t.app.inject(`/media/${media.content_hash}/${key}/640.avif`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${CDN}/${objectKey}`);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(s3.writesOf(objectKey)).toHaveLength(1);

    const negotiated = await t.app.inject({
      url: `/media/${media.content_hash}/${key}/640`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(negotiated.headers.location).toBe(`${CDN}/${objectKey}`);
    expect(negotiated.headers.vary).toContain('Accept');
    expect(s3.writesOf(objectKey)).toHaveLength(1);
  });

  test('a video URL sends the visitor to the CDN, and the page allows the CDN as a media source', async () => {
    const tmp = t.services.storage.tmpPath();
    await writeFile(
      tmp,
      await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4')),
    );
    const video = await t.services.media.ingestVideo(tmp);
    const response = await t.app.inject(`/media/videos/${video.storage_key}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${CDN}/videos/${video.storage_key}`);
    expect(response.headers['content-security-policy']).toMatch(
      /media-src 'self' blob: https:\/\/cdn\.gandhara\.test(;|$)/,
    );
  });
});
