import { IMAGE_FORMATS, VIDEO_FORMATS } from './media-checks.ts';
import type { ImageFormat } from '#common/media-url.ts';
import { MEDIA_PREFIXES, type ObjectMetadata } from './media-storage.ts';

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
