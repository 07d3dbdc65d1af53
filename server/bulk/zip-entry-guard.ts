import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Entry } from 'yauzl';
import { ZIP_MESSAGES, ZipRejected, type ZipLimits } from './zip-rules.ts';

/** The numbers yauzl needs to open an entry's data, without the entry's (possibly 192 KB) name, extra and comment. */
export type EntryData = Pick<
  Entry,
  | 'compressedSize'
  | 'uncompressedSize'
  | 'compressionMethod'
  | 'generalPurposeBitFlag'
  | 'relativeOffsetOfLocalHeader'
  | 'crc32'
>;

/** The bytes really written so far for the whole archive, and the archive's size on disk, shared by every entry. */
export type ArchiveTally = { written: number; readonly archiveBytes: number };

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
export function entryGuard(entry: EntryData, limits: ZipLimits, tally: ArchiveTally): Transform {
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
export function dataFailureReason(error: unknown): string {
  if (error instanceof EntryDataError) return error.message;
  const message = error instanceof Error ? error.message : '';
  if (/too many bytes|not enough bytes/.test(message)) return ZIP_MESSAGES.sizeMismatch;
  return ZIP_MESSAGES.corrupt;
}
