import { PLACEHOLDER_IMAGE, resolveImagePath } from '#common/image-path.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl } from '#common/media-url.ts';
import type { PublicImage } from '#common/media-url.ts';

/** An absolute URL for an API record: a negotiated (AVIF or WebP) variant, an outside URL, or the placeholder. */
export function publicImageUrl(
  image: PublicImage | null | undefined,
  publicUrl: string,
  width = DEFAULT_IMAGE_WIDTH,
): string {
  if (!image) return `${publicUrl}${PLACEHOLDER_IMAGE}`;
  if (image.kind === 'url') return image.url.startsWith('/') ? `${publicUrl}${image.url}` : image.url;
  return imageVariantUrl(image.ref, width, undefined, publicUrl);
}

/** A stored image reference (a media-store image, or a legacy path or URL) as pages and the API need it. */
export function toPublicImage(
  stored: { hash: string | null; width: number | null; height: number | null; url: string | null },
  key: string,
  publicUrl: string,
): PublicImage | null {
  if (stored.hash)
    return {
      kind: 'media',
      ref: { hash: stored.hash, key, width: stored.width ?? 0, height: stored.height ?? 0 },
    };
  if (stored.url) return { kind: 'url', url: resolveImagePath(stored.url, publicUrl) };
  return null;
}
