import { createHash } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Document } from 'bson';
import {
  categoryLookupKey,
  FEATURED_CATEGORY,
  LEGACY_CATEGORY_ALIASES,
  PUBLIC_CATEGORY_NAMES,
} from '#common/categories.ts';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from '#common/slug.ts';
import { normalizeTourCategory } from '#common/tour-categories.ts';
import type { CatalogService } from '#server/catalog/catalog-service.ts';
import type { ImportCollection, ImportRecordRow } from '#server/db/schema.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import {
  checkImage,
  checkVideo,
  MediaError,
  sha256File,
  type MediaService,
} from '#server/media/media-service.ts';
import type { SettingsRepository } from '#server/settings/settings-repository.ts';
import {
  DumpError,
  readCollection,
  type DumpEntry,
  type OldCollection,
  type OldSiteDump,
} from './dump-reader.ts';
import type { Actor } from '#server/history/history.ts';
import type { ImportMark, ImportRepository, ImportWrittenBy, WriteMode } from './import-repository.ts';
import { emptyCounts, summarize, type ImportReport, type ImportSummary } from './import-report.ts';
import {
  readAdmin,
  readMaster,
  readMenu,
  readProduct,
  readSubcategory,
  readVisitPlace,
  type OldProduct,
  type Readout,
} from './old-records.ts';
import type { MediaSource, UploadsFolder } from './uploads-folder.ts';

/** The settings key of the last real import's summary, which the dashboard shows. */
const LAST_IMPORT_KEY = 'old-site-import:last';
/** Who the history names for what an import run writes (decision 027). */
const OLD_SITE_IMPORT: Actor = { adminId: null, label: 'old-site import' };

/** Photographs checked or stored at once: sharp's two threads and the disk stay busy, memory stays flat. */
const MEDIA_CONCURRENCY = 3;

export type ImportProgress = { collection: OldCollection; done: number; total: number };

export type ImportDeps = {
  repository: ImportRepository;
  catalog: CatalogService;
  media: MediaService;
  storage: Pick<MediaStorage, 'tmpPath'>;
  settings: SettingsRepository;
};

type PlannedSlug = {
  slug: string;
  oldSlugs: string[];
  change: ImportReport['changedSlugs'][number] | null;
};

type Decision =
  | { kind: 'insert' }
  | { kind: 'update'; expected: string }
  | { kind: 'unchanged' }
  | { kind: 'skip'; reason: string }
  | { kind: 'conflict'; reason: string };

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

