import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A product whose search entry is out of date (migration 0009). */
interface SearchQueueTable {
  id: Generated<number>;
  product_id: string;
}

/** A published product's words, normalised, by field; PostgreSQL adds a generated `document` tsvector. */
interface SearchDocumentTable {
  doc: Generated<number>;
  product_id: string;
  title: string;
  keywords: string;
  categories: string;
  description: string;
  created_at: Timestamp;
  price_cents: number | null;
  /** the product was sold when this document was written (migration 0014) */
  sold_out: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** the product's material (migration 0016) */
  material: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An indexed term, how many documents hold it, and a word it was read from. */
interface SearchTermTable {
  term: string;
  documents: number;
  word: string;
}

/** Searches that found nothing, or nothing opened, per week and normalised query (migration 0010). */
interface SearchMissTable {
  /** the week's Monday, UTC, as YYYY-MM-DD */
  week: string;
  query: string;
  no_results: ColumnType<number, number | undefined, number>;
  no_click: ColumnType<number, number | undefined, number>;
  last_seen: Timestamp;
}

export interface SearchTables {
  search_queue: SearchQueueTable;
  search_documents: SearchDocumentTable;
  search_terms: SearchTermTable;
  search_misses: SearchMissTable;
}
