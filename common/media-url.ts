/** Where public image variants live. One rule, used by the API, the server-rendered pages and the browser. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const DEFAULT_IMAGE_WIDTH = 960;
/** The widest JPEG a link preview (og:image) asks for: WhatsApp and Facebook take no AVIF. */
export const PREVIEW_IMAGE_WIDTH = 1280;
export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** A public image: the content hash of its original, the key of the current watermark, and its size. */
export type ImageRef = { hash: string; key: string; width: number; height: number };

/** The widths worth offering for a source: the standard ones below its width, then its own width. */
export function variantWidths(sourceWidth: number): number[] {
  const below = IMAGE_WIDTHS.filter((width) => width < sourceWidth);
  return sourceWidth < IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]! ? [...below, sourceWidth] : [...IMAGE_WIDTHS];
}

/** Without a format the server picks AVIF or WebP from the client's Accept header. */
export function imageVariantUrl(ref: ImageRef, width: number, format?: ImageFormat, origin = ''): string {
  const effective = Math.min(width, ref.width);
  return `${origin}/media/${ref.hash}/${ref.key}/${effective}${format ? `.${format}` : ''}`;
}

export function imageSrcSet(ref: ImageRef, format: ImageFormat, origin = ''): string {
  return variantWidths(ref.width)
    .map((width) => `${imageVariantUrl(ref, width, format, origin)} ${width}w`)
    .join(', ');
}

export const MEDIA_URL_PATTERN = /^\/media\/([a-f0-9]{64})\/([a-z0-9]{10})\/(\d{2,5})(?:\.(avif|webp|jpg))?$/;

/** An image as pages and the API need it: a media-store image with variants, or an outside URL. */
export type PublicImage = { kind: 'media'; ref: ImageRef } | { kind: 'url'; url: string };

/** One address for an image about `width` pixels wide (a preview), the server choosing the format; null for none. */
export function publicImageSrc(image: PublicImage | null, width = 640): string | null {
  if (!image) return null;
  return image.kind === 'media' ? imageVariantUrl(image.ref, width) : image.url;
}
