import { close as closeCallback, createWriteStream, open as openCallback } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { promisify } from 'node:util';
import { Entry, fromFdPromise, getFileNameLowLevel, type LocalFileHeader, type ZipFile } from 'yauzl';
import { formatFileSize, UPLOAD_RULES } from '#common/admin/uploads.ts';

/**
 * Safe extraction of an uploaded ZIP of photos (OWASP ASVS 5.2.3, 5.2.5, 5.3.2, 5.3.3).
 *
 * The archive is read from disk with yauzl, which trusts only the central directory. Before a byte is extracted the
 * whole directory is walked: the entry count, every entry and the accepted entries' total size are checked, and every
 * entry's local header is read and compared with its directory record. Entries whose data overlap (a "better zip bomb"
 * points many entries at the same compressed bytes, so that each looks harmless) refuse the whole archive. While the
 * data streams, the bytes really written are counted against the same limits, for each entry and for the archive.
 * Names from the archive are only ever shown to people; files are written under generated names.
 */

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

export type ExtractedFile = {
  /** The path inside the archive ('shelf/left/buddha.jpg'), for titles and messages only: never a path on disk. */
  entryName: string;
  baseName: string;
  /** Where the file was written: `destDir/entry-0001.jpg`. */
  path: string;
  bytes: number;
};

export type SkippedEntry = { filename: string; error: string };

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

/** Plain descriptors, not FileHandles: yauzl closes the descriptor itself. */
const openFile = promisify(openCallback);
const closeFile = promisify(closeCallback);

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
/** General purpose bit 3: the CRC-32 and sizes follow the data in a data descriptor, and the local header holds zeros. */
const DATA_DESCRIPTOR_FLAG = 0x0008;
const ZIP64_EXTRA_ID = 0x0001;
const MAX_32 = 0xffffffff;
const MAX_NAME_BYTES = 1024;
/** Names in `skipped` are cut to this many characters: a 64 KB hostile name would drown the report. */
const MAX_SHOWN_NAME = 200;

/** The numbers yauzl needs to open an entry's data, without the entry's (possibly 192 KB) name, extra and comment. */
type EntryData = Pick<
  Entry,
  | 'compressedSize'
  | 'uncompressedSize'
  | 'compressionMethod'
  | 'generalPurposeBitFlag'
  | 'relativeOffsetOfLocalHeader'
  | 'crc32'
>;

type Planned = { entry: EntryData; entryName: string; baseName: string; diskName: string };

/** Where one entry lies in the archive: from its local header to the end of its compressed data, end excluded. */
type Extent = { start: number; end: number };

/** The bytes really written so far for the whole archive, and the archive's size on disk, shared by every entry. */
type ArchiveTally = { written: number; readonly archiveBytes: number };

type Verdict =
  | { kind: 'accept'; entryName: string; baseName: string; extension: string }
  | { kind: 'skip'; error: string }
  | { kind: 'ignore' };

/** A name as people should read it in a report: control characters made visible, length capped. */
function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const visible = name.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  return visible.length > MAX_SHOWN_NAME ? `${visible.slice(0, MAX_SHOWN_NAME)}…` : visible;
}

function extensionOf(baseName: string): string {
  const dot = baseName.lastIndexOf('.');
  return dot > 0 ? baseName.slice(dot).toLowerCase() : '';
}

/** What to do with one central directory entry, decided from its metadata alone. */
function judge(entry: Entry, name: string, limits: ZipLimits): Verdict {
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

/** The data of the first extra field record with this header id, or null (APPNOTE 4.5.1). */
function extraFieldData(extra: Buffer, id: number): Buffer | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const dataStart = at + 4;
    const dataEnd = dataStart + extra.readUInt16LE(at + 2);
    if (dataEnd > extra.length) return null;
    if (extra.readUInt16LE(at) === id) return extra.subarray(dataStart, dataEnd);
    at = dataEnd;
  }
  return null;
}

