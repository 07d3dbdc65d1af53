import type { Insertable, Kysely } from 'kysely';
import type { CategoryTable, Database } from '#server/db/schema.ts';

export type MenuCategory = { category: Insertable<CategoryTable>; aliases: readonly string[] };

export function createFirstStartRepository(db: Kysely<Database>) {
  return {
    /**
     * Writes the menu's categories into a shop that has none, once per database: the claim and the categories in
     * one transaction, so that instances starting together write them once, and a process killed midway leaves
     * neither (the next start writes them). False when they were written before or the shop has categories.
     */
    async createMenuOnce(claimKey: string, menu: readonly MenuCategory[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('settings')
          .values({
            key: claimKey,
            value: JSON.stringify({ at: new Date().toISOString() }),
            updated_at: new Date(),
          })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
        // A shop that has categories (an older database, or an import) keeps them as they are.
        if (existing) return false;
        await trx
          .insertInto('categories')
          .values(menu.map(({ category }) => category))
          .execute();
        const aliases = menu.flatMap(({ category, aliases }) =>
          aliases.map((alias) => ({ alias, category_id: category.id })),
        );
        if (aliases.length > 0) await trx.insertInto('category_aliases').values(aliases).execute();
        return true;
      });
    },
  };
}
