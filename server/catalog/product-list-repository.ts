import { sql, type AliasedSelectQueryBuilder, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AdminProductSort } from '#common/schemas/products.ts';
import { compiledForValues } from '#server/db/compiled-once.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { from, numbered, ORDERS } from './list-orders.ts';
import { formOf, valuesOf, valuesOfShelves, withValues } from './list-values.ts';
import { inCategory, inSubcategory } from './product-match.ts';

/**
 * A list of products as the site shows it, without a text filter: the published ones (a visitor's) or all of them
 * (the admin's), of one category or subcategory or of the whole catalogue, in one of the admin's orders (a
 * visitor's lists are always `newest`). Its products are read a page at a time from an index, never sorted.
 */
export type ProductList = {
  drafts: boolean;
  categoryId?: string;
  subcategoryId?: string;
  order: AdminProductSort;
  /**
   * One shelf of a visitor's list (decision 030): only the available pieces (`false`) or only the sold ones
   * (`true`); both when not given.
   */
  sold?: boolean;
  /** A visitor's filters (decision 037): one material (lowercased), a price range in cents, both ends included. */
  material?: string;
  minCents?: number;
  maxCents?: number;
};

/** How many products of a list hold each material, on each shelf: the filters' counts (decision 037). */
export type MaterialCount = { material: string | null; sold: boolean; count: number };
/** A product's place in a list: its sort key (a date, a lowercased title or a price) and, for ties, its id. */
export type ListPosition = { key: string | number | Date; id: string };

const filtered = (list: ProductList) =>
  list.material !== undefined || list.minCents !== undefined || list.maxCents !== undefined;

/** The visitor's filters as a condition on `products`: its material and its price range. */
function filtersMatch(eb: ExpressionBuilder<Database, 'products'>, list: ProductList) {
  const conditions = [];
  if (list.material !== undefined) conditions.push(eb('products.material', '=', list.material));
  if (list.minCents !== undefined) conditions.push(eb('products.price_cents', '>=', list.minCents));
  if (list.maxCents !== undefined) conditions.push(eb('products.price_cents', '<=', list.maxCents));
  return eb.and(conditions);
}

/**
 * The product lists read along their indexes (decision 030): a page from a known place however deep it is, the
 * heads of a visitor's shelves, the anchors a deep page starts from, the counts, and the sitemap's walk. The page's
 * positions and the shelves' heads, read on every list request, are compiled once per form of list and kept
 * prepared on PostgreSQL (compiled-once.ts).
 */
