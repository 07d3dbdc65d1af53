import type { Entry } from 'yauzl';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';
import { ZIP_MESSAGES, type ZipLimits } from './zip-rules.ts';

/** Extensions accepted (the upload rules' bulk photographs), and the extension each is written under. */
const IMAGE_EXTENSIONS: Record<string, string> = Object.fromEntries(
  UPLOAD_RULES.bulkImages.extensions.map((extension) => [
    extension,
    extension === '.jpeg' ? '.jpg' : extension,
  ]),
);
const ARCHIVE_EXTENSIONS = new Set(['.zip', '.rar', '.7z', '.tar', '.gz', '.tgz', '.bz2', '.xz']);

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const DOS_DIRECTORY = 0x10;
const MAX_NAME_BYTES = 1024;
/** Names in `skipped` are cut to this many characters: a 64 KB hostile name would drown the report. */
const MAX_SHOWN_NAME = 200;

export type Verdict =
  | { kind: 'accept'; entryName: string; baseName: string; extension: string }
  | { kind: 'skip'; error: string }
  | { kind: 'ignore' };

/** A name as people should read it in a report: control characters made visible, length capped. */
export function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const visible = name.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  return visible.length > MAX_SHOWN_NAME ? `${visible.slice(0, MAX_SHOWN_NAME)}…` : visible;
}

function extensionOf(baseName: string): string {
  const dot = baseName.lastIndexOf('.');
  return dot > 0 ? baseName.slice(dot).toLowerCase() : '';
}

/** What to do with one central directory entry, decided from its metadata alone. */
export function judge(entry: Entry, name: string, limits: ZipLimits): Verdict {
  const unixMode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (/[/\\]$/.test(name) || unixMode === S_IFDIR || (entry.externalFileAttributes & DOS_DIRECTORY) !== 0)
    return { kind: 'ignore' };

  // Names never become paths here, but one that tries to leave the folder is an attack worth reporting.
  if (name.includes('\u0000') || /^[/\\]/.test(name) || /^[a-z]:/i.test(name))
    return { kind: 'skip', error: ZIP_MESSAGES.outside };
  const segments = name.split(/[/\\]/);
  if (segments.includes('..')) return { kind: 'skip', error: ZIP_MESSAGES.outside };
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u001f\u007f]/.test(name)) return { kind: 'skip', error: ZIP_MESSAGES.controlCharacters };
  if (entry.fileNameRaw.length > MAX_NAME_BYTES) return { kind: 'skip', error: ZIP_MESSAGES.nameTooLong };

  const parts = segments.filter((segment) => segment !== '' && segment !== '.');
  // macOS resource forks, .DS_Store and hidden folders are not the owner's photos: ignored without a word.
  if (parts.some((part) => part.startsWith('.') || part === '__MACOSX')) return { kind: 'ignore' };
  const baseName = parts.at(-1) ?? '';

  if (entry.isEncrypted()) return { kind: 'skip', error: ZIP_MESSAGES.encrypted };
  if (unixMode === S_IFLNK) return { kind: 'skip', error: ZIP_MESSAGES.symlink };
  if (unixMode !== 0 && unixMode !== S_IFREG) return { kind: 'skip', error: ZIP_MESSAGES.notRegular };

  const extension = extensionOf(baseName);
  if (ARCHIVE_EXTENSIONS.has(extension)) return { kind: 'skip', error: ZIP_MESSAGES.nestedArchive };
  const diskExtension = IMAGE_EXTENSIONS[extension];
  if (!diskExtension) return { kind: 'skip', error: ZIP_MESSAGES.notImage };
  if (!entry.canDecodeFileData()) return { kind: 'skip', error: ZIP_MESSAGES.compression };

  if (entry.uncompressedSize === 0) return { kind: 'skip', error: ZIP_MESSAGES.empty };
  if (entry.uncompressedSize > limits.maxEntryBytes)
    return { kind: 'skip', error: ZIP_MESSAGES.entryTooLarge(limits.maxEntryBytes) };
  if (entry.uncompressedSize > entry.compressedSize * limits.maxRatio)
    return { kind: 'skip', error: ZIP_MESSAGES.ratio };

  return { kind: 'accept', entryName: parts.join('/'), baseName, extension: diskExtension };
}
