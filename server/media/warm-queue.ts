import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';

/** The settings row that remembers the watermark key the queue was last filled for. */
const QUEUED_FOR_KEY = 'media-warm-key';
/** Rows looked at per claim attempt: enough to step past those other instances hold. */
const CANDIDATES = 8;

/**
 * The queue of photographs whose page variants are still to be made (decision 039). An instance claims one row at a
 * time with a conditional update, so two instances never work on the same photograph while a claim lives.
 */
export function createWarmQueue(db: Kysely<Database>, dialect: DialectName) {
  /** Rows nobody holds: never claimed, given back, or claimed by an instance that stopped renewing. */
  const free = (now: Date) => (eb: ExpressionBuilder<Database, 'media_warm_queue'>) =>
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]);
  const unclaimed = () => db.selectFrom('media_warm_queue');

  return {
    /** Claims the newest free row for `holder` until `until`; its media id, or null when none is free. */
    async claimNext(holder: string, now: Date, until: Date): Promise<string | null> {
      const candidates = await unclaimed()
        .select('media_id')
        .where(free(now))
        .orderBy('queued_at', 'desc')
        .orderBy('media_id', 'desc')
        .limit(CANDIDATES)
        .execute();
      for (const { media_id } of candidates) {
        const claimed = await db
          .updateTable('media_warm_queue')
          .set({ holder, claimed_until: until })
          .where('media_id', '=', media_id)
          .where(free(now))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) > 0) return media_id;
      }
      return null;
    },

    /** Keeps this holder's claim alive until `until`; false when it lapsed and another instance took it. */
    async renew(mediaId: string, holder: string, until: Date): Promise<boolean> {
      const renewed = await db
        .updateTable('media_warm_queue')
        .set({ claimed_until: until })
        .where('media_id', '=', mediaId)
        .where('holder', '=', holder)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) > 0;
    },

    /** The photograph is done (or gone): its row leaves the queue, unless another holder took it meanwhile. */
    async finish(mediaId: string, holder: string): Promise<void> {
      await db
        .deleteFrom('media_warm_queue')
        .where('media_id', '=', mediaId)
        .where('holder', '=', holder)
        .execute();
    },

    /** Gives the row back at once (this instance is stopping), for another instance or the next start. */
    async release(mediaId: string, holder: string): Promise<void> {
      await db
        .updateTable('media_warm_queue')
        .set({ holder: null, claimed_until: null })
        .where('media_id', '=', mediaId)
        .where('holder', '=', holder)
        .execute();
    },

    /**
     * When the watermark key differs from the one the queue was last filled for, queues every photograph again
     * (their variants' addresses changed with it) and remembers the key; one transaction, so of two instances
     * noticing at once the second finds the key stored and queues nothing. True when it queued.
     */
    async requeueAllFor(key: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('settings')
          .select('value')
          .where('key', '=', QUEUED_FOR_KEY)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (stored?.value === key) return false;
        if (stored) {
          // The first start after the migration queued every photograph already: only a change of key requeues.
          await trx
            .insertInto('media_warm_queue')
            .columns(['media_id', 'queued_at'])
            .expression((eb) =>
              eb
                .selectFrom('media')
                .select(['media.id', 'media.created_at'])
                .where('media.kind', '=', 'image'),
            )
            .onConflict((oc) => oc.column('media_id').doNothing())
            .execute();
        }
        await trx
          .insertInto('settings')
          .values({ key: QUEUED_FOR_KEY, value: key, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: key, updated_at: now }))
          .execute();
        return stored !== undefined;
      });
    },
  };
}

export type WarmQueue = ReturnType<typeof createWarmQueue>;
