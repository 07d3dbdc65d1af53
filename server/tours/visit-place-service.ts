import type { Pagination } from '#common/schemas/pagination.ts';
import type { VisitPlaceFilter } from '#common/schemas/tours.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { slugify, uniqueSlug } from '#common/slug.ts';
import { normalizeTourCategory } from '#common/tour-categories.ts';
import { newId } from '#server/db/ids.ts';
import { parseJsonArray, toIsoString } from '#server/db/values.ts';
import type { TourSummary } from '#common/tours.ts';
import type { PlaceVisibility, VisitPlaceRepository, VisitPlaceWithMedia } from './visit-place-repository.ts';
import type { WrittenBy } from '#server/history/history.ts';
import { auditsOf } from '#server/history/history.ts';
import { createRecordService, recordImage, type RecordServiceDeps } from '#server/records/record-service.ts';
import { placeSnapshot } from '#server/history/snapshots.ts';

/** A tour place as the public pages show it, plus what only the API and the admin need. */
export type VisitPlaceView = TourSummary & { status: 'published' | 'draft'; updatedAt: string };

export type NewVisitPlaceInput = {
  name: string;
  description: string;
  tourCategory?: string | null;
  keywords?: string[];
  rating?: number | null;
  reviews?: number | null;
  priceCents?: number | null;
  duration?: string | null;
  groupMin?: number | null;
  groupMax?: number | null;
  location?: string | null;
  imageMediaId?: string | null;
  videoMediaId?: string | null;
  /** Published unless given: a draft is kept but not shown to visitors. */
  status?: 'published' | 'draft';
  createdAt?: Date;
};

/** The columns of the admin's form, written whole by adding and by saving a place. */
const formColumns = (input: NewVisitPlaceInput) => ({
  name: input.name.trim(),
  description: input.description,
  tour_category: normalizeTourCategory(input.tourCategory),
  keywords: JSON.stringify(input.keywords ?? []),
  rating: input.rating ?? null,
  reviews: input.reviews ?? null,
  price_cents: input.priceCents ?? null,
  duration: input.duration ?? null,
  group_min: input.groupMin ?? null,
  group_max: input.groupMax ?? null,
  location: input.location ?? null,
});

export function createVisitPlaceService(deps: RecordServiceDeps<VisitPlaceRepository>) {
  const { repository } = deps;
  const records = createRecordService({
    repository,
    kept: { changes: deps.changes, topic: 'tours' },
    variantKey: deps.variantKey,
    auditFor: auditsOf(placeSnapshot, 'place', deps.dialect),
    toView: (row: VisitPlaceWithMedia, key): VisitPlaceView => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      tourCategory: normalizeTourCategory(row.tour_category),
      keywords: parseJsonArray(row.keywords),
      rating: row.rating,
      reviews: row.reviews,
      priceCents: row.price_cents,
      duration: row.duration,
      groupMin: row.group_min,
      groupMax: row.group_max,
      location: row.location,
      image: recordImage(row, key, deps.publicUrl),
      videoUrl: row.video_key ? `/media/videos/${row.video_key}` : null,
      status: row.status,
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    }),
  });

  return {
    /** One page, newest first, of every record or only those the filter lets through; `total` counts those. */
    async list(
      page: Pagination,
      filter: VisitPlaceFilter & PlaceVisibility = {},
    ): Promise<{ places: VisitPlaceView[]; total: number }> {
      const { records: places, total } = await records.page(page, filter);
      return { places, total };
    },
    /** Every published place, newest first: what visitors see. */
    all: () => records.all(),
    /** A place by id or slug; a draft only with `includeDrafts` (the admin's view). */
    async find(idOrSlug: string, visibility: PlaceVisibility = {}): Promise<VisitPlaceView | null> {
      const row = ID_PATTERN.test(idOrSlug)
        ? ((await repository.findById(idOrSlug)) ?? (await repository.findBySlug(idOrSlug)))
        : await repository.findBySlug(idOrSlug);
      if (!row || (row.status === 'draft' && !visibility.includeDrafts)) return null;
      return records.viewOf(row);
    },
    count: (visibility: PlaceVisibility = {}) => repository.count(visibility),
    /**
     * Changes a place's text and numbers; a new photograph or video replaces the old one, whichever it was (one or the
     * other, as the form offers). Its slug stays, so shared links keep working. Null when there is no such place.
     */
    update: (
      id: string,
      patch: Omit<NewVisitPlaceInput, 'createdAt' | 'imageMediaId' | 'videoMediaId'> & {
        imageMediaId?: string;
        videoMediaId?: string;
      },
      by?: WrittenBy,
    ) =>
      records.update(
        id,
        {
          ...formColumns(patch),
          ...(patch.status ? { status: patch.status } : {}),
          // A place shows a photograph or a video: what was sent replaces whatever it had before.
          ...(patch.imageMediaId || patch.videoMediaId
            ? {
                image_media_id: patch.imageMediaId ?? null,
                image_url: null,
                video_media_id: patch.videoMediaId ?? null,
              }
            : {}),
          updated_at: new Date(),
        },
        by,
      ),
    async create(input: NewVisitPlaceInput, by?: WrittenBy): Promise<VisitPlaceView> {
      const now = input.createdAt ?? new Date();
      return records.create(
        {
          id: newId(now),
          slug: await uniqueSlug(slugify(input.name), repository.slugTaken),
          ...formColumns(input),
          status: input.status ?? 'published',
          image_media_id: input.imageMediaId ?? null,
          image_url: null,
          video_media_id: input.videoMediaId ?? null,
          created_at: now,
          updated_at: now,
        },
        by,
      );
    },
  };
}
