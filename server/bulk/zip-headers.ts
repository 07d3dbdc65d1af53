import type { Entry, LocalFileHeader, ZipFile } from 'yauzl';
import { ZIP_MESSAGES, ZipRejected } from './zip-rules.ts';

/** General purpose bit 3: the CRC-32 and sizes follow the data in a data descriptor, and the local header holds zeros. */
const DATA_DESCRIPTOR_FLAG = 0x0008;
const ZIP64_EXTRA_ID = 0x0001;
const MAX_32 = 0xffffffff;

/** Where one entry lies in the archive: from its local header to the end of its compressed data, end excluded. */
export type Extent = { start: number; end: number };

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
export async function readExtent(zip: ZipFile, entry: Entry): Promise<Extent> {
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
export function assertNoOverlap(extents: Extent[]): void {
  const sorted = extents.toSorted((a, b) => a.start - b.start);
  let reached = 0;
  for (const extent of sorted) {
    if (extent.start < reached) throw new ZipRejected(ZIP_MESSAGES.overlapping);
    reached = Math.max(reached, extent.end);
  }
}
