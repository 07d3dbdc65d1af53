import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { createAdminRepository } from './auth/admin-repository.ts';
import { createAdminService } from './auth/admin-service.ts';
import { createAuthService } from './auth/auth-service.ts';
import { createSessionRepository } from './auth/session-repository.ts';
import { loadSessionSecret } from './auth/session-secret.ts';
import { createSignInRepository } from './auth/sign-in-repository.ts';
import { createCategoryAdminService } from './catalog/category-admin-service.ts';
import { createCatalogRepository } from './catalog/catalog-repository.ts';
import { createCatalogService } from './catalog/catalog-service.ts';
import { createCategoryRepository } from './catalog/category-repository.ts';
import { createProductCsvRepository } from './catalog/product-csv-repository.ts';
import { createProductCsvService } from './catalog/product-csv-service.ts';
import { createProductBulkEditRepository } from './catalog/product-bulk-edit-repository.ts';
import { createProductBulkEditService } from './catalog/product-bulk-edit-service.ts';
import { createMasterRepository } from './masters/master-repository.ts';
import { createMasterService } from './masters/master-service.ts';
import { createMediaRepository } from './media/media-repository.ts';
import { createMediaRetention } from './media/media-retention.ts';
import { createMediaService } from './media/media-service.ts';
import { createMediaStorage } from './media/media-storage.ts';
import { createVariantWarmer } from './media/variant-warmer.ts';
import { createWarmQueue } from './media/warm-queue.ts';
import { createSettingsRepository } from './settings/settings-repository.ts';
import { createPublicSiteService } from './settings/public-site-service.ts';
import { createSettingsAdminService } from './settings/settings-admin-service.ts';
import { createSettingsService, defaultSiteSettings } from './settings/settings-service.ts';
import { createVisitPlaceRepository } from './tours/visit-place-repository.ts';
import { createVisitPlaceService } from './tours/visit-place-service.ts';
import { createBulkRepository } from './bulk/bulk-repository.ts';
import { createBulkService } from './bulk/bulk-service.ts';
import { createSearchMissRepository } from './search/search-miss-repository.ts';
import { createSearchRepository } from './search/search-repository.ts';
import { createSearchService } from './search/search-service.ts';
import { announcing } from './events/announce-changes.ts';
import { createChangeBus } from './events/change-bus.ts';
import { lastImportSummary } from './old-site-import/import-service.ts';
import { createHistoryRepository } from './history/history.ts';
import { createTrashRepository } from './trash/trash-repository.ts';
import { createTrashService, topicsOf } from './trash/trash-service.ts';
import { watchShownCategories } from './catalog/shown-categories.ts';
import { createEnquiryRepository } from './enquiries/enquiry-repository.ts';
import { createEnquiryService } from './enquiries/enquiry-service.ts';
import { createOwnerMailer } from './enquiries/enquiry-mail.ts';

/** A failure of background work (a bulk upload, the search indexer), as one JSON line on stderr. */
const logError = (message: string, details?: Record<string, unknown>) =>
  console.error(JSON.stringify({ level: 'error', msg: message, ...details }));

const categories = () => ['categories'] as const;
const tours = () => ['tours'] as const;
const masters = () => ['masters'] as const;
/**
 * A tour or a master that changes may stop showing a photograph or film (decision 021); one moved to the trash is
 * announced there.
 */
const toursAndMedia = () => ['tours', 'media'] as const;
const mastersAndMedia = () => ['masters', 'media'] as const;

/**
 * Every service of the application, wired once; HTTP routes and server-rendered loaders both use these. `now` is
 * the sign-in clock (session expiry, lockout); tests move it forward instead of waiting.
 */
