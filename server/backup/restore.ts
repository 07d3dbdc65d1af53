import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { migrateToLatest, openDatabase, type AppDatabase } from '#server/db/database.ts';
import { objectMetadataOf } from '#server/media/media-content-types.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { ArchiveError, BackupError, hashing, readArchive } from './backup-archive.ts';
import { createBackupRepository, writeTransaction, type BackupRepository } from './backup-repository.ts';
import { BACKED_UP_TABLES, EXCLUDED_TABLES, toPortableRow, type PortableRow } from './backup-tables.ts';
import { compareVersion, migrateScratchTo, referenceSchema } from './schema-versions.ts';
import { mediaEntry, READ_BATCH, withWorkDir } from './backup-files.ts';
import { checkContents, verifyArchive, type RestoreProgress, type VerifiedArchive } from './archive-check.ts';

export type { RestoreProgress };

/** Values bound per INSERT while restoring: well under SQLite's 32,766 and PostgreSQL's 65,535. */
const VALUES_PER_INSERT = 8_000;

/** The archive's rows of one table, one at a time, as they were written. */
async function* archiveRows(file: string): AsyncGenerator<PortableRow> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as PortableRow;
}

/** Rows grouped so that one INSERT binds at most VALUES_PER_INSERT values. */
async function* inInserts(rows: AsyncIterable<PortableRow>): AsyncGenerator<PortableRow[]> {
  let batch: PortableRow[] = [];
  let values = 0;
  for await (const row of rows) {
    const width = Object.keys(row).length;
    if (batch.length > 0 && values + width > VALUES_PER_INSERT) {
      yield batch;
      batch = [];
      values = 0;
    }
    batch.push(row);
    values += width;
  }
  if (batch.length > 0) yield batch;
}

export type RestoreSummary = {
  schemaVersion: string;
  /** The archive's version, when it was older and its rows were brought up to this version's schema. */
  upgradedFrom: string | undefined;
  tables: { name: string; rows: number }[];
  media: { written: number; present: number; missing: number };
  replaced: boolean;
};

type TableSpecOf = (typeof BACKED_UP_TABLES)[number];

/** A table's rows for the load, in INSERT-sized groups: from the archive's files, or from a scratch database. */
type RowSource = {
  count: (spec: TableSpecOf) => Promise<number>;
  batches: (spec: TableSpecOf) => AsyncIterable<PortableRow[]>;
};

/**
 * An archive from an older schema is loaded into a scratch SQLite database migrated to exactly that version, and
 * the remaining migrations run there, as they would have run on the site; the rows are then read back in this
 * version's form. The target gets rows of its own schema in one transaction, as from a current archive, whether it
 * was empty or is being replaced.
 */
async function upgradeInScratch(
  scratch: AppDatabase,
  verified: Awaited<ReturnType<typeof verifyArchive>>,
): Promise<{ archive: VerifiedArchive; rows: RowSource }> {
  const version = verified.manifest.schemaVersion;
  await migrateScratchTo(scratch, version);
  const repository = createBackupRepository(scratch.db, 'sqlite');
  const archive = await checkContents(verified, await repository.tables());
  await writeTransaction(scratch.db, 'sqlite', async (trx) => {
    for (const table of archive.manifest.tables) {
      for await (const batch of inInserts(archiveRows(archive.tableFiles.get(table.name)!)))
        await trx.insertRows(table.name, batch);
    }
  }).catch((error: Error) => {
    throw new ArchiveError(`The backup's rows do not fit schema ${version}: ${error.message}`);
  });
  await migrateToLatest(scratch);
  return {
    archive,
    rows: {
      count: (spec) => repository.countRows(spec.name, spec.leaveOut),
      batches: (spec) =>
        inInserts(
          (async function* () {
            for await (const batch of repository.readBatches(spec.name, spec.key, READ_BATCH, spec.leaveOut))
              for (const row of batch) yield toPortableRow(spec, row);
          })(),
        ),
    },
  };
}

export type RestoreDeps = {
  /** Opened only once the archive has passed every check: a SQLite file is not even created for a damaged one. */
  database: () => AppDatabase;
  storage: MediaStorage;
};

/** What the target holds already, table by table (its own tables, whatever its schema). */
async function contentOf(repository: BackupRepository): Promise<string[]> {
  const held: string[] = [];
  for (const table of (await repository.tables()).keys()) {
    const rows = await repository.countRows(table);
    if (rows > 0) held.push(`${table}: ${rows}`);
  }
  return held;
}

/**
 * Loads an archive into the configured database and media store (decision 017). Everything is checked first, so a
 * damaged archive, one from a newer schema, or a database that is not empty (without `force`) changes nothing.
 * Then the originals and videos go into the store (content-addressed: one already there is kept, and one written
 * by a run that failed later is harmless), and the rows go into the database in one transaction, in an order
 * that satisfies every foreign key. With `force`, that transaction first empties every table.
 */
