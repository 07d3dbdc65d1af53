import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import { countRows } from '#server/db/count-rows.ts';
import type { Database, NewProductRow, ProductRow, ProductUpdate } from '#server/db/schema.ts';
import { audited, type Audit } from '#server/history/history.ts';
import { adminRows } from './admin-rows.ts';
import { productsWithLinks, readLinkNames, replaceProductLinks, type ProductLinks } from './product-links.ts';
import { keptUntilCatalogueChange } from './kept-until-change.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import { ORDERS } from './list-orders.ts';
import { createProductListRepository } from './product-list-repository.ts';
import { relatedPieceIds, type RelatedQuery } from './related-pieces-repository.ts';
import { adminProductMatch, inCategory, inSubcategory, type AdminProductQuery } from './product-match.ts';

/** The old-site import writes a product's links as the catalogue does. */
export { replaceProductLinks, type ProductLinks };

/** The products of one subcategory (a category page's `?sub=`); text search is the search index's (decision 022). */
export type ProductFilter = { subcategoryId?: string };

/**
 * Every query of the products: their lists (product-list-repository.ts), their links (product-links.ts), the
 * admin's search, the writes of one product and its slugs.
 */
export function createCatalogRepository(
  db: Kysely<Database>,
  dialect: DialectName,
  /** Where catalogue changes are heard: the links' names are kept between them (decision 060). */
  changes?: Pick<ChangeBus, 'subscribe'>,
) {
  const kept = keptUntilCatalogueChange(changes, () => readLinkNames(db));
  // A link to an id the kept names do not know: they are read again, and kept from then on.
  const names = {
    kept,
    fresh: () => {
      kept.forget();
      return kept();
    },
  };
  function publishedProducts(categoryId?: string, filter?: ProductFilter) {
    let query = db.selectFrom('products').where('products.status', '=', 'published');
    if (categoryId) query = query.where((eb) => inCategory(eb, categoryId));
    const subcategoryId = filter?.subcategoryId;
    if (subcategoryId) query = query.where((eb) => inSubcategory(eb, subcategoryId));
    return query;
  }

  const adminProducts = (query: AdminProductQuery) =>
    db.selectFrom('products').where(adminProductMatch(query));

  /**
   * Whether a product (other than `exceptId`) has the slug now or had it before, where it still redirects; a
   * trashed product keeps its address for its restore (decision 026). One statement for the three tables.
   */
  async function slugInUse(slug: string, exceptId?: string): Promise<boolean> {
    const found = await db
      .selectFrom('products')
      .select('slug')
      .where('slug', '=', slug)
      .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
      .unionAll(
        db
          .selectFrom('product_slug_history')
          .select('slug')
          .where('slug', '=', slug)
          .$if(exceptId !== undefined, (query) => query.where('product_id', '!=', exceptId!)),
      )
      .unionAll(
        db.selectFrom('trash_slugs').select('slug').where('kind', '=', 'product').where('slug', '=', slug),
      )
      .limit(1)
      .executeTakeFirst();
    return found !== undefined;
  }

  return {
    relatedIds: (query: RelatedQuery) => relatedPieceIds(db, query),
    ...createProductListRepository(db, dialect),

    /** The products of these ids, in the order of the ids, each with its categories, subcategories and photographs. */
    productsWithLinks: (ids: readonly string[]) => productsWithLinks(db, dialect, ids, names),

    /** The admin list's rows of these ids, in the order of the ids: what the list shows, and no more. */
    adminRows: (ids: readonly string[]) => adminRows(db, dialect, ids, names),

    /** A visitor's list as a plain OFFSET over it, the available pieces first: the reference the tests compare with. */
    async listPublished(options: {
      limit?: number;
      offset?: number;
      categoryId?: string;
      filter?: ProductFilter;
    }): Promise<ProductRow[]> {
      let query = publishedProducts(options.categoryId, options.filter)
        .selectAll('products')
        .orderBy('products.sold_out', 'asc')
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc');
      if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
      return query.execute();
    },

    countPublished: (categoryId?: string, filter?: ProductFilter): Promise<number> =>
      countRows(publishedProducts(categoryId, filter)),

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

    countAdmin: (query: AdminProductQuery): Promise<number> => countRows(adminProducts(query)),

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

    /** Whether a slug is used by another product than `id`, now or in the past. */
    slugTakenByOther: (slug: string, id: string) => slugInUse(slug, id),

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

    countAll: (): Promise<number> => countRows(db.selectFrom('products')),

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

    /** Whether a slug is used by a product, now or in the past. */
    slugTaken: (slug: string) => slugInUse(slug),

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
