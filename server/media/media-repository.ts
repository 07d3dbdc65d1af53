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
    /**
     * Claims the generation of one variant for `holder` until `expiresAt`: true when no other holder has a live
     * claim (none at all, or one that expired because its instance died).
     */
    async claimVariant(objectKey: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insertInto('media_variant_claims')
        .values({ object_key: objectKey, holder, expires_at: expiresAt })
        .onConflict((oc) => oc.column('object_key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      // Of two instances taking over the same expired claim, the second finds it live again and updates nothing.
      const takenOver = await db
        .updateTable('media_variant_claims')
        .set({ holder, expires_at: expiresAt })
        .where('object_key', '=', objectKey)
        .where('expires_at', '<', now)
        .executeTakeFirst();
      return Number(takenOver.numUpdatedRows) > 0;
    },
    /** Ends this holder's claim; one taken over meanwhile belongs to its new holder and stays. */
    async releaseVariant(objectKey: string, holder: string): Promise<void> {
      await db
        .deleteFrom('media_variant_claims')
        .where('object_key', '=', objectKey)
        .where('holder', '=', holder)
        .execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
