import {
  sql,
  type AliasedSelectQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
  type Kysely,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { AdminProductSort } from '#common/schemas/products.ts';
import type { DialectName } from '#server/db/database.ts';
import { priceHighKey, priceLowKey } from '#server/db/migrations/0007-catalogue-at-scale.ts';
import type { Database, NewProductRow, ProductRow, ProductUpdate } from '#server/db/schema.ts';
import { containsText } from '#server/db/text-filters.ts';
import { audited, type Audit } from '#server/history/history.ts';

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

type Executor = Kysely<Database> | Transaction<Database>;

/** The products of one subcategory (a category page's `?sub=`); text search is the search index's (decision 022). */
export type ProductFilter = { subcategoryId?: string };

export type { AdminProductSort };
export type AdminProductQuery = { search?: string; categoryId?: string; sort: AdminProductSort };

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
};
/** A product's place in a list: its sort key (a date, a lowercased title or a price) and, for ties, its id. */
export type ListPosition = { key: string | number | Date; id: string };

type Direction = 'asc' | 'desc';
type ListOrder = {
  /** The sort key of a row of `products` (or of a table aliased so). */
  key: (products: string) => RawBuilder<string | number | Date>;
  direction: Direction;
  /** The direction of the id among rows of the same key. */
  ties: Direction;
};

/**
 * Each order of a list. The keys are the expressions of the indexes of migration 0007, column for column: a
 * database uses an expression index only for the same expression.
 */
const ORDERS: Record<AdminProductSort, ListOrder> = {
  newest: { key: (products) => sql.ref(`${products}.created_at`), direction: 'desc', ties: 'desc' },
  oldest: { key: (products) => sql.ref(`${products}.created_at`), direction: 'asc', ties: 'asc' },
  title: { key: (products) => sql`lower(${sql.ref(`${products}.title`)})`, direction: 'asc', ties: 'desc' },
  'price-high': {
    key: (products) => priceHighKey(sql.ref(`${products}.price_cents`)),
    direction: 'desc',
    ties: 'desc',
  },
  'price-low': {
    key: (products) => priceLowKey(sql.ref(`${products}.price_cents`)),
    direction: 'asc',
    ties: 'desc',
  },
};

export type ProductLinks = {
  categoryIds?: readonly string[];
  subcategoryIds?: readonly string[];
  images?: readonly NewProductImage[];
};

/** Replaces the product's categories, subcategories and photographs that are given, in the caller's transaction. */
export async function replaceProductLinks(
  trx: Transaction<Database>,
  productId: string,
  links: ProductLinks,
) {
  if (links.categoryIds) {
    await trx.deleteFrom('product_categories').where('product_id', '=', productId).execute();
    if (links.categoryIds.length > 0)
      await trx
        .insertInto('product_categories')
        .values(
          links.categoryIds.map((category_id, position) => ({
            product_id: productId,
            category_id,
            position,
          })),
        )
        .execute();
  }
  if (links.subcategoryIds) {
    await trx.deleteFrom('product_subcategories').where('product_id', '=', productId).execute();
    if (links.subcategoryIds.length > 0)
      await trx
        .insertInto('product_subcategories')
        .values(links.subcategoryIds.map((subcategory_id) => ({ product_id: productId, subcategory_id })))
        .execute();
  }
  if (links.images) {
    await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
    if (links.images.length > 0)
      await trx
        .insertInto('product_images')
        .values(links.images.map((image, position) => ({ product_id: productId, position, ...image })))
        .execute();
  }
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

/**
 * The admin list's filter as a condition on `products`: its search (title, keyword or slug) and its category. The
 * list reads with it, and a bulk edit of "all matching this filter" selects with it: the same products.
 */
export function adminProductMatch(query: Omit<AdminProductQuery, 'sort'>) {
  return (eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search)
      conditions.push(
        eb.or([
          containsText('products.title', query.search),
          containsText('products.keywords', query.search),
          containsText('products.slug', query.search),
        ]),
      );
    if (query.categoryId)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('product_categories')
            .select('product_categories.product_id')
            .whereRef('product_categories.product_id', '=', 'products.id')
            .where('product_categories.category_id', '=', query.categoryId),
        ),
      );
    return eb.and(conditions);
  };
}

/** Product rows and their links, read in one statement (`productsWithLinks`). */
export type ProductsWithLinks = {
  rows: ProductRow[];
  categories: ProductCategoryLink[];
  subcategories: ProductSubcategoryLink[];
  images: ProductImageLink[];
};

/** A JSON column as the driver gives it: parsed by PostgreSQL's driver, text from SQLite's. */
const fromJson = <T>(value: unknown): T[] => (typeof value === 'string' ? JSON.parse(value) : value) as T[];

