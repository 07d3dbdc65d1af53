import type { Insertable, Kysely, SelectQueryBuilder, Updateable } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { VisitPlaceFilter } from '#common/schemas/tours.ts';
import type { Database, VisitPlaceTable } from '#server/db/schema.ts';
import { containsText } from '#server/db/text-filters.ts';
import { audited, type Audit } from '#server/history/history.ts';

/** Which places a list holds: visitors see published ones only; the admin also drafts (the old site's inactive places). */
export type PlaceVisibility = { includeDrafts?: boolean };

/** Only the places the admin is looking for: text in the name or description, one category (stored lowercase). */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'visit_places', O>,
  filter: VisitPlaceFilter & PlaceVisibility = {},
): SelectQueryBuilder<Database, 'visit_places', O> {
  let result = filter.includeDrafts ? query : query.where('visit_places.status', '=', 'published');
  const { q, category } = filter;
  if (q)
    result = result.where((eb) =>
      eb.or([containsText('visit_places.name', q), containsText('visit_places.description', q)]),
    );
  if (category) result = result.where('visit_places.tour_category', '=', category);
  return result;
}

export function createVisitPlaceRepository(db: Kysely<Database>) {
  function withMedia() {
    return db
      .selectFrom('visit_places')
      .leftJoin('media as image', 'image.id', 'visit_places.image_media_id')
      .leftJoin('media as video', 'video.id', 'visit_places.video_media_id')
      .selectAll('visit_places')
      .select([
        'image.content_hash as image_hash',
        'image.width as image_width',
        'image.height as image_height',
        'video.storage_key as video_key',
      ]);
  }

  return {
    async list(options: { limit?: number; offset?: number; filter?: VisitPlaceFilter & PlaceVisibility }) {
      let query = filtered(withMedia(), options.filter)
        .orderBy('visit_places.created_at', 'desc')
        .orderBy('visit_places.id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },
    count: (filter?: VisitPlaceFilter & PlaceVisibility) =>
      countRows(filtered(db.selectFrom('visit_places'), filter)),
    async findById(id: string) {
      return withMedia().where('visit_places.id', '=', id).executeTakeFirst();
    },
    async findBySlug(slug: string) {
      return withMedia().where('visit_places.slug', '=', slug).executeTakeFirst();
    },
    async slugTaken(slug: string): Promise<boolean> {
      // A trashed place keeps its address for its restore (decision 026).
      return Boolean(
        (await db.selectFrom('visit_places').select('id').where('slug', '=', slug).executeTakeFirst()) ??
        (await db
          .selectFrom('trash_slugs')
          .select('slug')
          .where('kind', '=', 'place')
          .where('slug', '=', slug)
          .executeTakeFirst()),
      );
    },
    async insert(place: Insertable<VisitPlaceTable>, audit?: Audit): Promise<void> {
      await audited(db, audit, (trx) => trx.insertInto('visit_places').values(place).execute());
    },
    async update(id: string, patch: Updateable<VisitPlaceTable>, audit?: Audit): Promise<boolean> {
      return audited(db, audit, async (trx) => {
        const result = await trx
          .updateTable('visit_places')
          .set(patch)
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },
  };
}

export type VisitPlaceRepository = ReturnType<typeof createVisitPlaceRepository>;
export type VisitPlaceWithMedia = NonNullable<Awaited<ReturnType<VisitPlaceRepository['findById']>>>;
