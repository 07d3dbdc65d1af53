import { FEATURED_CATEGORY } from '#common/categories.ts';
import { normalizeTourCategory } from '#common/tour-categories.ts';
import type { CategoryBook } from './import-categories.ts';
import { digest, markFor, type ImportLedger } from './import-ledger.ts';
import type { MediaIntake, MediaOutcome } from './import-media.ts';
import type { ImportRepository, ImportWrittenBy } from './import-repository.ts';
import type { ImportReport } from './import-report.ts';
import { planSlug } from './import-slugs.ts';
import type { OldAdmin, OldMaster, OldProduct, OldVisitPlace } from './old-records.ts';

/** Photographs checked or stored at once: sharp's two threads and the disk stay busy, memory stays flat. */
const MEDIA_CONCURRENCY = 3;

type Read<T> = { record: T; notes: string[] };

export type RecordWriters = {
  repository: ImportRepository;
  ledger: ImportLedger;
  media: MediaIntake;
  categories: CategoryBook;
  report: ImportReport;
  by: ImportWrittenBy;
};

/** Oldest first, then by id: the same order on every run, so which of two records sharing a slug keeps it never changes. */
const oldestFirst = (a: Read<{ createdAt: Date; sourceId: string }>, b: typeof a) =>
  a.record.createdAt.getTime() - b.record.createdAt.getTime() ||
  a.record.sourceId.localeCompare(b.record.sourceId);

const keywordsLine = (keywords: readonly string[]) => (keywords.length ? keywords.join(', ') : null);

/** The distinct photographs of a record, in its order; one that cannot be used is reported and left out. */
async function photographsOf(
  media: MediaIntake,
  record: { id: string; label: string },
  paths: readonly string[],
) {
  const images: NonNullable<MediaOutcome>[] = [];
  for (const path of paths) {
    const outcome = await media.mediaFor('products', record, path, 'image');
    if (outcome && !images.some((image) => image.media_id === outcome.media_id && image.url === outcome.url))
      images.push(outcome);
  }
  return images;
}

/**
 * The products: their slugs and categories planned in one order first (a category they name is added then, before
 * the menu is applied), then written a few at a time.
 */
