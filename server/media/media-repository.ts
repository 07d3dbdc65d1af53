import type { Kysely } from 'kysely';
import type { Database, MediaRow } from '#server/db/schema.ts';

export type NewMedia = Omit<MediaRow, 'created_at'> & { created_at: Date };

export function createMediaRepository(db: Kysely<Database>) {
  return {
    async findByHash(contentHash: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('content_hash', '=', contentHash).executeTakeFirst();
    },
    async findById(id: string): Promise<MediaRow | undefined> {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByIds(ids: readonly string[]): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('media').selectAll().where('id', 'in', ids).execute();
    },
    async findByLegacyPath(legacyPath: string): Promise<MediaRow | undefined> {
      return db
        .selectFrom('media_legacy_paths')
        .innerJoin('media', 'media.id', 'media_legacy_paths.media_id')
        .selectAll('media')
        .where('media_legacy_paths.path', '=', legacyPath)
        .executeTakeFirst();
    },
    /** Another old name of a stored photograph; a name already taken keeps its first photograph. */
    async addLegacyPath(legacyPath: string, mediaId: string): Promise<void> {
      await db
        .insertInto('media_legacy_paths')
        .values({ path: legacyPath, media_id: mediaId })
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
    },
    async insert(media: NewMedia): Promise<void> {
      await db.insertInto('media').values(media).execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
