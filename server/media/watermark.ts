import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { keptEverywhere } from '#common/shown-crops.ts';

/** Bump when the look of public variants changes, so their URLs change with it. */
const PIPELINE_VERSION = 2;
const OPACITY = 0.7;

const require = createRequire(import.meta.url);
// A font file from an npm package: a fresh machine without system fonts still draws the text.
const FONT_FILE =
  require.resolve('@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf');
const FONT_FAMILY = 'Cormorant Garamond SemiBold';

export type WatermarkParams = {
  enabled: boolean;
  siteName: string;
  phone: string;
  /** Whether the phone is part of the mark (a setting, on by default: spec, public site). */
  showPhone: boolean;
};

/** The last key made, and what it names (`variantKey`). */
let lastKey: { named: string; key: string } | undefined;

/**
 * A short key naming everything that shapes a public variant; it is part of the variant's URL. Only what the
 * pixels show counts: a phone that is not shown, or a mark that is off, leaves the addresses as they are.
 */
export function variantKey(params: WatermarkParams): string {
  const shown = params.enabled
    ? { siteName: params.siteName, phone: params.showPhone ? params.phone : null }
    : { enabled: false };
  const named = JSON.stringify({ v: PIPELINE_VERSION, ...shown });
  // Every page render asks for the key, and the settings behind it rarely change: the last one is remembered.
  if (lastKey?.named !== named) {
    const digest = createHash('sha256').update(named).digest();
    const key = BigInt(`0x${digest.subarray(0, 8).toString('hex')}`)
      .toString(36)
      .padStart(10, '0')
      .slice(-10);
    lastKey = { named, key };
  }
  return lastKey.key;
}

function logoSvg(size: number, color: string, strokeScale = 1): Buffer {
  // A round seal with a stupa dome on a plinth: the brand's mark, drawn without text so no font is needed.
  const stroke = 3.2 * strokeScale;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<g fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">` +
      '<circle cx="32" cy="32" r="29"/>' +
      '<path d="M14 46h36M18 46v-7h28v7M21 39c0-10 5-16 11-16s11 6 11 16M32 23v-7M28 16h8M30 12h4"/>' +
      '</g></svg>',
  );
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function textLayer(
  text: string,
  pointSize: number,
  color: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${FONT_FAMILY} ${pointSize}`,
      fontfile: FONT_FILE,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The mark as drawn for one rendition, and where it goes on it. */
export type PlacedWatermark = { input: Buffer; left: number; top: number; width: number; height: number };

const overlayCache = new Map<string, Promise<PlacedWatermark | null>>();
/** Below this size of the site name's letters the mark cannot be read: a rendition that small goes without. */
const SMALLEST_TEXT = 8;

/**
 * The watermark for a rendition of the given size and where to put it: the mark, the site name and (when shown) the
 * phone, white at 70 % opacity over a soft shadow so it reads on light and dark stone alike, centred at the foot of
 * the part every page's crop keeps (decision 046). Cached per key and size.
 */
export function watermarkOverlay(
  params: WatermarkParams,
  imageWidth: number,
  imageHeight: number,
): Promise<PlacedWatermark | null> {
  if (!params.enabled || imageWidth < 160 || imageHeight < 120) return Promise.resolve(null);
  const cacheKey = `${variantKey(params)}:${imageWidth}x${imageHeight}`;
  let overlay = overlayCache.get(cacheKey);
  if (!overlay) {
    overlay = placeOverlay(params, imageWidth, imageHeight);
    overlayCache.set(cacheKey, overlay);
    if (overlayCache.size > 200) overlayCache.delete(overlayCache.keys().next().value!);
    overlay.catch(() => overlayCache.delete(cacheKey));
  }
  return overlay;
}

async function placeOverlay(
  params: WatermarkParams,
  imageWidth: number,
  imageHeight: number,
): Promise<PlacedWatermark | null> {
  const kept = keptEverywhere(imageWidth, imageHeight);
  const margin = Math.max(3, Math.round(Math.min(kept.width, kept.height) * 0.04));
  const room = { width: kept.width - 2 * margin, height: kept.height - 2 * margin };
  // Sized to the rendition as before; smaller when the part every crop keeps is narrower than that mark.
  let base = Math.max(11, Math.round(Math.min(imageWidth, imageHeight * 1.4) * 0.03));
  for (;;) {
    if (base < SMALLEST_TEXT) return null;
    const mark = await renderMark(params, base);
    const scale = Math.min(room.width / mark.width, room.height / mark.height);
    if (scale >= 1)
      return {
        ...mark,
        left: kept.left + Math.round((kept.width - mark.width) / 2),
        top: kept.top + kept.height - margin - mark.height,
      };
    // Text does not shrink quite in proportion: the next try checks again.
    base = Math.min(base - 1, Math.floor(base * scale));
  }
}

async function renderMark(
  params: WatermarkParams,
  base: number,
): Promise<{ input: Buffer; width: number; height: number }> {
  const [name, phone] = await Promise.all([
    textLayer(params.siteName, base, '#ffffff'),
    params.showPhone ? textLayer(params.phone, Math.round(base * 0.78), '#ffffff') : null,
  ]);
  const textHeight = name.height + (phone?.height ?? 0);
  // Beside one line the seal keeps the size it has beside two, so it does not shrink to a dot.
  const logoSize = Math.round(phone ? textHeight : name.height * 1.5);
  const gap = Math.round(base * 0.45);
  const pad = Math.round(base * 0.6);
  const width = pad * 2 + logoSize + gap + Math.max(name.width, phone?.width ?? 0);
  const height = pad * 2 + Math.max(logoSize, textHeight);
  const textLeft = pad + logoSize + gap;
  const textTop = pad + Math.round((logoSize - textHeight) / 2);

  const layers = (color: string) => [
    { input: logoSvg(logoSize, color), left: pad, top: pad },
    { input: name.data, left: textLeft, top: textTop },
    ...(phone ? [{ input: phone.data, left: textLeft, top: textTop + name.height }] : []),
  ];
  const canvas = { width, height, channels: 4 as const, background: { r: 0, g: 0, b: 0, alpha: 0 } };

  const white = await sharp({ create: canvas }).composite(layers('#ffffff')).png().toBuffer();
  const shadow = await sharp({ create: canvas })
    .composite(layers('#1c1612'))
    .blur(Math.max(1, base * 0.12))
    .png()
    .toBuffer();

  // White mark over its shadow, then the whole layer at the watermark's opacity.
  const combined = await sharp({ create: canvas })
    .composite([
      { input: shadow, left: 1, top: 1 },
      { input: white, left: 0, top: 0 },
    ])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = combined.data;
  for (let i = 3; i < pixels.length; i += 4) pixels[i] = Math.round(pixels[i]! * OPACITY);

  const input = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { input, width, height };
}