/**
 * The sizes a local header declares. A 32-bit field that holds 0xFFFFFFFF defers to the ZIP64 extra field (APPNOTE
 * 4.5.3), which in a local header should hold both sizes, uncompressed first; some writers store only the deferred
 * ones, in that order, and are read too.
 */
function localSizes(header: LocalFileHeader): { uncompressedSize: number; compressedSize: number } {
  let { uncompressedSize, compressedSize } = header;
  const zip64 = extraFieldData(header.extraField, ZIP64_EXTRA_ID);
  if (!zip64) return { uncompressedSize, compressedSize };
  const read = (at: number) => (at + 8 <= zip64.length ? Number(zip64.readBigUInt64LE(at)) : MAX_32);
  // The compressed size follows the uncompressed one whenever that one is stored too.
  const compressedAt = zip64.length >= 16 || uncompressedSize === MAX_32 ? 8 : 0;
  if (uncompressedSize === MAX_32) uncompressedSize = read(0);
  if (compressedSize === MAX_32) compressedSize = read(compressedAt);
  return { uncompressedSize, compressedSize };
}

/**
 * Whether an entry's local header says what its central directory record says: same name and compression method and,
 * unless either defers them to a data descriptor (the local copy then holds zeros), the same CRC-32 and sizes. yauzl
 * extracts by the central record alone, but an archive whose two copies differ was made to be read differently by
 * different tools.
 */
function headersAgree(entry: Entry, header: LocalFileHeader): boolean {
  if (!header.fileName.equals(entry.fileNameRaw) || header.compressionMethod !== entry.compressionMethod)
    return false;
  if (((header.generalPurposeBitFlag | entry.generalPurposeBitFlag) & DATA_DESCRIPTOR_FLAG) !== 0)
    return true;
  const sizes = localSizes(header);
  return (
    header.crc32 === entry.crc32 &&
    sizes.compressedSize === entry.compressedSize &&
    sizes.uncompressedSize === entry.uncompressedSize
  );
}

/**
 * Reads an entry's local header, refusing the archive unless it is there and agrees with the directory, and returns
 * where the entry lies. Its length is the local header's own: 30 bytes, then the name and extra field it declares.
 */
async function readExtent(zip: ZipFile, entry: Entry): Promise<Extent> {
  let header: LocalFileHeader;
  try {
    header = await zip.readLocalFileHeaderPromise(entry);
  } catch (error) {
    // A failed read of the upload is ours to report; no header where the directory points, or data running past the
    // end of the file, is the archive's fault. yauzl checks the signature, 0x04034b50.
    if ((error as NodeJS.ErrnoException).code) throw error;
    throw new ZipRejected(ZIP_MESSAGES.headersDisagree, { cause: error });
  }
  if (!headersAgree(entry, header)) throw new ZipRejected(ZIP_MESSAGES.headersDisagree);
  return { start: entry.relativeOffsetOfLocalHeader, end: header.fileDataStart + entry.compressedSize };
}

/**
 * Refuses the archive if two entries share any byte. Each entry's limits hold only for its own compressed bytes: many
 * entries reading the same bytes multiply the output without any one of them looking suspicious.
 */
function assertNoOverlap(extents: Extent[]): void {
  const sorted = extents.toSorted((a, b) => a.start - b.start);
  let reached = 0;
  for (const extent of sorted) {
    if (extent.start < reached) throw new ZipRejected(ZIP_MESSAGES.overlapping);
    reached = Math.max(reached, extent.end);
  }
}

/** A failure of one entry's data; its message is shown in `skipped`. */
class EntryDataError extends Error {}

/** Why an entry that has produced `bytes` so far must stop, if it must: checked before the bytes are written. */
function entryOverrun(bytes: number, entry: EntryData, limits: ZipLimits): EntryDataError | null {
  if (bytes > entry.uncompressedSize) return new EntryDataError(ZIP_MESSAGES.sizeMismatch);
  if (bytes > entry.compressedSize * limits.maxRatio) return new EntryDataError(ZIP_MESSAGES.ratio);
  if (bytes > limits.maxEntryBytes)
    return new EntryDataError(ZIP_MESSAGES.entryTooLarge(limits.maxEntryBytes));
  return null;
}

