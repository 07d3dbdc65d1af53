/**
 * What the admin may upload (admin-area.md §5, §9), checked in the browser before a byte is sent and again on the
 * server, which also checks each file's content.
 */
export const UPLOAD_RULES = {
  image: {
    maxBytes: 10 * 1024 * 1024,
    /**
     * Pixels, in millions: a 48-megapixel phone photograph passes; a small file that decodes to hundreds of
     * megabytes (a decompression bomb) does not.
     */
    maxMegapixels: 50,
    extensions: ['.jpg', '.jpeg', '.png'],
    accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
    typeMessage: 'Please upload a JPG or PNG image.',
    sizeMessage: 'Image file size should be less than 10MB',
  },
  video: {
    maxBytes: 100 * 1024 * 1024,
    extensions: ['.mp4', '.webm', '.ogg', '.avi', '.mov'],
    accept: 'video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime,.mp4,.webm,.ogg,.avi,.mov',
    typeMessage: 'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
    sizeMessage: 'Video file size should be less than 100MB',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** Null when the file may be uploaded as that kind, else the message to show. */
export function uploadProblem(kind: UploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** A file size in Bytes, KB, MB or GB with two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