/** The links in their order: a JSON aggregate keeps its subquery's order in practice, not by any promise. */
const byPosition = <T extends { position: number }>(links: T[]) =>
  links.sort((a, b) => a.position - b.position);

export function createCatalogRepository(db: Kysely<Database>, dialect: DialectName) {
  const jsonArrayFrom = dialect === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  function publishedProducts(executor: Executor, categoryId?: string, filter?: ProductFilter) {
    let query = executor.selectFrom('products').where('products.status', '=', 'published');
    if (categoryId) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_categories')
            .select('product_categories.product_id')
            .whereRef('product_categories.product_id', '=', 'products.id')
            .where('product_categories.category_id', '=', categoryId),
        ),
      );
    }
    if (filter?.subcategoryId) {
      const subcategoryId = filter.subcategoryId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_subcategories')
            .select('product_subcategories.product_id')
            .whereRef('product_subcategories.product_id', '=', 'products.id')
            .where('product_subcategories.subcategory_id', '=', subcategoryId),
        ),
      );
    }
    return query;
  }

  const adminProducts = (query: AdminProductQuery) =>
    db.selectFrom('products').where(adminProductMatch(query));

  const inCategory = (productId: string, categoryId: string) =>
    db
      .selectFrom('product_categories as member')
      .select('member.product_id')
      .where('member.product_id', '=', sql.ref<string>(productId))
      .where('member.category_id', '=', categoryId);
  const inSubcategory = (productId: string, subcategoryId: string) =>
    db
      .selectFrom('product_subcategories as member')
      .select('member.product_id')
      .where('member.product_id', '=', sql.ref<string>(productId))
      .where('member.subcategory_id', '=', subcategoryId);

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
      let query = list.subcategoryId
        ? db
            .selectFrom('product_subcategories as link')
            .select(['link.product_created_at as key', 'link.product_id as id'])
            .where('link.subcategory_id', '=', list.subcategoryId)
        : db
            .selectFrom('product_categories as link')
            .select(['link.product_created_at as key', 'link.product_id as id'])
            .where('link.category_id', '=', list.categoryId!);
      if (!list.drafts) query = query.where('link.product_status', '=', 'published');
      if (list.sold !== undefined) query = query.where('link.product_sold_out', '=', list.sold);
      return query.as('list');
    }
    let query = db
      .selectFrom('products')
      .select([ORDERS[list.order].key('products').as('key'), 'products.id as id']);
    if (!list.drafts) query = query.where('products.status', '=', 'published');
    if (list.sold !== undefined) query = query.where('products.sold_out', '=', list.sold);
    if (list.subcategoryId)
      query = query.where((eb) => eb.exists(inSubcategory('products.id', list.subcategoryId!)));
    else if (list.categoryId)
      query = query.where((eb) => eb.exists(inCategory('products.id', list.categoryId!)));
    return query.as('list');
  }

  /** The rows at or after `from` in the list's order (after it only, when not `inclusive`). */
  function from(position: ListPosition, order: ListOrder, inclusive: boolean) {
    return (eb: ExpressionBuilder<{ list: ListPosition }, 'list'>) => {
      const tieBefore = order.ties === 'desc' ? (inclusive ? '>' : '>=') : inclusive ? '<' : '<=';
      return eb.and([
        eb('list.key', order.direction === 'desc' ? '<=' : '>=', position.key),
        eb.not(eb.and([eb('list.key', '=', position.key), eb('list.id', tieBefore, position.id)])),
      ]);
    };
  }

  /** A trashed product's address, kept for its restore (decision 026). */
  const trashedSlug = async (slug: string) =>
    Boolean(
      await db
        .selectFrom('trash_slugs')
        .select('slug')
        .where('kind', '=', 'product')
        .where('slug', '=', slug)
        .executeTakeFirst(),
    );

  return {
    /**
     * Up to `limit` positions of the list, from `start` (the list's first row when not given) and `skip` rows on:
     * a walk along one index from a known place, however deep in the list it is.
     */
    async listPositions(
      list: ProductList,
      options: { start?: ListPosition; skip: number; limit: number },
    ): Promise<ListPosition[]> {
      const order = ORDERS[list.order];
      let query = db.selectFrom(listSource(list)).select(['list.key', 'list.id']);
      if (options.start) query = query.where(from(options.start, order, true));
      query = query.orderBy('list.key', order.direction).orderBy('list.id', order.ties).limit(options.limit);
      if (options.skip > 0) query = query.offset(options.skip);
      return query.execute();
    },

    /**
     * The first `limit` positions of each list, in one statement: the head of a visitor's list across its shelves
     * (decision 030), read in as many statements however many shelves come short. Each list's head is a short walk
     * along its index; they come back numbered, in the lists' order.
     */
    async listHeads(lists: readonly ProductList[], limit: number): Promise<ListPosition[][]> {
      const heads = lists.map((list, shelf) => {
        const order = ORDERS[list.order];
        const head = db
          .selectFrom(listSource(list))
          .select(['list.key', 'list.id'])
          .orderBy('list.key', order.direction)
          .orderBy('list.id', order.ties)
          .limit(limit)
          .as('head');
        return db
          .selectFrom(head)
          .select([
            'head.key',
            'head.id',
            sql<number>`${sql.lit(shelf)}`.as('shelf'),
            sql<number>`row_number() over (order by ${sql.ref('head.key')} ${sql.raw(order.direction)}, ${sql.ref('head.id')} ${sql.raw(order.ties)})`.as(
              'n',
            ),
          ]);
      });
      const [first, ...others] = heads;
      if (!first) return [];
      const union = others.reduce((query, head) => query.unionAll(head), first);
      const rows = await db
        .selectFrom(union.as('heads'))
        .select(['heads.key', 'heads.id', 'heads.shelf'])
        .orderBy('heads.shelf')
        .orderBy('heads.n')
        .execute();
      const found = lists.map((): ListPosition[] => []);
      for (const row of rows) found[Number(row.shelf)]!.push({ key: row.key, id: row.id });
      return found;
    },

    /** The positions of the list's rows 0, `every`, 2 × `every`, …: one pass along its index. */
    async listAnchors(list: ProductList, every: number): Promise<ListPosition[]> {
      const order = ORDERS[list.order];
      const numbered = db
        .selectFrom(listSource(list))
        .select([
          'list.key',
          'list.id',
          sql<number>`row_number() over (order by ${sql.ref('list.key')} ${sql.raw(order.direction)}, ${sql.ref('list.id')} ${sql.raw(order.ties)})`.as(
            'n',
          ),
        ])
        .as('numbered');
      // Put in order here rather than by the database, which would sort them again although they come in order.
      const rows = await db
        .selectFrom(numbered)
        .select(['numbered.key', 'numbered.id', 'numbered.n'])
        .where(sql`(${sql.ref('numbered.n')} - 1) % ${sql.lit(every)}`, '=', 0)
        .execute();
      return rows.sort((a, b) => Number(a.n) - Number(b.n)).map(({ key, id }) => ({ key, id }));
    },

    async countList(list: ProductList): Promise<number> {
      const row = await db
        .selectFrom(listSource(list))
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The products of these ids, in the order of the ids. */
    async findByIds(ids: readonly string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    },

    /**
     * The products of these ids, in the order of the ids, each with its categories, subcategories and photographs:
     * one statement, where the three link reads beside `findByIds` were three more round trips to PostgreSQL.
     */
    async productsWithLinks(ids: readonly string[]): Promise<ProductsWithLinks> {
      const found: ProductsWithLinks = { rows: [], categories: [], subcategories: [], images: [] };
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('products')
        .selectAll('products')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('product_categories')
              .innerJoin('categories', 'categories.id', 'product_categories.category_id')
              .select(['product_categories.position', 'categories.name', 'categories.slug'])
              .whereRef('product_categories.product_id', '=', 'products.id'),
          ).as('category_links'),
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
        .where('products.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const withLinks = byId.get(id);
        if (!withLinks) continue;
        const { category_links, subcategory_links, image_links, ...row } = withLinks;
        found.rows.push(row);
        type Sub = Omit<ProductSubcategoryLink, 'product_id'> & { position: number };
        for (const link of byPosition(
          fromJson<Omit<ProductCategoryLink, 'product_id'> & { position: number }>(category_links),
        ))
          found.categories.push({ product_id: id, name: link.name, slug: link.slug });
        const subcategories = fromJson<Sub>(subcategory_links).sort(
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
        for (const link of byPosition(fromJson<Omit<ProductImageLink, 'product_id'>>(image_links)))
          found.images.push({ product_id: id, ...link });
      }
      return found;
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

    /** A visitor's list as a plain OFFSET over it, the available pieces first: the reference the tests compare with. */
    async listPublished(options: {
      limit?: number;
      offset?: number;
      categoryId?: string;
      filter?: ProductFilter;
    }): Promise<ProductRow[]> {
      let query = publishedProducts(db, options.categoryId, options.filter)
        .selectAll('products')
        .orderBy('products.sold_out', 'asc')
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },

    async countPublished(categoryId?: string, filter?: ProductFilter): Promise<number> {
      const row = await publishedProducts(db, categoryId, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * The admin's list searched by title, keyword or slug, drafts included, in the chosen order: an OFFSET over the
     * matches, since a search reads every row (without one, the list is read along an index: `listPositions`).
     */
    async listAdmin(query: AdminProductQuery & { limit: number; offset: number }): Promise<ProductRow[]> {
      const order = ORDERS[query.sort];
      const select = adminProducts(query)
        .selectAll('products')
        .orderBy(order.key('products'), order.direction)
        .orderBy('products.id', order.ties);
      return select.limit(query.limit).offset(query.offset).execute();
    },

    async countAdmin(query: AdminProductQuery): Promise<number> {
      const row = await adminProducts(query)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Replaces a product's fields, and its categories, subcategories and photographs when given, in one
     * transaction. A changed slug leaves the old one in the history, where it keeps answering with a redirect.
     * With `expectedUpdatedAt` the product is written only while it is as the form read it, in the same conditional
     * statement (two saves of one version at once: one wins); false, with nothing written, when it changed since.
     */
    async updateProduct(
      id: string,
      patch: ProductUpdate,
      change: ProductLinks & { oldSlug?: string; expectedUpdatedAt?: Date },
      audit?: Audit,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await audit?.before(trx);
        const result = await trx
          .updateTable('products')
          .set(patch)
          .where('id', '=', id)
          .$if(change.expectedUpdatedAt !== undefined, (update) =>
            update.where('updated_at', '=', change.expectedUpdatedAt!),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (change.oldSlug && patch.slug && change.oldSlug !== patch.slug) {
          await trx.deleteFrom('product_slug_history').where('slug', '=', patch.slug).execute();
          await trx
            .insertInto('product_slug_history')
            .values({ slug: change.oldSlug, product_id: id, created_at: new Date() })
            .execute();
        }
        await replaceProductLinks(trx, id, change);
        await audit?.after(trx);
        return true;
      });
    },

    /**
     * Marks a product sold or available again, in one statement: marked twice, it keeps the date it was first
     * sold. False when there is no such product.
     */
    async setSold(id: string, sold: boolean, now: Date, audit?: Audit): Promise<boolean> {
      return audited(db, audit, async (trx) => {
        const result = await trx
          .updateTable('products')
          .set({
            sold_out: sold,
            sold_out_at: sold ? sql<Date>`coalesce(sold_out_at, ${now})` : null,
            updated_at: now,
          })
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },

    /**
     * The list's quick edit: the fields given, in one statement, only while the product is as the admin read it
     * (its `updated_at`); false when it has changed since, or is gone. A new price keeps a former price only above
     * it (a sale stays a sale, or stops being one).
     */
    async quickEdit(
      id: string,
      patch: { title?: string; priceCents?: number; status?: 'published' | 'draft' },
      expectedUpdatedAt: Date,
      now: Date,
      audit?: Audit,
    ): Promise<boolean> {
      return audited(db, audit, async (trx) => {
        const result = await trx
          .updateTable('products')
          .set({
            ...(patch.title !== undefined ? { title: patch.title } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.priceCents !== undefined
              ? {
                  price_cents: patch.priceCents,
                  original_price_cents: sql<
                    number | null
                  >`case when original_price_cents > ${sql.lit(patch.priceCents)} then original_price_cents else null end`,
                }
              : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .where('updated_at', '=', expectedUpdatedAt)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      });
    },

    /** Whether a slug is used by another product, now or in the past. */
    async slugTakenByOther(slug: string, id: string): Promise<boolean> {
      const current = await db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (current) return true;
      const old = await db
        .selectFrom('product_slug_history')
        .select('slug')
        .where('slug', '=', slug)
        .where('product_id', '!=', id)
        .executeTakeFirst();
      return Boolean(old) || trashedSlug(slug);
    },

    /** Every product, drafts included, newest first: what the admin sees. */
    async listRecent(limit: number): Promise<ProductRow[]> {
      return db
        .selectFrom('products')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findById(id: string): Promise<ProductRow | undefined> {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findBySlug(slug: string): Promise<ProductRow | undefined> {
      return db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    async findIdByOldSlug(slug: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('product_slug_history')
        .select('product_id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row?.product_id;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (product) return true;
      const old = await db
        .selectFrom('product_slug_history')
        .select('slug')
        .where('slug', '=', slug)
        .executeTakeFirst();
      return Boolean(old) || trashedSlug(slug);
    },

    async insertProduct(
      product: NewProductRow,
      links: ProductLinks,
      alongside?: (trx: Transaction<Database>) => Promise<void>,
      audit?: Audit,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('products').values(product).execute();
        await replaceProductLinks(trx, product.id, links);
        await alongside?.(trx);
        await audit?.after(trx);
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
