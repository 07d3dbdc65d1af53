import type { Fact, createSearchFacts } from './search-facts.ts';
import type { DatabaseQuery, SearchRepository, SearchSort } from './search-repository.ts';

type Page = { offset: number; limit: number };

/**
 * The order of a search's matches: ranked by relevance window by window (decision 023), or sorted by a list's
 * order, the available pieces before the sold ones (decision 030). Reads each document's facts from memory.
 */
export function createSearchRanking(deps: {
  repository: Pick<SearchRepository, 'rank'>;
  facts: Pick<ReturnType<typeof createSearchFacts>, 'get'>;
  /** how many matches are ranked at a time */
  rankWindow: number;
}) {
  const { facts, rankWindow } = deps;

  /**
   * A window's documents (highest number first) best first: by the tiers they miss, their score, then the newest
   * product. The database ranks every match between the window's lowest and highest numbers; those of other
   * categories when a category narrows the search are left out here.
   */
  async function ranked(query: DatabaseQuery, window: readonly number[]): Promise<number[]> {
    const members = new Set(window);
    const rows = (await deps.repository.rank(query, { lowest: window.at(-1)!, highest: window[0]! })).filter(
      (row) => members.has(row.doc),
    );
    const created = (doc: number) => facts.get(doc)?.createdAt ?? 0;
    rows.sort(
      (a, b) => a.misses - b.misses || a.score - b.score || created(b.doc) - created(a.doc) || b.doc - a.doc,
    );
    const order = rows.map((row) => row.doc);
    // A document the index no longer matches (changed since the list was read): after the others.
    if (order.length < window.length) {
      const seen = new Set(order);
      for (const doc of window) if (!seen.has(doc)) order.push(doc);
    }
    return order;
  }

  /**
   * A page of matches in relevance order: the matches (highest number first) in windows of `rankWindow`, each
   * window ranked by the database, the windows one after another (decision 023).
   */
  async function rankedPage(query: DatabaseQuery, docs: readonly number[], page: Page): Promise<number[]> {
    const found: number[] = [];
    const end = Math.min(page.offset + page.limit, docs.length);
    for (let start = page.offset - (page.offset % rankWindow); start < end; start += rankWindow) {
      const window = docs.slice(start, start + rankWindow);
      found.push(...(await ranked(query, window)).slice(Math.max(page.offset - start, 0), end - start));
    }
    return found;
  }

  return {
    ranked,

    /**
     * A page of matches in relevance order across shelves (decision 030): the available pieces' matches ranked,
     * then the sold ones' ranked after them, each shelf in its own windows.
     */
    async shelvedRankedPage(
      query: DatabaseQuery,
      shelves: readonly (readonly number[])[],
      page: Page,
    ): Promise<number[]> {
      const found: number[] = [];
      let offset = page.offset;
      for (const shelf of shelves) {
        const limit = page.limit - found.length;
        if (limit <= 0) break;
        if (offset >= shelf.length) {
          offset -= shelf.length;
          continue;
        }
        found.push(...(await rankedPage(query, shelf, { offset, limit })));
        offset = 0;
      }
      return found;
    },

    /**
     * A page of matches in a list order, the available pieces before the sold ones: newest, or by price (those
     * without one last), then the newest indexed.
     */
    sortedPage(docs: readonly number[], sort: Exclude<SearchSort, 'relevance'>, page: Page): number[] {
      const key =
        sort === 'newest'
          ? (fact: Fact) => -fact.createdAt
          : sort === 'price-asc'
            ? (fact: Fact) => (Number.isNaN(fact.price) ? Infinity : fact.price)
            : (fact: Fact) => (Number.isNaN(fact.price) ? Infinity : -fact.price);
      const keyed = docs.map((doc) => {
        const fact = facts.get(doc)!;
        return { doc, sold: Number(fact.sold), key: key(fact) };
      });
      // The documents come highest first, and the sort is stable: equal keys keep that order.
      keyed.sort((a, b) => a.sold - b.sold || a.key - b.key);
      return keyed.slice(page.offset, page.offset + page.limit).map((entry) => entry.doc);
    },

    /** Sold pieces after the others, each kind in the order given; none when the owner hides them (decision 030). */
    soldLast(docs: readonly number[], hideSold: boolean): number[] {
      const sold = docs.filter((doc) => facts.get(doc)?.sold);
      const available = docs.filter((doc) => !facts.get(doc)?.sold);
      return hideSold ? available : [...available, ...sold];
    },

    /** The product ids of documents, in their order; a document the facts do not know is left out. */
    productsOf(docs: Iterable<number>): string[] {
      const ids: string[] = [];
      for (const doc of docs) {
        const fact = facts.get(doc);
        if (fact) ids.push(fact.productId);
      }
      return ids;
    },
  };
}
