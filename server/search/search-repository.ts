import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';

/** A product as the indexer reads it: the fields search looks in, and what decides whether it is listed. */
export type SearchSource = {
  id: string;
  title: string;
  description: string;
  /** JSON arrays of strings */
  keywords: string;
  tags: string;
  status: string;
  created_at: Date | string;
  price_cents: number | null;
  categories: string[];
};

export type SearchDocument = {
  product_id: string;
  title: string;
  keywords: string;
  categories: string;
  description: string;
  created_at: Date;
  price_cents: number | null;
};

/** What the indexer reads back of a document: its words, to count the vocabulary's changes. */
export type IndexedWords = Pick<
  SearchDocument,
  'product_id' | 'title' | 'keywords' | 'categories' | 'description'
>;

export type SearchSort = 'relevance' | 'newest' | 'price-asc' | 'price-desc';

/**
 * A query in the database's own syntax (query-plan.ts): `match` finds every document the words find, typos
 * included; `exact` those found without a typo; `phrase` those holding the words side by side, in order;
 * `title` those whose title holds every word; `whole` those whose words are whole, none matched by its start.
 */
export type DatabaseQuery = {
  match: string;
  exact: string;
  phrase: string | null;
  title: string;
  whole: string;
};

/** Where a product appears in the four fields, best first: FTS5's bm25 weights and PostgreSQL's ts_rank's. */
const FIELD_WEIGHTS = { title: 10, keywords: 6, categories: 3, description: 1 };

/** Rows written by one statement: far below both databases' limits on parameters. */
const ROWS_PER_STATEMENT = 200;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const WORD_COLUMNS = ['product_id', 'title', 'keywords', 'categories', 'description'] as const;