async function mapLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** What to do with one record, from its mark (if an earlier import brought it) and the record as it is here now. */
function decide(
  mark: ImportRecordRow | undefined,
  sourceHash: string,
  sourceUpdatedAt: Date | null,
  currentVersion: string | null,
  noun: string,
): Decision {
  if (!mark) {
    return currentVersion === null
      ? { kind: 'insert' }
      : { kind: 'conflict', reason: `a ${noun} with this id exists here that no import brought` };
  }
  if (mark.source_hash === sourceHash) return { kind: 'unchanged' };
  if (currentVersion === null) return { kind: 'skip', reason: `deleted here since the last import` };
  if (sourceUpdatedAt && mark.source_updated_at && sourceUpdatedAt < new Date(mark.source_updated_at))
    return { kind: 'skip', reason: 'older than the copy imported before' };
  if (currentVersion !== mark.target_version)
    return { kind: 'conflict', reason: `changed here since the last import: not overwritten` };
  return { kind: 'update', expected: currentVersion };
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
  const { repository, media, storage } = deps;
  const { dump, uploads, dryRun } = input;
  const report: ImportReport = {
    dryRun,
    form: dump.form,
    from: dump.folder,
    uploads: uploads?.root ?? null,
    startedAt: new Date().toISOString(),
    finishedAt: '',
    collections: {
      categoryorders: emptyCounts(),
      subcategories: emptyCounts(),
      products: emptyCounts(),
      visitplaces: emptyCounts(),
      masters: emptyCounts(),
      admins: emptyCounts(),
    },
    ignoredFiles: dump.ignored,
    categoriesCreated: [],
    skipped: [],
    conflicts: [],
    missingMedia: [],
    changedSlugs: [],
    notes: [],
  };
  // Every record a run writes is in the history under one batch, named by when the run started.
  const by: ImportWrittenBy = {
    actor: OLD_SITE_IMPORT,
    batch: `old-site-${report.startedAt.replace(/\D/g, '')}`,
  };

  // ---- reading ----
  async function readAll<T>(
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
        skip(collection, null, null, reason);
        continue;
      }
      documents++;
      const readout = read(entry.doc);
      if ('skip' in readout) skip(collection, readout.sourceId, null, readout.skip);
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

  function skip(collection: OldCollection, id: string | null, label: string | null, reason: string) {
    report.collections[collection].skipped++;
    report.skipped.push({ collection, id, label, reason });
  }

  let progressDone = 0;
  let progressTotal = 0;
  let progressCollection: OldCollection = 'products';
  function advance(collection: OldCollection) {
    progressCollection = collection;
    progressDone++;
    input.onProgress?.({ collection: progressCollection, done: progressDone, total: progressTotal });
  }

  const [menuDocs, subcategories, products, places, masters, admins] = await Promise.all([
    readAll('categoryorders', (doc) => {
      const entries = readMenu(doc);
      return entries
        ? { record: entries, notes: [] }
        : { skip: 'not the main menu document', sourceId: null };
    }),
    readAll('subcategories', readSubcategory),
    readAll('products', readProduct),
    readAll('visitplaces', readVisitPlace),
    readAll('masters', readMaster),
    readAll('admins', readAdmin),
  ]);
  progressTotal =
    menuDocs.length + subcategories.length + products.length + places.length + masters.length + admins.length;

  /** Applies a decision: counts it, reports it, and says whether to write. */
  function settle(
    collection: OldCollection,
    id: string,
    label: string,
    decision: Decision,
  ): decision is WriteMode {
    const counts = report.collections[collection];
    if (decision.kind === 'unchanged') counts.unchanged++;
    else if (decision.kind === 'skip') skip(collection, id, label, decision.reason);
    else if (decision.kind === 'conflict') {
      counts.conflicts++;
      report.conflicts.push({ collection, id, label, reason: decision.reason });
    } else return true;
    return false;
  }

  /** Counts a write; one that found the record changed here meanwhile wrote nothing and is a conflict. */
  function finish(
    collection: OldCollection,
    id: string,
    label: string,
    mode: WriteMode,
    saved: boolean,
    slugChange: PlannedSlug['change'] = null,
  ) {
    if (!saved) {
      report.collections[collection].conflicts++;
      report.conflicts.push({
        collection,
        id,
        label,
        reason: 'changed here while the import ran: not overwritten',
      });
      return;
    }
    report.collections[collection][mode.kind === 'insert' ? 'imported' : 'updated']++;
    if (slugChange) report.changedSlugs.push(slugChange);
  }

  // ---- categories: what exists, and what the import will add ----
  const existing = await repository.categories();
  type CategoryRef = { id: string; name: string; visible: boolean };
  const categoryByKey = new Map<string, CategoryRef>();
  const categoryOrder: CategoryRef[] = [];
  for (const row of existing.categories) {
    const ref = { id: row.id, name: row.name, visible: row.visible };
    categoryOrder.push(ref);
    categoryByKey.set(row.slug, ref);
  }
  for (const alias of existing.aliases) {
    const target = categoryOrder.find((category) => category.id === alias.category_id);
    if (target && !categoryByKey.has(alias.alias)) categoryByKey.set(alias.alias, target);
  }
  const subcategoryByKey = new Map<string, { id: string; categoryId: string }>();
  for (const row of existing.subcategories)
    subcategoryByKey.set(categoryLookupKey(row.name), { id: row.id, categoryId: row.category_id });

  async function addCategory(name: string, aliases: readonly string[] = []): Promise<CategoryRef> {
    const position = categoryOrder.length;
    const ref = dryRun
      ? { id: `new:${categoryLookupKey(name)}`, name, visible: true }
      : await deps.catalog.createCategory({ name, position, aliases }, by).then((view) => ({
          id: view.id,
          name: view.name,
          visible: view.visible,
        }));
    categoryOrder.push(ref);
    categoryByKey.set(categoryLookupKey(name), ref);
    for (const alias of aliases) categoryByKey.set(categoryLookupKey(alias), ref);
    return ref;
  }

  async function category(name: string): Promise<CategoryRef | null> {
    const key = categoryLookupKey(name);
    if (!key) return null;
    const known = categoryByKey.get(key);
    if (known) return known;
    report.categoriesCreated.push(name);
    return addCategory(name);
  }

  // An empty shop has no categories yet: the menu's 24, with the old site's names for some, come first.
  if (categoryOrder.length === 0) {
    for (const name of PUBLIC_CATEGORY_NAMES) await addCategory(name, LEGACY_CATEGORY_ALIASES[name] ?? []);
  }

  /** The menu's order and visibility, applied once every category the records name exists. */
  async function applyMenu() {
    const menu = menuDocs[0]?.record;
    if (menuDocs.length > 1) {
      for (let extra = 1; extra < menuDocs.length; extra++)
        skip('categoryorders', null, null, 'a second menu document: the first one is used');
    }
    if (menu) {
      const marks = await repository.marks('categoryorders');
      const entries: { ref: CategoryRef; visible: boolean }[] = [];
      for (const entry of menu) {
        const ref = await category(entry.name);
        if (ref && !entries.some((known) => known.ref.id === ref.id))
          entries.push({ ref, visible: entry.visible });
      }
      const order = [
        ...entries.map(({ ref, visible }) => ({ id: ref.id, visible })),
        ...categoryOrder
          .filter((ref) => !entries.some((entry) => entry.ref.id === ref.id))
          .map((ref) => ({ id: ref.id, visible: ref.visible })),
      ];
      const menuState = () => digest(categoryOrder.map((ref) => [ref.id, ref.visible]));
      // The menu always exists here: on a first import it is simply set.
      const previous = marks.get('main');
      const decision: Decision = previous
        ? decide(previous, digest(menu), null, menuState(), 'menu')
        : { kind: 'insert' };
      if (settle('categoryorders', 'main', 'menu order', decision)) {
        const byId = new Map(categoryOrder.map((ref) => [ref.id, ref]));
        const reordered = order.map((item) => Object.assign(byId.get(item.id)!, { visible: item.visible }));
        categoryOrder.splice(0, categoryOrder.length, ...reordered);
        if (!dryRun)
          await repository.saveMenu(order, {
            collection: 'categoryorders',
            sourceId: 'main',
            targetId: 'main',
            sourceHash: digest(menu),
            sourceUpdatedAt: null,
            targetVersion: menuState(),
          });
        finish('categoryorders', 'main', 'menu order', decision, true);
      }
      advance('categoryorders');
    }
  }

  // ---- subcategories ----
  {
    const marks = await repository.marks('subcategories');
    for (const { record, notes } of subcategories) {
      const parent = await category(record.parentCategoryName);
      if (!parent) {
        skip('subcategories', record.sourceId, record.name, 'no parent category');
        continue;
      }
      const key = categoryLookupKey(record.name);
      const taken = new Set(
        [...subcategoryByKey.entries()]
          .filter(([, sub]) => sub.categoryId === parent.id && sub.id !== record.id)
          .map(([subKey]) => subKey),
      );
      const slug =
        record.slug && SLUG_PATTERN.test(record.slug) && !taken.has(record.slug)
          ? record.slug
          : freeSlug(slugify(record.name), taken);
      for (const note of notes)
        report.notes.push({ collection: 'subcategories', id: record.id, label: record.name, note });
      const hash = digest({ record, slug });
      const decision = decide(
        marks.get(record.sourceId),
        hash,
        record.updatedAt,
        await repository.version('subcategories', record.id),
        'subcategory',
      );
      subcategoryByKey.set(key, { id: record.id, categoryId: parent.id });
      if (settle('subcategories', record.id, record.name, decision)) {
        const mode = decision;
        const row = {
          id: record.id,
          category_id: parent.id,
          name: record.name,
          slug,
          position: record.sortOrder,
          visible: record.visible,
          created_at: record.updatedAt,
          updated_at: record.updatedAt,
        };
        const ok =
          dryRun ||
          (await repository.saveSubcategory(
            row,
            mode,
            mark('subcategories', record.sourceId, record.id, hash, record.updatedAt, row.updated_at),
            by,
          ));
        finish('subcategories', record.id, record.name, mode, ok);
      }
      advance('subcategories');
    }
  }

  // ---- photographs and videos ----
  const ingested = new Map<string, Promise<string>>();

  /** The media row's id for a file of the old uploads (stored once per content), or the reason it is unusable. */
  function storeFile(
    source: Extract<MediaSource, { kind: 'file' }>,
    kind: 'image' | 'video',
  ): Promise<string> {
    let job = ingested.get(source.file);
    if (!job) {
      job = (async () => {
        if (dryRun) {
          if (kind === 'image') await checkImage(source.file);
          else await checkVideo(source.file);
          return `new:${source.legacyPath}`;
        }
        // The same photograph under another name is found by its hash: stored once, answering to both names.
        const tmp = storage.tmpPath();
        await copyFile(source.file, tmp);
        const options = {
          contentHash: await sha256File(source.file),
          legacyPath: source.legacyPath,
          originalName: source.legacyPath.split('/').pop(),
        };
        const row = await (kind === 'image'
          ? media.ingestImage(tmp, options)
          : media.ingestVideo(tmp, options));
        return row.id;
      })();
      ingested.set(source.file, job);
    }
    return job;
  }

  type MediaOutcome = { media_id: string | null; url: string | null } | null;

  async function mediaFor(
    collection: OldCollection,
    id: string,
    label: string,
    path: string,
    kind: 'image' | 'video',
  ): Promise<MediaOutcome> {
    const missing = (reason: string) => {
      report.missingMedia.push({ collection, id, label, path, reason });
      return null;
    };
    if (!uploads) return missing('no uploads folder was given (--uploads)');
    const source = await uploads.resolve(path);
    if (source.kind === 'url') {
      if (/^http:/i.test(path.trim()))
        report.notes.push({
          collection,
          id,
          label,
          note: `the image address ${path.trim()} is kept as https`,
        });
      return { media_id: null, url: source.url };
    }
    if (source.kind !== 'file') return missing(source.reason);
    try {
      return { media_id: await storeFile(source, kind), url: null };
    } catch (error) {
      if (error instanceof MediaError) return missing(error.message);
      throw error;
    }
  }

  /** A fingerprint of the files a record names, so a photograph added to the uploads later counts as a change. */
  async function mediaFingerprint(paths: readonly (string | null)[]) {
    if (!uploads) return [];
    return Promise.all(
      paths.map(async (path) => {
        if (!path) return null;
        const source = await uploads.resolve(path);
        return source.kind === 'file' ? source.bytes : source.kind;
      }),
    );
  }

  function mark(
    collection: ImportCollection,
    sourceId: string,
    targetId: string,
    sourceHash: string,
    sourceUpdatedAt: Date | null,
    targetUpdatedAt: Date,
  ): ImportMark {
    return {
      collection,
      sourceId,
      targetId,
      sourceHash,
      sourceUpdatedAt,
      targetVersion: targetUpdatedAt.toISOString(),
    };
  }

  // ---- products ----
  {
    const marks = await repository.marks('products');
    const slugs = await repository.productSlugs();
    // The same order on every run, so which of two products sharing a slug keeps it never changes.
    products.sort(
      (a, b) =>
        a.record.createdAt.getTime() - b.record.createdAt.getTime() ||
        a.record.sourceId.localeCompare(b.record.sourceId),
    );
    type Planned = { record: OldProduct; slug: PlannedSlug; categoryIds: string[]; subcategoryIds: string[] };
    const planned: Planned[] = [];
    for (const { record, notes } of products) {
      for (const note of notes)
        report.notes.push({ collection: 'products', id: record.id, label: record.title, note });
      const slug = planSlug(
        'products',
        { id: record.id, label: record.title, old: record.slug },
        slugs,
        true,
      );
      const categoryIds: string[] = [];
      const subcategoryIds: string[] = [];
      const names = record.featured ? [...record.categories, FEATURED_CATEGORY] : record.categories;
      for (const name of names) {
        const key = categoryLookupKey(name);
        // A subcategory's name among a product's categories puts it in the subcategory and its parent.
        const sub = !categoryByKey.has(key) ? subcategoryByKey.get(key) : undefined;
        const ref = sub ? categoryOrder.find((c) => c.id === sub.categoryId) : await category(name);
        if (sub && !subcategoryIds.includes(sub.id)) subcategoryIds.push(sub.id);
        if (ref && !categoryIds.includes(ref.id)) categoryIds.push(ref.id);
      }
      planned.push({ record, slug, categoryIds, subcategoryIds });
    }

    await applyMenu();

    await mapLimited(
      planned,
      MEDIA_CONCURRENCY,
      async ({ record, slug: planned, categoryIds, subcategoryIds }) => {
        const { slug, oldSlugs } = planned;
        const hash = digest({
          record,
          slug,
          categoryIds,
          subcategoryIds,
          files: await mediaFingerprint(record.images),
        });
        const decision = decide(
          marks.get(record.sourceId),
          hash,
          record.updatedAt,
          await repository.version('products', record.id),
          'product',
        );
        if (settle('products', record.id, record.title, decision)) {
          const mode = decision;
          const images: { media_id: string | null; url: string | null }[] = [];
          for (const path of record.images) {
            const outcome = await mediaFor('products', record.id, record.title, path, 'image');
            if (
              outcome &&
              !images.some((image) => image.media_id === outcome.media_id && image.url === outcome.url)
            )
              images.push(outcome);
          }
          const row = {
            id: record.id,
            slug,
            title: record.title,
            description: record.description,
            short_description: record.shortDescription,
            seo_title: record.seoTitle,
            seo_description: record.seoDescription,
            image_alt: record.imageAlt,
            focus_keyword: record.focusKeyword,
            keywords: JSON.stringify(record.keywords),
            meta_keywords: record.metaKeywords.length ? record.metaKeywords.join(', ') : null,
            tags: JSON.stringify([]),
            specifications: JSON.stringify([]),
            price_cents: record.priceCents,
            original_price_cents: null,
            is_new: false,
            status: record.active ? ('published' as const) : ('draft' as const),
            sold_out: record.soldOut,
            sold_out_at: record.soldOut ? (record.soldOutAt ?? record.updatedAt) : null,
            featured_until: record.featuredUntil,
            view_count: record.viewCount,
            canonical_url: record.canonicalUrl,
            seo_score: record.seoScore === null ? null : Math.round(record.seoScore),
            created_at: record.createdAt,
            updated_at: record.updatedAt,
          };
          const ok =
            dryRun ||
            (await repository.saveProduct(
              row,
              mode,
              { categoryIds, subcategoryIds, images, oldSlugs },
              mark('products', record.sourceId, record.id, hash, record.updatedAt, record.updatedAt),
              by,
            ));
          finish('products', record.id, record.title, mode, ok, planned.change);
        }
        advance('products');
      },
    );
  }

  // ---- tour places ----
  {
    const marks = await repository.marks('visitplaces');
    const slugs = await repository.placeSlugs();
    places.sort(
      (a, b) =>
        a.record.createdAt.getTime() - b.record.createdAt.getTime() ||
        a.record.sourceId.localeCompare(b.record.sourceId),
    );
    const planned = places.map(({ record, notes }) => {
      for (const note of notes)
        report.notes.push({ collection: 'visitplaces', id: record.id, label: record.name, note });
      return {
        record,
        planned: planSlug(
          'visitplaces',
          { id: record.id, label: record.name, old: record.slug },
          slugs,
          false,
        ),
      };
    });
    await mapLimited(planned, MEDIA_CONCURRENCY, async ({ record, planned: { slug, change } }) => {
      const hash = digest({ record, slug, files: await mediaFingerprint([record.image, record.video]) });
      const decision = decide(
        marks.get(record.sourceId),
        hash,
        record.updatedAt,
        await repository.version('visit_places', record.id),
        'tour place',
      );
      if (settle('visitplaces', record.id, record.name, decision)) {
        const mode = decision;
        const image = record.image
          ? await mediaFor('visitplaces', record.id, record.name, record.image, 'image')
          : null;
        const video = record.video
          ? await mediaFor('visitplaces', record.id, record.name, record.video, 'video')
          : null;
        const where = record.location;
        const row = {
          id: record.id,
          slug,
          name: record.name,
          description: record.description,
          tour_category: normalizeTourCategory(record.tourCategory),
          keywords: JSON.stringify(record.attractions),
          rating: null,
          reviews: null,
          price_cents: null,
          location: where
            ? [where.address, where.district, where.province, where.country].filter(Boolean).join(', ') ||
              null
            : null,
          location_details: where ? JSON.stringify(where) : null,
          image_media_id: image?.media_id ?? null,
          image_url: image?.url ?? null,
          video_media_id: video?.media_id ?? null,
          status: record.active ? ('published' as const) : ('draft' as const),
          seo_title: record.seoTitle,
          seo_description: record.seoDescription,
          image_alt: record.imageAlt,
          meta_keywords: record.metaKeywords.length ? record.metaKeywords.join(', ') : null,
          created_at: record.createdAt,
          updated_at: record.updatedAt,
        };
        const ok =
          dryRun ||
          (await repository.savePlace(
            row,
            mode,
            mark('visitplaces', record.sourceId, record.id, hash, record.updatedAt, record.updatedAt),
            by,
          ));
        finish('visitplaces', record.id, record.name, mode, ok, change);
      }
      advance('visitplaces');
    });
  }

  // ---- master craftsmen ----
  {
    const marks = await repository.marks('masters');
    await mapLimited(masters, MEDIA_CONCURRENCY, async ({ record, notes }) => {
      for (const note of notes)
        report.notes.push({ collection: 'masters', id: record.id, label: record.name, note });
      const hash = digest({ record, files: await mediaFingerprint([record.image]) });
      const decision = decide(
        marks.get(record.sourceId),
        hash,
        record.updatedAt,
        await repository.version('masters', record.id),
        'master',
      );
      if (settle('masters', record.id, record.name, decision)) {
        const mode = decision;
        const image = record.image
          ? await mediaFor('masters', record.id, record.name, record.image, 'image')
          : null;
        const row = {
          id: record.id,
          name: record.name,
          specialty: record.specialty,
          experience: record.experience,
          description: record.description,
          quote: null,
          image_media_id: image?.media_id ?? null,
          image_url: image?.url ?? null,
          created_at: record.createdAt,
          updated_at: record.updatedAt,
        };
        const ok =
          dryRun ||
          (await repository.saveMaster(
            row,
            mode,
            mark('masters', record.sourceId, record.id, hash, record.updatedAt, record.updatedAt),
            by,
          ));
        finish('masters', record.id, record.name, mode, ok);
      }
      advance('masters');
    });
  }

  // ---- admins: their bcrypt hashes are accepted once at sign-in and replaced (decision 013) ----
  {
    const marks = await repository.marks('admins');
    for (const { record } of admins) {
      const here = await repository.adminByEmail(record.email);
      const previous = marks.get(record.sourceId);
      const hash = digest(record);
      const hereVersion = here ? digest(here.password_hash) : null;
      let decision = decide(previous, hash, record.updatedAt, hereVersion, 'admin');
      if (decision.kind === 'conflict' && !previous)
        decision = {
          kind: 'conflict',
          reason: `an account with this e-mail exists here: it keeps its own password`,
        };
      if (settle('admins', record.email, record.name, decision)) {
        const mode = decision;
        const row = {
          id: here?.id ?? record.id,
          email: record.email,
          name: record.name,
          password_hash: record.passwordHash,
          password_changed_at: record.updatedAt,
          created_at: record.createdAt,
          updated_at: record.updatedAt,
        };
        const ok =
          dryRun ||
          (await repository.saveAdmin(row, mode.kind === 'insert' ? null : here!.password_hash, {
            collection: 'admins',
            sourceId: record.sourceId,
            targetId: row.id,
            sourceHash: hash,
            sourceUpdatedAt: record.updatedAt,
            targetVersion: digest(record.passwordHash),
          }));
        finish('admins', record.email, record.name, mode, ok);
      }
      advance('admins');
    }
  }

  /**
   * A record's slug: its old one when that is valid and no other record's; else the one it was given here before;
   * else one made from its title by the project's rule. A product's old slug that is no other's keeps answering
   * with a redirect. The change is reported when the record is written.
   */
  function planSlug(
    collection: 'products' | 'visitplaces',
    record: { id: string; label: string; old: string | null },
    slugs: { owners: Map<string, string>; current: Map<string, string> },
    redirects: boolean,
  ): PlannedSlug {
    const { id, label, old } = record;
    const free = (slug: string) => (slugs.owners.get(slug) ?? id) === id;
    const valid = old !== null && SLUG_PATTERN.test(old) && old.length <= MAX_SLUG_LENGTH;
    if (valid && free(old)) {
      slugs.owners.set(old, id);
      return { slug: old, oldSlugs: [], change: null };
    }
    const taken = new Set([...slugs.owners.keys()].filter((slug) => !free(slug)));
    const slug = slugs.current.get(id) ?? freeSlug(slugify(label) || collection.slice(0, -1), taken);
    const redirect = redirects && old !== null && free(old);
    slugs.owners.set(slug, id);
    if (redirect) slugs.owners.set(old, id);
    const reason = old === null ? 'missing' : !valid ? 'invalid' : 'used by another record';
    return {
      slug,
      oldSlugs: redirect ? [old] : [],
      change: { collection, id, label, from: old, to: slug, reason, redirects: redirect },
    };
  }

  // Records are written a few at a time: the lists are put in one order, the same on every run.
  const byRecord = (
    a: { collection: string; id: string | null },
    b: { collection: string; id: string | null },
  ) => a.collection.localeCompare(b.collection) || (a.id ?? '').localeCompare(b.id ?? '');
  for (const list of [
    report.skipped,
    report.conflicts,
    report.missingMedia,
    report.changedSlugs,
    report.notes,
  ])
    list.sort(byRecord);
  report.finishedAt = new Date().toISOString();
  if (!dryRun) await deps.settings.write(LAST_IMPORT_KEY, JSON.stringify(summarize(report)));
  return report;
}

/** `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold. */
function freeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = (base || 'item').slice(0, MAX_SLUG_LENGTH - 4).replace(/-$/, '');
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}

export async function lastImportSummary(settings: SettingsRepository): Promise<ImportSummary | null> {
  const value = await settings.read(LAST_IMPORT_KEY);
  return value ? (JSON.parse(value) as ImportSummary) : null;
}
