import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageVariantUrl } from '#common/media-url.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { MEDIA_STORES, mediaStoreEnv } from '#tests/helpers/s3-server.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { MEDIA_GRACE_MS } from './media-retention.ts';
import { imageRefOf } from './media-service.ts';
import { mediaKeys } from './media-storage.ts';

const SETUPS = DATABASE_KINDS.flatMap((kind) => MEDIA_STORES.map((store) => [kind, store] as const));
const DAY = 24 * 60 * 60 * 1000;

describe.each(SETUPS)('media that nothing shows, on %s with %s media', (kind, store) => {
  let t: TestApp;
  /** The app's clock: the test moves it past the grace period. */
  let offsetMs = 0;
  let seed = 40;

  let closeStore: () => Promise<void>;

  beforeAll(async () => {
    const media = await mediaStoreEnv(store);
    closeStore = media.close;
    t = await createTestApp(kind, media.env, { now: () => new Date(Date.now() + offsetMs) });
    await createPublicCategories(t.services);
  });
  afterAll(async () => {
    await t.close();
    await closeStore();
  });

  const photo = async () =>
    t.services.media.ingestImageBuffer(await makeJpeg({ width: 700, height: 500, seed: seed++ }), {
      originalName: 'piece.jpg',
    });
  const variantUrl = async (row: MediaRow) =>
    imageVariantUrl(imageRefOf(row, await t.services.media.currentKey()), 320, 'webp');
  const keysUnder = async (prefix: string) => {
    const keys = [];
    for await (const object of t.services.storage.list(prefix)) keys.push(object.key);
    return keys;
  };
  const hasRow = async (row: MediaRow) => (await t.services.media.findByHash(row.content_hash)) !== undefined;

  test('a deleted product’s photographs stop being served at once, and are collected with their variants', async () => {
    offsetMs = 0;
    const [front, back] = [await photo(), await photo()];
    const product = await t.services.catalog.createProduct({
      title: 'Lotus Bowl',
      description: 'A bowl.',
      categories: ['Garden Decor'],
      images: [
        { media_id: front.id, url: null },
        { media_id: back.id, url: null },
      ],
    });
    const url = await variantUrl(front);
    offsetMs = 2 * DAY;
    // Shown, and kept by the response cache: the second answer comes from memory.
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('hit');
    expect(await keysUnder(`variants/${front.content_hash.slice(0, 2)}/${front.content_hash}/`)).toHaveLength(
      1,
    );

    // Moved to the trash, then deleted for good: the trash keeps its photographs until then (decision 026).
    const trashed = await t.services.trash.trash('product', product.id, TEST_ACTOR);
    expect(await t.services.trash.purge([trashed!.id], TEST_ACTOR)).toBe(1);
    await expect.poll(async () => (await t.app.inject(url)).statusCode).toBe(404);
    expect((await t.app.inject(await variantUrl(back))).statusCode).toBe(404);

    const collected = await t.services.mediaRetention.collect();
    expect(collected.records).toBeGreaterThanOrEqual(2);
    expect(await hasRow(front)).toBe(false);
    expect(await hasRow(back)).toBe(false);
    for (const row of [front, back])
      expect(await t.services.storage.stat(mediaKeys.original(row.storage_key))).toBeNull();
    expect(await keysUnder(`variants/${front.content_hash.slice(0, 2)}/${front.content_hash}/`)).toEqual([]);
  });

  test('a photograph of a save that never came is served during its grace period, then refused and collected', async () => {
    offsetMs = 0;
    const orphan = await photo();
    const url = await variantUrl(orphan);
    expect((await t.app.inject(url)).statusCode).toBe(200);
    // Within the grace period it is neither refused nor collected.
    offsetMs = MEDIA_GRACE_MS - 60_000;
    await t.services.mediaRetention.collect();
    expect(await hasRow(orphan)).toBe(true);

    offsetMs = MEDIA_GRACE_MS + 60_000;
    // The kept variant is not looked at again by itself: a change that may unshow media is what drops it.
    await t.services.changes.publish('media');
    await expect.poll(async () => (await t.app.inject(url)).statusCode).toBe(404);
    await t.services.mediaRetention.collect();
    expect(await hasRow(orphan)).toBe(false);
    expect(await t.services.storage.stat(mediaKeys.original(orphan.storage_key))).toBeNull();
  });

  test('an original a crash left without its row is collected once it is older than the grace period', async () => {
    offsetMs = 0;
    const hash = 'ab'.repeat(32);
    const key = mediaKeys.original(`${hash.slice(0, 2)}/${hash}.jpg`);
    await t.services.storage.write(key, Readable.from([await makeJpeg({ width: 64, height: 64, seed: 3 })]), {
      contentType: 'image/jpeg',
    });
    await t.services.mediaRetention.collect();
    expect(await t.services.storage.stat(key)).not.toBeNull();
    offsetMs = 2 * DAY;
    expect((await t.services.mediaRetention.collect()).objects).toBeGreaterThanOrEqual(1);
    expect(await t.services.storage.stat(key)).toBeNull();
  });

  test('what a tour, a master, the settings or a draft shows is kept, however old; two collections at once agree', async () => {
    offsetMs = 0;
    const [tourPicture, portrait, popup, draftPhoto] = [
      await photo(),
      await photo(),
      await photo(),
      await photo(),
    ];
    await t.services.tours.create({
      name: 'Jaulian Monastery',
      description: 'A hilltop monastery.',
      tourCategory: 'historical',
      imageMediaId: tourPicture.id,
    });
    await t.services.masters.create({
      name: 'Ustad Rahim',
      specialty: 'Schist relief',
      experience: 30,
      description: 'A carver.',
      imageMediaId: portrait.id,
    });
    await t.services.settings.updateSite({ popupImageMediaId: popup.id });
    await t.services.catalog.createProduct({
      title: 'Unfinished Panel',
      description: 'Not yet for sale.',
      status: 'draft',
      categories: ['Garden Decor'],
      images: [{ media_id: draftPhoto.id, url: null }],
    });
    const unused = [await photo(), await photo(), await photo()];

    offsetMs = 3 * DAY;
    const [first, second] = await Promise.all([
      t.services.mediaRetention.collect(),
      t.services.mediaRetention.collect(),
    ]);
    expect(first.records + second.records).toBe(unused.length);
    for (const row of unused) expect(await hasRow(row)).toBe(false);
    for (const row of [tourPicture, portrait, popup, draftPhoto]) {
      expect(await hasRow(row), row.id).toBe(true);
      expect(await t.services.storage.stat(mediaKeys.original(row.storage_key))).not.toBeNull();
      expect((await t.app.inject(await variantUrl(row))).statusCode).toBe(200);
    }
  });
});