export async function createServices(
  config: AppConfig,
  database: AppDatabase,
  options: { now?: () => Date } = {},
) {
  const storage = await createMediaStorage(config);
  await storage.init();
  const changes = createChangeBus({ redisUrl: config.redisUrl, database });
  const settingsRepository = createSettingsRepository(database.db);
  const settings = createSettingsService({
    repository: settingsRepository,
    dialect: database.dialect,
    defaults: defaultSiteSettings(config),
    changes,
  });
  /** The owner's choice to leave sold pieces out of the lists and search (decision 030). */
  const hideSold = async () => (await settings.getSite()).hideSoldFromLists;
  const mediaRepository = createMediaRepository(database.db);
  const media = createMediaService({
    repository: mediaRepository,
    storage,
    watermark: settings.watermark,
    publicBaseUrl: config.mediaPublicUrl,
    variantQueueMegapixels: config.variantQueueMegapixels,
    now: options.now,
  });
  const variantKey = media.currentKey;
  const publicUrl = config.publicUrl;
  // Every write a visitor could see tells every instance, whose page cache drops what showed it.
  const product = (id: string) => ['products', `product:${id}`] as const;
  const catalogRepository = createCatalogRepository(database.db, database.dialect, changes);
  const categoryRepository = createCategoryRepository(database.db);
  const catalog = announcing(
    createCatalogService({
      dialect: database.dialect,
      repository: catalogRepository,
      categories: categoryRepository,
      variantKey,
      publicUrl,
      changes,
      hideSold,
    }),
    changes,
    {
      createProduct: (created) => product(created.id),
      // A product that changes its photographs may stop showing some (decision 021); one moved to the trash is
      // announced there.
      updateProduct: (updated, id, changes) =>
        updated ? [...product(id), ...(changes.images ? (['media'] as const) : [])] : [],
      setSold: (updated, id) => (updated ? product(id) : []),
      quickEditProduct: (edited, id) => (edited.kind === 'saved' ? product(id) : []),
      createCategory: () => ['categories'],
    },
  );
  const tourService = announcing(
    createVisitPlaceService({
      repository: createVisitPlaceRepository(database.db),
      variantKey,
      publicUrl,
      dialect: database.dialect,
      changes,
    }),
    changes,
    { create: tours, update: toursAndMedia },
  );
  const masterService = announcing(
    createMasterService({
      repository: createMasterRepository(database.db),
      variantKey,
      publicUrl,
      dialect: database.dialect,
      changes,
    }),
    changes,
    { create: masters, update: mastersAndMedia },
  );
  const categoryAdmin = createCategoryAdminService({
    dialect: database.dialect,
    repository: categoryRepository,
  });
  // One secret for every signer: on a first start two loads at once could each write a new one.
  let secret: Promise<string> | undefined;
  const sessionSecret = () =>
    (secret ??= loadSessionSecret(config.sessionSecret, config.dataDir, database).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  const categoryWrites = { create: categories, update: categories, reorder: categories, remove: categories };
  return {
    config,
    database,
    storage,
    /** Set when the process has been told to stop: it finishes what it is doing and takes nothing new. */
    lifecycle: { stopping: false },
    /** Tells every instance what changed, so caches stay true across instances (close it at shutdown). */
    changes,
    settings,
    media,
    /** Makes photographs' page variants ahead of visitors (decision 039); the server starts it (VARIANT_WARMING). */
    variantWarmer: createVariantWarmer({
      queue: createWarmQueue(database.db, database.dialect),
      findMedia: mediaRepository.findById,
      variantObject: media.variantObject,
      encodersBusy: media.variantsBusy,
      currentKey: media.currentKey,
      log: logError,
      now: options.now,
    }),
    /** Collects media that nothing shows (decision 021); the server runs it every hour. */
    mediaRetention: createMediaRetention({ repository: mediaRepository, storage, now: options.now }),
    catalog,
    /** The products' CSV export and import (decision 028): each written batch announces its products itself. */
    productCsv: createProductCsvService({
      dialect: database.dialect,
      repository: createProductCsvRepository(database.db),
      catalog: catalogRepository,
      categories: categoryRepository,
      variantKey,
      publicUrl,
      changes,
      log: (message) => logError(message),
    }),
    /** The admin list's bulk edits and their undo (decision 029). */
    productBulkEdits: createProductBulkEditService({
      dialect: database.dialect,
      repository: createProductBulkEditRepository(database.db, database.dialect),
      catalog,
      changes,
    }),
    bulk: createBulkService({
      repository: createBulkRepository(database.db, database.dialect),
      catalog,
      media,
      storage,
      log: logError,
    }),
    tours: tourService,
    masters: masterService,
    /** Deleted products, tour places and masters, kept 30 days (decision 026). */
    trash: announcing(
      createTrashService({
        repository: createTrashRepository(database.db, database.dialect),
        now: options.now,
      }),
      changes,
      {
        trash: (entry, kind, id) => (entry ? topicsOf(kind, id) : []),
        restore: (restored) => (restored ? topicsOf(restored.kind, restored.recordId) : []),
        purge: (count) => (count > 0 ? ['media'] : []),
        empty: (count) => (count > 0 ? ['media'] : []),
        expire: (count) => (count > 0 ? ['media'] : []),
      },
    ),
    /** Every admin write, who and when, before and after (decision 027). */
    history: createHistoryRepository(database.db),
    /** Search over products, tours and masters, with the index that follows the catalogue (decision 022). */
    search: createSearchService({
      repository: createSearchRepository(database.db, database.dialect),
      dialect: database.dialect,
      catalog,
      tours: tourService,
      masters: masterService,
      changes,
      log: logError,
      misses: createSearchMissRepository(database.db),
      hideSold,
      now: options.now,
    }),
    admins: createAdminService({
      repository: createAdminRepository(database.db),
      dialect: database.dialect,
      changes,
    }),
    auth: createAuthService({
      admins: createAdminRepository(database.db),
      sessions: createSessionRepository(database.db),
      signIns: createSignInRepository(database.db),
      secret: sessionSecret,
      now: options.now,
      dialect: database.dialect,
      changes,
    }),
    /** Visitors' enquiries and the owner's inbox (decision 036). */
    enquiries: createEnquiryService({
      repository: createEnquiryRepository(database.db),
      secret: sessionSecret,
      publicUrl,
      ownerEmail: async () => (await settings.getSite()).email,
      mailer: createOwnerMailer(config.smtpUrl, logError),
      now: options.now,
      log: logError,
    }),
    publicSite: createPublicSiteService({ settings, media, publicUrl, changes }),
    settingsAdmin: createSettingsAdminService({ settings, media }),
    /** What the last `npm run import:old-site` did, for the dashboard. */
    oldSiteImport: { lastSummary: () => lastImportSummary(settingsRepository) },
    /** Announces `categories` when a product's change shows or hides a category (decision 030). */
    shownCategories: watchShownCategories({
      read: async () => (await categoryRepository.list({ visibleOnly: true })).map((row) => row.id).join(' '),
      changes,
      log: logError,
    }),
    categoryAdmin: {
      ...announcing(categoryAdmin, changes, categoryWrites),
      subcategories: announcing(categoryAdmin.subcategories, changes, categoryWrites),
    },
  };
}

export type AppServices = Awaited<ReturnType<typeof createServices>>;
