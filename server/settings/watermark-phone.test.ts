import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { imageVariantUrl } from '#common/media-url.ts';
import { imageRefOf } from '#server/media/media-service.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { readStoredWithout } from '#tests/helpers/older-settings.ts';

/** The rows of a picture where it differs from another of the same size: the height of what was drawn. */
async function changedRows(a: Buffer, b: Buffer): Promise<number> {
  const [one, two] = await Promise.all(
    [a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = one!.info;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if ([0, 1, 2].some((c) => Math.abs(one!.data[i + c]! - two!.data[i + c]!) > 24)) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  return top < 0 ? 0 : bottom - top + 1;
}

describe.each(DATABASE_KINDS)('the phone in the watermark, a setting, on %s', (kind) => {
  let t: TestApp & { auth: { authorization: string } };
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: t.auth });

  beforeEach(async () => {
    t = await createSignedInTestApp(kind);
  });
  afterEach(() => t.close());

  test('it is on by default, also for settings stored before it existed', async () => {
    expect((await t.services.settings.getSite()).watermarkPhone).toBe(true);
    expect((await t.services.settings.watermark()).showPhone).toBe(true);
    expect((await readStoredWithout(t, 'watermarkPhone')).read.watermarkPhone).toBe(true);
  });

  test('off, the mark has no number: a lower mark, new addresses, and a new phone changes no picture', async () => {
    const row = await t.services.media.ingestImageBuffer(
      await makeJpeg({ width: 1200, height: 800, seed: 11 }),
    );
    const variant = async () => {
      const url = imageVariantUrl(imageRefOf(row, await t.services.media.currentKey()), 960, 'jpg');
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      return { url, bytes: response.rawPayload };
    };
    const withPhone = await variant();
    expect((await put({ watermarkEnabled: false })).statusCode).toBe(200);
    const plain = await variant();
    expect((await put({ watermarkEnabled: true })).statusCode).toBe(200);

    const turnedOff = await put({ watermarkPhone: false });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json().settings.watermarkPhone).toBe(false);
    const withoutPhone = await variant();
    expect(withoutPhone.url).not.toBe(withPhone.url);
    // One line of text instead of two: what the mark changes is clearly lower.
    const tall = await changedRows(withPhone.bytes, plain.bytes);
    const short = await changedRows(withoutPhone.bytes, plain.bytes);
    expect(short).toBeGreaterThan(10);
    expect(short).toBeLessThan(0.9 * tall);

    // The number is not in the picture, so a new one leaves every address and picture as it was.
    expect((await put({ businessPhone: '+92 311 7654321' })).statusCode).toBe(200);
    const newPhone = await variant();
    expect(newPhone.url).toBe(withoutPhone.url);
    expect(newPhone.bytes.equals(withoutPhone.bytes)).toBe(true);

    // On again: the new number is printed, at a new address.
    expect((await put({ watermarkPhone: true })).statusCode).toBe(200);
    const back = await variant();
    expect(back.url).not.toBe(withPhone.url);
    expect(back.url).not.toBe(withoutPhone.url);
  });

  test('anything but on or off is a 400 that names the field and changes nothing', async () => {
    const refused = await put({ watermarkPhone: 'no' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'watermarkPhone',
      message: 'The phone in the watermark is either shown or not',
    });
    expect((await t.services.settings.getSite()).watermarkPhone).toBe(true);
  });
});
