import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { compiledForIds, placeholderIds } from '#server/db/compiled-once.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database, ProductRow } from '#server/db/schema.ts';

export type ProductCategoryLink = { product_id: string; name: string; slug: string };
export type ProductSubcategoryLink = {
  product_id: string;
  id: string;
  category_id: string;
  name: string;
  slug: string;
};
export type ProductImageLink = {
  product_id: string;
  position: number;
  url: string | null;
  media_id: string | null;
  content_hash: string | null;
  width: number | null;
  height: number | null;
};
export type NewProductImage = { media_id: string | null; url: string | null };

export type ProductLinks = {
  categoryIds?: readonly string[];
  subcategoryIds?: readonly string[];
  images?: readonly NewProductImage[];
};

/** Product rows and their links, read in one statement (`productsWithLinks`). */
export type ProductsWithLinks = {
  rows: ProductRow[];
  categories: ProductCategoryLink[];
  subcategories: ProductSubcategoryLink[];
  images: ProductImageLink[];
};

type LinkTable = 'product_categories' | 'product_subcategories' | 'product_images';

/** A product's rows of one link table replaced by `rows`, in the caller's transaction. */
async function replaceRows<T extends LinkTable>(
  trx: Transaction<Database>,
  table: T,
  productId: string,
  rows: Insertable<Database[T]>[],
) {
  // Widened to the three tables, whose common `product_id` the delete names.
  await trx
    .deleteFrom(table as LinkTable)
    .where('product_id', '=', productId)
    .execute();
  if (rows.length > 0) await trx.insertInto(table).values(rows).execute();
}

/** Replaces the product's categories, subcategories and photographs that are given, in the caller's transaction. */
export async function replaceProductLinks(
  trx: Transaction<Database>,
  productId: string,
  links: ProductLinks,
) {
  if (links.categoryIds)
    await replaceRows(
      trx,
      'product_categories',
      productId,
      links.categoryIds.map((category_id, position) => ({ product_id: productId, category_id, position })),
    );
  if (links.subcategoryIds)
    await replaceRows(
      trx,
      'product_subcategories',
      productId,
      links.subcategoryIds.map((subcategory_id) => ({ product_id: productId, subcategory_id })),
    );
  if (links.images)
    await replaceRows(
      trx,
      'product_images',
      productId,
      links.images.map((image, position) => ({ product_id: productId, position, ...image })),
    );
}

/**
 * Deletes a product's rows, in the caller's transaction: its category and subcategory links, its photographs' links,
 * its old slugs, then the product. Moving it to the trash (decision 026) does this once the rows are copied.
 */
export async function removeProductRows(trx: Transaction<Database>, id: string) {
  await trx.deleteFrom('product_categories').where('product_id', '=', id).execute();
  await trx.deleteFrom('product_subcategories').where('product_id', '=', id).execute();
  await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
  await trx.deleteFrom('product_slug_history').where('product_id', '=', id).execute();
  await trx.deleteFrom('products').where('id', '=', id).execute();
}

/** A JSON column as the driver gives it: parsed by PostgreSQL's driver, text from SQLite's. */
export const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The links in their order: a JSON aggregate keeps its subquery's order in practice, not by any promise. */
export const byPosition = <T extends { position: number }>(links: T[]) =>
  links.sort((a, b) => a.position - b.position);

type LinkColumns = { category_links: unknown; subcategory_links: unknown; image_links: unknown };

/** A product's categories, as `category_links`: a JSON array of their position, name and slug (`fromJson`). */
export function categoryLinks(dialect: DialectName, eb: ExpressionBuilder<Database, 'products'>) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return jsonArrayFrom(
    eb
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select(['product_categories.position', 'categories.name', 'categories.slug'])
      .whereRef('product_categories.product_id', '=', 'products.id'),
  ).as('category_links');
}

/** The statement of `productsWithLinks` for `count` ids, whose only parameters are the ids. */
function productsWithLinksQuery(db: Kysely<Database>, dialect: DialectName, count: number) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => [
      categoryLinks(dialect, eb),
      jsonArrayFrom(
        eb
          .selectFrom('product_subcategories')
          .innerJoin('subcategories', 'subcategories.id', 'product_subcategories.subcategory_id')
          .select([
            'subcategories.position',
            'subcategories.id',
            'subcategories.category_id',
            'subcategories.name',
            'subcategories.slug',
          ])
          .whereRef('product_subcategories.product_id', '=', 'products.id'),
      ).as('subcategory_links'),
      jsonArrayFrom(
        eb
          .selectFrom('product_images')
          .leftJoin('media', 'media.id', 'product_images.media_id')
          .select([
            'product_images.position',
            'product_images.url',
            'product_images.media_id',
            'media.content_hash',
            'media.width',
            'media.height',
          ])
          .whereRef('product_images.product_id', '=', 'products.id'),
      ).as('image_links'),
    ])
    .where('products.id', 'in', placeholderIds(count))
    .compile();
}

/**
 * The products of these ids, in the order of the ids, each with its categories, subcategories and photographs:
 * one statement, where three link reads beside the rows were three more round trips to PostgreSQL.
 */
export async function productsWithLinks(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly string[],
): Promise<ProductsWithLinks> {
  const found: ProductsWithLinks = { rows: [], categories: [], subcategories: [], images: [] };
  if (ids.length === 0) return found;
  const compiled = compiledForIds('products with links', dialect, ids, () =>
    productsWithLinksQuery(db, dialect, ids.length),
  );
  const { rows } = await db.executeQuery(compiled);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const withLinks: (Partial<LinkColumns> & ProductRow) | undefined = byId.get(id);
    if (!withLinks) continue;
    const { category_links, subcategory_links, image_links } = withLinks;
    // The row is the driver's own new object: the link columns are taken off it rather than the rest copied
    // (a rest-spread of a row of SQLite's cost six times as much as the query's own reading of it).
    delete withLinks.category_links;
    delete withLinks.subcategory_links;
    delete withLinks.image_links;
    found.rows.push(withLinks);
    type Sub = Omit<ProductSubcategoryLink, 'product_id'> & { position: number };
    for (const link of byPosition(
      fromJson<(Omit<ProductCategoryLink, 'product_id'> & { position: number })[]>(category_links),
    ))
      found.categories.push({ product_id: id, name: link.name, slug: link.slug });
    const subcategories = fromJson<Sub[]>(subcategory_links).sort(
      (a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    for (const link of subcategories)
      found.subcategories.push({
        product_id: id,
        id: link.id,
        category_id: link.category_id,
        name: link.name,
        slug: link.slug,
      });
    for (const link of byPosition(fromJson<Omit<ProductImageLink, 'product_id'>[]>(image_links)))
      found.images.push({ product_id: id, ...link });
  }
  return found;
}
