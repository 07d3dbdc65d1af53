import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { migrateToLatest, openDatabase, type AppDatabase } from '#server/db/database.ts';
import { objectMetadataOf } from '#server/media/media-service.ts';
import { mediaKeys, type MediaStorage } from '#server/media/media-storage.ts';
import {
  ArchiveError,
  BackupError,
  createArchive,
  hashing,
  manifestSchema,
  MANIFEST_NAME,
  readArchive,
  readText,
  type FileChecksum,
  type Manifest,
} from './backup-archive.ts';
import {
  createBackupRepository,
  readSnapshot,
  writeTransaction,
  type BackupRepository,
} from './backup-repository.ts';
import {
  BACKED_UP_TABLES,
  EXCLUDED_TABLES,
  toPortableRow,
  type PortableRow,
  type PortableValue,
} from './backup-tables.ts';
import { compareVersion, migrateScratchTo, referenceSchema } from './schema-versions.ts';

export type BackupProgress = { phase: 'tables' | 'media'; done: number; total: number };
export type RestoreProgress = { phase: 'checking' | 'media' | 'tables'; done: number; total: number };

export type BackupDeps = { database: AppDatabase; storage: MediaStorage };

/** Rows read per query while backing up. */
const READ_BATCH = 500;
/** Values bound per INSERT while restoring: well under SQLite's 32,766 and PostgreSQL's 65,535. */
const VALUES_PER_INSERT = 8_000;
/** A manifest lists every file of the archive; even a shop with a million photographs stays under this. */
const MANIFEST_LIMIT = 256 * 1024 * 1024;

const tableEntry = (table: string) => `tables/${table}.jsonl`;
const TABLE_ENTRY = /^tables\/([a-z][a-z0-9_]*)\.jsonl$/;
const mediaEntry = (key: string) => `media/${key}`;

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

type MediaRef = { id: string; kind: 'image' | 'video'; key: string; contentHash: string };

/**
 * The store key of a media row: derived from its content hash, as the media service made it. A row whose key is of
 * any other form is refused, so nothing an archive says names a place in the store but a hash of checked bytes.
 */
function mediaRefOf(row: Record<string, unknown>): MediaRef | null {
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

async function withWorkDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gandhara-backup-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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

const isPortableValue = (value: unknown): value is PortableValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Reads one table's file of a verified archive: every line a JSON object of portable values, in columns the
 * schema has, as many as the manifest says. Returns the media rows' store keys when it is the media table.
 */
async function checkTableFile(
  file: string,
  table: Manifest['tables'][number],
  columns: string[] | undefined,
): Promise<MediaRef[]> {
  if (!columns) throw new ArchiveError(`The backup has a table ${table.name} that this schema does not.`);
  const media: MediaRef[] = [];
  let rows = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    rows++;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new ArchiveError(`${table.file}, row ${rows}: not JSON.`);
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new ArchiveError(`${table.file}, row ${rows}: not an object.`);
    for (const [column, value] of Object.entries(row)) {
      if (!columns.includes(column))
        throw new ArchiveError(`${table.file}, row ${rows}: ${table.name} has no column ${column}.`);
      if (!isPortableValue(value))
        throw new ArchiveError(`${table.file}, row ${rows}: ${column} is not a plain value.`);
    }
    if (table.name === 'media') {
      const ref = mediaRefOf(row as Record<string, unknown>);
      if (!ref)
        throw new ArchiveError(`${table.file}, row ${rows}: not a media row with a content-hash key.`);
      media.push(ref);
    }
  }
  if (rows !== table.rows)
    throw new ArchiveError(`${table.file} has ${rows} rows; the manifest says ${table.rows}.`);
  return media;
}

type VerifiedArchive = {
  manifest: Manifest;
  /** Each table's rows, extracted beside the work. */
  tableFiles: Map<string, string>;
  /** The objects to put in the store: the archive's media files, each with the media row that names it. */
  media: { ref: MediaRef; checksum: FileChecksum }[];
};

