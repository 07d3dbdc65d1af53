import type { Insertable, Kysely } from 'kysely';
import type { CategoryRow, CategoryTable, Database } from '#server/db/schema.ts';
import { createSubcategoryAdminRepository } from './subcategory-admin-repository.ts';
import type { ManyAudit } from '#server/history/history.ts';

export type CategoryWithCount = CategoryRow & { product_count: number };

/**
 * The queries behind the admin's category list: counts, renames with their old addresses, order, removal; and
 * those of each category's subcategories.
 */
export function createCategoryAdminRepository(db: Kysely<Database>) {
  return {
    subcategories: createSubcategoryAdminRepository(db),

    /** Every category, hidden ones too, in menu order, with how many products (drafts too) it holds. */
    async listWithCounts(): Promise<CategoryWithCount[]> {
      const rows = await db
        .selectFrom('categories')
        .leftJoin('product_categories', 'product_categories.category_id', 'categories.id')
        .selectAll('categories')
        .select((eb) => eb.fn.count<number | string>('product_categories.product_id').as('product_count'))
        .groupBy([
          'categories.id',
          'categories.name',
          'categories.slug',
          'categories.position',
          'categories.visible',
          'categories.created_at',
          'categories.updated_at',
        ])
        .orderBy('categories.position')
        .orderBy('categories.name')
        .execute();
      return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
    },

    async aliasOwner(alias: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('category_aliases')
        .select('category_id')
        .where('alias', '=', alias)
        .executeTakeFirst();
      return row?.category_id;
    },

    async insert(category: Insertable<CategoryTable>, audit?: ManyAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await audit?.before(trx, []);
        await trx.insertInto('categories').values(category).execute();
        await audit?.after(trx, [category.id]);
      });
    },

    /** A new name and slug; the old slug stays as an alias so that its links keep answering. */
    async rename(
      id: string,
      next: { name: string; slug: string; oldSlug: string },
      audit?: ManyAudit,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await audit?.before(trx, [id]);
        await trx
          .updateTable('categories')
          .set({ name: next.name, slug: next.slug, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('category_aliases').where('alias', '=', next.slug).execute();
        if (next.oldSlug !== next.slug) {
          await trx
            .insertInto('category_aliases')
            .values({ alias: next.oldSlug, category_id: id })
            .onConflict((oc) => oc.column('alias').doUpdateSet({ category_id: id }))
            .execute();
        }
        await audit?.after(trx);
      });
    },

    async setVisible(id: string, visible: boolean, audit?: ManyAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await audit?.before(trx, [id]);
        await trx
          .updateTable('categories')
          .set({ visible, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await audit?.after(trx);
      });
    },

    async setPositions(ids: readonly string[], audit?: ManyAudit): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await audit?.before(trx, ids);
        for (const [position, id] of ids.entries()) {
          await trx.updateTable('categories').set({ position }).where('id', '=', id).execute();
        }
        await audit?.after(trx);
      });
    },

    /**
     * Removes a category only while no product uses it, in one statement: a product linked a moment before is
     * never silently unlinked. True when it was removed.
     */
    async deleteIfUnused(id: string, audit?: ManyAudit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await audit?.before(trx, [id]);
        const result = await trx
          .deleteFrom('categories')
          .where('id', '=', id)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('product_categories')
                  .select('product_categories.product_id')
                  .where('product_categories.category_id', '=', id),
              ),
            ),
          )
          .executeTakeFirst();
        await audit?.after(trx);
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type CategoryAdminRepository = ReturnType<typeof createCategoryAdminRepository>;
