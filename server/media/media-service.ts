import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, type ImageFormat, type ImageRef } from '#common/media-url.ts';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { newId } from '#server/db/ids.ts';
import { createGenerateOnce } from './generate-once.ts';
import type { MediaRepository } from './media-repository.ts';
import { MEDIA_GRACE_MS } from './media-retention.ts';
import {
  MEDIA_PREFIXES,
  mediaKeys,
  type ByteRange,
  type MediaStorage,
  type ObjectMetadata,
  type StoredObject,
} from './media-storage.ts';
import { variantKey, watermarkOverlay, type WatermarkParams } from './watermark.ts';

sharp.concurrency(2);

/** Largest image accepted, in pixels (the upload rules): decoding one takes at most about 200 MB. */
export const MAX_INPUT_PIXELS = UPLOAD_RULES.image.maxMegapixels * 1_000_000;
/** AVIF effort 2 costs about what WebP does here; the default (4) costs about 12x for ~15 % fewer bytes (npm run bench). */
const AVIF_EFFORT = 2;

const IMAGE_FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

const VIDEO_FORMATS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
};

/** Variants and videos never change under their content-addressed names. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const VARIANT_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Content types by the extension of a stored object's key: originals, videos and variants. */
const STORED_CONTENT_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.values(IMAGE_FORMATS).map(({ ext, mime }) => [ext, mime])),
  ...Object.fromEntries(
    Object.entries(VIDEO_FORMATS)
      .filter(([mime]) => mime !== 'video/vnd.avi')
      .map(([mime, ext]) => [ext, mime]),
  ),
  ...VARIANT_CONTENT_TYPES,
};

/** What an object is written with when the key is all there is to go by (media:copy): as ingestion wrote it. */
export function objectMetadataOf(key: string): ObjectMetadata {
  const contentType = STORED_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  return key.startsWith(MEDIA_PREFIXES.originals)
    ? { contentType }
    : { contentType, cacheControl: IMMUTABLE_CACHE_CONTROL };
}

const UNSUPPORTED = {
  image: 'The file is not an image we accept (JPEG, PNG, WebP or GIF).',
  video: 'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
} as const;

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

/** A file the client sent that we will not take; the message is safe to show. */
export class MediaError extends Error {
  override name = 'MediaError';
  readonly code: 'unsupported-type' | 'too-many-pixels' | 'too-large' | 'corrupt' | 'empty';
  constructor(code: MediaError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Checks by its content that a file is a JPEG, PNG, WebP or GIF within the pixel bound that decodes to the end;
 * throws the MediaError to show otherwise. Nothing is stored.
 */
export async function checkImage(
  file: string,
): Promise<{ format: { ext: string; mime: string }; metadata: Metadata }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError('unsupported-type', UNSUPPORTED.image);
  }
  const format = IMAGE_FORMATS[metadata.format ?? ''];
  if (!format) {
    throw new MediaError('unsupported-type', UNSUPPORTED.image);
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new MediaError(
      'too-many-pixels',
      `The image is ${Math.round(pixels / 1e6)} megapixels; the limit is ${MAX_INPUT_PIXELS / 1e6}.`,
    );
  }
  try {
    // Decode to the last byte: a truncated or corrupt file fails here, not when a visitor asks for it.
    await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(48)
      .raw()
      .toBuffer();
  } catch {
    throw new MediaError('corrupt', 'The image is damaged or incomplete and cannot be read.');
  }
  return { format, metadata };
}

