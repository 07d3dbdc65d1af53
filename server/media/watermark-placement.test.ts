import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { variantWidths } from '#common/media-url.ts';
import { SHOWN_CROPS } from '#common/shown-crops.ts';
import { watermarkedRendition } from './media-variants.ts';
import type { WatermarkParams } from './watermark.ts';

const MARKED: WatermarkParams = {
  enabled: true,
  siteName: 'Gandhara Arts',
  phone: '+92 300 5123456',
  showPhone: true,
};
const PLAIN: WatermarkParams = { ...MARKED, enabled: false };

type Box = { left: number; top: number; right: number; bottom: number };

/** A photograph-like source: a soft two-way gradient, so any drawn pixel differs from what was there. */
async function source(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = 90 + Math.round((x / width) * 80);
      pixels[i + 1] = 70 + Math.round((y / height) * 60);
      pixels[i + 2] = 60;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function pixelsOf(original: Buffer, params: WatermarkParams, width: number) {
  const pipeline = await watermarkedRendition(original, params, width);
  return pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Where the watermarked rendition differs from the same rendition made without the mark; null for nowhere. */
async function markBox(original: Buffer, width: number, params = MARKED) {
  const [marked, plain] = await Promise.all([
    pixelsOf(original, params, width),
    pixelsOf(original, PLAIN, width),
  ]);
  const { width: w, height: h } = marked.info;
  expect([plain.info.width, plain.info.height]).toEqual([w, h]);
  let box: Box | null = null;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const changed = [0, 1, 2].some((c) => Math.abs(marked.data[i + c]! - plain.data[i + c]!) > 2);
      if (!changed) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x + 1),
            bottom: Math.max(box.bottom, y + 1),
          }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  return { box, width: w, height: h };
}

/** What a centred CSS object-cover box of this aspect shows of a width × height picture, hover zoom included. */
function visibleCrop(width: number, height: number, aspect: number, zoom = 1.05): Box {
  const shownWidth = Math.min(width, height * aspect) / zoom;
  const shownHeight = Math.min(height, width / aspect) / zoom;
  const left = (width - shownWidth) / 2;
  const top = (height - shownHeight) / 2;
  return { left, top, right: left + shownWidth, bottom: top + shownHeight };
}

const PHOTOGRAPHS = [
  { name: 'square', width: 1600, height: 1600 },
  { name: '3:2 landscape', width: 2400, height: 1600 },
  { name: '2:3 portrait', width: 1600, height: 2400 },
  { name: 'very wide panorama (4:1)', width: 3200, height: 800 },
];

describe('the watermark on every rendition the site makes', () => {
  test.each(PHOTOGRAPHS)(
    'a $name photograph: the whole mark lies inside every width and every crop pages show it at',
    async ({ width, height }) => {
      const original = await source(width, height);
      for (const renditionWidth of variantWidths(width)) {
        const { box, width: w, height: h } = await markBox(original, renditionWidth);
        const where = `${width}×${height} at ${w}×${h}`;
        // Too small to carry a readable mark: only a panorama's narrowest renditions go without.
        if (!box) {
          expect(Math.min(w, h * Math.min(...SHOWN_CROPS.map((crop) => crop.aspect))), where).toBeLessThan(
            120,
          );
          continue;
        }
        const margin = 2;
        expect(box.left, where).toBeGreaterThanOrEqual(margin);
        expect(box.top, where).toBeGreaterThanOrEqual(margin);
        expect(box.right, where).toBeLessThanOrEqual(w - margin);
        expect(box.bottom, where).toBeLessThanOrEqual(h - margin);
        // Readable: the name's letters are at least 8 px, so the mark is at least about 60 px wide.
        expect(box.right - box.left, where).toBeGreaterThanOrEqual(60);
        for (const crop of SHOWN_CROPS) {
          const shown = visibleCrop(w, h, crop.aspect);
          const inCrop = `${where}, ${crop.where}`;
          expect(box.left, inCrop).toBeGreaterThanOrEqual(shown.left);
          expect(box.top, inCrop).toBeGreaterThanOrEqual(shown.top);
          expect(box.right, inCrop).toBeLessThanOrEqual(shown.right);
          expect(box.bottom, inCrop).toBeLessThanOrEqual(shown.bottom);
        }
      }
    },
    60_000,
  );

  test('every standard rendition of an ordinary photograph carries the mark', async () => {
    const original = await source(2400, 1600);
    for (const renditionWidth of variantWidths(2400))
      expect((await markBox(original, renditionWidth)).box, String(renditionWidth)).not.toBeNull();
  });

  test('without the phone the mark carries no number: one line, lower, and the same whatever the phone', async () => {
    const original = await source(1600, 1600);
    const withPhone = (await markBox(original, 960)).box!;
    const noPhone = { ...MARKED, showPhone: false };
    const withoutPhone = (await markBox(original, 960, noPhone)).box!;
    expect(withoutPhone.bottom - withoutPhone.top).toBeLessThan(0.9 * (withPhone.bottom - withPhone.top));
    expect(withoutPhone.right - withoutPhone.left).toBeLessThan(withPhone.right - withPhone.left);

    const otherPhone = { ...MARKED, phone: '+92 311 7654321' };
    const pixels = async (params: WatermarkParams) => (await pixelsOf(original, params, 960)).data;
    expect((await pixels(otherPhone)).equals(await pixels(MARKED))).toBe(false);
    expect((await pixels({ ...otherPhone, showPhone: false })).equals(await pixels(noPhone))).toBe(true);
  });
});
