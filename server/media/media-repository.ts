import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, MediaRow } from '#server/db/schema.ts';

export type NewMedia = Omit<MediaRow, 'created_at'> & { created_at: Date };

/**
 * Whether anything shows the media row: a product's photographs (a draft's too, and a trashed record's, kept for
 * its restore), a tour's picture or film, a master's portrait, or the settings, whose
 * JSON names media by id (the pop-up, the home film and poster, the promo films, the tour slides).
 */
function isShown(eb: ExpressionBuilder<Database, 'media'>) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('product_images')
        .select('product_images.media_id')
        .whereRef('product_images.media_id', '=', 'media.id'),
    ),
    eb.exists(
      eb
        .selectFrom('visit_places')
        .select('visit_places.id')
        .where((inner) =>
          inner.or([
            inner('visit_places.image_media_id', '=', inner.ref('media.id')),
            inner('visit_places.video_media_id', '=', inner.ref('media.id')),
          ]),
        ),
    ),
    eb.exists(
      eb.selectFrom('masters').select('masters.id').whereRef('masters.image_media_id', '=', 'media.id'),
    ),
    eb.exists(
      eb
        .selectFrom('trash_media')
        .select('trash_media.media_id')
        .whereRef('trash_media.media_id', '=', 'media.id'),
    ),
    eb.exists(
      eb
        .selectFrom('settings')
        .select('settings.key')
        .where('settings.value', 'like', sql<string>`'%"' || ${eb.ref('media.id')} || '"%'`),
    ),
  ]);
}

export function createMediaRepository(db: Kysely<Database>) {
  return {
    /** Whether anything the site shows uses the media row (see isShown). */
    async isShown(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('media')
        .select('media.id')
        .where('media.id', '=', id)
        .where((eb) => isShown(eb))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Up to `limit` media rows stored before `before` that nothing shows: the candidates for collection. */
    async unshownBefore(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('media')
        .select('media.id')
        .where('media.created_at', '<', before)
        .where((eb) => eb.not(isShown(eb)))
        .orderBy('media.created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    /**
     * Deletes the media row if it was stored before `before` and nothing shows it, in the one statement that checks
     * (its old names go with it); whether it was deleted. A save that names it at the same moment either comes
     * first, and the row stays, or finds it gone (the foreign keys refuse a product, tour or master that names it).
     */
    async deleteIfUnshown(id: string, before: Date): Promise<boolean> {
      try {
        const deleted = await db
          .deleteFrom('media')
          .where('media.id', '=', id)
          .where('media.created_at', '<', before)
          .where((eb) => eb.not(isShown(eb)))
          .executeTakeFirst();
        return Number(deleted.numDeletedRows) > 0;
      } catch (error) {
        // A reference committed while the delete waited (PostgreSQL): the foreign key keeps the row.
        if (/foreign key/i.test((error as Error).message)) return false;
        throw error;
      }
    },
    /** Those of these content hashes that some media row has. */
    async existingHashes(hashes: readonly string[]): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .selectFrom('media')
        .select('content_hash')
        .where('content_hash', 'in', hashes)
        .execute();
      return new Set(rows.map((row) => row.content_hash));
    },
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
    /** Stores the row; a photograph is queued, in the same transaction, for its page variants (decision 039). */
    async insert(media: NewMedia): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('media').values(media).execute();
        if (media.kind === 'image')
          await trx
            .insertInto('media_warm_queue')
            .values({ media_id: media.id, queued_at: media.created_at })
            .execute();
      });
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
