import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { IndexedWords, SearchDocument, SearchSource } from './search-repository.ts';

/* What the indexer reads of the queued products, and how it writes their entries, in the batch's transaction. */

/** Rows written by one statement: far below both databases' limits on parameters. */
const ROWS_PER_STATEMENT = 200;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const WORD_COLUMNS = ['product_id', 'title', 'keywords', 'categories', 'description'] as const;

export async function readSources(trx: Transaction<Database>, ids: string[]) {
  const [products, categories, subcategories] = await Promise.all([
    trx
      .selectFrom('products')
      .select([
        'id',
        'title',
        'description',
        'keywords',
        'tags',
        'status',
        'created_at',
        'price_cents',
        'sold_out',
        'material',
      ])
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

export function createWriter(trx: Transaction<Database>) {
  return {
    async documents(ids: string[]): Promise<IndexedWords[]> {
      return trx.selectFrom('search_documents').select(WORD_COLUMNS).where('product_id', 'in', ids).execute();
    },
    /**
     * Writes documents as new ones, numbered above every other: a changed product's old document is deleted, never
     * updated in place, so the numbers tell what is new since any moment (search-facts.ts).
     */
    async put(documents: SearchDocument[]) {
      for (const chunk of chunksOf(documents, ROWS_PER_STATEMENT)) {
        await trx
          .deleteFrom('search_documents')
          .where(
            'product_id',
            'in',
            chunk.map((document) => document.product_id),
          )
          .execute();
        await trx.insertInto('search_documents').values(chunk).execute();
      }
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
