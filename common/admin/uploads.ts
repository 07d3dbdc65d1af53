const MB = 1024 * 1024;

/**
 * Every upload rule in one table (admin-area.md §5, §7, §9): types, sizes and counts. The screens check a file
 * before a byte is sent and show these limits in their text; the server enforces the same numbers, and decides what
 * a photograph or a video is by its content, never by its name.
 */
export const UPLOAD_RULES = {
  /** A photograph of a product, a tour place or a master, chosen in a form. */
  image: {
    maxBytes: 10 * MB,
    /**
     * Pixels, in millions: a 48-megapixel phone photograph passes; a small file that decodes to hundreds of
     * megabytes (a decompression bomb) does not.
     */
    maxMegapixels: 50,
    /** Photographs one product may have. */
    maxPerProduct: 10,
    extensions: ['.jpg', '.jpeg', '.png'],
    accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
    typeMessage: 'Please upload a JPG or PNG image.',
    sizeMessage: 'Image file size should be less than 10MB',
  },
  video: {
    maxBytes: 100 * MB,
    extensions: ['.mp4', '.webm', '.ogg', '.avi', '.mov'],
    accept: 'video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime,.mp4,.webm,.ogg,.avi,.mov',
    typeMessage: 'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
    sizeMessage: 'Video file size should be less than 100MB',
  },
  /** The bulk upload's photographs, each as large as a form's (`image`), in the four formats the media take. */
  bulkImages: {
    maxFiles: 50,
    extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
    typeNames: 'JPG, PNG, GIF or WebP',
    accept: 'image/*',
  },
  /** The bulk upload's ZIP: one per upload, its photographs checked as `bulkImages` once extracted. */
  zip: {
    maxBytes: 100 * MB,
    maxFiles: 1,
    extensions: ['.zip'],
    accept: '.zip,application/zip',
  },
  /** The products CSV the import reads. */
  csv: {
    maxBytes: 256 * MB,
    extensions: ['.csv'],
    accept: '.csv,text/csv',
  },
} as const;

/** A limit as the screens and the server's messages say it: "10 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 100) / 100} MB`;

/** Whether a file's name ends with one of the rule's extensions, in any case. */
export function hasExtension(name: string, rule: { extensions: readonly string[] }): boolean {
  const lower = name.toLowerCase();
  return rule.extensions.some((extension) => lower.endsWith(extension));
}

/** What a form's media picker takes. */
export type UploadKind = 'image' | 'video';

/** Null when the file may be uploaded as that kind, else the message to show. */
export function uploadProblem(kind: UploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  if (!hasExtension(file.name, rule)) return rule.typeMessage;
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
