import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageVariantUrl, variantWidths, type ImageFormat } from '#common/media-url.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { imageRefOf } from './media-service.ts';

const FORMATS: ImageFormat[] = ['avif', 'webp', 'jpg'];

describe.each(DATABASE_KINDS)('the queue of variant work on %s', (kind) => {
  let t: TestApp;
  let urls: string[];

  beforeAll(async () => {
    // A queue of one megapixel: with both encoders busy, not even one more 4-megapixel photograph may wait.
    t = await createTestApp(kind, { VARIANT_QUEUE_MEGAPIXELS: '1' });
    const row = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 2400, height: 1800, seed: 5 }),
      { originalName: 'courtyard.jpg' },
    );
    const ref = imageRefOf(row, await t.services.media.currentKey());
    urls = variantWidths(ref.width).flatMap((width) =>
      FORMATS.map((format) => imageVariantUrl(ref, width, format)),
    );
  });
  afterAll(() => t.close());

  test('a crowd asking for new variants at once waits its turn; past the queue it is told to come back', async () => {
    expect(urls.length).toBeGreaterThanOrEqual(15);
    const answers = await Promise.all(urls.map((url) => t.app.inject(url)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().message).toMatch(/try again in a few seconds/);
    }
    // Nothing is left waiting, and each variant answers once the visitor comes back.
    await expect.poll(() => t.services.media.stats().waitingPixels).toBe(0);
    for (const url of urls) {
      await expect.poll(async () => (await t.app.inject(url)).statusCode, { timeout: 30_000 }).toBe(200);
    }
  });
});
