import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { makeJpeg, makePngBomb, makePngWithAlpha } from '#tests/helpers/image-files.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { MediaError } from './media-service.ts';

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

describe.each(DATABASE_KINDS)('media pipeline on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  test('a JPEG rotated by its EXIF orientation is stored upright and its variants carry no EXIF', async () => {
    const media = await ingestBytes(t, await makeJpeg({ width: 1200, height: 800, orientation: 6, seed: 3 }));
    expect(media).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 800, height: 1200 });

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

  test('refused uploads leave nothing behind in the temporary folder or the store', async () => {
    expect(await readdir(t.services.storage.tmpDir)).toEqual([]);
  });

  test('the same photo uploaded twice is stored once', async () => {
    const bytes = await makeJpeg({ width: 700, height: 500, seed: 9 });
    const first = await ingestBytes(t, bytes);
    const second = await ingestBytes(t, bytes, 'copy.jpg');
    expect(second.id).toBe(first.id);
  });
});

describe.each(DATABASE_KINDS)('public image URLs on %s', (kind) => {
  let t: TestApp;
  let imageUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addCatalog(t.services, 2);
    imageUrl = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
  });
  afterAll(() => t.close());

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

  test('the watermark is burned into the corner and nowhere else', async () => {
    const marked = (await t.app.inject({ url: path(`${imageUrl}.jpg`) })).rawPayload;
    await t.services.settings.updateSite({ watermarkEnabled: false });
    const plainUrl = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    expect(plainUrl).not.toBe(imageUrl);
    const plain = (await t.app.inject({ url: path(`${plainUrl}.jpg`) })).rawPayload;
    await t.services.settings.updateSite({ watermarkEnabled: true });

    const { width, height } = await sharp(marked).metadata();
    const corner = await regionDifference(marked, plain, {
      left: width! - 260,
      top: height! - 90,
      width: 240,
      height: 70,
    });
    const elsewhere = await regionDifference(marked, plain, { left: 20, top: 20, width: 240, height: 70 });
    expect(corner).toBeGreaterThan(8);
    expect(elsewhere).toBeLessThan(2);
  });

  test('changing the phone changes every image URL, and old URLs redirect to the new image', async () => {
    const before = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    await t.services.settings.updateSite({ businessPhone: '+92 311 7654321' });
    const after = (await t.app.inject('/api/products?page=1&limit=1')).json().products[0].image;
    expect(after).not.toBe(before);
    const old = await t.app.inject({ url: path(before) });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(path(after));
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

describe.each(DATABASE_KINDS)('videos on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  test('an MP4 is stored and served with Range support', async () => {
    const bytes = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4'));
    const tmp = t.services.storage.tmpPath();
    await writeFile(tmp, bytes);
    const video = await t.services.media.ingestVideo(tmp, { originalName: 'clip.mp4' });
    expect(video).toMatchObject({ kind: 'video', mime: 'video/mp4', bytes: bytes.length });

    const partial = await t.app.inject({
      url: `/media/videos/${video.storage_key}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(partial.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    expect(partial.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