export function createProductListRepository(db: Kysely<Database>, dialect: DialectName) {
  /**
   * A list's rows as the subquery `list` of (key, id), filtered, not ordered: the page, anchor and count queries
   * are built around it, and both databases fold it into them. A category's or subcategory's list in date order
   * reads its link rows, whose index holds the product's date and status after the category (migration 0007); the
   * other orders walk the products' index of that order and keep those of the category.
   *
   * A subcategory's list is the products linked to it: every write links a product to a subcategory only with the
   * subcategory's category (decision 015), so the category need not be checked again row by row.
   */
  function listSource(list: ProductList): AliasedSelectQueryBuilder<ListPosition, 'list'> {
    const dated = list.order === 'newest' || list.order === 'oldest';
    if (dated && (list.subcategoryId || list.categoryId)) {
      let query = linkRows(list).select(['link.product_created_at as key', 'link.product_id as id']);
      if (list.sold !== undefined) query = query.where('link.product_sold_out', '=', list.sold);
      if (filtered(list))
        query = query
          .innerJoin('products', 'products.id', 'link.product_id')
          .where((eb) => filtersMatch(eb, list));
      return query.as('list');
    }
    let query = db
      .selectFrom('products')
      .select([ORDERS[list.order].key('products').as('key'), 'products.id as id'])
      .where((eb) => filtersMatch(eb, list));
    if (!list.drafts) query = query.where('products.status', '=', 'published');
    if (list.sold !== undefined) query = query.where('products.sold_out', '=', list.sold);
    if (list.subcategoryId) query = query.where((eb) => inSubcategory(eb, list.subcategoryId!));
    else if (list.categoryId) query = query.where((eb) => inCategory(eb, list.categoryId!));
    return query.as('list');
  }

  /** A category's or subcategory's link rows (its published products' only, for a visitor's list). */
  function linkRows(list: ProductList) {
    const query = list.subcategoryId
      ? db.selectFrom('product_subcategories as link').where('link.subcategory_id', '=', list.subcategoryId)
      : db.selectFrom('product_categories as link').where('link.category_id', '=', list.categoryId!);
    return list.drafts ? query : query.where('link.product_status', '=', 'published');
  }

  /** The list's rows in its order, as (key, id). */
  const inOrder = (list: ProductList) => {
    const order = ORDERS[list.order];
    return db
      .selectFrom(listSource(list))
      .select(['list.key', 'list.id'])
      .orderBy('list.key', order.direction)
      .orderBy('list.id', order.ties);
  };

  return {
    /**
     * Up to `limit` positions of the list, from `start` (the list's first row when not given) and `skip` rows on:
     * a walk along one index from a known place, however deep in the list it is.
     */
    async listPositions(
      list: ProductList,
      options: { start?: ListPosition; skip: number; limit: number },
    ): Promise<ListPosition[]> {
      const values = {
        ...valuesOf(list),
        startKey: options.start?.key,
        startId: options.start?.id,
        skip: options.skip > 0 ? options.skip : undefined,
        limit: options.limit,
      };
      const compiled = compiledForValues('list positions', dialect, formOf(list), values, (marked) => {
        let query = inOrder(withValues(list, marked)).limit(marked.limit);
        if (marked.startKey !== undefined) {
          const start = { key: marked.startKey, id: marked.startId! };
          query = query.where(from(start, ORDERS[list.order], true));
        }
        if (marked.skip !== undefined) query = query.offset(marked.skip);
        return query.compile();
      });
      return (await db.executeQuery(compiled)).rows;
    },

    /**
     * The first `limit` positions of each list, in one statement: the head of a visitor's list across its shelves
     * (decision 030), read in as many statements however many shelves come short. Each list's head is a short walk
     * along its index; they come back numbered, in the lists' order.
     */
    async listHeads(lists: readonly ProductList[], limit: number): Promise<ListPosition[][]> {
      if (lists.length === 0) return [];
      const values = { limit, ...valuesOfShelves(lists) };
      const compiled = compiledForValues(
        'list heads',
        dialect,
        lists.map(formOf).join(' | '),
        values,
        (marked) => {
          const heads = lists.map((list, shelf) =>
            db
              .selectFrom(
                inOrder(withValues(list, marked, `${shelf}.`))
                  .limit(marked.limit)
                  .as('head'),
              )
              .select([
                'head.key',
                'head.id',
                sql<number>`${sql.lit(shelf)}`.as('shelf'),
                numbered('head', ORDERS[list.order]).as('n'),
              ]),
          );
          const [first, ...others] = heads;
          const union = others.reduce((query, head) => query.unionAll(head), first!);
          return db
            .selectFrom(union.as('heads'))
            .select(['heads.key', 'heads.id', 'heads.shelf'])
            .orderBy('heads.shelf')
            .orderBy('heads.n')
            .compile();
        },
      );
      const { rows } = await db.executeQuery(compiled);
      const found = lists.map((): ListPosition[] => []);
      for (const row of rows) found[Number(row.shelf)]!.push({ key: row.key, id: row.id });
      return found;
    },

    /** The positions of the list's rows 0, `every`, 2 × `every`, …: one pass along its index. */
    async listAnchors(list: ProductList, every: number): Promise<ListPosition[]> {
      const rowsNumbered = db
        .selectFrom(listSource(list))
        .select(['list.key', 'list.id', numbered('list', ORDERS[list.order]).as('n')])
        .as('numbered');
      // Put in order here rather than by the database, which would sort them again although they come in order.
      const rows = await db
        .selectFrom(rowsNumbered)
        .select(['numbered.key', 'numbered.id', 'numbered.n'])
        .where(sql`(${sql.ref('numbered.n')} - 1) % ${sql.lit(every)}`, '=', 0)
        .execute();
      return rows.sort((a, b) => Number(a.n) - Number(b.n)).map(({ key, id }) => ({ key, id }));
    },

    /**
     * How many of the list's products hold each material, available and sold apart: one grouped read of the list
     * (its material left out), along the material index for the whole catalogue or the link rows of a category.
     */
    async materialCounts(list: ProductList): Promise<MaterialCount[]> {
      const rest: ProductList = { ...list, material: undefined };
      const source =
        rest.categoryId || rest.subcategoryId
          ? linkRows(rest).innerJoin('products', 'products.id', 'link.product_id')
          : db
              .selectFrom('products')
              .where((eb) => (rest.drafts ? eb.and([]) : eb('products.status', '=', 'published')));
      const rows = await source
        .where((eb) => filtersMatch(eb, rest))
        .select((eb) => [
          'products.material',
          'products.sold_out',
          eb.fn.countAll<number | string>().as('count'),
        ])
        .groupBy(['products.material', 'products.sold_out'])
        .execute();
      return rows.map((row) => ({
        material: row.material,
        sold: Boolean(row.sold_out),
        count: Number(row.count),
      }));
    },

    async countList(list: ProductList): Promise<number> {
      const row = await db
        .selectFrom(listSource(list))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Published products for the sitemap, oldest first, from `start` (after it, when not `inclusive`): slug, last
     * change and position, `limit` at a time along the index of status and date.
     */
    async sitemapProducts(
      start: ListPosition,
      inclusive: boolean,
      limit: number,
    ): Promise<(ListPosition & { slug: string; updated_at: Date | string })[]> {
      return db
        .selectFrom(
          db
            .selectFrom('products')
            .select([
              'products.created_at as key',
              'products.id as id',
              'products.slug',
              'products.updated_at',
            ])
            .where('products.status', '=', 'published')
            .as('list'),
        )
        .select(['list.key', 'list.id', 'list.slug', 'list.updated_at'])
        .where(from(start, ORDERS.oldest, inclusive))
        .orderBy('list.key', 'asc')
        .orderBy('list.id', 'asc')
        .limit(limit)
        .execute();
    },
  };
}
