import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

export type RelatedQuery = {
  /** the piece itself, never related to itself */
  productId: string;
  /** its first category, by slug */
  categorySlug: string;
  material: string | null;
  /** whether sold pieces may be shown (after the available ones), or the owner hides them (decision 030) */
  withSold: boolean;
  limit: number;
};

/**
 * The ids of the pieces related to a product (issue 20, item 2): published ones of its category and material
 * first, then of its category, the available before the sold, newest first. One statement: two short walks along
 * the category's shelf index (migration 0014), each stopping at `limit`, whatever the category's size.
 */
export async function relatedPieceIds(db: Kysely<Database>, query: RelatedQuery): Promise<string[]> {
  const walk = (tier: number, material: string | null, limit: number) => {
    let rows = db
      .selectFrom('product_categories as link')
      .innerJoin('categories', 'categories.id', 'link.category_id')
      .innerJoin('products', 'products.id', 'link.product_id')
      .select([
        'link.product_id as id',
        sql<number>`${sql.lit(tier)}`.as('tier'),
        'link.product_sold_out as sold',
        'link.product_created_at as created',
      ])
      .where('categories.slug', '=', query.categorySlug)
      .where('link.product_status', '=', 'published')
      .where('link.product_id', '<>', query.productId);
    if (!query.withSold) rows = rows.where('link.product_sold_out', '=', false);
    if (material !== null) rows = rows.where('products.material', '=', material);
    return db
      .selectFrom(
        rows
          .orderBy('link.product_sold_out', 'asc')
          .orderBy('link.product_created_at', 'desc')
          .limit(limit)
          .as('walk'),
      )
      .selectAll();
  };
  // The category's walk reads one more than shown: each piece of the material also comes back in it.
  const wide = walk(1, null, query.limit * 2);
  const union = query.material === null ? wide : walk(0, query.material, query.limit).unionAll(wide);
  const rows = await db
    .selectFrom(union.as('related'))
    .select(['related.id'])
    .orderBy('related.sold', 'asc')
    .orderBy('related.tier', 'asc')
    .orderBy('related.created', 'desc')
    .execute();
  return [...new Set(rows.map((row) => row.id))].slice(0, query.limit);
}