/** Why the archive must stop once `bytes` have been written for it in all, if it must. */
function archiveOverrun(bytes: number, tally: ArchiveTally, limits: ZipLimits): ZipRejected | null {
  if (bytes > limits.maxTotalBytes) return new ZipRejected(ZIP_MESSAGES.tooLarge(limits.maxTotalBytes));
  if (bytes > tally.archiveBytes * limits.maxRatio) return new ZipRejected(ZIP_MESSAGES.expandsTooFar);
  return null;
}

/**
 * Counts and checksums an entry's bytes as they stream: the last guard against data larger than allowed, whatever the
 * headers said, and against data damaged in the archive (yauzl does not check CRC-32). A chunk that would take the
 * entry past its declared size, its ratio or the size limit, or the archive past its own limits, is never passed on:
 * the stream stops there. Bytes written count towards the archive even if the entry later fails.
 */
function entryGuard(entry: EntryData, limits: ZipLimits, tally: ArchiveTally): Transform {
  let bytes = 0;
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const overrun =
        entryOverrun(bytes + chunk.length, entry, limits) ??
        archiveOverrun(tally.written + chunk.length, tally, limits);
      if (overrun) return callback(overrun);
      bytes += chunk.length;
      tally.written += chunk.length;
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (bytes !== entry.uncompressedSize) return callback(new EntryDataError(ZIP_MESSAGES.sizeMismatch));
      callback(crc === entry.crc32 ? null : new EntryDataError(ZIP_MESSAGES.checksum));
    },
  });
}

/** The reason shown for an entry whose data could not be extracted. */
function dataFailureReason(error: unknown): string {
  if (error instanceof EntryDataError) return error.message;
  const message = error instanceof Error ? error.message : '';
  if (/too many bytes|not enough bytes/.test(message)) return ZIP_MESSAGES.sizeMismatch;
  return ZIP_MESSAGES.corrupt;
}

/** Resolves once yauzl has closed the archive's file descriptor (or failed to). */
function whenClosed(zip: ZipFile): Promise<void> {
  return new Promise((resolve) => {
    zip.once('close', resolve);
    // yauzl reports a failed fs.close as an 'error' event; without a listener that event would crash the process.
    zip.on('error', () => {
      if (!zip.isOpen) resolve();
    });
  });
}

/**
 * Extracts the images of the ZIP at `zipPath` into `destDir` (an existing, empty folder the caller owns).
 * Entries that cannot or must not be extracted are listed in `skipped` with the reason; the others continue.
 * Throws ZipRejected when the archive as a whole is refused (not a ZIP, damaged directory, too many entries, too large,
 * entries that overlap or whose local header disagrees with the directory, more data than the archive can hold);
 * nothing it wrote is left in that case. Other errors (the disk is full, destDir is missing) are thrown as they are,
 * after the files written by this call are removed.
 */