export async function importProducts(
  writers: RecordWriters,
  products: Read<OldProduct>[],
  applyMenu: () => Promise<void>,
) {
  const { repository, ledger, media, categories, by } = writers;
  const slugs = await repository.productSlugs();
  products.sort(oldestFirst);
  const planned = [];
  for (const { record, notes } of products) {
    const slug = planSlug('products', { id: record.id, label: record.title, old: record.slug }, slugs, true);
    const names = record.featured ? [...record.categories, FEATURED_CATEGORY] : record.categories;
    planned.push({ record, notes, slug, ...(await categories.placesOf(names)) });
  }
  await applyMenu();
  await ledger.writeEach('products', planned, {
    concurrency: MEDIA_CONCURRENCY,
    noun: 'product',
    plan: async ({ record, notes, slug, categoryIds, subcategoryIds }) => ({
      sourceId: record.sourceId,
      id: record.id,
      label: record.title,
      notes,
      hash: digest({
        record,
        slug: slug.slug,
        categoryIds,
        subcategoryIds,
        files: await media.fingerprint(record.images),
      }),
      updatedAt: record.updatedAt,
      version: await repository.version('products', record.id),
      slugChange: slug.change,
    }),
    prepare: async ({ record, slug, categoryIds, subcategoryIds }, mode, plan) => {
      const images = await photographsOf(media, { id: record.id, label: record.title }, record.images);
      const row = {
        id: record.id,
        slug: slug.slug,
        title: record.title,
        description: record.description,
        short_description: record.shortDescription,
        seo_title: record.seoTitle,
        seo_description: record.seoDescription,
        image_alt: record.imageAlt,
        focus_keyword: record.focusKeyword,
        keywords: JSON.stringify(record.keywords),
        meta_keywords: keywordsLine(record.metaKeywords),
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
      return () =>
        repository.saveProduct(
          row,
          mode,
          { categoryIds, subcategoryIds, images, oldSlugs: slug.oldSlugs },
          markFor('products', record, plan.hash),
          by,
        );
    },
  });
}

/** The tour places, with their photograph and film. */
export async function importPlaces(writers: RecordWriters, places: Read<OldVisitPlace>[]) {
  const { repository, ledger, media, by } = writers;
  const slugs = await repository.placeSlugs();
  places.sort(oldestFirst);
  const planned = places.map(({ record, notes }) => ({
    record,
    notes,
    slug: planSlug('visitplaces', { id: record.id, label: record.name, old: record.slug }, slugs, false),
  }));
  await ledger.writeEach('visitplaces', planned, {
    concurrency: MEDIA_CONCURRENCY,
    noun: 'tour place',
    plan: async ({ record, notes, slug }) => ({
      sourceId: record.sourceId,
      id: record.id,
      label: record.name,
      notes,
      hash: digest({ record, slug: slug.slug, files: await media.fingerprint([record.image, record.video]) }),
      updatedAt: record.updatedAt,
      version: await repository.version('visit_places', record.id),
      slugChange: slug.change,
    }),
    prepare: async ({ record, slug }, mode, plan) => {
      const named = { id: record.id, label: record.name };
      const image = record.image ? await media.mediaFor('visitplaces', named, record.image, 'image') : null;
      const video = record.video ? await media.mediaFor('visitplaces', named, record.video, 'video') : null;
      const where = record.location;
      const row = {
        id: record.id,
        slug: slug.slug,
        name: record.name,
        description: record.description,
        tour_category: normalizeTourCategory(record.tourCategory),
        keywords: JSON.stringify(record.attractions),
        rating: null,
        reviews: null,
        price_cents: null,
        location: where
          ? [where.address, where.district, where.province, where.country].filter(Boolean).join(', ') || null
          : null,
        location_details: where ? JSON.stringify(where) : null,
        image_media_id: image?.media_id ?? null,
        image_url: image?.url ?? null,
        video_media_id: video?.media_id ?? null,
        status: record.active ? ('published' as const) : ('draft' as const),
        seo_title: record.seoTitle,
        seo_description: record.seoDescription,
        image_alt: record.imageAlt,
        meta_keywords: keywordsLine(record.metaKeywords),
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      };
      return () => repository.savePlace(row, mode, markFor('visitplaces', record, plan.hash), by);
    },
  });
}

/** The master craftsmen, with their portrait. */
export async function importMasters(writers: RecordWriters, masters: Read<OldMaster>[]) {
  const { repository, ledger, media, by } = writers;
  await ledger.writeEach('masters', masters, {
    concurrency: MEDIA_CONCURRENCY,
    noun: 'master',
    plan: async ({ record, notes }) => ({
      sourceId: record.sourceId,
      id: record.id,
      label: record.name,
      notes,
      hash: digest({ record, files: await media.fingerprint([record.image]) }),
      updatedAt: record.updatedAt,
      version: await repository.version('masters', record.id),
    }),
    prepare: async ({ record }, mode, plan) => {
      const image = record.image
        ? await media.mediaFor('masters', { id: record.id, label: record.name }, record.image, 'image')
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
      return () => repository.saveMaster(row, mode, markFor('masters', record, plan.hash), by);
    },
  });
}

/** The admins: their bcrypt hashes are accepted once at sign-in and replaced (decision 013). */
export async function importAdmins(writers: RecordWriters, admins: Read<OldAdmin>[]) {
  const { repository, ledger } = writers;
  await ledger.writeEach('admins', admins, {
    concurrency: 1,
    noun: 'admin',
    plan: async ({ record }) => {
      const here = await repository.adminByEmail(record.email);
      return {
        sourceId: record.sourceId,
        id: record.email,
        label: record.name,
        hash: digest(record),
        updatedAt: record.updatedAt,
        version: here ? digest(here.password_hash) : null,
        here,
      };
    },
    adjust: (decision, marked) =>
      decision.kind === 'conflict' && !marked
        ? { kind: 'conflict', reason: `an account with this e-mail exists here: it keeps its own password` }
        : decision,
    prepare: async ({ record }, mode, { here, hash }) => {
      const id = here?.id ?? record.id;
      return () =>
        repository.saveAdmin(
          {
            id,
            email: record.email,
            name: record.name,
            password_hash: record.passwordHash,
            password_changed_at: record.updatedAt,
            created_at: record.createdAt,
            updated_at: record.updatedAt,
          },
          mode.kind === 'insert' ? null : here!.password_hash,
          {
            collection: 'admins',
            sourceId: record.sourceId,
            targetId: id,
            sourceHash: hash,
            sourceUpdatedAt: record.updatedAt,
            targetVersion: digest(record.passwordHash),
          },
        );
    },
  });
}
