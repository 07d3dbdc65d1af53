/**
 * Loads an archive of `npm run backup` into the database and media store the server would use (same environment:
 * DATA_DIR, DATABASE_URL, MEDIA_STORAGE and the S3_* settings), SQLite or PostgreSQL whichever the archive came
 * from (decision 017). Stop the site first.
 *   npm run restore -- FILE [--force]
 * The whole archive is checked first (every checksum, the rows, the schema version), so a damaged archive, one
 * from a newer version of the site, or a database that has content (without --force) changes nothing.
 * --force replaces everything in the database with the backup. Exits 0 when restored, 1 when refused or failed,
 * 2 on a wrong command line.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from '#server/backup/backup-archive.ts';
import { restore } from '#server/backup/restore.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase, siteDatabase, type AppDatabase } from '#server/db/database.ts';
import { createMediaStorage } from '#server/media/media-storage.ts';
import { phaseProgress } from './backup-progress.ts';
import { readCommandLine, runCommand, UsageError } from './command.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(): Promise<number> {
  const line = readCommandLine(
    { allowPositionals: true, options: { force: { type: 'boolean', default: false } } },
    USAGE,
  );
  if (!line) return 2;
  const { values, positionals } = line;
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) throw new UsageError(`${file}: no such file.\n${USAGE}`);

  const config = loadConfig();
  const target = siteDatabase(config);
  let database: AppDatabase | undefined;
  const openTarget = () => (database ??= openDatabase(target.options));
  const storage = await createMediaStorage(config);
  process.stdout.write(
    `Restoring ${file}\n  into ${target.label} and the ${
      storage.kind === 's3' ? `bucket ${config.s3?.bucket}` : `media in ${config.dataDir}/media`
    }${values.force ? ', replacing what they hold' : ''}\n`,
  );
  const progress = phaseProgress({
    checking: { label: 'checking', unit: 'bytes' },
    media: { label: 'media', unit: 'files' },
    tables: { label: 'tables', unit: 'rows' },
  });
  try {
    const summary = await restore(
      { database: openTarget, storage },
      { file, force: values.force, onProgress: progress.update },
    );
    progress.stop();
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Restored ${rows} rows in ${summary.tables.length} tables and ${summary.media.written + summary.media.present} media files (${summary.media.present} were there already)${
        summary.upgradedFrom
          ? `, upgraded from schema ${summary.upgradedFrom} to ${summary.schemaVersion}`
          : ''
      }.\n` +
        'Start the site: image variants are made again as visitors ask for them, and admins sign in again.\n',
    );
    if (summary.media.missing > 0)
      process.stderr.write(
        `Warning: ${summary.media.missing} media file(s) were already missing when the backup was made.\n`,
      );
    return 0;
  } finally {
    progress.stop();
    await database?.close();
  }
}

runCommand(main, {
  failure: 'Restore failed',
  expected: (error) => error instanceof BackupError || error instanceof ConfigError,
});
