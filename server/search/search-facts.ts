import type { DocumentFacts } from './search-repository.ts';

/** What search needs to know of a document beyond its words: the product, its links, and the list orders' keys. */
export type Fact = {
  productId: string;
  createdAt: number;
  /** NaN when the product has no price */
  price: number;
  /** the piece has sold: listed after the available ones, or not at all (decision 030) */
  sold: boolean;
  /** the product's material, lowercased; null when not known */
  material: string | null;
  /** the categories' and subcategories' numbers in this process (`SearchFacts.numberOf`) */
  categories: readonly number[];
  subcategories: readonly number[];
};

/** Reloaded whole when replaced documents outnumber the live ones by this much: memory stays near the catalogue's. */
const STALE_FACTOR = 2;

/**
 * Every indexed document's facts, in this process's memory (decision 023), so that counting, facets, narrowing to a
 * category and the newest and price orders are a pass over the matched document numbers rather than reads of
 * every match in the database. A document is never changed in place: the indexer writes a changed product as a
 * new document with a higher number (search-repository.ts). So `sync` only reads the documents numbered above
 * the highest it has, whichever instance wrote them; the replaced ones stay behind, never matched again, until
 * a reload sheds them.
 */
export function createSearchFacts(deps: {
  /** documents numbered above `after`, with their facts; all of them when `after` is 0 */
  read(after: number): Promise<DocumentFacts[]>;
  /** the highest document number now, 0 when the index is empty */
  highest(): Promise<number>;
  /** how many documents the index holds now */
  live(): Promise<number>;
}) {
  let facts = new Map<number, Fact>();
  let highest = 0;
  // Category and subcategory ids by small numbers: a match's categories are counted in an array, not by string.
  const numbers = new Map<string, number>();
  const ids: string[] = [];
  const numberOf = (id: string) => {
    let found = numbers.get(id);
    if (found === undefined) {
      found = ids.push(id) - 1;
      numbers.set(id, found);
    }
    return found;
  };
  let chain: Promise<void> = Promise.resolve();

  const add = (rows: DocumentFacts[]) => {
    for (const row of rows) {
      facts.set(row.doc, {
        productId: row.productId,
        createdAt: row.createdAt.getTime(),
        price: row.priceCents ?? Number.NaN,
        sold: row.soldOut,
        material: row.material,
        categories: row.categoryIds.map(numberOf),
        subcategories: row.subcategoryIds.map(numberOf),
      });
      if (row.doc > highest) highest = row.doc;
    }
  };

  async function reload() {
    const fresh = await deps.read(0);
    facts = new Map();
    highest = 0;
    add(fresh);
  }

  async function catchUp() {
    const now = await deps.highest();
    // Numbers that went back: the index was emptied and rebuilt (a restore into this database).
    if (now < highest) return reload();
    if (now === highest) return;
    add(await deps.read(highest));
    if (facts.size > STALE_FACTOR * Math.max(1_000, await deps.live())) await reload();
  }

  return {
    /**
     * Takes in every document written since the last call. Called after the matches were read, it knows every
     * document they hold: those were committed before the read began.
     */
    sync(): Promise<void> {
      // One after another: each read begins after the call, and a reload never meets a read half taken in.
      const next = chain.then(catchUp);
      chain = next.catch(() => undefined);
      return next;
    },
    get: (doc: number): Fact | undefined => facts.get(doc),
    /** A category's or subcategory's number, given to it the first time it is seen. */
    numberOf,
    /** The id of a category's or subcategory's number. */
    idOf: (number: number): string => ids[number]!,
    /** How many ids have numbers: the size of an array that counts by them. */
    get ids() {
      return ids.length;
    },
    /** Documents held, replaced ones included (for tests and the bench). */
    get size() {
      return facts.size;
    },
  };
}
