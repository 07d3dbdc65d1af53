import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
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
const byPosition = <T extends { position: number }>(links: T[]) =>
  links.sort((a, b) => a.position - b.position);

/**
 * The name, slug and place of every category and subcategory, by id: what a product's links show. A product's
 * statement reads only the ids of its links, and their names come from here, read once and kept between catalogue
 * changes (`createCatalogRepository`): joining the names in and building each product's links as JSON objects of
 * them was a third of PostgreSQL's time for the statement (decision 060).
 */
export type LinkNames = {
  categories: ReadonlyMap<string, { name: string; slug: string }>;
  subcategories: ReadonlyMap<string, { category_id: string; name: string; slug: string; position: number }>;
};

/** Where the statements of products find their links' names: the kept ones, and a new read of them, kept from then on. */
export type LinkNamesSource = { kept: () => Promise<LinkNames>; fresh: () => Promise<LinkNames> };

export async function readLinkNames(db: Kysely<Database>): Promise<LinkNames> {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'slug']).execute(),
    db.selectFrom('subcategories').select(['id', 'category_id', 'name', 'slug', 'position']).execute(),
  ]);
  return {
    categories: new Map(categories.map(({ id, name, slug }) => [id, { name, slug }])),
    subcategories: new Map(subcategories.map(({ id, ...rest }) => [id, rest])),
  };
}

/**
 * The names for these links: the kept ones, or, when a link names one they do not know (a category made on another
 * instance whose message has not arrived yet), a new read of them, which is kept in their place.
 */
export async function namesFor(
  source: LinkNamesSource,
  kept: LinkNames,
  categoryIds: string[],
  subcategoryIds: string[],
) {
  const known =
    categoryIds.every((id) => kept.categories.has(id)) &&
    subcategoryIds.every((id) => kept.subcategories.has(id));
  return known ? kept : source.fresh();
}

/** A product's ids in one link table, as a JSON array (`fromJson`), in the table's order when it has one. */
function idsOf<A extends string>(
  dialect: DialectName,
  table: 'product_categories' | 'product_subcategories',
  column: 'category_id' | 'subcategory_id',
  ordered: boolean,
  alias: A,
) {
  const order = ordered ? sql` order by ${sql.ref(`${table}.position`)}` : sql``;
  const aggregate =
    dialect === 'postgres'
      ? sql`coalesce(json_agg(${sql.ref(`${table}.${column}`)}${order}), '[]')`
      : sql`json_group_array(${sql.ref(`${table}.${column}`)}${order})`;
  return sql<unknown>`(select ${aggregate} from ${sql.table(table)} where ${sql.ref(`${table}.product_id`)} = ${sql.ref('products.id')})`.as(
    alias,
  );
}

/** A product's categories' ids, in their order, as `category_ids`. */
export const categoryIds = (dialect: DialectName) =>
  idsOf(dialect, 'product_categories', 'category_id', true, 'category_ids');
/** A product's subcategories' ids, as `subcategory_ids`. */
const subcategoryIds = (dialect: DialectName) =>
  idsOf(dialect, 'product_subcategories', 'subcategory_id', false, 'subcategory_ids');

/** The categories of these ids, in their order, with their names (one unknown, since deleted, is left out). */
export function categoriesOf(names: LinkNames, ids: readonly string[]) {
  return ids.flatMap((id) => {
    const category = names.categories.get(id);
    return category ? [{ name: category.name, slug: category.slug }] : [];
  });
}

/** The statement of `productsWithLinks` for `count` ids, whose only parameters are the ids. */
function productsWithLinksQuery(db: Kysely<Database>, dialect: DialectName, count: number) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return db
    .selectFrom('products')
    .selectAll('products')
    .select((eb) => [
      categoryIds(dialect),
      subcategoryIds(dialect),
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

type LinkColumns = { category_ids: unknown; subcategory_ids: unknown; image_links: unknown };

/**
 * The products of these ids, in the order of the ids, each with its categories, subcategories and photographs:
 * one statement, where three link reads beside the rows were three more round trips to PostgreSQL. The links'
 * names are the kept ones (`names`), read beside the statement.
 */
export async function productsWithLinks(
  db: Kysely<Database>,
  dialect: DialectName,
  ids: readonly string[],
  names: LinkNamesSource,
): Promise<ProductsWithLinks> {
  const found: ProductsWithLinks = { rows: [], categories: [], subcategories: [], images: [] };
  if (ids.length === 0) return found;
  const compiled = compiledForIds('products with links', dialect, ids, () =>
    productsWithLinksQuery(db, dialect, ids.length),
  );
  const [{ rows }, kept] = await Promise.all([db.executeQuery(compiled), names.kept()]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const read: { row: ProductRow; categories: string[]; subcategories: string[]; images: unknown }[] = [];
  for (const id of ids) {
    const withLinks: (Partial<LinkColumns> & ProductRow) | undefined = byId.get(id);
    if (!withLinks) continue;
    const { category_ids, subcategory_ids, image_links } = withLinks;
    // The row is the driver's own new object: the link columns are taken off it rather than the rest copied
    // (a rest-spread of a row of SQLite's cost six times as much as the query's own reading of it).
    delete withLinks.category_ids;
    delete withLinks.subcategory_ids;
    delete withLinks.image_links;
    read.push({
      row: withLinks,
      categories: fromJson<string[]>(category_ids),
      subcategories: fromJson<string[]>(subcategory_ids),
      images: image_links,
    });
  }
  const known = await namesFor(
    names,
    kept,
    read.flatMap((product) => product.categories),
    read.flatMap((product) => product.subcategories),
  );
  for (const product of read) {
    const id = product.row.id;
    found.rows.push(product.row);
    for (const category of categoriesOf(known, product.categories))
      found.categories.push({ product_id: id, ...category });
    const subcategories = product.subcategories.flatMap((subcategoryId) => {
      const subcategory = known.subcategories.get(subcategoryId);
      return subcategory ? [{ product_id: id, id: subcategoryId, ...subcategory }] : [];
    });
    subcategories.sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const link of subcategories)
      found.subcategories.push({
        product_id: id,
        id: link.id,
        category_id: link.category_id,
        name: link.name,
        slug: link.slug,
      });
    for (const link of byPosition(fromJson<Omit<ProductImageLink, 'product_id'>[]>(product.images)))
      found.images.push({ product_id: id, ...link });
  }
  return found;
}
