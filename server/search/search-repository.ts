import { sql, type Kysely } from 'kysely';
import { countRows } from '#server/db/count-rows.ts';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { createWriter, readSources, type SearchWriter } from './search-index-writer.ts';

export type { SearchWriter };

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
  sold_out: boolean | number;
  material: string | null;
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
  sold_out: boolean;
  material: string | null;
};

/** What the indexer reads back of a document: its words, to count the vocabulary's changes. */
export type IndexedWords = Pick<
  SearchDocument,
  'product_id' | 'title' | 'keywords' | 'categories' | 'description'
>;

/** A document's facts as search keeps them in memory (search-facts.ts). */
export type DocumentFacts = {
  doc: number;
  productId: string;
  createdAt: Date;
  priceCents: number | null;
  soldOut: boolean;
  material: string | null;
  categoryIds: string[];
  subcategoryIds: string[];
};

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

export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  /**
   * The tiers of decision 022's ranking, best first (Meilisearch's rules: typo, proximity, attribute, exactness): a
   * match without typos; one with the words side by side; one with every word in the title; one of whole words,
   * none matched by its start. A tier that would split nothing (a query without corrections, or without a word
   * being typed) is left out.
   */
  const tiersOf = (query: DatabaseQuery) => [
    ...(query.exact !== query.match ? [query.exact] : []),
    ...(query.phrase ? [query.phrase] : []),
    query.title,
    ...(query.whole !== query.match ? [query.whole] : []),
  ];

  /** PostgreSQL's ts_rank_cd weights, D to A, as fractions of the title's. */
  const RANK_WEIGHTS = `{${[FIELD_WEIGHTS.description, FIELD_WEIGHTS.categories, FIELD_WEIGHTS.keywords, FIELD_WEIGHTS.title].map((weight) => weight / FIELD_WEIGHTS.title).join(',')}}`;

  /** Document numbers of a comma-separated list, from the highest. */
  const numbers = (list: string | null | undefined): number[] => {
    const docs: number[] = [];
    if (!list) return docs;
    let value = 0;
    let descending = true;
    // Read by hand: splitting 30,000 numbers into strings costs more than the database's search.
    for (let index = 0; index <= list.length; index++) {
      const code = index < list.length ? list.charCodeAt(index) : 44;
      if (code === 44) {
        if (docs.length > 0 && value > docs[docs.length - 1]!) descending = false;
        docs.push(value);
        value = 0;
      } else value = value * 10 + (code - 48);
    }
    // SQLite's index gives them lowest first, PostgreSQL's in no set order.
    if (descending) return docs;
    let ascending = true;
    for (let index = 1; index < docs.length && ascending; index++)
      ascending = docs[index - 1]! < docs[index]!;
    return ascending ? docs.reverse() : docs.sort((a, b) => b - a);
  };

  return {
    /**
     * Every document a query matches, highest number first. One pass of the index that yields one string: at
     * 30,000 matches a few milliseconds where as many rows would take several times that.
     */
    async matches(query: string): Promise<number[]> {
      if (dialect === 'sqlite') {
        const row = await sql<{ docs: string | null }>`
          select group_concat(rowid) as docs from search_index where search_index match ${query}`.execute(db);
        return numbers(row.rows[0]?.docs);
      }
      return db.transaction().execute(async (trx) => {
        // The words without positions (migration 0011). PostgreSQL's planner prices the index above a full read once
        // a word is in a fifth of the documents, not counting that a full read tests every document's vector: 80 ms
        // against 20 ms at 100,000 (decision 023).
        await sql`set local enable_seqscan = off`.execute(trx);
        const row = await sql<{ docs: string | null }>`
          select string_agg(doc::text, ',') as docs from search_index
          where words @@ to_tsquery('simple', ${query})`.execute(trx);
        return numbers(row.rows[0]?.docs);
      });
    },

    /** The `limit` highest-numbered documents a query matches, highest first: a window of the newest. */
    async newest(query: string, limit: number): Promise<number[]> {
      const rows =
        dialect === 'sqlite'
          ? await sql<{ doc: number }>`
              select rowid as doc from search_index where search_index match ${query}
              order by rowid desc limit ${limit}`.execute(db)
          : await sql<{ doc: number | string }>`
              select doc from search_documents where document @@ to_tsquery('simple', ${query})
              order by doc desc limit ${limit}`.execute(db);
      return rows.rows.map((row) => Number(row.doc));
    },

    /**
     * The documents a query matches among those numbered `lowest` to `highest`, each with what ranks it: `misses`,
     * the tiers it is not in as the bits of a number (the best tier the highest bit: fewer is better), and
     * `score`, where the words are and how often (`bm25` on SQLite, `ts_rank_cd` negated on PostgreSQL: lower is
     * better on both). Read from the index alone; the caller orders them, and narrows them to a category.
     */
    async rank(
      query: DatabaseQuery,
      window: { lowest: number; highest: number },
    ): Promise<{ doc: number; misses: number; score: number }[]> {
      const tiers = tiersOf(query);
      const bit = (index: number) => 2 ** (tiers.length - 1 - index);
      if (dialect === 'sqlite') {
        const { title, keywords, categories, description } = FIELD_WEIGHTS;
        const misses = tiers.map(
          (tier, index) =>
            sql`(rowid not in (select rowid from search_index where search_index match ${tier} and rowid between ${window.lowest} and ${window.highest})) * ${bit(index)}`,
        );
        const rows = await sql<{ doc: number; misses: number; score: number }>`
          select rowid as doc, ${misses.length > 0 ? sql.join(misses, sql` + `) : sql`0`} as misses,
            bm25(search_index, ${title}, ${keywords}, ${categories}, ${description}) as score
          from search_index
          where search_index match ${query.match} and rowid between ${window.lowest} and ${window.highest}`.execute(
          db,
        );
        return rows.rows;
      }
      const misses = tiers.map(
        (tier, index) => sql`(not (document @@ to_tsquery('simple', ${tier})))::int * ${bit(index)}`,
      );
      const rows = await sql<{ doc: number | string; misses: number; score: number }>`
        select doc, ${misses.length > 0 ? sql.join(misses, sql` + `) : sql`0`} as misses,
          -ts_rank_cd(${RANK_WEIGHTS}::float4[], document, to_tsquery('simple', ${query.match})) as score
        from search_documents
        where document @@ to_tsquery('simple', ${query.match}) and doc between ${window.lowest} and ${window.highest}`.execute(
        db,
      );
      return rows.rows.map((row) => ({
        doc: Number(row.doc),
        misses: Number(row.misses),
        score: Number(row.score),
      }));
    },

    /** The documents numbered above `after`, with what search keeps of them in memory (search-facts.ts). */
    async facts(after: number): Promise<DocumentFacts[]> {
      const links = (table: 'product_categories' | 'product_subcategories', column: string) =>
        dialect === 'sqlite'
          ? sql<
              string | null
            >`(select group_concat(${sql.ref(column)}) from ${sql.table(table)} l where l.product_id = d.product_id)`
          : sql<
              string | null
            >`(select string_agg(${sql.ref(column)}, ',') from ${sql.table(table)} l where l.product_id = d.product_id)`;
      const rows = await db
        .selectFrom('search_documents as d')
        .select([
          'd.doc',
          'd.product_id',
          'd.created_at',
          'd.price_cents',
          'd.sold_out',
          'd.material',
          links('product_categories', 'l.category_id').as('category_ids'),
          links('product_subcategories', 'l.subcategory_id').as('subcategory_ids'),
        ])
        .where('d.doc', '>', after)
        .orderBy('d.doc')
        .execute();
      const list = (ids: string | null) => (ids ? ids.split(',') : []);
      return rows.map((row) => ({
        doc: Number(row.doc),
        productId: row.product_id,
        createdAt: new Date(row.created_at),
        priceCents: row.price_cents === null ? null : Number(row.price_cents),
        soldOut: Boolean(row.sold_out),
        material: row.material,
        categoryIds: list(row.category_ids),
        subcategoryIds: list(row.subcategory_ids),
      }));
    },

    /** The highest document number, 0 when the index is empty: read from the key's index alone. */
    async highest(): Promise<number> {
      const row = await db
        .selectFrom('search_documents')
        .select((eb) => eb.fn.max<number | string | null>('doc').as('highest'))
        .executeTakeFirstOrThrow();
      return Number(row.highest ?? 0);
    },

    /** How many documents the index holds. */
    live: () => countRows(db.selectFrom('search_documents')),

    /** Whether a query finds anything at all: the first match is enough. */
    async finds(query: string): Promise<boolean> {
      const rows =
        dialect === 'sqlite'
          ? await sql`select rowid from search_index where search_index match ${query} limit 1`.execute(db)
          : await sql`select doc from search_index where words @@ to_tsquery('simple', ${query}) limit 1`.execute(
              db,
            );
      return rows.rows.length > 0;
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
