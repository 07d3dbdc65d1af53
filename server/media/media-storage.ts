import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Local media store under DATA_DIR/media. Every file name on disk is derived from a content hash or an id
 * we generated: nothing a client or an archive says becomes a path.
 */
export class LocalMediaStorage {
  readonly root: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
    this.tmpDir = path.join(dataDir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(path.join(this.root, 'originals'), { recursive: true });
    await mkdir(path.join(this.root, 'variants'), { recursive: true });
    await mkdir(path.join(this.root, 'videos'), { recursive: true });
  }

  /**
   * Empties the tmp folder: at the server's start, whatever is there was left by a process that stopped mid-upload
   * (only the server calls this, never a command run beside it).
   */
  async clearTmp(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  /** Where an upload in progress is written: same file system as the store, so the final move is a rename. */
  tmpPath(suffix = ''): string {
    return path.join(this.tmpDir, `${Date.now().toString(36)}-${crypto.randomUUID()}${suffix}`);
  }

  originalPath(storageKey: string): string {
    return path.join(this.root, 'originals', storageKey);
  }

  videoPath(storageKey: string): string {
    return path.join(this.root, 'videos', storageKey);
  }

  variantPath(hash: string, key: string, width: number, format: string): string {
    return path.join(this.root, 'variants', hash.slice(0, 2), hash, `${key}-${width}.${format}`);
  }

  async moveIn(fromTmp: string, destination: string): Promise<void> {
    await mkdir(path.dirname(destination), { recursive: true });
    await rename(fromTmp, destination);
  }

  async exists(file: string): Promise<boolean> {
    return stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async remove(file: string): Promise<void> {
    await rm(file, { force: true });
  }

  read(file: string, range?: { start: number; end: number }) {
    return createReadStream(file, range);
  }
}
