import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { AppDatabase } from '#server/db/database.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { BackupError, createArchive, type Manifest } from './backup-archive.ts';
import { readSnapshot } from './backup-repository.ts';
import { BACKED_UP_TABLES, EXCLUDED_TABLES, toPortableRow } from './backup-tables.ts';
import { compareVersion, referenceSchema } from './schema-versions.ts';
import {
  mediaEntry,
  mediaRefOf,
  READ_BATCH,
  tableEntry,
  withWorkDir,
  type MediaRef,
} from './backup-files.ts';

export type BackupProgress = { phase: 'tables' | 'media'; done: number; total: number };

export type BackupDeps = { database: AppDatabase; storage: MediaStorage };

/** The rows some backed-up tables leave out, said in the manifest beside the tables left out whole. */
const LEFT_OUT_ROWS = Object.fromEntries(
  BACKED_UP_TABLES.flatMap((spec) =>
    spec.leaveOut
      ? [
          [
            `${spec.name} rows whose ${spec.leaveOut.column} starts ${spec.leaveOut.prefix}`,
            spec.leaveOut.why,
          ],
        ]
      : [],
  ),
);

export type BackupSummary = {
  file: string;
  schemaVersion: string;
  tables: { name: string; rows: number }[];
  mediaFiles: number;
  mediaBytes: number;
  missing: Manifest['media']['missing'];
  damaged: Manifest['media']['damaged'];
};

/**
 * Writes one archive of the site as it is at this moment, while it keeps running (decision 017): every backed-up
 * table as JSON lines, read in one snapshot, then the originals and videos the snapshot's media rows name. Those
 * are stored under their content hash and never changed or deleted, so copying them after the snapshot has ended
 * still copies exactly what its rows refer to. Nothing is written to the database or the store.
 */
export async function backUp(
  deps: BackupDeps,
  options: { file: string; onProgress?: (progress: BackupProgress) => void; now?: Date },
): Promise<BackupSummary> {
  const { database, storage } = deps;
  const progress = options.onProgress ?? (() => {});
  const now = options.now ?? new Date();
  const reference = await referenceSchema();

  return withWorkDir(async (workDir) => {
    const snapshot = await readSnapshot(database.db, database.dialect, async (repository) => {
      const applied = await repository.appliedMigrations();
      const version = applied?.at(-1);
      if (!version)
        throw new BackupError(
          'This database has no site in it: there is nothing to back up. Check DATA_DIR or DATABASE_URL.',
        );
      const state = compareVersion(version, reference.migrations);
      if (state === 'newer')
        throw new BackupError(
          `The database was upgraded by a newer version of the site (schema ${version}): back it up with that version.`,
        );
      if (state === 'older')
        throw new BackupError(
          `The database has an older schema (${version}) than this version of the site (${reference.latest}): back it up with the version the site runs, or start this one once to upgrade it.`,
        );

      let total = 0;
      for (const spec of BACKED_UP_TABLES) total += await repository.countRows(spec.name, spec.leaveOut);
      let done = 0;
      progress({ phase: 'tables', done, total });
      const tables: { name: string; rows: number; file: string }[] = [];
      const media: MediaRef[] = [];
      for (const spec of BACKED_UP_TABLES) {
        const file = path.join(workDir, `${spec.name}.jsonl`);
        const out = createWriteStream(file, { mode: 0o600 });
        let rows = 0;
        for await (const batch of repository.readBatches(spec.name, spec.key, READ_BATCH, spec.leaveOut)) {
          const lines = batch.map((row) => `${JSON.stringify(toPortableRow(spec, row))}\n`).join('');
          if (!out.write(lines)) await once(out, 'drain');
          if (spec.name === 'media') {
            for (const row of batch) {
              const ref = mediaRefOf(row);
              if (!ref)
                throw new BackupError(`Media ${String(row.id)} has a storage key of an unknown form.`);
              media.push(ref);
            }
          }
          rows += batch.length;
          done += batch.length;
          progress({ phase: 'tables', done, total });
        }
        out.end();
        await finished(out);
        tables.push({ name: spec.name, rows, file });
      }
      return { version, tables, media };
    });

    const archive = createArchive(options.file, now);
    try {
      for (const table of snapshot.tables) {
        const size = (await stat(table.file)).size;
        await archive.add(tableEntry(table.name), size, createReadStream(table.file));
      }
      const missing: Manifest['media']['missing'] = [];
      const damaged: Manifest['media']['damaged'] = [];
      let mediaBytes = 0;
      progress({ phase: 'media', done: 0, total: snapshot.media.length });
      for (const [index, ref] of snapshot.media.entries()) {
        const found = await storage.stat(ref.key);
        if (!found) missing.push({ mediaId: ref.id, key: ref.key });
        else {
          const body = await storage.read(ref.key);
          const checksum = await archive
            .add(mediaEntry(ref.key), found.size, body)
            .finally(() => body.destroy());
          if (checksum.sha256 !== ref.contentHash) damaged.push({ mediaId: ref.id, key: ref.key });
          mediaBytes += found.size;
        }
        progress({ phase: 'media', done: index + 1, total: snapshot.media.length });
      }
      const manifest: Manifest = {
        format: 'gandhara-arts-backup',
        formatVersion: 1,
        createdAt: now.toISOString(),
        schemaVersion: snapshot.version,
        source: { database: database.dialect, mediaStorage: storage.kind },
        tables: snapshot.tables.map(({ name, rows }) => ({ name, file: tableEntry(name), rows })),
        media: { files: snapshot.media.length - missing.length, missing, damaged },
        excludedTables: { ...EXCLUDED_TABLES, ...LEFT_OUT_ROWS },
        files: { ...archive.checksums },
      };
      await archive.finish(manifest);
      return {
        file: options.file,
        schemaVersion: snapshot.version,
        tables: manifest.tables.map(({ name, rows }) => ({ name, rows })),
        mediaFiles: manifest.media.files,
        mediaBytes,
        missing,
        damaged,
      };
    } catch (error) {
      await archive.abort();
      throw error;
    }
  });
}