/**
 * Reads the whole archive once and checks it before anything is written: gzip's CRC and the tar structure, the
 * manifest, every file's SHA-256 and size against it, no file missing or unlisted, each table's rows (JSON, known
 * columns, the manifest's count), and every original and video named by a media row. Tables are extracted to
 * `workDir` on the way; media are only hashed here and read again when they are written.
 */
async function verifyArchive(
  file: string,
  workDir: string,
  onProgress: (progress: RestoreProgress) => void,
): Promise<{ manifest: Manifest; tableFiles: Map<string, string>; seen: Map<string, FileChecksum> }> {
  const size = await stat(file).then(
    (found) => found.size,
    () => {
      throw new BackupError(`${file}: no such file.`);
    },
  );
  const seen = new Map<string, FileChecksum>();
  const tableFiles = new Map<string, string>();
  let manifestText: string | undefined;
  onProgress({ phase: 'checking', done: 0, total: size });
  for await (const entry of readArchive(file, (read) =>
    onProgress({ phase: 'checking', done: read, total: size }),
  )) {
    if (manifestText !== undefined) throw new ArchiveError(`${entry.name} comes after the manifest.`);
    if (entry.type !== 'file') throw new ArchiveError(`${entry.name} is not a file.`);
    if (entry.name === MANIFEST_NAME) {
      manifestText = await readText(entry, MANIFEST_LIMIT);
      continue;
    }
    if (seen.has(entry.name)) throw new ArchiveError(`${entry.name} is in the archive twice.`);
    const table = TABLE_ENTRY.exec(entry.name)?.[1];
    if (!table && !entry.name.startsWith('media/'))
      throw new ArchiveError(`${entry.name} is not a file a backup holds.`);
    const { chunks, digest } = hashing(entry.body);
    if (table) {
      const extracted = path.join(workDir, `${table}.jsonl`);
      await pipeline(Readable.from(chunks), createWriteStream(extracted));
      tableFiles.set(table, extracted);
    } else {
      for await (const chunk of chunks) void chunk;
    }
    seen.set(entry.name, digest());
  }
  if (manifestText === undefined)
    throw new ArchiveError('The archive has no manifest: it is not a backup, or it was cut short.');

  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new ArchiveError('The manifest is not JSON.');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw new ArchiveError(
      `The manifest is not one this version reads: ${result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  const manifest = result.data;
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = seen.get(name);
    if (!actual) throw new ArchiveError(`${name} is listed in the manifest but missing from the archive.`);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw new ArchiveError(`${name} does not match its checksum: the archive is damaged.`);
  }
  for (const name of seen.keys())
    if (!(name in manifest.files)) throw new ArchiveError(`${name} is not listed in the manifest.`);
  return { manifest, tableFiles, seen };
}

/** Checks every table's rows against the schema they must fit, and matches the media files to their rows. */
async function checkContents(
  verified: Awaited<ReturnType<typeof verifyArchive>>,
  schema: Map<string, string[]>,
): Promise<VerifiedArchive> {
  const { manifest, tableFiles, seen } = verified;
  const mediaRefs: MediaRef[] = [];
  for (const table of manifest.tables) {
    const file = tableFiles.get(table.name);
    if (table.file !== tableEntry(table.name) || !file)
      throw new ArchiveError(`The rows of ${table.name} are not in the archive.`);
    mediaRefs.push(...(await checkTableFile(file, table, schema.get(table.name))));
  }
  if (tableFiles.size !== manifest.tables.length)
    throw new ArchiveError('The archive holds a table file the manifest does not list.');
  const missing = new Set(manifest.media.missing.map((entry) => entry.key));
  const media: VerifiedArchive['media'] = [];
  for (const ref of mediaRefs) {
    const checksum = seen.get(mediaEntry(ref.key));
    if (checksum) media.push({ ref, checksum });
    else if (!missing.has(ref.key))
      throw new ArchiveError(`${mediaEntry(ref.key)} is missing from the archive.`);
  }
  const named = new Set(media.map(({ ref }) => mediaEntry(ref.key)));
  for (const name of seen.keys())
    if (name.startsWith('media/') && !named.has(name))
      throw new ArchiveError(`${name} is not named by any media row.`);
  return { manifest, tableFiles, media };
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
