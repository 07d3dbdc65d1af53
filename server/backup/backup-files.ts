import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaKeys } from '#server/media/media-storage.ts';

/* What the backup and the restore both know of an archive's files and of the work folder. */

/** Rows read per query while backing up, and from a scratch database while restoring. */
export const READ_BATCH = 500;
/** A manifest lists every file of the archive; even a shop with a million photographs stays under this. */
export const MANIFEST_LIMIT = 256 * 1024 * 1024;

export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const TABLE_ENTRY = /^tables\/([a-z][a-z0-9_]*)\.jsonl$/;
export const mediaEntry = (key: string) => `media/${key}`;

export type MediaRef = { id: string; kind: 'image' | 'video'; key: string; contentHash: string };

/**
 * The store key of a media row: derived from its content hash, as the media service made it. A row whose key is of
 * any other form is refused, so nothing an archive says names a place in the store but a hash of checked bytes.
 */
export function mediaRefOf(row: Record<string, unknown>): MediaRef | null {
  const { id, kind, storage_key: storageKey, content_hash: hash } = row;
  if (typeof id !== 'string' || typeof storageKey !== 'string' || typeof hash !== 'string') return null;
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const ext = /\.([a-z0-9]{1,8})$/.exec(storageKey)?.[1];
  if (kind === 'image' && storageKey === `${hash.slice(0, 2)}/${hash}.${ext}`)
    return { id, kind, key: mediaKeys.original(storageKey), contentHash: hash };
  if (kind === 'video' && storageKey === `${hash}.${ext}`)
    return { id, kind, key: mediaKeys.video(storageKey), contentHash: hash };
  return null;
}

export async function withWorkDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gandhara-backup-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
