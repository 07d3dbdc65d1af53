import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '#server/config.ts';

/** A stored object as the routes need it: its size in bytes (for Content-Length and byte ranges). */
export type StoredObject = { size: number };

/** A byte range as HTTP counts it: both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * What a bucket keeps beside an object, so that a CDN reading the bucket directly serves it as the site would;
 * the local store derives both from the route instead.
 */
export type ObjectMetadata = { contentType: string; cacheControl?: string };

/**
 * Where media live: DATA_DIR/media or an S3-compatible bucket (decision 014). Every key is derived from a content
 * hash or from an id we generated: nothing a client or an archive says becomes a key. Uploads still arrive in a
 * local tmp folder and are checked there; only a checked file is moved in.
 */
export type ListedObject = { key: string; size: number; modifiedAt: Date };

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Uploads in progress and files being checked: always this machine's disk. */
  readonly tmpDir: string;
  init(): Promise<void>;
  /** Empties the tmp folder; only the server calls this at its start, never a command run beside it. */
  clearTmp(): Promise<void>;
  tmpPath(suffix?: string): string;
  /** Puts a checked file from the tmp folder in the store under `key`; the tmp file is gone afterwards. */
  moveIn(tmpFile: string, key: string, metadata: ObjectMetadata): Promise<void>;
  /** Writes a stream under `key`; a reader never sees half an object. */
  write(key: string, body: Readable, metadata: ObjectMetadata): Promise<void>;
  /** The object's size, or null when there is none under `key`. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or the range of them; the caller has seen it exist (stat). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Runs `use` with the object as a file on this machine (sharp reads files): the store's own, or a tmp copy. */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  remove(key: string): Promise<void>;
  /** Every object under a prefix, in no particular order, with when it was last written. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Throws when the store cannot be reached (for readiness checks). */
  ping(): Promise<void>;
}

/** The three folders of a store; `media:copy` walks them. */
export const MEDIA_PREFIXES = { originals: 'originals/', videos: 'videos/', variants: 'variants/' } as const;

/** The store's top folders, which stay even when empty. */
const TOP_FOLDERS: ReadonlySet<string> = new Set(
  Object.values(MEDIA_PREFIXES).map((prefix) => prefix.slice(0, -1)),
);

/** Object keys, the same in both stores, so a copy from one to the other needs no translation. */
export const mediaKeys = {
  /** `storageKey` is the media row's: `ab/<hash>.<ext>`. */
  original: (storageKey: string) => `${MEDIA_PREFIXES.originals}${storageKey}`,
  /** `storageKey` is the media row's: `<hash>.<ext>`. */
  video: (storageKey: string) => `${MEDIA_PREFIXES.videos}${storageKey}`,
  variant: (hash: string, variantKey: string, width: number, format: string) =>
    `${MEDIA_PREFIXES.variants}${hash.slice(0, 2)}/${hash}/${variantKey}-${width}.${format}`,
};

/** Lower-case segments that start with a letter or a digit: neither `..` nor an absolute path can pass. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are ours, but a wrong one must never name a file outside the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
}

export function newTmpPath(tmpDir: string, suffix: string): string {
  return path.join(tmpDir, `${Date.now().toString(36)}-${crypto.randomUUID()}${suffix}`);
}

export async function emptyFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
}

/** The store under DATA_DIR/media: the same paths on disk as before there was a choice of stores. */
class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  private readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
    this.tmpDir = path.join(dataDir, 'tmp');
  }

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    for (const prefix of Object.values(MEDIA_PREFIXES))
      await mkdir(this.file(prefix.slice(0, -1)), { recursive: true });
  }

  clearTmp(): Promise<void> {
    return emptyFolder(this.tmpDir);
  }

  /** Same file system as the store, so the final move is a rename. */
  tmpPath(suffix = ''): string {
    return newTmpPath(this.tmpDir, suffix);
  }

  async moveIn(tmpFile: string, key: string): Promise<void> {
    const destination = this.file(key);
    for (let attempt = 1; ; attempt++) {
      await mkdir(path.dirname(destination), { recursive: true });
      try {
        return await rename(tmpFile, destination);
      } catch (error) {
        // A removal elsewhere may take the folder away as it empties, between our mkdir and our rename: once more.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 2) throw error;
      }
    }
  }

  async write(key: string, body: Readable): Promise<void> {
    // Written beside and renamed: several processes may share the folder, and none may read half a file.
    const tmpFile = this.tmpPath();
    try {
      await pipeline(body, createWriteStream(tmpFile));
      await this.moveIn(tmpFile, key);
    } finally {
      await rm(tmpFile, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    return stat(this.file(key)).then(
      (found) => (found.isFile() ? { size: found.size } : null),
      () => null,
    );
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.file(key), range);
  }

  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    return use(this.file(key));
  }

  /**
   * Removes the object, then the folders it leaves empty, up to the store's top folders (a bucket has no folders to
   * leave behind, and neither should the disk: a refused ZIP's job folder, a deleted photograph's variants).
   */
  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
    for (let folder = path.posix.dirname(key); folder !== '.' && !TOP_FOLDERS.has(folder);) {
      // Fails, and stops, at the first folder that still holds something (or is gone already).
      if (
        !(await rmdir(this.file(folder)).then(
          () => true,
          () => false,
        ))
      )
        break;
      folder = path.posix.dirname(folder);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = this.file(prefix.replace(/\/$/, ''));
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      const found = await stat(file).catch(() => null);
      if (found) yield { key, size: found.size, modifiedAt: found.mtime };
    }
  }

  async ping(): Promise<void> {
    await stat(this.root);
  }
}

/** The store the configuration names; the S3 client is loaded only by a site that uses it. */
export async function createMediaStorage(
  config: Pick<AppConfig, 'dataDir' | 'mediaStorage' | 's3'>,
  kind: 'local' | 's3' = config.mediaStorage,
): Promise<MediaStorage> {
  if (kind === 'local') return new LocalMediaStorage(config.dataDir);
  if (!config.s3) throw new Error('S3_BUCKET is not set: there is no bucket to use.');
  const { S3MediaStorage } = await import('./s3-media-storage.ts');
  return new S3MediaStorage(config.dataDir, config.s3);
}
