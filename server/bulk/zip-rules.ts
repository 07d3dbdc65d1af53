import { formatFileSize, UPLOAD_RULES } from '#common/admin/uploads.ts';

export type ZipLimits = {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxRatio: number;
};

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  maxTotalBytes: 1024 ** 3,
  maxEntryBytes: UPLOAD_RULES.image.maxBytes,
  maxRatio: 100,
};

export const ZIP_MESSAGES = {
  notZip: 'This file is not a ZIP archive, or it is damaged or incomplete. Please upload a .zip file.',
  damaged: 'The ZIP archive is damaged: its list of files cannot be read. Please create the ZIP again.',
  overlapping:
    'This ZIP is malformed: its entries overlap (a possible zip bomb). Please create the ZIP again.',
  headersDisagree:
    'This ZIP is malformed: its local and central headers disagree. Please create the ZIP again.',
  expandsTooFar:
    'This ZIP expands far more than its size allows once extracted (a possible zip bomb). Please create the ZIP again.',
  tooManyEntries: (max: number) =>
    `The ZIP holds more than ${max} files and folders. Please split it into smaller archives.`,
  tooLarge: (max: number) =>
    `The photos in the ZIP add up to more than ${formatFileSize(max)} once extracted. Please split it into smaller archives.`,
  outside: 'Skipped: the name points outside the archive',
  controlCharacters: 'Skipped: the file name contains control characters',
  nameTooLong: 'Skipped: the file name is too long',
  encrypted: 'Skipped: encrypted entries are not supported',
  symlink: 'Skipped: symbolic links are not supported',
  notRegular: 'Skipped: only regular files can be extracted',
  nestedArchive: 'Skipped: archives inside the ZIP are not opened',
  notImage: `Skipped: only ${UPLOAD_RULES.bulkImages.typeNames} images are accepted`,
  compression: 'Skipped: this compression method is not supported (use a standard ZIP)',
  empty: 'Skipped: the file is empty',
  entryTooLarge: (max: number) => `Skipped: larger than ${formatFileSize(max)} once extracted`,
  ratio: 'Skipped: compressed suspiciously well (a possible zip bomb)',
  sizeMismatch: "Skipped: the file's real size differs from the size the archive declares",
  checksum: 'Skipped: the file is damaged inside the archive (checksum mismatch)',
  corrupt: 'Skipped: the file is damaged inside the archive',
} as const;

/** The archive as a whole is refused; the message can be shown to the admin as it is. */
export class ZipRejected extends Error {
  override name = 'ZipRejected';
}
