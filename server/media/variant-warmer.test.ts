import { afterEach, describe, expect, test } from 'vitest';
import { imageVariantUrl } from '#common/media-url.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { imageRefOf } from './media-service.ts';
import { mediaKeys } from './media-storage.ts';
import { pageVariants } from './variant-warmer.ts';

describe('the variants a page uses', () => {
  test('AVIF at every srcset width first, then the JPEGs of the fallback and the link preview, then WebP', () => {
    expect(pageVariants(1000).map(({ width, format }) => `${format}@${width}`)).toEqual([
      'avif@320',
      'avif@640',
      'avif@960',
      'avif@1000',
      'jpg@960',
      'jpg@1000',
      'webp@320',
      'webp@640',
      'webp@960',
      'webp@1000',
    ]);
    expect(pageVariants(3000).filter((variant) => variant.format === 'jpg')).toEqual([
      { width: 960, format: 'jpg' },
      { width: 1280, format: 'jpg' },
    ]);
  });
});

describe.each(DATABASE_KINDS)('variants made ahead of visitors on %s', (kind) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const open = async (...args: Parameters<typeof createTestApp>) => {
    const app = await createTestApp(...args);
    apps.push(app);
    return app;
  };

  const queued = async (t: TestApp) =>
    t.services.database.db.selectFrom('media_warm_queue').selectAll().orderBy('media_id').execute();

  const storedVariants = async (t: TestApp, media: MediaRow) => {
    const key = await t.services.media.currentKey();
    const found = await Promise.all(
      pageVariants(media.width!).map(({ width, format }) =>
        t.services.storage.stat(mediaKeys.variant(media.content_hash, key, width, format)),
      ),
    );
    return found.filter(Boolean).length;
  };

  test('a stored photograph is queued with it, and every variant its pages use is made before anyone asks', async () => {
    const t = await open(kind);
    const photo = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 1000, height: 750, seed: 1 }),
      { originalName: 'buddha.jpg' },
    );
    expect((await queued(t)).map((row) => row.media_id)).toEqual([photo.id]);
    expect(await storedVariants(t, photo)).toBe(0);

    await t.services.variantWarmer.run();

    expect(await queued(t)).toEqual([]);
    expect(await storedVariants(t, photo)).toBe(pageVariants(1000).length);
    const made = t.services.media.stats().variantsGenerated;
    expect(made).toBe(pageVariants(1000).length);
    // A visitor's browser then finds each of them made: nothing is encoded on its request.
    const ref = imageRefOf(photo, await t.services.media.currentKey());
    for (const { width, format } of pageVariants(1000)) {
      const answer = await t.app.inject(imageVariantUrl(ref, width, format));
      expect(answer.statusCode).toBe(200);
    }
    expect(t.services.media.stats().variantsGenerated).toBe(made);
  });

  test('a new watermark queues every photograph again, and their variants are made under the new key', async () => {
    const t = await open(kind);
    const photo = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 400, height: 300, seed: 2 }),
    );
    await t.services.variantWarmer.run();
    expect(await queued(t)).toEqual([]);
    const before = await t.services.media.currentKey();

    await t.services.settings.updateSite({ watermarkEnabled: false });
    expect(await t.services.media.currentKey()).not.toBe(before);
    expect(await storedVariants(t, photo)).toBe(0);
    await t.services.variantWarmer.run();

    expect(await queued(t)).toEqual([]);
    expect(await storedVariants(t, photo)).toBe(pageVariants(400).length);
    // Nothing changed since: another pass finds nothing to do.
    const made = t.services.media.stats().variantsGenerated;
    await t.services.variantWarmer.run();
    expect(t.services.media.stats().variantsGenerated).toBe(made);
  });

  test('two instances on one database and one store share the queue: each variant is made once', async () => {
    const first = await open(kind);
    const second = await open(
      kind,
      { DATA_DIR: first.config.dataDir },
      { database: first.services.database },
    );
    const photos = [];
    for (const seed of [11, 12, 13]) {
      photos.push(
        await first.services.media.ingestImageBuffer(await makeJpeg({ width: 320, height: 240, seed })),
      );
    }

    await Promise.all([first.services.variantWarmer.run(), second.services.variantWarmer.run()]);

    expect(await queued(first)).toEqual([]);
    for (const photo of photos) expect(await storedVariants(first, photo)).toBe(pageVariants(320).length);
    const made =
      first.services.media.stats().variantsGenerated + second.services.media.stats().variantsGenerated;
    expect(made).toBe(photos.length * pageVariants(320).length);
    expect(first.services.variantWarmer.stats().warmed + second.services.variantWarmer.stats().warmed).toBe(
      photos.length,
    );
  });

  test('a photograph held by an instance that died waits until its claim lapses, then is taken up', async () => {
    const t = await open(kind);
    const photo = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 330, height: 250, seed: 3 }),
    );
    const db = t.services.database.db;
    const hold = (until: Date) =>
      db
        .updateTable('media_warm_queue')
        .set({ holder: 'killed-instance', claimed_until: until })
        .where('media_id', '=', photo.id)
        .execute();

    await hold(new Date(Date.now() + 60_000));
    await t.services.variantWarmer.run();
    expect((await queued(t)).map((row) => row.holder)).toEqual(['killed-instance']);
    expect(await storedVariants(t, photo)).toBe(0);

    await hold(new Date(Date.now() - 1_000));
    await t.services.variantWarmer.run();
    expect(await queued(t)).toEqual([]);
    expect(await storedVariants(t, photo)).toBe(pageVariants(330).length);
  });

  test('a photograph whose original cannot be read leaves the queue; the others are made', async () => {
    const t = await open(kind);
    const lost = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 330, height: 250, seed: 4 }),
    );
    const kept = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 330, height: 250, seed: 5 }),
    );
    await t.services.storage.remove(mediaKeys.original(lost.storage_key));

    await t.services.variantWarmer.run();

    expect(await queued(t)).toEqual([]);
    expect(await storedVariants(t, lost)).toBe(0);
    expect(await storedVariants(t, kept)).toBe(pageVariants(330).length);
  });

  test('stopping gives back the photograph in hand, for another instance or the next start', async () => {
    const t = await open(kind);
    const photo = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 2400, height: 1600, seed: 6 }),
    );
    const pass = t.services.variantWarmer.run();
    await expect.poll(async () => (await queued(t))[0]?.holder ?? null, { interval: 20 }).not.toBeNull();
    await t.services.variantWarmer.stop();
    await pass;

    const [row] = await queued(t);
    expect(row).toMatchObject({ media_id: photo.id, holder: null, claimed_until: null });
    expect(await storedVariants(t, photo)).toBeLessThan(pageVariants(2400).length);
  });
});
