import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { endOfCentralDirectory, makeZip, type ZipEntrySpec } from '#tests/helpers/zip-files.ts';
import { extractZipImages } from './zip-extract.ts';
import { ZIP_LIMITS, ZIP_MESSAGES, ZipRejected, type ZipLimits } from './zip-rules.ts';

const MB = 1024 * 1024;

let root: string;
let dest: string;
let photos: Buffer[];

beforeAll(async () => {
  photos = await Promise.all(
    Array.from({ length: 30 }, (_, i) => makeJpeg({ width: 96 + i, height: 64, seed: i + 1 })),
  );
});

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'zip-extract-'));
  // Deep enough that '../../evil.jpg' would still land inside `root`, where the test can see it.
  dest = path.join(root, 'jobs', 'job-1', 'extracted');
  await mkdir(dest, { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function zipOf(entries: ZipEntrySpec[], name = 'upload.zip'): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, makeZip(entries));
  return file;
}

/** Every file and folder under `folder`, as relative paths. */
async function listTree(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).sort();
}

/** What the process's open file descriptors point at, under `folder` (the archive and everything extracted). */
async function descriptorsUnder(folder: string): Promise<string[]> {
  const targets: string[] = [];
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    if (target.startsWith(`${folder}/`)) targets.push(target);
  }
  return targets;
}

/** How many bytes this process wrote (to files, pipes or sockets) while `action` ran: Linux's /proc/self/io. */
async function bytesWrittenDuring(action: () => Promise<unknown>): Promise<number> {
  const wchar = async () => Number(/^wchar: (\d+)$/m.exec(await readFile('/proc/self/io', 'utf8'))![1]);
  const before = await wchar();
  await action();
  return (await wchar()) - before;
}

/**
 * Data that deflates about sixtyfold: well within the ratio allowed for one entry, so that only the overlap of many
 * entries on the same bytes makes it a bomb.
 */
function compressible(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 32) data[i] = (i * 2654435761) >>> 24;
  return data;
}

/** A local file header for deflated data (APPNOTE 4.3.7), without the data. */
function localHeader(name: string, output: Buffer, compressedSize: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc32(output), 14);
  header.writeUInt32LE(compressedSize, 18);
  header.writeUInt32LE(output.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name)]);
}

/** The central directory and end record (APPNOTE 4.3.12, 4.3.16) for entries whose local headers come first. */
function directory(
  entries: { name: string; output: Buffer; compressedSize: number; offset: number }[],
  directoryOffset: number,
): Buffer {
  const records = entries.map(({ name, output, compressedSize, offset }) => {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc32(output), 16);
    record.writeUInt32LE(compressedSize, 20);
    record.writeUInt32LE(output.length, 24);
    record.writeUInt16LE(Buffer.byteLength(name), 28);
    record.writeUInt32LE(offset, 42);
    return Buffer.concat([record, Buffer.from(name)]);
  });
  const central = Buffer.concat(records);
  return Buffer.concat([central, endOfCentralDirectory(entries.length, central.length, directoryOffset)]);
}

/** Full overlap: one local header and its deflated data, listed `count` times in the central directory. */
function fullOverlapZip(data: Buffer, count: number): { zip: Buffer; entryBytes: number } {
  const kernel = deflateRawSync(data);
  const local = Buffer.concat([localHeader('kernel.jpg', data, kernel.length), kernel]);
  const entry = { name: 'kernel.jpg', output: data, compressedSize: kernel.length, offset: 0 };
  return {
    zip: Buffer.concat([
      local,
      directory(
        Array.from({ length: count }, () => entry),
        local.length,
      ),
    ]),
    entryBytes: data.length,
  };
}

/**
 * Quoted overlap (David Fifield, "A better zip bomb", 2019): every entry has its own local header, which agrees with
 * its directory record, but entry i's deflate stream opens with a stored block that quotes entry i+1's local header
 * and then runs on through entry i+1's data, down to one shared deflated kernel.
 */
