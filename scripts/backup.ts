/**
 * Writes one portable archive of the site (decision 017), from the database and media store the server would use
 * (same environment: DATA_DIR, DATABASE_URL, MEDIA_STORAGE and the S3_* settings), while the site keeps running.
 *   npm run backup -- FILE
 * FILE is a .tar.gz: every table as JSON lines, the original photographs and videos, and manifest.json with the
 * schema version, row counts and a SHA-256 of every file. It is written beside FILE and renamed at the end.
 * Exits 0 when the archive is written, 1 when it could not be, 2 on a wrong command line.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from '#server/backup/backup-archive.ts';
import { backUp } from '#server/backup/back-up.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase, siteDatabase } from '#server/db/database.ts';
import { createMediaStorage } from '#server/media/media-storage.ts';
import { phaseProgress } from './backup-progress.ts';
import { readCommandLine, runCommand, UsageError } from './command.ts';

const USAGE =
  'Usage: npm run backup -- FILE   (FILE: where to write the archive, e.g. backup-2026-05-01.tar.gz)';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  const line = readCommandLine({ allowPositionals: true, options: {} }, USAGE);
  if (!line) return 2;
  const { positionals } = line;
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const file = path.resolve(positionals[0]!);

  const config = loadConfig();
  const source = siteDatabase(config);
  // Opening a SQLite file that is not there would create an empty one: say where we looked instead.
  if (!config.databaseUrl && !existsSync(source.sqliteFile))
    throw new BackupError(
      `There is no site database at ${source.sqliteFile}: check DATA_DIR (or set DATABASE_URL).`,
    );
  const database = openDatabase(source.options);
  const storage = await createMediaStorage(config);
  // A backup holds the admins' password hashes: its folder and the archive are the owner's alone.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  process.stdout.write(
    `Backing up ${source.label} and the ${
      storage.kind === 's3' ? `bucket ${config.s3?.bucket}` : `media in ${config.dataDir}/media`
    }\n  to ${file}\n`,
  );
  const progress = phaseProgress({
    tables: { label: 'tables', unit: 'rows' },
    media: { label: 'media', unit: 'files' },
  });
  try {
    const summary = await backUp({ database, storage }, { file, onProgress: progress.update });
    progress.stop();
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Wrote ${file}: ${rows} rows in ${summary.tables.length} tables, ${summary.mediaFiles} media files (${megabytes(
        summary.mediaBytes,
      )}), schema ${summary.schemaVersion}.\n`,
    );
    for (const { mediaId, key } of summary.missing)
      process.stderr.write(`Warning: media ${mediaId} has no file in the store (${key}); it is left out.\n`);
    for (const { mediaId, key } of summary.damaged)
      process.stderr.write(
        `Warning: media ${mediaId} (${key}) no longer matches its checksum: the store's copy is damaged; it is archived as it is.\n`,
      );
    return 0;
  } finally {
    progress.stop();
    await database.close();
  }
}

runCommand(main, {
  failure: 'Backup failed',
  expected: (error) => error instanceof BackupError || error instanceof ConfigError,
});