export async function extractZipImages(
  zipPath: string,
  destDir: string,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<{ files: ExtractedFile[]; skipped: SkippedEntry[] }> {
  // The descriptor is opened here so that it is closed before this function settles on every path: yauzl's own open()
  // closes it in the background when the file is not a ZIP.
  const fd = await openFile(zipPath, 'r');
  let zip: ZipFile;
  try {
    zip = await fromFdPromise(fd, {
      lazyEntries: true,
      // yauzl closes the descriptor once close() is called and every read stream has ended.
      autoClose: false,
      // Names are decoded and judged here, so a hostile name skips its entry instead of aborting the whole archive.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    await closeFile(fd);
    // An unreadable upload is our fault, not the admin's: only yauzl's format errors become a rejection.
    if ((error as NodeJS.ErrnoException).code) throw error;
    throw new ZipRejected(ZIP_MESSAGES.notZip, { cause: error });
  }
  const closed = whenClosed(zip);
  try {
    const plan = await planExtraction(zip, limits);
    const tally: ArchiveTally = { written: 0, archiveBytes: zip.fileSize };
    const files = await extractPlanned(zip, plan.accepted, destDir, limits, tally, plan.skipped);
    return { files, skipped: plan.skipped };
  } finally {
    zip.close();
    await closed;
  }
}

/** Walks the whole central directory, and every entry's local header, before anything is extracted. */
async function planExtraction(zip: ZipFile, limits: ZipLimits) {
  if (zip.entryCount > limits.maxEntries)
    throw new ZipRejected(ZIP_MESSAGES.tooManyEntries(limits.maxEntries));
  const accepted: Planned[] = [];
  const skipped: SkippedEntry[] = [];
  // Every entry's, skipped or not: one that is never extracted can still be the other half of an overlap.
  const extents: Extent[] = [];
  let totalBytes = 0;
  let position = 0;
  const entries = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await entries.next();
    } catch (error) {
      throw new ZipRejected(ZIP_MESSAGES.damaged, { cause: error });
    }
    if (next.done) break;
    const entry = next.value;
    position++;
    extents.push(await readExtent(zip, entry));
    const name = getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
    const verdict = judge(entry, name, limits);
    if (verdict.kind === 'skip') skipped.push({ filename: shownName(name), error: verdict.error });
    if (verdict.kind !== 'accept') continue;
    totalBytes += entry.uncompressedSize;
    accepted.push({
      entry: {
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        compressionMethod: entry.compressionMethod,
        generalPurposeBitFlag: entry.generalPurposeBitFlag,
        relativeOffsetOfLocalHeader: entry.relativeOffsetOfLocalHeader,
        crc32: entry.crc32,
      },
      entryName: verdict.entryName,
      baseName: verdict.baseName,
      diskName: `entry-${String(position).padStart(4, '0')}${verdict.extension}`,
    });
  }
  assertNoOverlap(extents);
  if (totalBytes > limits.maxTotalBytes) throw new ZipRejected(ZIP_MESSAGES.tooLarge(limits.maxTotalBytes));
  return { accepted, skipped };
}

async function extractPlanned(
  zip: ZipFile,
  plan: Planned[],
  destDir: string,
  limits: ZipLimits,
  tally: ArchiveTally,
  skipped: SkippedEntry[],
): Promise<ExtractedFile[]> {
  const files: ExtractedFile[] = [];
  try {
    for (const item of plan) {
      const target = path.join(destDir, item.diskName);
      // 'wx': never follow or overwrite what is already there. Failing to create our own file is not the archive's
      // fault, so it is thrown (after the cleanup below), not reported as a skipped entry.
      const output = createWriteStream(target, { fd: await open(target, 'wx') });
      // pipeline() passes the first error on to every stream, so the side that failed is the one that reported first.
      let failedSide: 'read' | 'write' | null = null;
      output.on('error', () => (failedSide ??= 'write'));
      try {
        // openReadStream only reads the fields kept in EntryData (sizes, method, flags, offset).
        const source = await zip.openReadStreamPromise(Object.assign(new Entry(), item.entry));
        const guard = entryGuard(item.entry, limits, tally);
        for (const stream of [source, guard]) stream.on('error', () => (failedSide ??= 'read'));
        await pipeline(source, guard, output);
        files.push({
          entryName: item.entryName,
          baseName: item.baseName,
          path: target,
          bytes: output.bytesWritten,
        });
      } catch (error) {
        if (!output.closed) {
          const outputClosed = new Promise<void>((resolve) => output.once('close', () => resolve()));
          output.destroy();
          await outputClosed;
        }
        await rm(target, { force: true });
        // The archive's own limits refuse it whole: the files already written are removed below.
        if (failedSide === 'write' || error instanceof ZipRejected) throw error;
        skipped.push({ filename: shownName(item.entryName), error: dataFailureReason(error) });
      }
    }
    return files;
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
    throw error;
  }
}
