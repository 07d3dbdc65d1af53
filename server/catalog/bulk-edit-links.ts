import { sql, type Expression, type SqlBool } from 'kysely';
import { editProducts, type Products, type Trx } from './bulk-edit-sql.ts';

/* How a bulk edit links its products to categories and subcategories, and unlinks them: used by the edit and its undo. */

export const subcategoriesOf = (trx: Trx, categoryId: string) =>
  trx
    .selectFrom('subcategories')
    .select('subcategories.id')
    .where('subcategories.category_id', '=', categoryId);

/**
 * Links the edit's products to the category, after their others; `lacking` limits it to those recorded without
 * the category (a subcategory added brings its category only where it is missing).
 */
export const addCategoryLinks = (trx: Trx, editId: string, categoryId: string, lacking: boolean) =>
  trx
    .insertInto('product_categories')
    .columns(['product_id', 'category_id', 'position'])
    .expression(
      trx
        .selectFrom('product_bulk_edit_rows as row')
        .select((eb) => [
          'row.product_id',
          sql.lit(categoryId).as('category_id'),
          eb.fn
            .coalesce(
              eb
                .selectFrom('product_categories as other')
                .select(sql<number>`max(other.position) + 1`.as('next'))
                .whereRef('other.product_id', '=', 'row.product_id'),
              sql.lit(0),
            )
            .as('position'),
        ])
        .where('row.edit_id', '=', editId)
        .$if(lacking, (query) => query.where('row.before_position', 'is', null)),
    )
    .execute();

/** Links the edit's products to the subcategory, or only those of them `which` lets through. */
export const linkSubcategory = (
  trx: Trx,
  editId: string,
  subcategoryId: string,
  which?: (eb: Products) => Expression<SqlBool>,
) =>
  trx
    .insertInto('product_subcategories')
    .columns(['product_id', 'subcategory_id'])
    .expression(
      trx
        .selectFrom('products')
        .select(['products.id', sql.lit(subcategoryId).as('subcategory_id')])
        .where('products.id', 'in', editProducts(trx, editId))
        .$if(which !== undefined, (query) => query.where(which!)),
    )
    .execute();

/** Takes the edit's products out of the subcategory (their category stays). */
export const unlinkSubcategory = (trx: Trx, editId: string, subcategoryId: string) =>
  trx
    .deleteFrom('product_subcategories')
    .where('product_id', 'in', editProducts(trx, editId))
    .where('subcategory_id', '=', subcategoryId)
    .execute();

/** Takes the edit's products out of the category, and out of its subcategories with it. */
export async function unlinkCategory(trx: Trx, editId: string, categoryId: string) {
  await trx
    .deleteFrom('product_subcategories')
    .where('product_id', 'in', editProducts(trx, editId))
    .where('subcategory_id', 'in', subcategoriesOf(trx, categoryId))
    .execute();
  await trx
    .deleteFrom('product_categories')
    .where('product_id', 'in', editProducts(trx, editId))
    .where('category_id', '=', categoryId)
    .execute();
}
