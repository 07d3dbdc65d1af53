import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';

/** Largest image accepted, in pixels (the upload rules): decoding one takes at most about 200 MB. */
export const MAX_INPUT_PIXELS = UPLOAD_RULES.image.maxMegapixels * 1_000_000;

export const IMAGE_FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

export const VIDEO_FORMATS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
};

/** What a file of neither kind we accept is told. */
export const UNSUPPORTED = {
  image: 'The file is not an image we accept (JPEG, PNG, WebP or GIF).',
  video: 'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
} as const;

/** What a file of no bytes is refused with, whatever it was meant to be. */
export const EMPTY_FILE = 'The file is empty.';

/** A file the client sent that we will not take; the message is safe to show. */
export class MediaError extends Error {
  override name = 'MediaError';
  readonly code: 'unsupported-type' | 'too-many-pixels' | 'too-large' | 'corrupt' | 'empty';
  constructor(code: MediaError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** What checking an image found: its format and sharp's metadata. */
export type CheckedImage = { format: { ext: string; mime: string }; metadata: Metadata };

/**
 * Checks by its content that a file is a JPEG, PNG, WebP or GIF within the pixel bound that decodes to the end;
 * throws the MediaError to show otherwise. Nothing is stored.
 */
export async function checkImage(file: string): Promise<CheckedImage> {
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

/** What checking a video found: the extension and type it is stored under. */
export type CheckedVideo = { ext: string; mime: string };

/** Checks by its container that a file is a video we accept (MP4, WebM, Ogg, QuickTime, AVI); nothing is stored. */
export async function checkVideo(file: string): Promise<CheckedVideo> {
  const type = await fileTypeFromFile(file);
  const ext = type ? VIDEO_FORMATS[type.mime] : undefined;
  if (!type || !ext) throw new MediaError('unsupported-type', UNSUPPORTED.video);
  return { ext, mime: type.mime === 'video/vnd.avi' ? 'video/x-msvideo' : type.mime };
}
