import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ArchiveError,
  BackupError,
  hashing,
  manifestSchema,
  MANIFEST_NAME,
  readArchive,
  readText,
  type FileChecksum,
  type Manifest,
} from './backup-archive.ts';
import type { PortableValue } from './backup-tables.ts';
import {
  MANIFEST_LIMIT,
  mediaEntry,
  mediaRefOf,
  TABLE_ENTRY,
  tableEntry,
  type MediaRef,
} from './backup-files.ts';

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

export type RestoreProgress = { phase: 'checking' | 'media' | 'tables'; done: number; total: number };

export type VerifiedArchive = {
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
export async function verifyArchive(
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
export async function checkContents(
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