/** Checks by its container that a file is a video we accept (MP4, WebM, Ogg, QuickTime, AVI); nothing is stored. */
export async function checkVideo(file: string): Promise<{ ext: string; mime: string }> {
  const type = await fileTypeFromFile(file);
  const ext = type ? VIDEO_FORMATS[type.mime] : undefined;
  if (!type || !ext) throw new MediaError('unsupported-type', UNSUPPORTED.video);
  return { ext, mime: type.mime === 'video/vnd.avi' ? 'video/x-msvideo' : type.mime };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function imageRefOf(
  media: Pick<MediaRow, 'content_hash' | 'width' | 'height'>,
  key: string,
): ImageRef {
  return { hash: media.content_hash, key, width: media.width ?? 0, height: media.height ?? 0 };
}

type IngestOptions = { originalName?: string | null; legacyPath?: string | null; contentHash?: string };

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(deps: {
  repository: MediaRepository;
  storage: MediaStorage;
  watermark: () => Promise<WatermarkParams>;
  /** MEDIA_PUBLIC_URL: a CDN in front of the store, where visitors are sent for variants and videos. */
  publicBaseUrl?: string;
  /** Megapixels of sources that may wait for the variant encoders (VARIANT_QUEUE_MEGAPIXELS). */
  variantQueueMegapixels?: number;
  now?: () => Date;
}) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const generateOnce = createGenerateOnce({ storage, claims: repository });
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

  /** The row of content stored before; the same bytes sent as the other kind (a film as a photo) are refused. */
  async function existingOrNull(
    tmpFile: string,
    contentHash: string,
    kind: MediaRow['kind'],
  ): Promise<MediaRow | null> {
    const existing = await repository.findByHash(contentHash);
    if (!existing) return null;
    await rm(tmpFile, { force: true });
    if (existing.kind !== kind) throw new MediaError('unsupported-type', UNSUPPORTED[kind]);
    return existing;
  }

  /** The old site's name for the photograph answers at /uploads/… from now on. */
  async function withLegacyPath(media: MediaRow, legacyPath: string | null | undefined): Promise<MediaRow> {
    if (legacyPath) await repository.addLegacyPath(legacyPath, media.id);
    return media;
  }

  async function insertOrReuse(
    row: MediaRow & { created_at: Date },
    tmpFile: string,
    key: string,
    metadata: ObjectMetadata,
  ) {
    await storage.moveIn(tmpFile, key, metadata);
    try {
      await repository.insert(row);
      return row;
    } catch (error) {
      // Two uploads of the same photo at once: the first row wins, and both point at the same file.
      const winner = await repository.findByHash(row.content_hash);
      if (winner) return winner;
      throw error;
    }
  }

  /**
   * Takes an uploaded image file (already on disk in the tmp folder), checks by its content that it is a
   * JPEG, PNG, WebP or GIF within the pixel bound that decodes to the end, and stores it privately.
   * The same content uploaded twice yields the same media row.
   */
  async function ingestImage(tmpFile: string, options: IngestOptions = {}): Promise<MediaRow> {
    const size = (await stat(tmpFile)).size;
    if (size === 0) {
      await rm(tmpFile, { force: true });
      throw new MediaError('empty', 'The file is empty.');
    }
    const contentHash = options.contentHash ?? (await sha256File(tmpFile));
    const existing = await existingOrNull(tmpFile, contentHash, 'image');
    if (existing) return withLegacyPath(existing, options.legacyPath);

    try {
      const { format, metadata } = await checkImage(tmpFile);
      const rotated = (metadata.orientation ?? 1) >= 5;
      const row = {
        id: newId(),
        kind: 'image' as const,
        content_hash: contentHash,
        storage_key: `${contentHash.slice(0, 2)}/${contentHash}.${format.ext}`,
        mime: format.mime,
        width: (rotated ? metadata.height : metadata.width) ?? null,
        height: (rotated ? metadata.width : metadata.height) ?? null,
        bytes: size,
        original_name: options.originalName?.slice(0, 255) ?? null,
        legacy_path: null,
        created_at: new Date(),
      };
      return withLegacyPath(
        // No cache header: an original is never served to the public, from the site or from the bucket.
        await insertOrReuse(row, tmpFile, mediaKeys.original(row.storage_key), { contentType: row.mime }),
        options.legacyPath,
      );
    } finally {
      await rm(tmpFile, { force: true });
    }
  }

  /** Takes an uploaded video after checking its container by content (MP4, WebM, Ogg, QuickTime, AVI). */
  async function ingestVideo(tmpFile: string, options: IngestOptions = {}): Promise<MediaRow> {
    try {
      const size = (await stat(tmpFile)).size;
      if (size === 0) throw new MediaError('empty', 'The file is empty.');
      const { ext, mime } = await checkVideo(tmpFile);
      const contentHash = options.contentHash ?? (await sha256File(tmpFile));
      const existing = await existingOrNull(tmpFile, contentHash, 'video');
      if (existing) return withLegacyPath(existing, options.legacyPath);
      const row = {
        id: newId(),
        kind: 'video' as const,
        content_hash: contentHash,
        storage_key: `${contentHash}.${ext}`,
        mime,
        width: null,
        height: null,
        bytes: size,
        original_name: options.originalName?.slice(0, 255) ?? null,
        legacy_path: null,
        created_at: new Date(),
      };
      return withLegacyPath(
        await insertOrReuse(row, tmpFile, mediaKeys.video(row.storage_key), {
          contentType: mime,
          cacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
        options.legacyPath,
      );
    } finally {
      await rm(tmpFile, { force: true });
    }
  }

  /** Writes a buffer to the tmp folder and ingests it: for content the server makes itself (seed, rotation). */
  async function ingestImageBuffer(buffer: Buffer, options: IngestOptions = {}): Promise<MediaRow> {
    const tmpFile = storage.tmpPath();
    await writeFile(tmpFile, buffer);
    return ingestImage(tmpFile, options);
  }

  /**
   * A stored photograph turned by 90, 180 or 270 degrees clockwise, as a new image (JPEG at quality 0.9, as the
   * form's rotation tool makes for new photographs). The original stays as it was.
   */
  async function rotateImage(mediaId: string, degrees: 90 | 180 | 270): Promise<MediaRow> {
    const media = await repository.findById(mediaId);
    if (!media || media.kind !== 'image')
      throw new MediaError('corrupt', 'The photograph to turn was not found.');
    const buffer = await storage.withLocalFile(mediaKeys.original(media.storage_key), (original) =>
      sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .rotate(degrees)
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
    return ingestImageBuffer(buffer, { originalName: media.original_name ?? undefined });
  }

  async function encodeVariant(
    media: MediaRow,
    params: WatermarkParams,
    width: number,
    format: ImageFormat,
    key: string,
  ) {
    const targetHeight = Math.round(((media.height ?? width) * width) / (media.width ?? width));
    const overlay = await watermarkOverlay(params, width, targetHeight);
    const tmpFile = storage.tmpPath(`.${format}`);
    try {
      await storage.withLocalFile(mediaKeys.original(media.storage_key), async (original) => {
        const pipeline = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        if (overlay) pipeline.composite([{ input: overlay, gravity: 'southeast' }]);
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

  /** Widths a URL may ask for: the standard widths, and the source's own width when it is smaller. */
  function isServedWidth(media: MediaRow, width: number): boolean {
    return (IMAGE_WIDTHS as readonly number[]).includes(width) || width === media.width;
  }

  async function currentKey(): Promise<string> {
    return variantKey(await deps.watermark());
  }

  return {
    ingestImage,
    ingestImageBuffer,
    ingestVideo,
    rotateImage,
    variantObject,
    isServedWidth,
    currentKey,
    stats: () => ({ variantsGenerated, waitingPixels }),
    findByHash: repository.findByHash,
    /**
     * Whether the public may see the media: something the site shows uses it, or it was stored within the grace
     * period (a photograph uploaded for a product not saved yet). Otherwise it answers 404, and is collected
     * (media-retention.ts).
     */
    async isServable(row: MediaRow): Promise<boolean> {
      const storedAt = new Date(row.created_at).getTime();
      if (now().getTime() - storedAt < MEDIA_GRACE_MS) return true;
      return repository.isShown(row.id);
    },
    findByIds: repository.findByIds,
    findById: repository.findById,
    findByLegacyPath: repository.findByLegacyPath,
    videoKey: (media: MediaRow) => mediaKeys.video(media.storage_key),
    statObject: (key: string) => storage.stat(key),
    readObject: (key: string, range?: ByteRange) => storage.read(key, range),
    /** Where a visitor gets a variant or a video straight from the CDN; null when MEDIA_PUBLIC_URL is not set. */
    publicObjectUrl: (key: string) => (deps.publicBaseUrl ? `${deps.publicBaseUrl}/${key}` : null),
  };
}