export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  /**
   * The documents a query matches (`d` is search_documents), narrowed to a category or a subcategory when one is
   * given. On SQLite
   * the FTS table is joined; on PostgreSQL the tsvector is tested.
   */
  function matching(query: string, categoryId?: string, subcategoryId?: string) {
    const base =
      dialect === 'sqlite'
        ? db
            .selectFrom(sql<{ rowid: number }>`search_index`.as('f'))
            .innerJoin('search_documents as d', (join) => join.on(sql<boolean>`d.doc = f.rowid`))
            .where(sql<boolean>`search_index match ${query}`)
        : db
            .selectFrom('search_documents as d')
            .where(sql<boolean>`d.document @@ to_tsquery('simple', ${query})`);
    let narrowed = base;
    if (categoryId)
      narrowed = narrowed.where('d.product_id', 'in', (eb) =>
        eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
      );
    if (subcategoryId)
      narrowed = narrowed.where('d.product_id', 'in', (eb) =>
        eb
          .selectFrom('product_subcategories')
          .select('product_id')
          .where('subcategory_id', '=', subcategoryId),
      );
    return narrowed;
  }

  /**
   * Best first, as the reference engines rank (Meilisearch's rules: typo, proximity, attribute, exactness): a
   * match without typos before one with; then one with the words side by side; then one with every word in the title; then one of whole words before one that matched
   * the word being typed by its start; then by the fields' weights, and newest. A tier that would split nothing (a
   * query without corrections, or without a word being typed) is left out.
   */
  function relevance(query: DatabaseQuery): RawBuilder<unknown>[] {
    const tiers = [
      ...(query.exact !== query.match ? [query.exact] : []),
      ...(query.phrase ? [query.phrase] : []),
      query.title,
      ...(query.whole !== query.match ? [query.whole] : []),
    ];
    if (dialect === 'sqlite') {
      const { title, keywords, categories, description } = FIELD_WEIGHTS;
      return [
        ...tiers.map(
          (tier) => sql`d.doc not in (select rowid from search_index where search_index match ${tier})`,
        ),
        sql`bm25(search_index, ${title}, ${keywords}, ${categories}, ${description})`,
      ];
    }
    const weights = `{${[FIELD_WEIGHTS.description, FIELD_WEIGHTS.categories, FIELD_WEIGHTS.keywords, FIELD_WEIGHTS.title].map((weight) => weight / FIELD_WEIGHTS.title).join(',')}}`;
    return [
      ...tiers.map((tier) => sql`not (d.document @@ to_tsquery('simple', ${tier}))`),
      sql`ts_rank_cd(${weights}::float4[], d.document, to_tsquery('simple', ${query.match})) desc`,
    ];
  }

  return {
    /** One page of the products a query matches, in the chosen order: their ids. */
    async search(
      query: DatabaseQuery,
      options: {
        categoryId?: string;
        subcategoryId?: string;
        sort: SearchSort;
        limit: number;
        offset: number;
      },
    ): Promise<string[]> {
      const orders: RawBuilder<unknown>[] =
        options.sort === 'relevance'
          ? [...relevance(query), sql`d.created_at desc`]
          : options.sort === 'newest'
            ? [sql`d.created_at desc`]
            : options.sort === 'price-asc'
              ? [sql`d.price_cents is null`, sql`d.price_cents asc`]
              : [sql`d.price_cents is null`, sql`d.price_cents desc`];
      let select = matching(query.match, options.categoryId, options.subcategoryId).select('d.product_id');
      for (const order of [...orders, sql`d.doc desc`]) select = select.orderBy(order);
      const rows = await select.limit(options.limit).offset(options.offset).execute();
      return rows.map((row) => row.product_id);
    },

    async count(query: string, categoryId?: string, subcategoryId?: string): Promise<number> {
      // Every document of the FTS table is a listed product: without a category, SQLite counts in the index alone.
      const row =
        dialect === 'sqlite' && !categoryId && !subcategoryId
          ? await db
              .selectFrom(sql<{ rowid: number }>`search_index`.as('f'))
              .where(sql<boolean>`search_index match ${query}`)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          : await matching(query, categoryId, subcategoryId)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether a query finds anything at all: the first match is enough. */
    async finds(query: string): Promise<boolean> {
      return (await matching(query).select('d.product_id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** How many matched products each category holds. */
    async categoryCounts(query: string): Promise<{ categoryId: string; count: number }[]> {
      const rows = await matching(query)
        .innerJoin('product_categories as pc', 'pc.product_id', 'd.product_id')
        .select(['pc.category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('pc.category_id')
        .execute();
      return rows.map((row) => ({ categoryId: row.category_id, count: Number(row.n) }));
    },

    async vocabulary(): Promise<{ term: string; documents: number; word: string }[]> {
      return db.selectFrom('search_terms').select(['term', 'documents', 'word']).execute();
    },

    /** Whether products wait to be indexed. */
    async pending(): Promise<boolean> {
      return (await db.selectFrom('search_queue').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /**
     * One batch of the indexer's work, in one transaction: takes up to `limit` queued changes (the oldest), reads
     * their products as they are now, and hands them to `index`, which writes through the returned writer. On
     * PostgreSQL an advisory lock makes instances take turns, so two never write one product's entry at once.
     */
    async indexBatch(
      limit: number,
      index: (sources: Map<string, SearchSource | null>, writer: SearchWriter) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres')
          await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':search-indexer'))`.execute(
            trx,
          );
        // A write first: on SQLite it takes the write lock now, before anything is read. The oldest queued
        // products are taken with every row queued for them (a product and its links each queue it): each is read
        // once, as it is now, which covers every change committed before this statement.
        const claimed = await trx
          .deleteFrom('search_queue')
          .where('product_id', 'in', (eb) =>
            eb.selectFrom('search_queue').select('product_id').orderBy('id').limit(limit),
          )
          .returning('product_id')
          .execute();
        if (claimed.length === 0) return 0;
        const ids = [...new Set(claimed.map((row) => row.product_id))];
        await index(await readSources(trx, ids), createWriter(trx));
        return claimed.length;
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

async function readSources(trx: Transaction<Database>, ids: string[]) {
  const [products, categories, subcategories] = await Promise.all([
    trx
      .selectFrom('products')
      .select(['id', 'title', 'description', 'keywords', 'tags', 'status', 'created_at', 'price_cents'])
      .where('id', 'in', ids)
      .execute(),
    trx
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.name'])
      .where('pc.product_id', 'in', ids)
      .execute(),
    trx
      .selectFrom('product_subcategories as ps')
      .innerJoin('subcategories as s', 's.id', 'ps.subcategory_id')
      .select(['ps.product_id', 's.name'])
      .where('ps.product_id', 'in', ids)
      .execute(),
  ]);
  const sources = new Map<string, SearchSource | null>(ids.map((id) => [id, null]));
  for (const product of products) sources.set(product.id, { ...product, categories: [] });
  for (const link of [...categories, ...subcategories])
    sources.get(link.product_id)?.categories.push(link.name);
  return sources;
}

function createWriter(trx: Transaction<Database>) {
  return {
    async documents(ids: string[]): Promise<IndexedWords[]> {
      return trx.selectFrom('search_documents').select(WORD_COLUMNS).where('product_id', 'in', ids).execute();
    },
    async put(documents: SearchDocument[]) {
      for (const chunk of chunksOf(documents, ROWS_PER_STATEMENT))
        await trx
          .insertInto('search_documents')
          .values(chunk)
          .onConflict((conflict) =>
            conflict.column('product_id').doUpdateSet((eb) => ({
              title: eb.ref('excluded.title'),
              keywords: eb.ref('excluded.keywords'),
              categories: eb.ref('excluded.categories'),
              description: eb.ref('excluded.description'),
              created_at: eb.ref('excluded.created_at'),
              price_cents: eb.ref('excluded.price_cents'),
            })),
          )
          .execute();
    },
    async remove(ids: string[]) {
      if (ids.length > 0) await trx.deleteFrom('search_documents').where('product_id', 'in', ids).execute();
    },
    /** Adds each term's change in document count; a term no document holds any more leaves the vocabulary. */
    async countTerms(changes: Map<string, { delta: number; word: string }>) {
      const rows = [...changes]
        .filter(([, change]) => change.delta !== 0)
        .map(([term, { delta, word }]) => ({ term, documents: delta, word }));
      for (const chunk of chunksOf(rows, ROWS_PER_STATEMENT))
        await trx
          .insertInto('search_terms')
          .values(chunk)
          .onConflict((conflict) =>
            conflict.column('term').doUpdateSet((eb) => ({
              documents: eb('search_terms.documents', '+', eb.ref('excluded.documents')),
            })),
          )
          .execute();
      if (rows.some((row) => row.documents < 0))
        await trx.deleteFrom('search_terms').where('documents', '<=', 0).execute();
    },
  };
}

export type SearchWriter = ReturnType<typeof createWriter>;

export type SearchMissKind = 'no-results' | 'no-click';
export type SearchMiss = { query: string; noResults: number; noClick: number; lastSeen: Date | string };

/** The record of searches that found nothing, or nothing opened (migration 0010). */
export function createSearchMissRepository(db: Kysely<Database>) {
  return {
    /** Counts one, in one statement: two visitors at once both count. */
    async record(week: string, query: string, kind: SearchMissKind, now: Date): Promise<void> {
      const column = kind === 'no-results' ? 'no_results' : 'no_click';
      await db
        .insertInto('search_misses')
        .values({ week, query, [column]: 1, last_seen: now })
        .onConflict((conflict) =>
          conflict.columns(['week', 'query']).doUpdateSet((eb) => ({
            [column]: eb(`search_misses.${column}`, '+', 1),
            last_seen: eb.ref('excluded.last_seen'),
          })),
        )
        .execute();
    },
    async top(week: string, limit: number): Promise<SearchMiss[]> {
      const rows = await db
        .selectFrom('search_misses')
        .select(['query', 'no_results', 'no_click', 'last_seen'])
        .where('week', '=', week)
        .orderBy(sql`no_results + no_click`, 'desc')
        .orderBy('last_seen', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        query: row.query,
        noResults: row.no_results,
        noClick: row.no_click,
        lastSeen: row.last_seen,
      }));
    },
  };
}
