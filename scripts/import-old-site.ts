/**
 * Moves the old site's MongoDB data and uploads into this site's database (the one the server would use: same
 * environment, SQLite or PostgreSQL), with the site running or stopped.
 *   npm run import:old-site -- --from DIR --uploads DIR [--dry-run] [--report FILE]
 * --from: a mongodump folder (*.bson) or mongoexport's Extended JSON files; --uploads: the old uploads/ folder.
 * Exits 0 when the input was read (skipped records and conflicts are in the report), 1 when it could not be, 2 on
 * a wrong command line.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createCatalogRepository } from '#server/catalog/catalog-repository.ts';
import { createCategoryRepository } from '#server/catalog/category-repository.ts';
import { createChangeBus } from '#server/events/change-bus.ts';
import { createCatalogService } from '#server/catalog/catalog-service.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import {
  migrateToLatest,
  openDatabase,
  schemaState,
  siteDatabase,
  type AppDatabase,
} from '#server/db/database.ts';
import { createMediaRepository } from '#server/media/media-repository.ts';
import { createMediaService } from '#server/media/media-service.ts';
import { createMediaStorage } from '#server/media/media-storage.ts';
import { DumpError, openDump } from '#server/old-site-import/dump-reader.ts';
import { createImportRepository } from '#server/old-site-import/import-repository.ts';
import { formatReport } from '#server/old-site-import/import-report.ts';
import { importOldSite, type ImportProgress } from '#server/old-site-import/import-service.ts';
import { openUploadsFolder } from '#server/old-site-import/uploads-folder.ts';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';
import { createSettingsService, defaultSiteSettings } from '#server/settings/settings-service.ts';
import { progressReporter } from './progress-reporter.ts';
import { readCommandLine } from './command.ts';

const USAGE = 'Usage: npm run import:old-site -- --from DIR --uploads DIR [--dry-run] [--report FILE]';

class UsageError extends Error {}

/** The records imported, collection by collection, on a bar or in plain lines (`progress-reporter.ts`). */
const importProgress = () =>
  progressReporter<ImportProgress>({
    format: '  {collection} |{bar}| {value}/{total} records · {eta_formatted} left',
    payload: ({ collection }) => ({ collection: collection.padEnd(14) }),
    line: ({ collection, done, total }, elapsed) => {
      const left = done > 0 ? Math.round((elapsed / done) * (total - done)) : 0;
      return `  ${done}/${total} records (${collection}), about ${left} s left`;
    },
  });

/**
 * The database the import plans against. A dry run writes nothing, so a database not created yet is read as the
 * empty one it would be (an in-memory copy of the schema), and one of an older schema cannot be read at all.
 */
async function openForImport(dryRun: boolean): Promise<{ database: AppDatabase; label: string }> {
  const config = loadConfig();
  const site = siteDatabase(config);
  const { label } = site;
  if (dryRun && !config.databaseUrl && !existsSync(site.sqliteFile)) {
    const empty = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(empty);
    return { database: empty, label: `${label} (not created yet: read as empty)` };
  }
  const database = openDatabase(site.options);
  if (!dryRun) {
    await migrateToLatest(database);
    return { database, label };
  }
  const state = await schemaState(database);
  if (state === 'current') return { database, label };
  await database.close();
  if (state === 'empty') {
    const empty = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(empty);
    return { database: empty, label: `${label} (empty: read as such)` };
  }
  throw new UsageError(
    'The database has an older schema than this version of the site: a dry run cannot read it. Start the site once (it upgrades the schema), then try again.',
  );
}

/**
 * A site already running on this database keeps pages rendered: it is told that everything may have changed (through
 * PostgreSQL or Redis; on SQLite it notices another process's writes by itself).
 */
async function tellRunningSites(redisUrl: string | undefined, database: AppDatabase) {
  const changes = createChangeBus({ redisUrl, database });
  try {
    await changes.publish('settings', 'categories', 'products', 'tours', 'masters');
  } finally {
    await changes.close();
  }
}

async function main(): Promise<number> {
  const line = readCommandLine(
    {
      options: {
        from: { type: 'string' },
        uploads: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        report: { type: 'string' },
      },
    },
    USAGE,
  );
  if (!line) return 2;
  const { values } = line;
  if (!values.from || !values.uploads) {
    process.stderr.write(`--from and --uploads are both needed.\n${USAGE}\n`);
    return 2;
  }
  const dryRun = values['dry-run'];
  const dump = await openDump(values.from);
  const uploads = await openUploadsFolder(values.uploads);
  if (!uploads) throw new DumpError(`--uploads ${values.uploads}: no such folder.`);

  const config = loadConfig();
  const { database, label } = await openForImport(dryRun);
  process.stdout.write(
    `${dryRun ? 'Dry run' : 'Importing'} ${dump.form === 'bson' ? 'mongodump BSON' : 'mongoexport Extended JSON'} from ${dump.folder}\n  into ${label}\n`,
  );
  const progress = importProgress();
  try {
    const storage = await createMediaStorage(config);
    if (!dryRun) await storage.init();
    const settingsRepository = createSettingsRepository(database.db);
    const settings = createSettingsService({
      repository: settingsRepository,
      defaults: defaultSiteSettings(config),
    });
    const media = createMediaService({
      repository: createMediaRepository(database.db),
      storage,
      watermark: settings.watermark,
    });
    const catalog = createCatalogService({
      dialect: database.dialect,
      repository: createCatalogRepository(database.db, database.dialect),
      categories: createCategoryRepository(database.db),
      variantKey: media.currentKey,
      publicUrl: config.publicUrl,
    });
    const report = await importOldSite(
      {
        repository: createImportRepository(database.db, database.dialect),
        catalog,
        media,
        storage,
        settings: settingsRepository,
      },
      { dump, uploads, dryRun, onProgress: progress.update },
    );
    progress.stop();
    if (!dryRun) await tellRunningSites(config.redisUrl, database);
    process.stdout.write(`\n${formatReport(report)}\n`);
    if (values.report) {
      await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`);
      process.stdout.write(`\nThe report is written to ${values.report}\n`);
    }
    return 0;
  } finally {
    progress.stop();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof DumpError || error instanceof ConfigError || error instanceof UsageError;
    process.stderr.write(`\n${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
