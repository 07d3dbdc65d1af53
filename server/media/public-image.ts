import { PLACEHOLDER_IMAGE } from '#common/image-path.ts';
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
