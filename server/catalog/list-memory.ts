import type { ListPosition, MaterialCount, ProductList } from './product-list-repository.ts';

type Remembered = {
  at: number;
  /** The list's count, anchors and materials' counts, each under its name, once read. */
  reads: Map<'count' | 'anchors' | 'materials', Promise<unknown>>;
  /** The heads of the shelves led by this list, by the number of products asked for and the shelves after it. */
  heads?: Map<string, Promise<ListPosition[][]>>;
};

/** At most this many sets of heads per list: a page asks for a list's head at one or two sizes. */
const MAX_HEADS = 8;

/**
 * What one instance keeps of each product list between two catalogue changes: how many products it holds (every
 * page shows the total) and, once a page deep in it has been asked for, its anchors, the position of every
 * hundredth product, from which a deep page is a short walk along the index instead of an OFFSET over thousands of
 * rows. Each is read once, by the first request that needs it; requests meanwhile wait for the same read.
 *
 * Bounded: at most `maxLists` lists (the least recently used goes first), each with at most one anchor per hundred
 * products. `clear()` is called on every catalogue change, on every instance; `maxAgeMs` bounds how long a list
 * would stay wrong if a change notification were ever lost.
 */
export function createListMemory(options: { maxLists: number; maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const lists = new Map<string, Remembered>();

  const keyOf = (list: ProductList) =>
    JSON.stringify([
      list.drafts,
      list.order,
      list.categoryId ?? null,
      list.subcategoryId ?? null,
      list.sold ?? null,
      list.material ?? null,
      list.minCents ?? null,
      list.maxCents ?? null,
    ]);

  function remembered(list: ProductList): Remembered {
    const key = keyOf(list);
    let entry = lists.get(key);
    if (entry && now() - entry.at > options.maxAgeMs) entry = undefined;
    // Set again, so that the Map's order is the order of use and its first key the least recently used list.
    lists.delete(key);
    entry ??= { at: now(), reads: new Map() };
    lists.set(key, entry);
    if (lists.size > options.maxLists) lists.delete(lists.keys().next().value!);
    return entry;
  }

  /** A promise kept in `kept` under `key` until it fails; the read it came from is made only when none is kept. */
  function keptPromise<K, T>(kept: Map<K, Promise<unknown>>, key: K, read: () => Promise<T>): Promise<T> {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    kept.set(key, reading);
    // A failed read is not remembered: the next request tries again.
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    return reading;
  }

  return {
    count: (list: ProductList, read: () => Promise<number>) =>
      keptPromise(remembered(list).reads, 'count', read),
    anchors: (list: ProductList, read: () => Promise<ListPosition[]>) =>
      keptPromise(remembered(list).reads, 'anchors', read),
    /** The list's materials' counts (decision 037), read once between catalogue changes as its count is. */
    materials: (list: ProductList, read: () => Promise<MaterialCount[]>) =>
      keptPromise(remembered(list).reads, 'materials', read),
    /**
     * The first `limit` positions of each of these shelves (a home page's showcase of a category), read once between
     * catalogue changes as the count is.
     */
    heads(shelves: readonly ProductList[], limit: number, read: () => Promise<ListPosition[][]>) {
      const [first, ...others] = shelves;
      if (!first) return read();
      const entry = remembered(first);
      if (!entry.heads || entry.heads.size >= MAX_HEADS) entry.heads = new Map();
      return keptPromise(entry.heads, JSON.stringify([limit, ...others.map(keyOf)]), read);
    },
    /** Forgets every list: a read still under way finishes for its own request and is not kept. */
    clear: () => lists.clear(),
    get size() {
      return lists.size;
    },
  };
}
