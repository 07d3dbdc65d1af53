import { rm } from 'node:fs/promises';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat } from '#common/media-url.ts';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { createGenerateOnce } from './generate-once.ts';
import { MAX_INPUT_PIXELS } from './media-checks.ts';
import { IMMUTABLE_CACHE_CONTROL, VARIANT_CONTENT_TYPES } from './media-content-types.ts';
import type { MediaRepository } from './media-repository.ts';
import { mediaKeys, type MediaStorage, type StoredObject } from './media-storage.ts';
import { variantKey, watermarkOverlay, type WatermarkParams } from './watermark.ts';

/** AVIF effort 2 costs about what WebP does here; the default (4) costs about 12x for ~15 % fewer bytes (npm run bench). */
const AVIF_EFFORT = 2;

/**
 * Variants encoded at once. Each decodes at most MAX_INPUT_PIXELS (libvips holds about 4 bytes a pixel of them), so
 * however many visitors ask, decoding holds at most about 400 MB.
 */
const ENCODES_AT_ONCE = 2;
/**
 * Megapixels of sources that may wait for an encoder by default (VARIANT_QUEUE_MEGAPIXELS): eight of the largest
 * photographs, a few seconds of work. A request that would queue past it is answered 503 with Retry-After at once
 * rather than kept waiting, or held in memory.
 */
const VARIANT_QUEUE_MEGAPIXELS = 8 * UPLOAD_RULES.image.maxMegapixels;
/** What a visitor turned away by the variant queue is told to wait, in seconds. */
export const VARIANTS_RETRY_AFTER_SECONDS = 5;

/** The variant encoders are busy and their queue is full: a visitor's answer is 503 with Retry-After. */
export class VariantsBusyError extends Error {
  override name = 'VariantsBusyError';
  constructor() {
    super('Too many photographs are being prepared at once. Please try again in a few seconds.');
  }
}

/**
 * A photograph at one width, upright, its metadata dropped, with the watermark inside the part every page's crop
 * keeps: the pixels of a variant, before it is encoded.
 */
export async function watermarkedRendition(
  original: string | Buffer,
  params: WatermarkParams,
  width: number,
): Promise<Sharp> {
  const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  // The rendition's box, from the header (upright), rounded as libvips rounds it: the mark goes on that box.
  const { autoOrient: source } = await resized.metadata();
  const renderedWidth = Math.min(width, source.width);
  const renderedHeight = Math.max(1, Math.round((source.height * renderedWidth) / source.width));
  const overlay = await watermarkOverlay(params, renderedWidth, renderedHeight);
  if (overlay) resized.composite([{ input: overlay.input, left: overlay.left, top: overlay.top }]);
  return resized;
}

/**
 * The public variants of photographs (a width and a format, watermarked): encoded on first request, a few at a time,
 * and kept in the store.
 */
export function createVariantMaker(deps: {
  repository: MediaRepository;
  storage: MediaStorage;
  watermark: () => Promise<WatermarkParams>;
  /** Megapixels of sources that may wait for the variant encoders (VARIANT_QUEUE_MEGAPIXELS). */
  variantQueueMegapixels?: number;
}) {
  const { storage } = deps;
  const generateOnce = createGenerateOnce({ storage, claims: deps.repository });
  let variantsGenerated = 0;
  const encoders = pLimit(ENCODES_AT_ONCE);
  let waitingPixels = 0;
  const queuePixels = (deps.variantQueueMegapixels ?? VARIANT_QUEUE_MEGAPIXELS) * 1_000_000;

  /**
   * Encodes a variant when an encoder is free: at most ENCODES_AT_ONCE at a time, and at most `queuePixels` of
   * sources waiting for one; past that, VariantsBusyError at once.
   */
  function encodeInTurn(...args: Parameters<typeof encodeVariant>): Promise<void> {
    const [media] = args;
    const pixels = Math.max(1, (media.width ?? 0) * (media.height ?? 0));
    if (encoders.activeCount >= ENCODES_AT_ONCE && waitingPixels + pixels > queuePixels)
      return Promise.reject(new VariantsBusyError());
    waitingPixels += pixels;
    return encoders(() => {
      waitingPixels -= pixels;
      return encodeVariant(...args);
    });
  }

  async function encodeVariant(
    media: MediaRow,
    params: WatermarkParams,
    width: number,
    format: ImageFormat,
    key: string,
  ) {
    const tmpFile = storage.tmpPath(`.${format}`);
    try {
      await storage.withLocalFile(mediaKeys.original(media.storage_key), async (original) => {
        const pipeline = await watermarkedRendition(original, params, width);
        if (format === 'avif') pipeline.avif({ quality: 52, effort: AVIF_EFFORT });
        else if (format === 'webp') pipeline.webp({ quality: 76, effort: 4 });
        else pipeline.jpeg({ quality: 80, mozjpeg: true });
        await pipeline.toFile(tmpFile);
      });
      await storage.moveIn(tmpFile, key, {
        contentType: VARIANT_CONTENT_TYPES[format],
        cacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      variantsGenerated++;
    } finally {
      await rm(tmpFile, { force: true });
    }
  }

  /**
   * The stored object of one public variant, made on first request and kept in the store: once across every
   * instance sharing the store and the database. A variant is never wider than its source.
   */
  async function variantObject(
    media: MediaRow,
    requestedWidth: number,
    format: ImageFormat,
  ): Promise<StoredObject & { key: string }> {
    const params = await deps.watermark();
    const width = Math.min(requestedWidth, media.width ?? requestedWidth);
    const key = mediaKeys.variant(media.content_hash, variantKey(params), width, format);
    const stored = await generateOnce(key, () => encodeInTurn(media, params, width, format, key));
    return { key, ...stored };
  }

  return {
    variantObject,
    stats: () => ({ variantsGenerated, waitingPixels }),
    /** Whether a variant is being encoded or waits for an encoder (the warmer works only when none is). */
    busy: () => encoders.activeCount + encoders.pendingCount > 0,
  };
}