function quotedOverlapZip(data: Buffer, count: number): { zip: Buffer; entryBytes: number } {
  const kernel = deflateRawSync(data);
  const entries: { name: string; output: Buffer; stream: Buffer; header: Buffer }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const name = `bomb-${String(i).padStart(2, '0')}.jpg`;
    const after = entries[0];
    let stream = kernel;
    let output = data;
    if (after) {
      const quote = Buffer.alloc(5); // a stored block that is not the last: BFINAL 0, BTYPE 00, LEN, NLEN
      quote.writeUInt16LE(after.header.length, 1);
      quote.writeUInt16LE(~after.header.length & 0xffff, 3);
      stream = Buffer.concat([quote, after.header, after.stream]);
      output = Buffer.concat([after.header, after.output]);
    }
    entries.unshift({ name, output, stream, header: localHeader(name, output, stream.length) });
  }
  let offset = 0;
  const listed = entries.map(({ name, output, stream, header }) => {
    const entry = { name, output, compressedSize: stream.length, offset };
    offset += header.length + 5;
    return entry;
  });
  const body = Buffer.concat([entries[0]!.header, entries[0]!.stream]);
  return {
    zip: Buffer.concat([body, directory(listed, body.length)]),
    entryBytes: entries.reduce((sum, entry) => sum + entry.output.length, 0) / count,
  };
}

async function rejection(promise: Promise<unknown>): Promise<ZipRejected> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRejected);
  return error as ZipRejected;
}

