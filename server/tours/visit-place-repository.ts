import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VisitPlaceTable } from '#server/db/schema.ts';

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
    async list(options: { limit?: number; offset?: number }) {
      let query = withMedia().orderBy('visit_places.created_at', 'desc').orderBy('visit_places.id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('visit_places')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async findById(id: string) {
      return withMedia().where('visit_places.id', '=', id).executeTakeFirst();
    },
    async findBySlug(slug: string) {
      return withMedia().where('visit_places.slug', '=', slug).executeTakeFirst();
    },
    async slugTaken(slug: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom('visit_places').select('id').where('slug', '=', slug).executeTakeFirst(),
      );
    },
    async insert(place: Insertable<VisitPlaceTable>): Promise<void> {
      await db.insertInto('visit_places').values(place).execute();
    },
    async update(id: string, patch: Updateable<VisitPlaceTable>): Promise<boolean> {
      const result = await db.updateTable('visit_places').set(patch).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('visit_places').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type VisitPlaceRepository = ReturnType<typeof createVisitPlaceRepository>;
export type VisitPlaceWithMedia = NonNullable<Awaited<ReturnType<VisitPlaceRepository['findById']>>>;
