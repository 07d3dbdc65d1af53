import { sql, type Insertable, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, SubcategoryRow, SubcategoryTable } from '#server/db/schema.ts';
import type { ManyAudit } from '#server/history/history.ts';

export type SubcategoryWithCount = SubcategoryRow & { product_count: number };

type Executor = Kysely<Database> | Transaction<Database>;

/** The link rows of the products of a category or a subcategory (as `link`), beside its row in the outer query. */
function linksOf(owner: 'categories' | 'subcategories') {
  const [table, key] =
    owner === 'categories'
      ? ['product_categories', 'category_id']
      : ['product_subcategories', 'subcategory_id'];
  return sql`from ${sql.table(table)} as link where ${sql.ref(`link.${key}`)} = ${sql.ref(`${owner}.id`)}`;
}

/**
 * Of the visible categories or subcategories, those a visitor may be shown (decision 030): one with a published
 * product, or with no product at all (the shop's menu before its pieces arrive, or one the owner has just made).
 * One whose every product is a draft (a bulk upload's new category, not yet reviewed) stays out of the menu, the
 * API and the sitemap until one of them is published. Read from the shelf index of the link rows (migration 0014).
 */
export function publishedOrEmpty(owner: 'categories' | 'subcategories') {
  const links = linksOf(owner);
  return sql<SqlBool>`(exists (select 1 ${links} and link.product_status = 'published') or not exists (select 1 ${links}))`;
}

/** How many products (drafts too) a category or a subcategory holds, as `product_count` (see `counted`). */
export function productCount(owner: 'categories' | 'subcategories') {
  return sql<number | string>`(select count(*) ${linksOf(owner)})`.as('product_count');
}

/** Subcategories with how many products (drafts too) each holds, in their order within each category. */
function withCounts(executor: Executor) {
  return executor
    .selectFrom('subcategories')
    .selectAll('subcategories')
    .select(productCount('subcategories'))
    .orderBy('subcategories.category_id')
    .orderBy('subcategories.position')
    .orderBy('subcategories.name');
}

/** The counts as numbers: PostgreSQL answers a count as text (a bigint), SQLite as a number. */
export const counted = <T extends { product_count: number | string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));

/**
 * The queries of one category's subcategories inside the transaction that holds the category. Every change sets
 * `updated_at`: the old-site import reads it to leave alone what the owner has changed here.
 */
function categoryWrites(trx: Transaction<Database>, category: { id: string; name: string }) {
  return {
    category,

    async siblings(): Promise<SubcategoryWithCount[]> {
      return counted(await withCounts(trx).where('subcategories.category_id', '=', category.id).execute());
    },

    async insert(row: Insertable<SubcategoryTable>): Promise<void> {
      await trx.insertInto('subcategories').values(row).execute();
    },

    async update(id: string, patch: { name?: string; slug?: string; visible?: boolean }): Promise<void> {
      await trx
        .updateTable('subcategories')
        .set({ ...patch, updated_at: new Date() })
        .where('id', '=', id)
        .where('category_id', '=', category.id)
        .execute();
    },

    /** Positions 0, 1, 2… in the order given; a row already in its place is left as it was. */
    async setPositions(ids: readonly string[]): Promise<void> {
      const now = new Date();
      for (const [position, id] of ids.entries()) {
        await trx
          .updateTable('subcategories')
          .set({ position, updated_at: now })
          .where('id', '=', id)
          .where('category_id', '=', category.id)
          .where('position', '!=', position)
          .execute();
      }
    },

    /** Removes the subcategory and its links; its products stay in the category. */
    async remove(id: string): Promise<void> {
      await trx.deleteFrom('product_subcategories').where('subcategory_id', '=', id).execute();
      await trx
        .deleteFrom('subcategories')
        .where('id', '=', id)
        .where('category_id', '=', category.id)
        .execute();
    },
  };
}

export type SubcategoryWrites = ReturnType<typeof categoryWrites>;

/** A category's subcategories: the shop's lists, the admin's counts and writes under their category. */
export function createSubcategoryRepository(db: Kysely<Database>) {
  return {
    /** Subcategories of the given categories (of all, without `categoryIds`), in their order. */
    async list(options: {
      categoryIds?: readonly string[];
      visibleOnly: boolean;
    }): Promise<SubcategoryRow[]> {
      if (options.categoryIds?.length === 0) return [];
      let query = db
        .selectFrom('subcategories')
        .selectAll()
        .orderBy('category_id')
        .orderBy('position')
        .orderBy('name');
      if (options.categoryIds) query = query.where('category_id', 'in', options.categoryIds);
      if (options.visibleOnly)
        query = query.where('visible', '=', true).where(publishedOrEmpty('subcategories'));
      return query.execute();
    },

    async findByIds(ids: readonly string[]): Promise<SubcategoryRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('subcategories').selectAll().where('id', 'in', ids).execute();
    },

    /** Every subcategory (of one category, when given), hidden ones too. */
    async listWithCounts(categoryId?: string): Promise<SubcategoryWithCount[]> {
      let query = withCounts(db);
      if (categoryId) query = query.where('subcategories.category_id', '=', categoryId);
      return counted(await query.execute());
    },

    async find(id: string): Promise<SubcategoryWithCount | undefined> {
      return counted(await withCounts(db).where('subcategories.id', '=', id).execute())[0];
    },

    /**
     * Runs `work` in one transaction that first takes the category's row (an update that changes nothing): two
     * admins adding or reordering a category's subcategories at once are served one after the other, each seeing
     * what the other wrote, so positions never repeat. Null when there is no such category.
     */
    async inCategory<T>(
      categoryId: string,
      work: (writes: SubcategoryWrites) => Promise<T>,
      audited?: { audit: ManyAudit; ids: readonly string[]; created?: readonly string[] },
    ): Promise<{ value: T } | null> {
      return db.transaction().execute(async (trx) => {
        const held = await trx
          .updateTable('categories')
          .set({ updated_at: sql<Date>`updated_at` })
          .where('id', '=', categoryId)
          .executeTakeFirst();
        if (Number(held.numUpdatedRows) === 0) return null;
        const category = await trx
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('id', '=', categoryId)
          .executeTakeFirstOrThrow();
        // The history's record of the subcategories this work changes, in its transaction (decision 027).
        await audited?.audit.before(trx, audited.ids);
        const value = await work(categoryWrites(trx, category));
        await audited?.audit.after(trx, audited.created);
        return { value };
      });
    },
  };
}

export type SubcategoryRepository = ReturnType<typeof createSubcategoryRepository>;
