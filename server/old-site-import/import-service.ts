import { basename } from 'node:path';
import type { Document } from 'bson';
import type { CatalogService } from '#server/catalog/catalog-service.ts';
import type { Actor } from '#server/history/history.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import type { MediaService } from '#server/media/media-service.ts';
import type { SettingsRepository } from '#server/settings/settings-repository.ts';
import {
  DumpError,
  readCollection,
  type DumpEntry,
  type OldCollection,
  type OldSiteDump,
} from './dump-reader.ts';
import { openCategoryBook } from './import-categories.ts';
import {
  createLedger,
  newReport,
  sortReport,
  type ImportLedger,
  type ImportProgress,
} from './import-ledger.ts';
import { createMediaIntake } from './import-media.ts';
import { importAdmins, importMasters, importPlaces, importProducts } from './import-records.ts';
import type { ImportRepository, ImportWrittenBy } from './import-repository.ts';
import { summarize, type ImportReport, type ImportSummary } from './import-report.ts';
import {
  readAdmin,
  readMaster,
  readMenu,
  readProduct,
  readSubcategory,
  readVisitPlace,
  type OldMenuEntry,
  type Readout,
} from './old-records.ts';
import type { UploadsFolder } from './uploads-folder.ts';

export type { ImportProgress };

/** The settings key of the last real import's summary, which the dashboard shows. */
const LAST_IMPORT_KEY = 'old-site-import:last';
/** Who the history names for what an import run writes (decision 027). */
const OLD_SITE_IMPORT: Actor = { adminId: null, label: 'old-site import' };

export type ImportDeps = {
  repository: ImportRepository;
  catalog: CatalogService;
  media: MediaService;
  storage: Pick<MediaStorage, 'tmpPath'>;
  settings: SettingsRepository;
};

/** Every readable record of one collection of the dump; a damaged document is skipped and reported. */
async function readAll<T>(
  dump: OldSiteDump,
  ledger: ImportLedger,
  report: ImportReport,
  collection: OldCollection,
  read: (doc: Document) => Readout<T>,
): Promise<{ record: T; notes: string[] }[]> {
  const entries = readCollection(dump, collection);
  const records: { record: T; notes: string[] }[] = [];
  if (!entries) return records;
  let firstError: string | null = null;
  let documents = 0;
  for await (const entry of entries as AsyncIterable<DumpEntry>) {
    report.collections[collection].read++;
    if ('error' in entry) {
      const reason = `document ${entry.position + 1}: ${entry.error}`;
      firstError ??= reason;
      ledger.skip(collection, null, null, reason);
      continue;
    }
    documents++;
    const readout = read(entry.doc);
    if ('skip' in readout) ledger.skip(collection, readout.sourceId, null, readout.skip);
    else records.push(readout);
  }
  // A damaged document among good ones is skipped and reported; a file of which nothing reads (random bytes,
  // a text file given the collection's name) is not the collection at all, and importing "nothing" from it
  // would tell the owner the move worked.
  if (documents === 0 && firstError !== null)
    throw new DumpError(
      `${basename(dump.files[collection]!)}: not one document of it could be read (${firstError}). Is it a file written by mongodump or mongoexport?`,
    );
  return records;
}

/**
 * Moves the old site's MongoDB records and uploads into this site (issue 13). Records keep their old ids, so old
 * links keep answering; each is written with its bookkeeping row in one transaction, so a run stopped anywhere
 * (even by kill -9) and started again finishes the job with nothing doubled. With `dryRun` it reads, plans and
 * checks every photograph exactly as a real run would, and writes nothing.
 */
export async function importOldSite(
  deps: ImportDeps,
  input: {
    dump: OldSiteDump;
    uploads: UploadsFolder | null;
    dryRun: boolean;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportReport> {
  const { repository } = deps;
  const { dump, uploads, dryRun } = input;
  const report = newReport(dump, uploads?.root ?? null, dryRun);
  // Every record a run writes is in the history under one batch, named by when the run started.
  const by: ImportWrittenBy = {
    actor: OLD_SITE_IMPORT,
    batch: `old-site-${report.startedAt.replace(/\D/g, '')}`,
  };
  const ledger = createLedger(report, { repository, dryRun, onProgress: input.onProgress });

  const read = <T>(collection: OldCollection, reader: (doc: Document) => Readout<T>) =>
    readAll(dump, ledger, report, collection, reader);
  const [menus, subcategories, products, places, masters, admins] = await Promise.all([
    read<OldMenuEntry[]>('categoryorders', (doc) => {
      const entries = readMenu(doc);
      return entries
        ? { record: entries, notes: [] }
        : { skip: 'not the main menu document', sourceId: null };
    }),
    read('subcategories', readSubcategory),
    read('products', readProduct),
    read('visitplaces', readVisitPlace),
    read('masters', readMaster),
    read('admins', readAdmin),
  ]);
  ledger.expect(
    menus.length + subcategories.length + products.length + places.length + masters.length + admins.length,
  );

  const categories = await openCategoryBook({
    repository,
    catalog: deps.catalog,
    ledger,
    report,
    by,
    dryRun,
  });
  await categories.importSubcategories(subcategories);
  const media = createMediaIntake({ uploads, media: deps.media, storage: deps.storage, dryRun, report });
  const writers = { repository, ledger, media, categories, report, by };
  // The menu is applied once the products have named every category they are in.
  await importProducts(writers, products, () => categories.applyMenu(menus.map((menu) => menu.record)));
  await importPlaces(writers, places);
  await importMasters(writers, masters);
  await importAdmins(writers, admins);

  sortReport(report);
  report.finishedAt = new Date().toISOString();
  if (!dryRun) await deps.settings.write(LAST_IMPORT_KEY, JSON.stringify(summarize(report)));
  return report;
}

export async function lastImportSummary(settings: SettingsRepository): Promise<ImportSummary | null> {
  const value = await settings.read(LAST_IMPORT_KEY);
  return value ? (JSON.parse(value) as ImportSummary) : null;
}
