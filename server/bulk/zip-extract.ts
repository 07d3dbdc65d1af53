import { close as closeCallback, createWriteStream, open as openCallback } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { Entry, fromFdPromise, getFileNameLowLevel, type ZipFile } from 'yauzl';
import { judge, shownName } from './zip-entries.ts';
import { dataFailureReason, entryGuard, type ArchiveTally, type EntryData } from './zip-entry-guard.ts';
import { assertNoOverlap, readExtent, type Extent } from './zip-headers.ts';
import { ZIP_LIMITS, ZIP_MESSAGES, ZipRejected, type ZipLimits } from './zip-rules.ts';

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

export type ExtractedFile = {
  /** The path inside the archive ('shelf/left/buddha.jpg'), for titles and messages only: never a path on disk. */
  entryName: string;
  baseName: string;
  /** Where the file was written: `destDir/entry-0001.jpg`. */
  path: string;
  bytes: number;
};

export type SkippedEntry = { filename: string; error: string };

/** Plain descriptors, not FileHandles: yauzl closes the descriptor itself. */
const openFile = promisify(openCallback);
const closeFile = promisify(closeCallback);

type Planned = { entry: EntryData; entryName: string; baseName: string; diskName: string };

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
