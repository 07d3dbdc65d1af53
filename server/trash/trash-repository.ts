import type { Kysely } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { Database, TrashKind } from '#server/db/schema.ts';
import { insertHistoryEntry, type Actor } from '#server/history/history.ts';
import {
  createTrashRows,
  type ProductRows,
  type Restored,
  type SingleRow,
  type TrashEntry,
} from './trash-rows.ts';

export type { Restored, TrashEntry };

/**
 * The trash (decision 026): a deleted product, tour place or master leaves its tables for `trash_items`, whole, in
 * the transaction that deletes it; a restore puts the same rows back, with the same id and address.
 */
export function createTrashRepository(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  const { trashIn, restoreIn } = createTrashRows(dialect);

  return {
    trashIn,
    restoreIn,
    /**
     * Moves the record to the trash in one transaction, recording it in the history; undefined when there is no
     * such record.
     */
    async trash(
      kind: TrashKind,
      id: string,
      actor: Actor,
      now = new Date(),
    ): Promise<TrashEntry | undefined> {
      return db.transaction().execute((trx) => trashIn(trx, kind, id, actor, now));
    },

    /**
     * Puts the record back as it was, with its id, address, photographs and old addresses. A category or
     * subcategory deleted meanwhile is left out and named in `skipped`; an address another record took meanwhile
     * (possible only for one the restore does not need) is skipped too. Undefined when the item is not in the trash.
     */
    async restore(trashId: string, actor: Actor, now = new Date()): Promise<Restored | undefined> {
      return db.transaction().execute((trx) => restoreIn(trx, trashId, actor, now));
    },

    /** Deletes items for good (the media they kept is then the collection's); the count deleted. */
    async purge(
      which: { ids?: readonly string[]; before?: Date },
      actor: Actor,
      now = new Date(),
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('trash_items').select(['id', 'kind', 'record_id', 'label']);
        if (which.ids) query = query.where('id', 'in', which.ids.length > 0 ? [...which.ids] : ['']);
        if (which.before) query = query.where('trashed_at', '<', which.before);
        const items = await query.execute();
        if (items.length === 0) return 0;
        await trx
          .deleteFrom('trash_items')
          .where(
            'id',
            'in',
            items.map((item) => item.id),
          )
          .execute();
        for (const item of items)
          await insertHistoryEntry(trx, {
            actor,
            kind: item.kind,
            recordId: item.record_id,
            label: item.label,
            action: 'purge',
            changes: [],
            at: now,
          });
        return items.length;
      });
    },

    /** Newest first. */
    async list(limit = 500): Promise<TrashEntry[]> {
      const items = await db
        .selectFrom('trash_items')
        .select(['id', 'kind', 'record_id', 'label', 'trashed_at', 'trashed_by', 'snapshot'])
        .orderBy('trashed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return items.map(({ snapshot, ...item }) => {
        const row = (JSON.parse(snapshot) as SingleRow).row;
        return { ...item, slug: typeof row.slug === 'string' ? row.slug : null };
      });
    },

    count: () => countRows(db.selectFrom('trash_items')),

    /**
     * The categories, in the piece's order, of a trashed product that answered on this address or id; null when
     * no product in the trash did. A visitor gets 410 Gone, and pieces of those categories to browse.
     */
    async goneProduct(slugOrId: string): Promise<{ categoryIds: string[] } | null> {
      const item = await db
        .selectFrom('trash_items')
        .select('snapshot')
        .where('kind', '=', 'product')
        .where((eb) =>
          eb.or([
            eb('record_id', '=', slugOrId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('trash_slugs')
                .select('trash_id')
                .where('kind', '=', 'product')
                .where('slug', '=', slugOrId),
            ),
          ]),
        )
        .orderBy('trashed_at', 'desc')
        .executeTakeFirst();
      if (!item) return null;
      const { categories = [] } = JSON.parse(item.snapshot) as Partial<ProductRows>;
      return {
        categoryIds: [...categories].sort((a, b) => a.position - b.position).map((link) => link.category_id),
      };
    },

    /** Whether a trashed record answered on this address: a visitor gets 410 Gone. */
    async isGone(kind: TrashKind, slugOrId: string): Promise<boolean> {
      const bySlug = await db
        .selectFrom('trash_slugs')
        .select('trash_id')
        .where('kind', '=', kind)
        .where('slug', '=', slugOrId)
        .executeTakeFirst();
      if (bySlug) return true;
      const byId = await db
        .selectFrom('trash_items')
        .select('id')
        .where('kind', '=', kind)
        .where('record_id', '=', slugOrId)
        .executeTakeFirst();
      return Boolean(byId);
    },
  };
}

export type TrashRepository = ReturnType<typeof createTrashRepository>;