describe('extractZipImages', () => {
  test('an archive of 30 photos is extracted under generated names, byte for byte, leaving no descriptor open', async () => {
    const zipPath = await zipOf(
      photos.map((data, i) => ({
        name: `shelf photo ${i + 1}.jpg`,
        data,
        method: i % 2 ? 'store' : 'deflate',
      })),
    );
    const probe = await open(zipPath, 'r');
    expect(await descriptorsUnder(root)).toEqual([zipPath]); // the check sees an open descriptor
    await probe.close();

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([]);
    expect(files).toHaveLength(30);
    expect(await readdir(dest)).toHaveLength(30);
    for (const [i, file] of files.entries()) {
      expect(file).toEqual({
        entryName: `shelf photo ${i + 1}.jpg`,
        baseName: `shelf photo ${i + 1}.jpg`,
        path: path.join(dest, `entry-${String(i + 1).padStart(4, '0')}.jpg`),
        bytes: photos[i]!.length,
      });
      expect((await readFile(file.path)).equals(photos[i]!)).toBe(true);
    }
    expect(await descriptorsUnder(root)).toEqual([]);
  });

  test('nested folders are walked; folder entries, __MACOSX and dot-files are ignored without a word', async () => {
    const zipPath = await zipOf([
      { name: 'shelf/' },
      { name: 'shelf/left/' },
      { name: 'shelf/left/buddha.jpg', data: photos[0] },
      { name: 'shelf/right/Stupa Relief.JPEG', data: photos[1] },
      { name: './shelf/bodhisattva.jpg', data: photos[2] },
      { name: '__MACOSX/shelf/left/._buddha.jpg', data: photos[0] },
      { name: '.DS_Store', data: Buffer.from('Bud1') },
      { name: 'shelf/._stupa.jpg', data: photos[1] },
      { name: '.hidden/x.jpg', data: photos[3] },
      { name: 'shelf/.thumbnails/y.jpg', data: photos[4] },
    ]);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([]);
    expect(files.map(({ entryName, baseName }) => ({ entryName, baseName }))).toEqual([
      { entryName: 'shelf/left/buddha.jpg', baseName: 'buddha.jpg' },
      { entryName: 'shelf/right/Stupa Relief.JPEG', baseName: 'Stupa Relief.JPEG' },
      { entryName: 'shelf/bodhisattva.jpg', baseName: 'bodhisattva.jpg' },
    ]);
    expect(await readdir(dest)).toEqual(['entry-0003.jpg', 'entry-0004.jpg', 'entry-0005.jpg']);
    expect((await readFile(files[1]!.path)).equals(photos[1]!)).toBe(true);
  });

  test('names that point outside the archive are skipped and nothing is written outside the destination', async () => {
    const zipPath = await zipOf([
      { name: '../../evil.jpg', data: photos[0] },
      { name: '/etc/evil.jpg', data: photos[1] },
      { name: '..\\evil.jpg', data: photos[2] },
      { name: 'shelf/../../../evil.jpg', data: photos[3] },
      { name: 'C:\\Windows\\evil.jpg', data: photos[4] },
      { name: '\\\\server\\share\\evil.jpg', data: photos[5] },
      { name: Buffer.from('evil.jpg\0.txt'), data: photos[6] },
      { name: 'good.jpg', data: photos[7] },
    ]);
    const before = await listTree(root);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([
      { filename: '../../evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: '/etc/evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: '..\\evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: 'shelf/../../../evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: 'C:\\Windows\\evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: '\\\\server\\share\\evil.jpg', error: ZIP_MESSAGES.outside },
      { filename: 'evil.jpg\ufffd.txt', error: ZIP_MESSAGES.outside },
    ]);
    expect(files.map((file) => file.entryName)).toEqual(['good.jpg']);
    expect(await listTree(root)).toEqual(
      [...before, path.join('jobs', 'job-1', 'extracted', 'entry-0008.jpg')].sort(),
    );
    expect(existsSync('/etc/evil.jpg')).toBe(false);
  });

  test('symlinks, encrypted entries, nested archives, other files and other compressions are skipped with a reason', async () => {
    const zipPath = await zipOf([
      { name: 'link.jpg', data: Buffer.from('../../../etc/passwd'), unixMode: 0o120777, method: 'store' },
      { name: 'fifo.jpg', data: photos[0], unixMode: 0o010644 },
      { name: 'regular.jpg', data: photos[1], unixMode: 0o100644 },
      { name: 'secret.jpg', data: photos[2], encrypted: true, method: 'store' },
      { name: 'more photos.zip', data: makeZip([{ name: 'inner.jpg', data: photos[3] }]), method: 'store' },
      { name: 'backup.tar.gz', data: Buffer.from('not really') },
      { name: 'notes.txt', data: Buffer.from('Buddha, grey schist, 2nd century') },
      { name: 'no-extension', data: photos[4] },
      { name: 'bzip2.jpg', data: photos[5], method: 12 },
      { name: 'empty.png', data: Buffer.alloc(0) },
    ]);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(files.map((file) => file.entryName)).toEqual(['regular.jpg']);
    expect(skipped).toEqual([
      { filename: 'link.jpg', error: ZIP_MESSAGES.symlink },
      { filename: 'fifo.jpg', error: ZIP_MESSAGES.notRegular },
      { filename: 'secret.jpg', error: ZIP_MESSAGES.encrypted },
      { filename: 'more photos.zip', error: ZIP_MESSAGES.nestedArchive },
      { filename: 'backup.tar.gz', error: ZIP_MESSAGES.nestedArchive },
      { filename: 'notes.txt', error: ZIP_MESSAGES.notImage },
      { filename: 'no-extension', error: ZIP_MESSAGES.notImage },
      { filename: 'bzip2.jpg', error: ZIP_MESSAGES.compression },
      { filename: 'empty.png', error: ZIP_MESSAGES.empty },
    ]);
    expect(await readdir(dest)).toEqual(['entry-0003.jpg']);
  });

  test('PNG, GIF and WebP are kept under their own extension; .jpeg is written as .jpg', async () => {
    const zipPath = await zipOf([
      { name: 'a.PNG', data: photos[0] },
      { name: 'b.gif', data: photos[1] },
      { name: 'c.webp', data: photos[2] },
      { name: 'd.jpeg', data: photos[3] },
    ]);

    await extractZipImages(zipPath, dest);

    expect(await readdir(dest)).toEqual([
      'entry-0001.png',
      'entry-0002.gif',
      'entry-0003.webp',
      'entry-0004.jpg',
    ]);
  });

  test('UTF-8 names are read as UTF-8 and other names as CP437', async () => {
    const zipPath = await zipOf([
      { name: 'Ṭaxila/stūpa गांधार.jpg', data: photos[0] },
      { name: Buffer.from([0x63, 0x61, 0x66, 0x82, 0x2e, 0x6a, 0x70, 0x67]), data: photos[1] }, // café.jpg in CP437
    ]);

    const { files } = await extractZipImages(zipPath, dest);

    expect(files.map(({ entryName, baseName }) => [entryName, baseName])).toEqual([
      ['Ṭaxila/stūpa गांधार.jpg', 'stūpa गांधार.jpg'],
      ['café.jpg', 'café.jpg'],
    ]);
  });

  test('a 10 GB zip bomb and an entry compressed a thousandfold are skipped before a byte is inflated', async () => {
    const zeros = Buffer.alloc(5 * MB);
    const zipPath = await zipOf([
      { name: 'bomb.jpg', data: Buffer.alloc(1024), declaredUncompressedSize: 10 * 1024 ** 3 },
      { name: 'squeezed.jpg', data: zeros },
      { name: 'fine.jpg', data: photos[0] },
    ]);
    expect(deflateRawSync(zeros).length * ZIP_LIMITS.maxRatio).toBeLessThan(zeros.length);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([
      { filename: 'bomb.jpg', error: ZIP_MESSAGES.entryTooLarge(ZIP_LIMITS.maxEntryBytes) },
      { filename: 'squeezed.jpg', error: ZIP_MESSAGES.ratio },
    ]);
    expect(ZIP_MESSAGES.entryTooLarge(ZIP_LIMITS.maxEntryBytes)).toBe(
      'Skipped: larger than 10.00 MB once extracted',
    );
    expect(files.map((file) => file.entryName)).toEqual(['fine.jpg']);
    expect(await readdir(dest)).toEqual(['entry-0003.jpg']);
  });

  test('an entry that inflates to more than it declares is cut off, its partial file removed, and the others kept', async () => {
    const zipPath = await zipOf([
      { name: 'first.jpg', data: photos[0] },
      // Declares 1 MB (a believable ratio for its 20 KB of deflate data) but inflates to 20 MB.
      { name: 'liar.jpg', data: Buffer.alloc(20 * MB, 0x41), declaredUncompressedSize: MB },
      { name: 'last.jpg', data: photos[1] },
    ]);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([{ filename: 'liar.jpg', error: ZIP_MESSAGES.sizeMismatch }]);
    expect(files.map((file) => file.entryName)).toEqual(['first.jpg', 'last.jpg']);
    expect(await readdir(dest)).toEqual(['entry-0001.jpg', 'entry-0003.jpg']);
    expect(await descriptorsUnder(root)).toEqual([]);
  });

  test('an entry whose data is damaged is skipped and the others are extracted', async () => {
    const damaged = Buffer.from(photos[1]!);
    const zipPath = await zipOf([
      { name: 'first.jpg', data: photos[0] },
      { name: 'flipped.jpg', data: damaged, method: 'store' },
      { name: 'garbage.jpg', data: photos[2] },
      { name: 'last.jpg', data: photos[3] },
    ]);
    const bytes = await readFile(zipPath);
    // Damage the stored photo after its CRC was computed, and replace the deflate stream of the third entry by noise.
    const flippedAt = bytes.indexOf(Buffer.from('flipped.jpg')) + 'flipped.jpg'.length + 500;
    bytes[flippedAt] = bytes[flippedAt]! ^ 0xff;
    const garbageAt = bytes.indexOf(Buffer.from('garbage.jpg')) + 'garbage.jpg'.length;
    bytes.fill(0xff, garbageAt, garbageAt + 64);
    await writeFile(zipPath, bytes);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([
      { filename: 'flipped.jpg', error: ZIP_MESSAGES.checksum },
      { filename: 'garbage.jpg', error: ZIP_MESSAGES.corrupt },
    ]);
    expect(files.map((file) => file.entryName)).toEqual(['first.jpg', 'last.jpg']);
    expect(await readdir(dest)).toEqual(['entry-0001.jpg', 'entry-0004.jpg']);
  });

  test('entries that share their compressed data (a "better zip bomb") refuse the archive before a byte is written', async () => {
    const data = compressible(MB);
    expect(data.length / deflateRawSync(data).length).toBeGreaterThan(50);
    expect(data.length / deflateRawSync(data).length).toBeLessThan(ZIP_LIMITS.maxRatio);

    for (const [name, { zip, entryBytes }] of [
      ['full.zip', fullOverlapZip(data, 20)],
      ['quoted.zip', quotedOverlapZip(data, 20)],
    ] as const) {
      // Each entry alone passes the ratio check; together they expand far beyond it.
      expect(20 * entryBytes).toBeGreaterThan(zip.length * ZIP_LIMITS.maxRatio);
      const zipPath = path.join(root, name);
      await writeFile(zipPath, zip);

      let error: unknown;
      const written = await bytesWrittenDuring(() =>
        extractZipImages(zipPath, dest).catch((e: unknown) => (error = e)),
      );

      expect(error).toBeInstanceOf(ZipRejected);
      expect((error as ZipRejected).message).toBe(
        'This ZIP is malformed: its entries overlap (a possible zip bomb). Please create the ZIP again.',
      );
      expect(await readdir(dest)).toEqual([]);
      expect(written).toBeLessThan(64 * 1024);
      expect(await descriptorsUnder(root)).toEqual([]);
    }
  });

  test('a local header that is missing or disagrees with the directory refuses the archive', async () => {
    const original = makeZip([
      { name: 'first.jpg', data: photos[0] },
      { name: 'second.jpg', data: photos[1] },
    ]);
    const second = original.indexOf(Buffer.from('PK\x03\x04', 'latin1'), 4);
    const changes: Record<string, (bytes: Buffer) => void> = {
      'no signature': (bytes) => bytes.writeUInt32LE(0, second),
      'stored, not deflated': (bytes) => bytes.writeUInt16LE(0, second + 8),
      'another CRC-32': (bytes) => bytes.writeUInt32LE(crc32(photos[2]!), second + 14),
      'a larger compressed size': (bytes) =>
        bytes.writeUInt32LE(bytes.readUInt32LE(second + 18) + 1, second + 18),
      'a larger uncompressed size': (bytes) => bytes.writeUInt32LE(20 * MB, second + 22),
      'another name': (bytes) => bytes.write('secret.jpg', second + 30, 'latin1'),
    };

    for (const [change, apply] of Object.entries(changes)) {
      const bytes = Buffer.from(original);
      apply(bytes);
      const zipPath = path.join(root, 'changed.zip');
      await writeFile(zipPath, bytes);

      const error = await rejection(extractZipImages(zipPath, dest));

      expect({ change, message: error.message }).toEqual({
        change,
        message:
          'This ZIP is malformed: its local and central headers disagree. Please create the ZIP again.',
      });
      expect(await readdir(dest)).toEqual([]);
      expect(await descriptorsUnder(root)).toEqual([]);
    }
  });

  test('sizes and CRC-32 left out of local headers for a data descriptor (bit 3) are not held against the archive', async () => {
    const bytes = makeZip([
      { name: 'first.jpg', data: photos[0] },
      { name: 'second.jpg', data: photos[1] },
    ]);
    for (let at = 0; (at = bytes.indexOf(Buffer.from('PK\x03\x04', 'latin1'), at)) !== -1; at += 4) {
      bytes.writeUInt16LE(bytes.readUInt16LE(at + 6) | 0x0008, at + 6);
      bytes.fill(0, at + 14, at + 26);
    }
    for (let at = 0; (at = bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1'), at)) !== -1; at += 4)
      bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | 0x0008, at + 8);
    const zipPath = path.join(root, 'descriptor.zip');
    await writeFile(zipPath, bytes);

    const { files, skipped } = await extractZipImages(zipPath, dest);

    expect(skipped).toEqual([]);
    expect(files.map((file) => file.entryName)).toEqual(['first.jpg', 'second.jpg']);
    expect((await readFile(files[1]!.path)).equals(photos[1]!)).toBe(true);
  });

  test('an entry that inflates past its declared size is stopped there: no more than that reaches the disk', async () => {
    // Declares 1 MB (a believable ratio for its 20 KB of deflate data) but inflates to 20 MB.
    const zipPath = await zipOf([
      { name: 'liar.jpg', data: Buffer.alloc(20 * MB, 0x41), declaredUncompressedSize: MB },
    ]);

    let result: Awaited<ReturnType<typeof extractZipImages>> | undefined;
    const written = await bytesWrittenDuring(async () => (result = await extractZipImages(zipPath, dest)));

    expect(result?.skipped).toEqual([{ filename: 'liar.jpg', error: ZIP_MESSAGES.sizeMismatch }]);
    expect(written).toBeGreaterThan(MB / 2); // the count does see the file being written
    expect(written).toBeLessThanOrEqual(MB + 64 * 1024);
    expect(await readdir(dest)).toEqual([]);
  });

  test('500 entries are read; 501 reject the archive before anything is extracted', async () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, i): ZipEntrySpec => ({
        name: `note-${i}.txt`,
        data: Buffer.from('x'),
      }));
    const fine = await extractZipImages(await zipOf(entries(500), 'fine.zip'), dest);
    expect(fine.skipped).toHaveLength(500);

    const zipPath = await zipOf([{ name: 'photo.jpg', data: photos[0] }, ...entries(500)], 'many.zip');
    const error = await rejection(extractZipImages(zipPath, dest));

    expect(error.message).toBe(
      'The ZIP holds more than 500 files and folders. Please split it into smaller archives.',
    );
    expect(await readdir(dest)).toEqual([]);
    expect(await descriptorsUnder(root)).toEqual([]);
  });

  test('accepted entries adding up to more than the total limit reject the archive before anything is extracted', async () => {
    const limits: ZipLimits = { ...ZIP_LIMITS, maxTotalBytes: photos[0]!.length + photos[1]!.length };
    const zipPath = await zipOf([
      { name: 'a.jpg', data: photos[0] },
      { name: 'b.jpg', data: photos[1] },
      { name: 'skipped.txt', data: Buffer.alloc(MB) },
    ]);
    expect((await extractZipImages(zipPath, dest, limits)).files).toHaveLength(2);
    await rm(dest, { recursive: true });
    await mkdir(dest);

    const larger = await zipOf(
      [
        { name: 'a.jpg', data: photos[0] },
        { name: 'b.jpg', data: photos[1] },
        { name: 'c.jpg', data: photos[2] },
      ],
      'larger.zip',
    );
    const error = await rejection(extractZipImages(larger, dest, { ...limits, maxTotalBytes: 3 * 1024 }));

    expect(error.message).toBe(
      'The photos in the ZIP add up to more than 3.00 KB once extracted. Please split it into smaller archives.',
    );
    expect(await readdir(dest)).toEqual([]);
  });

  test('a file that is not a ZIP, an empty file and a truncated ZIP are refused with a clear message', async () => {
    const notZip = path.join(root, 'photo.zip');
    await writeFile(notZip, photos[0]!);
    const empty = path.join(root, 'empty.zip');
    await writeFile(empty, Buffer.alloc(0));
    const whole = makeZip(photos.slice(0, 3).map((data, i) => ({ name: `p${i}.jpg`, data })));
    const truncated = path.join(root, 'truncated.zip');
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));

    for (const file of [notZip, empty, truncated]) {
      const error = await rejection(extractZipImages(file, dest));
      expect(error.message).toBe(
        'This file is not a ZIP archive, or it is damaged or incomplete. Please upload a .zip file.',
      );
      expect(await descriptorsUnder(root)).toEqual([]);
    }
    expect(await readdir(dest)).toEqual([]);
  });

  test('a damaged list of files rejects the archive', async () => {
    const bytes = makeZip(photos.slice(0, 3).map((data, i) => ({ name: `p${i}.jpg`, data })));
    const directoryAt = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0x12345678, directoryAt); // the third central directory record
    const zipPath = path.join(root, 'damaged.zip');
    await writeFile(zipPath, bytes);
    // A stored entry whose two sizes disagree is refused by yauzl while it reads the directory.
    const mismatched = await zipOf(
      [{ name: 'a.jpg', data: photos[0], method: 'store', declaredUncompressedSize: 10 }],
      'mismatched.zip',
    );

    for (const file of [zipPath, mismatched]) {
      const error = await rejection(extractZipImages(file, dest));
      expect(error.message).toBe(ZIP_MESSAGES.damaged);
      expect(await descriptorsUnder(root)).toEqual([]);
    }
    expect(await readdir(dest)).toEqual([]);
  });

  test('a file already in the destination is never overwritten: the call fails and leaves no file of its own', async () => {
    const zipPath = await zipOf([
      { name: 'a.jpg', data: photos[0] },
      { name: 'b.jpg', data: photos[1] },
    ]);
    await writeFile(path.join(dest, 'entry-0002.jpg'), 'kept');

    const error = await extractZipImages(zipPath, dest).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(ZipRejected);
    expect((error as NodeJS.ErrnoException).code).toBe('EEXIST');
    expect(await readdir(dest)).toEqual(['entry-0002.jpg']);
    expect(await readFile(path.join(dest, 'entry-0002.jpg'), 'utf8')).toBe('kept');
    expect(await descriptorsUnder(root)).toEqual([]);
  });
});
