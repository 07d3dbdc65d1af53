import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { AdminProductSort } from '#common/schemas/products.ts';
import type { Database } from '#server/db/schema.ts';
import { containsText } from '#server/db/text-filters.ts';

/* Conditions on a row of `products`, shared by the lists, the admin's search and the bulk edits. */

type Products = ExpressionBuilder<Database, 'products'>;

export type AdminProductQuery = { search?: string; categoryId?: string; sort: AdminProductSort };

/** Whether the product is linked to the category (an EXISTS on its link rows). */
export const inCategory = (eb: Products, categoryId: string) =>
  eb.exists(
    eb
      .selectFrom('product_categories as link')
      .select('link.product_id')
      .whereRef('link.product_id', '=', 'products.id')
      .where('link.category_id', '=', categoryId),
  );

/** Whether the product is linked to the subcategory. */
export const inSubcategory = (eb: Products, subcategoryId: string) =>
  eb.exists(
    eb
      .selectFrom('product_subcategories as link')
      .select('link.product_id')
      .whereRef('link.product_id', '=', 'products.id')
      .where('link.subcategory_id', '=', subcategoryId),
  );

/**
 * The admin list's filter as a condition on `products`: its search (title, keyword or slug) and its category. The
 * list reads with it, and a bulk edit of "all matching this filter" selects with it: the same products.
 */
export function adminProductMatch(query: Omit<AdminProductQuery, 'sort'>) {
  return (eb: Products): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search)
      conditions.push(
        eb.or([
          containsText('products.title', query.search),
          containsText('products.keywords', query.search),
          containsText('products.slug', query.search),
        ]),
      );
    if (query.categoryId) conditions.push(inCategory(eb, query.categoryId));
    return eb.and(conditions);
  };
}
