import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { makeJpeg, makePngBomb, makePngWithAlpha } from '#tests/helpers/image-files.ts';
import { MEDIA_STORES, mediaStoreEnv } from '#tests/helpers/s3-server.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { MediaError } from './media-checks.ts';
import { mediaKeys } from './media-storage.ts';
import { watermarkOverlay } from './watermark.ts';
import { keptEverywhere } from '#common/shown-crops.ts';

/** Every database with every store: the pipeline must behave the same over DATA_DIR/media and over a bucket. */
const SETUPS = DATABASE_KINDS.flatMap((kind) => MEDIA_STORES.map((store) => [kind, store] as const));

/** A test app on its own database and its own store (an s3rver of its own for S3), closed together. */
async function createMediaTestApp(kind: (typeof SETUPS)[number][0], store: (typeof SETUPS)[number][1]) {
  const media = await mediaStoreEnv(store);
  const t = await createTestApp(kind, media.env);
  return {
    ...t,
    async close() {
      await t.close();
      await media.close();
    },
  };
}

async function ingestBytes(t: TestApp, bytes: Buffer, name = 'upload.jpg') {
  const tmp = t.services.storage.tmpPath();
  await writeFile(tmp, bytes);
  return t.services.media.ingestImage(tmp, { originalName: name });
}

/** Mean absolute difference of two same-sized raw images over a region. */
async function regionDifference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const [ra, rb] = await Promise.all([a, b].map((input) => sharp(input).extract(region).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < ra!.length; i++) sum += Math.abs(ra![i]! - rb![i]!);
  return sum / ra!.length;
}

describe.each(SETUPS)('media pipeline on %s with %s media', (kind, store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(kind, store);
  });
  afterAll(() => t.close());

  test('a JPEG rotated by its EXIF orientation is stored upright and its variants carry no EXIF', async () => {
    const media = await ingestBytes(t, await makeJpeg({ width: 1200, height: 800, orientation: 6, seed: 3 }));
    expect(media).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 800, height: 1200 });
    // Kept under its content hash, as uploaded.
    expect(media.storage_key).toBe(`${media.content_hash.slice(0, 2)}/${media.content_hash}.jpg`);
    expect(await t.services.storage.stat(mediaKeys.original(media.storage_key))).toEqual({
      size: media.bytes,
    });

    const response = await t.app.inject({
      url: `/media/${media.content_hash}/${await t.services.media.currentKey()}/640.jpg`,
    });
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBe(960);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  test('a PNG with transparency is accepted', async () => {
    const media = await ingestBytes(t, await makePngWithAlpha(600, 400), 'logo.png');
    expect(media).toMatchObject({ mime: 'image/png', width: 600, height: 400 });
  });

  test('a truncated JPEG is refused as damaged', async () => {
    const whole = await makeJpeg({ width: 900, height: 900, seed: 4 });
    const error = await ingestBytes(t, whole.subarray(0, Math.floor(whole.length / 2))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('corrupt');
  });

  test('a text file named .jpg is refused by its content, not its name', async () => {
    const error = await ingestBytes(
      t,
      Buffer.from('This is not a picture, only words.\n'),
      'holiday.jpg',
    ).catch((e: unknown) => e);
    expect((error as MediaError).code).toBe('unsupported-type');
  });

  test('an SVG is refused even though it is an image format', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const error = await ingestBytes(t, svg, 'logo.svg').catch((e: unknown) => e);
    expect((error as MediaError).code).toBe('unsupported-type');
  });

  test('a 20000 × 20000 pixel bomb is refused before it is decoded', async () => {
    const bomb = makePngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const error = await ingestBytes(t, bomb, 'bomb.png').catch((e: unknown) => e);
    expect((error as MediaError).code).toBe('too-many-pixels');
    expect((error as MediaError).message).toContain('400 megapixels');
  });

  test('a 350 KB PNG of 120 megapixels is past the 50-megapixel rule and refused before it is decoded', async () => {
    const large = makePngBomb(12_000, 10_000);
    expect(large.length).toBeLessThan(400_000);
    const error = await ingestBytes(t, large, 'panorama.png').catch((e: unknown) => e);
    expect((error as MediaError).code).toBe('too-many-pixels');
    expect((error as MediaError).message).toBe('The image is 120 megapixels; the limit is 50.');
  });

  test('refused uploads leave nothing behind in the temporary folder or the store', async () => {
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('a stored photograph turned by 90 degrees is a new image, read back from the store', async () => {
    const media = await ingestBytes(t, await makeJpeg({ width: 600, height: 400, seed: 12 }));
    const turned = await t.services.media.rotateImage(media.id, 90);
    expect(turned).toMatchObject({ kind: 'image', width: 400, height: 600 });
    expect(turned.content_hash).not.toBe(media.content_hash);
  });

  test('the store takes no key that could name something outside it', async () => {
    for (const key of ['../app.db', '/etc/passwd', 'originals/../../app.db', 'originals/Photo.JPG']) {
      await expect(t.services.storage.stat(key), key).rejects.toThrow('Not a media key');
    }
  });

  test('the same photo uploaded twice is stored once', async () => {
    const bytes = await makeJpeg({ width: 700, height: 500, seed: 9 });
    const first = await ingestBytes(t, bytes);
    const second = await ingestBytes(t, bytes, 'copy.jpg');
    expect(second.id).toBe(first.id);
  });
});

