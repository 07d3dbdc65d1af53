import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageRef } from '#common/media-url.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { newId } from '#server/db/ids.ts';
import {
  checkImage,
  checkVideo,
  EMPTY_FILE,
  MAX_INPUT_PIXELS,
  MediaError,
  UNSUPPORTED,
  type CheckedImage,
  type CheckedVideo,
} from './media-checks.ts';
import { IMMUTABLE_CACHE_CONTROL } from './media-content-types.ts';
import type { MediaRepository } from './media-repository.ts';
import { MEDIA_GRACE_MS } from './media-retention.ts';
import { mediaKeys, type ByteRange, type MediaStorage, type ObjectMetadata } from './media-storage.ts';
import { createVariantMaker } from './media-variants.ts';
import { variantKey, type WatermarkParams } from './watermark.ts';

sharp.concurrency(2);

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

type IngestOptions = {
  originalName?: string | null;
  legacyPath?: string | null;
  contentHash?: string;
  /** What `checkImage` found in this very file, when the caller checked it already (a form's files, all first) */
  checked?: CheckedImage;
  /** What `checkVideo` found in this very file, when the caller checked it already */
  checkedVideo?: CheckedVideo;
};

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
  const variants = createVariantMaker(deps);

  /** The row of these bytes if stored before; the same bytes sent as the other kind (a film as a photo) are refused. */
  function ofKind(existing: MediaRow | undefined, kind: MediaRow['kind']): MediaRow | null {
    if (existing && existing.kind !== kind) throw new MediaError('unsupported-type', UNSUPPORTED[kind]);
    return existing ?? null;
  }
  const storedAs = async (contentHash: string, kind: MediaRow['kind']) =>
    ofKind(await repository.findByHash(contentHash), kind);

  /** `storedAs`, with the uploaded file removed when its bytes were stored before. */
  async function existingOrNull(
    tmpFile: string,
    contentHash: string,
    kind: MediaRow['kind'],
  ): Promise<MediaRow | null> {
    const existing = await repository.findByHash(contentHash);
    if (existing) await rm(tmpFile, { force: true });
    return ofKind(existing, kind);
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
      throw new MediaError('empty', EMPTY_FILE);
    }
    const contentHash = options.contentHash ?? (await sha256File(tmpFile));
    const existing = await existingOrNull(tmpFile, contentHash, 'image');
    if (existing) return withLegacyPath(existing, options.legacyPath);

    try {
      const { format, metadata } = options.checked ?? (await checkImage(tmpFile));
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
      if (size === 0) throw new MediaError('empty', EMPTY_FILE);
      const { ext, mime } = options.checkedVideo ?? (await checkVideo(tmpFile));
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
    variantObject: variants.variantObject,
    variantsBusy: variants.busy,
    isServedWidth,
    currentKey,
    stats: variants.stats,
    findByHash: repository.findByHash,
    storedAs,
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