export async function restore(
  deps: RestoreDeps,
  options: { file: string; force?: boolean; onProgress?: (progress: RestoreProgress) => void },
): Promise<RestoreSummary> {
  const { storage } = deps;
  const progress = options.onProgress ?? (() => {});
  const reference = await referenceSchema();

  return withWorkDir(async (workDir) => {
    const verified = await verifyArchive(options.file, workDir, progress);
    const version = verified.manifest.schemaVersion;
    const state = compareVersion(version, reference.migrations);
    if (state === 'newer')
      throw new BackupError(
        `The backup was made by a newer version of the site (schema ${version}); this one knows schemas up to ${reference.latest}. Restore it with that version or a later one.`,
      );

    let scratch: AppDatabase | undefined;
    try {
      let archive: VerifiedArchive;
      let rows: RowSource;
      if (state === 'current') {
        archive = await checkContents(verified, reference.tables);
        const names = archive.manifest.tables.map((table) => table.name).sort();
        const expected = BACKED_UP_TABLES.map((spec) => spec.name as string).sort();
        if (names.join() !== expected.join())
          throw new ArchiveError(
            `The backup's tables are not those of schema ${version}: ${names.join(', ')}.`,
          );
        const files = archive.tableFiles;
        const counts = new Map(archive.manifest.tables.map((table) => [table.name, table.rows]));
        rows = {
          count: async (spec) => counts.get(spec.name) ?? 0,
          batches: (spec) => inInserts(archiveRows(files.get(spec.name)!)),
        };
      } else {
        scratch = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'upgrade.db') });
        ({ archive, rows } = await upgradeInScratch(scratch, verified));
      }

      const database = deps.database();
      const target = createBackupRepository(database.db, database.dialect);
      const applied = (await target.appliedMigrations())?.at(-1);
      if (applied && compareVersion(applied, reference.migrations) === 'newer')
        throw new BackupError(
          `The database was upgraded by a newer version of the site (schema ${applied}): restore with that version.`,
        );
      const held = applied ? await contentOf(target) : [];
      if (held.length > 0 && !options.force)
        throw new BackupError(
          `The database is not empty (${held.join(', ')}). Restore into an empty database, or add --force to replace everything in it with the backup.`,
        );
      await migrateToLatest(database);

      await storage.init();
      const wanted = new Map(archive.media.map((item) => [mediaEntry(item.ref.key), item]));
      const media = { written: 0, present: 0, missing: archive.manifest.media.missing.length };
      progress({ phase: 'media', done: 0, total: wanted.size });
      if (wanted.size > 0) {
        for await (const entry of readArchive(options.file)) {
          const item = wanted.get(entry.name);
          if (!item) continue;
          const { ref, checksum } = item;
          if ((await storage.stat(ref.key))?.size === checksum.bytes) media.present++;
          else {
            const { chunks, digest } = hashing(entry.body);
            // Checked again as it is written: an archive changed since the check fails here, and is not stored.
            const checked = Readable.from(
              (async function* () {
                yield* chunks;
                if (digest().sha256 !== checksum.sha256)
                  throw new ArchiveError(`${entry.name} changed after the archive was checked.`);
              })(),
            );
            await storage.write(ref.key, checked, objectMetadataOf(ref.key));
            media.written++;
          }
          progress({ phase: 'media', done: media.written + media.present, total: wanted.size });
        }
      }

      let total = 0;
      for (const spec of BACKED_UP_TABLES) total += await rows.count(spec);
      const tables: RestoreSummary['tables'] = [];
      await writeTransaction(database.db, database.dialect, async (trx) => {
        if (options.force) {
          for (const table of [
            ...Object.keys(EXCLUDED_TABLES),
            ...BACKED_UP_TABLES.map((spec) => spec.name).reverse(),
          ])
            await trx.deleteAllRows(table);
        }
        let done = 0;
        progress({ phase: 'tables', done, total });
        for (const spec of BACKED_UP_TABLES) {
          let count = 0;
          for await (const batch of rows.batches(spec)) {
            await trx.insertRows(spec.name, batch);
            count += batch.length;
            done += batch.length;
            progress({ phase: 'tables', done, total });
          }
          tables.push({ name: spec.name, rows: count });
        }
        await trx.fixSequences();
        await trx.queueAllPhotographs();
      });
      return {
        schemaVersion: reference.latest,
        upgradedFrom: state === 'older' ? version : undefined,
        tables,
        media,
        replaced: held.length > 0,
      };
    } finally {
      await scratch?.close();
    }
  });
}
