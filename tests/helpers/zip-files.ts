import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP writer for tests only. Real libraries refuse to write hostile archives (names that climb out of the folder,
 * sizes that lie, symlinks, fake encryption), so the tests build them byte by byte (APPNOTE 6.3: local headers, file
 * data, central directory, end record).
 */
export type ZipEntrySpec = {
  /** The name as stored; a Buffer is written byte for byte (for names that are not valid UTF-8 or contain NUL). */
  name: string | Buffer;
  data?: Buffer;
  /** 'deflate' by default; a number writes that compression method id with the data stored as is. */
  method?: 'store' | 'deflate' | number;
  /** Sizes written in the headers instead of the real ones; above 0xFFFFFFFF they go in a ZIP64 extra field. */
  declaredUncompressedSize?: number;
  declaredCompressedSize?: number;
  /** A Unix st_mode (e.g. 0o120777 for a symlink), written in the upper 16 bits of the external attributes. */
  unixMode?: number;
  /** Sets the encryption flag and prefixes the 12-byte header of traditional encryption (the data is not encrypted). */
  encrypted?: boolean;
  /** Sets general purpose bit 11: the name is UTF-8. Defaults to true for string names that are not ASCII. */
  utf8?: boolean;
  /** A CRC-32 written instead of the real one. */
  crc?: number;
};

const MAX_32 = 0xffffffff;

function zip64Extra(uncompressed: number, compressed: number, offset: number): Buffer {
  const values = [uncompressed, compressed, offset].filter((value) => value > MAX_32 - 1);
  if (values.length === 0) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  return extra;
}

const clamp = (value: number) => (value > MAX_32 - 1 ? MAX_32 : value);

/** The bytes of a ZIP archive holding the given entries, in order. */
export function makeZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const name = typeof spec.name === 'string' ? Buffer.from(spec.name, 'utf8') : spec.name;
    const utf8 = spec.utf8 ?? (typeof spec.name === 'string' && /[^\x20-\x7e]/.test(spec.name));
    const data = spec.data ?? Buffer.alloc(0);
    const methodId =
      spec.method === 'store' ? 0 : spec.method === undefined || spec.method === 'deflate' ? 8 : spec.method;
    let payload = methodId === 8 ? deflateRawSync(data) : data;
    if (spec.encrypted) payload = Buffer.concat([Buffer.alloc(12, 0xa5), payload]);
    const uncompressed = spec.declaredUncompressedSize ?? data.length;
    const compressed = spec.declaredCompressedSize ?? payload.length;
    const flags = (spec.encrypted ? 0x0001 : 0) | (utf8 ? 0x0800 : 0);
    const crc = spec.crc ?? crc32(data);
    const unix = spec.unixMode !== undefined;
    const versionNeeded = uncompressed > MAX_32 - 1 || compressed > MAX_32 - 1 ? 45 : 20;

    const localExtra = zip64Extra(uncompressed, compressed, 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(versionNeeded, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(methodId, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x5a21, 12); // date: 2025-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(clamp(compressed), 18);
    local.writeUInt32LE(clamp(uncompressed), 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    const localRecord = Buffer.concat([local, name, localExtra, payload]);

    const centralExtra = zip64Extra(uncompressed, compressed, offset);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(((unix ? 3 : 0) << 8) | versionNeeded, 4);
    central.writeUInt16LE(versionNeeded, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(methodId, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5a21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(clamp(compressed), 20);
    central.writeUInt32LE(clamp(uncompressed), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(unix ? (spec.unixMode! << 16) >>> 0 : 0, 38);
    central.writeUInt32LE(clamp(offset), 42);
    centrals.push(Buffer.concat([central, name, centralExtra]));

    locals.push(localRecord);
    offset += localRecord.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([
    ...locals,
    directory,
    endOfCentralDirectory(entries.length, directory.length, offset),
  ]);
}

/** The end of central directory record (APPNOTE 4.3.16): `count` entries in `length` bytes from `offset`. */
export function endOfCentralDirectory(count: number, length: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(length, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}
