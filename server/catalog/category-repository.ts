import type { Insertable, Kysely } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { CategoryRow, CategoryTable, Database } from '#server/db/schema.ts';
import { audited, type Audit, type ManyAudit } from '#server/history/history.ts';
import {
  counted,
  createSubcategoryRepository,
  productCount,
  publishedOrEmpty,
} from './subcategory-repository.ts';

export type CategoryWithCount = CategoryRow & { product_count: number };

/**
 * Every query of the shop's categories and their subcategories, for the catalogue (menus, lookups by name, slug or
 * old address, a tool's new category) and for the admin's Categories screen (counts, renames with their old
 * addresses, order, visibility, removal, and each category's subcategories).
 */
export function createCategoryRepository(db: Kysely<Database>) {
  return {
    async list(options: { visibleOnly: boolean }): Promise<CategoryRow[]> {
      let query = db.selectFrom('categories').selectAll().orderBy('position').orderBy('name');
      if (options.visibleOnly)
        query = query.where('visible', '=', true).where(publishedOrEmpty('categories'));
      return query.execute();
    },

    async findBySlug(slug: string): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async findByAlias(alias: string): Promise<CategoryRow | undefined> {
      return db
        .selectFrom('category_aliases')
        .innerJoin('categories', 'categories.id', 'category_aliases.category_id')
        .selectAll('categories')
        .where('category_aliases.alias', '=', alias)
        .executeTakeFirst();
    },

    /** By name, whatever its case: a category whose slug an earlier slug rule made (common/categories.ts). */
    async findByName(name: string): Promise<CategoryRow | undefined> {
      return db
        .selectFrom('categories')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Every old address of a category that still leads to it. */
    async aliases(): Promise<{ alias: string; category_id: string }[]> {
      return db.selectFrom('category_aliases').select(['alias', 'category_id']).execute();
    },

    count: () => countRows(db.selectFrom('categories')),

    /** A category made by a tool (a bulk upload, the old-site import, the demo) with its other names. */
    async insertWithAliases(category: Insertable<CategoryTable>, aliases: readonly string[], audit?: Audit) {
      await audited(db, audit, async (trx) => {
        await trx.insertInto('categories').values(category).execute();
        if (aliases.length > 0) {
          await trx
            .insertInto('category_aliases')
            .values(aliases.map((alias) => ({ alias, category_id: category.id })))
            .execute();
        }
      });
    },

    /** Every category, hidden ones too, in menu order, with how many products (drafts too) it holds. */
    async listWithCounts(): Promise<CategoryWithCount[]> {
      return counted(
        await db
          .selectFrom('categories')
          .selectAll('categories')
          .select(productCount('categories'))
          .orderBy('categories.position')
          .orderBy('categories.name')
          .execute(),
      );
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

    /** A category's subcategories: the shop's lists, the admin's counts and writes under their category. */
    subcategories: createSubcategoryRepository(db),
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
