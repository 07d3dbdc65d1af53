import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

const ARCHIVE_FORMAT = 'gandhara-arts-backup';
export const MANIFEST_NAME = 'manifest.json';
const SHA256 = /^[0-9a-f]{64}$/;

const checksumSchema = z.object({ sha256: z.string().regex(SHA256), bytes: z.number().int().min(0) });
export type FileChecksum = z.infer<typeof checksumSchema>;

/**
 * What an archive says of itself (decision 017). It is the archive's last entry, written once every other entry's
 * checksum is known; gzip's own CRC covers it.
 */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  /** The last migration of the database it was made from: the version its rows fit. */
  schemaVersion: z.string().regex(/^\d{4}-[a-z0-9-]+$/),
  source: z.object({ database: z.enum(['sqlite', 'postgres']), mediaStorage: z.enum(['local', 's3']) }),
  /** In the order a restore inserts them. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z][a-z0-9_]*$/),
      file: z.string(),
      rows: z.number().int().min(0),
    }),
  ),
  media: z.object({
    files: z.number().int().min(0),
    /** Rows whose object was not in the store when the backup ran: restored as they were, without a file. */
    missing: z.array(z.object({ mediaId: z.string(), key: z.string() })),
    /** Objects whose bytes no longer match the hash they are stored under: kept as they were, and reported. */
    damaged: z.array(z.object({ mediaId: z.string(), key: z.string() })),
  }),
  excludedTables: z.record(z.string(), z.string()),
  /** Every other entry of the archive, by name. */
  files: z.record(z.string(), checksumSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** An expected failure of a backup or a restore: its message is for the operator, not a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The archive cannot be trusted or used: nothing has been written when this is thrown. */
export class ArchiveError extends BackupError {
  override name = 'ArchiveError';
}

type Drainable = {
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  destroyed?: boolean;
};

/** tar-stream's streams are streamx, not Node's: wait for room by their events, and never past their end. */
function drained(stream: Drainable): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * A .tar.gz being written. Entries go in one after another, streamed (a video is never held in memory), each hashed
 * on the way. The archive is written beside its final name and renamed at the end, so a backup that fails leaves
 * the previous file of that name as it was.
 */
export function createArchive(file: string, mtime: Date) {
  const partial = `${file}.${randomUUID()}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  // A full disk shows as an error of `written`; the entry being added then fails too.
  written.catch(() => pack.destroy());
  const checksums: Record<string, FileChecksum> = {};

  return {
    checksums,
    async add(
      name: string,
      size: number,
      body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
    ): Promise<FileChecksum> {
      const hash = createHash('sha256');
      let bytes = 0;
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mtime, mode: 0o644, type: 'file' }, (error) =>
          error ? reject(error) : resolve(),
        );
        (async () => {
          for await (const chunk of body) {
            const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            hash.update(data);
            bytes += data.length;
            if (!entry.write(data)) await drained(entry);
            if (entry.destroyed) throw new Error('The archive could not be written.');
          }
          entry.end(null); // streamx's end() takes an optional last chunk; its types make it required
        })().catch((error: unknown) => {
          entry.destroy(error as Error);
          reject(error as Error);
        });
      });
      const checksum = { sha256: hash.digest('hex'), bytes };
      checksums[name] = checksum;
      return checksum;
    },
    async finish(manifest: Manifest): Promise<void> {
      const text = `${JSON.stringify(manifest, null, 2)}\n`;
      await this.add(MANIFEST_NAME, Buffer.byteLength(text), [text]);
      pack.finalize();
      await written;
      await rename(partial, file);
    },
    async abort(): Promise<void> {
      pack.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export type ArchiveEntry = {
  name: string;
  type: string;
  size: number;
  /** Read it to the end, or leave it: the next entry comes either way. */
  body: AsyncIterable<Buffer>;
};

function damaged(error: unknown): ArchiveError {
  return error instanceof ArchiveError
    ? error
    : new ArchiveError(`The archive is damaged or not a backup: ${(error as Error).message}`);
}

/** An entry's bytes; a failure while reading them is the archive's damage, said as such. */
async function* damageReported(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    throw damaged(error);
  }
}

/**
 * The entries of a .tar.gz in order, streamed. A damaged archive (gzip's CRC, a broken tar header, a file cut short)
 * throws from the loop. `onRead` is told the compressed bytes read so far, for a progress bar.
 */
export async function* readArchive(
  file: string,
  onRead?: (bytes: number) => void,
): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read += chunk.length;
      onRead?.(read);
      callback(null, chunk);
    },
  });
  const feeding = pipeline(createReadStream(file), counter, createGunzip(), async (source) => {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (extract.destroyed) return;
      if (!extract.write(chunk)) await drained(extract);
    }
    extract.end(null);
  }).catch((error: unknown) => extract.destroy(error as Error));
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      yield {
        name,
        type: type ?? 'file',
        size: size ?? 0,
        body: damageReported(entry as AsyncIterable<Buffer>),
      };
      entry.resume();
    }
  } catch (error) {
    throw damaged(error);
  } finally {
    extract.destroy();
    await feeding;
  }
}

/** The bytes of an entry as text (the manifest), refusing one larger than a manifest can honestly be. */
export async function readText(entry: ArchiveEntry, limit: number): Promise<string> {
  if (entry.size > limit) throw new ArchiveError(`${entry.name} is larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Hashes a stream as it passes: the caller compares the digest once the stream has ended. */
export function hashing(body: AsyncIterable<Buffer>): {
  chunks: AsyncIterable<Buffer>;
  digest: () => FileChecksum;
} {
  const hash = createHash('sha256');
  let bytes = 0;
  let done = false;
  return {
    chunks: (async function* () {
      for await (const chunk of body) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
      done = true;
    })(),
    digest: () => {
      if (!done) throw new Error('The stream was not read to its end.');
      return { sha256: hash.digest('hex'), bytes };
    },
  };
}