describe.each(SETUPS)('public image URLs on %s with %s media', (kind, store) => {
  let t: TestApp;
  let imageUrl: string;

  beforeAll(async () => {
    t = await createMediaTestApp(kind, store);
    await addCatalog(t.services, 2);
  });
  afterAll(() => t.close());
  // The address as the API gives it now: a test that changes the watermark changes it.
  beforeEach(async () => {
    imageUrl = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
  });

  const path = (url: string) => url.replace(TEST_PUBLIC_URL, '');

  test('the API image URL answers AVIF to a client that accepts AVIF, immutably cached', async () => {
    const response = await t.app.inject({
      url: path(imageUrl),
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('heif');
    expect(metadata.width).toBe(960);
    expect(metadata.exif).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  test('a variant answers 304 to the ETag it was served with, and is kept in the store', async () => {
    const first = await t.app.inject({ url: path(`${imageUrl}.webp`) });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{20}-[a-z0-9]{10}-960-webp"$/);
    const again = await t.app.inject({ url: path(`${imageUrl}.webp`), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ url: path(`${imageUrl}.webp`), method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);

    const [, hash, key] = /\/media\/([a-f0-9]{64})\/([a-z0-9]{10})\//.exec(imageUrl)!;
    const stored = await t.services.storage.stat(mediaKeys.variant(hash!, key!, 960, 'webp'));
    expect(stored).toEqual({ size: first.rawPayload.length });
  });

  test('originals are never served: no URL of the site answers with one', async () => {
    const row = (await t.services.media.findByHash(/\/media\/([a-f0-9]{64})\//.exec(imageUrl)![1]!))!;
    for (const url of [
      `/media/originals/${row.storage_key}`,
      `/media/${row.storage_key}`,
      `/media/videos/${row.storage_key}`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  test('the same URL answers WebP to a client that accepts only WebP', async () => {
    const response = await t.app.inject({ url: path(imageUrl), headers: { accept: 'image/webp,*/*' } });
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  test('a variant is never wider than its source', async () => {
    const wide = imageUrl.replace(/\/960$/, '/1920.webp');
    const response = await t.app.inject({ url: path(wide) });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
  });

  test('sizes outside the list are not served', async () => {
    const odd = await t.app.inject({ url: path(imageUrl.replace(/\/960$/, '/961.webp')) });
    expect(odd.statusCode).toBe(404);
  });

  test('the watermark is burned low in the middle, where every crop keeps it, and nowhere else', async () => {
    const marked = (await t.app.inject({ url: path(`${imageUrl}.jpg`) })).rawPayload;
    await t.services.settings.updateSite({ watermarkEnabled: false });
    const plainUrl = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    expect(plainUrl).not.toBe(imageUrl);
    const plain = (await t.app.inject({ url: path(`${plainUrl}.jpg`) })).rawPayload;
    await t.services.settings.updateSite({ watermarkEnabled: true });

    const { width, height } = await sharp(marked).metadata();
    const mark = (await watermarkOverlay(await t.services.settings.watermark(), width!, height!))!;
    const kept = keptEverywhere(width!, height!);
    expect(mark.left).toBeGreaterThanOrEqual(kept.left);
    expect(mark.left + mark.width).toBeLessThanOrEqual(kept.left + kept.width);
    const { left, top } = mark;
    const there = await regionDifference(marked, plain, {
      left,
      top,
      width: mark.width,
      height: mark.height,
    });
    // Where the old mark sat, cut by square cards and wide heroes: now left as photographed.
    const oldCorner = { left: width! - 260, top: height! - 90, width: 240, height: 70 };
    const elsewhere = await regionDifference(marked, plain, { left: 20, top: 20, width: 240, height: 70 });
    expect(there).toBeGreaterThan(8);
    expect(await regionDifference(marked, plain, oldCorner)).toBeLessThan(2);
    expect(elsewhere).toBeLessThan(2);
  });

  test('changing the phone changes every image URL, and old URLs redirect to the new image', async () => {
    const before = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    const { businessPhone } = await t.services.settings.getSite();
    await t.services.settings.updateSite({ businessPhone: '+92 311 7654321' });
    const after = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    expect(after).not.toBe(before);
    const old = await t.app.inject({ url: path(before) });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(path(after));
    // Back as it was: the watermark test measures the mark with the shop's own phone.
    await t.services.settings.updateSite({ businessPhone });
  });

  test('concurrent requests for a new variant share one generation', async () => {
    const before = t.services.media.stats().variantsGenerated;
    const current = (await t.app.inject('/api/products?page=1&limit=1'))
      .json()
      .products[0].image.replace(/\/960$/, '/320.webp');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ url: path(current) })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(t.services.media.stats().variantsGenerated - before).toBe(1);
  });

  test('a legacy uploads/ path of an imported image redirects to its variant', async () => {
    const bytes = await makeJpeg({ width: 640, height: 480, seed: 21 });
    const tmp = t.services.storage.tmpPath();
    await writeFile(tmp, bytes);
    await t.services.media.ingestImage(tmp, { legacyPath: 'products/old-vase.jpg' });
    for (const legacy of ['/uploads/products/old-vase.jpg', '/uploads/uploads/products/old-vase.jpg']) {
      const response = await t.app.inject(legacy);
      expect(response.statusCode, legacy).toBe(301);
      expect(response.headers.location).toMatch(/^\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/640$/);
    }
    expect((await t.app.inject('/uploads/not-imported.jpg')).statusCode).toBe(404);
  });
});

describe.each(SETUPS)('videos on %s with %s media', (kind, store) => {
  let t: TestApp;
  let bytes: Buffer;
  let url: string;
  beforeAll(async () => {
    t = await createMediaTestApp(kind, store);
    bytes = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4'));
    const tmp = t.services.storage.tmpPath();
    await writeFile(tmp, bytes);
    const video = await t.services.media.ingestVideo(tmp, { originalName: 'clip.mp4' });
    expect(video).toMatchObject({ kind: 'video', mime: 'video/mp4', bytes: bytes.length });
    url = `/media/videos/${video.storage_key}`;
  });
  afterAll(() => t.close());

  test('an MP4 is stored and served with Range support', async () => {
    const partial = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.headers['content-type']).toBe('video/mp4');
    expect(partial.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    expect(partial.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the whole video, an open range, the last bytes and a range past the end answer as a player expects', async () => {
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const middle = Math.floor(bytes.length / 2);
    const open = await t.app.inject({ url, headers: { range: `bytes=${middle}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${middle}-${bytes.length - 1}/${bytes.length}`);
    expect(open.rawPayload.equals(bytes.subarray(middle))).toBe(true);

    const suffix = await t.app.inject({ url, headers: { range: 'bytes=-500' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const past = await t.app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  test('a player that holds the video is answered 304, and HEAD tells the size without the bytes', async () => {
    const etag = (await t.app.inject({ url, headers: { range: 'bytes=0-0' } })).headers.etag as string;
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const head = await t.app.inject({ url, method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  test('a file that is not a video container is refused', async () => {
    const tmp = t.services.storage.tmpPath();
    await writeFile(tmp, await makeJpeg({ width: 100, height: 100 }));
    const error = await t.services.media
      .ingestVideo(tmp, { originalName: 'movie.mp4' })
      .catch((e: unknown) => e);
    expect((error as MediaError).message).toBe(
      'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
    );
  });
});
