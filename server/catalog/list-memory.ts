import type { ListPosition, MaterialCount, ProductList } from './product-list-repository.ts';

type Remembered = {
  at: number;
  count?: Promise<number>;
  anchors?: Promise<ListPosition[]>;
  materials?: Promise<MaterialCount[]>;
};

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

  function remembered(list: ProductList): Remembered {
    const key = JSON.stringify([
      list.drafts,
      list.order,
      list.categoryId ?? null,
      list.subcategoryId ?? null,
      list.sold ?? null,
      list.material ?? null,
      list.minCents ?? null,
      list.maxCents ?? null,
    ]);
    let entry = lists.get(key);
    if (entry && now() - entry.at > options.maxAgeMs) entry = undefined;
    // Set again, so that the Map's order is the order of use and its first key the least recently used list.
    lists.delete(key);
    entry ??= { at: now() };
    lists.set(key, entry);
    if (lists.size > options.maxLists) lists.delete(lists.keys().next().value!);
    return entry;
  }

  function recall<T>(
    entry: Remembered,
    field: 'count' | 'anchors' | 'materials',
    read: () => Promise<T>,
  ): Promise<T> {
    const known = entry[field] as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    (entry as Record<typeof field, Promise<T> | undefined>)[field] = reading;
    // A failed read is not remembered: the next request tries again.
    reading.catch(() => {
      if (entry[field] === (reading as Promise<unknown>)) delete entry[field];
    });
    return reading;
  }

  return {
    count: (list: ProductList, read: () => Promise<number>) => recall(remembered(list), 'count', read),
    anchors: (list: ProductList, read: () => Promise<ListPosition[]>) =>
      recall(remembered(list), 'anchors', read),
    /** The list's materials' counts (decision 037), read once between catalogue changes as its count is. */
    materials: (list: ProductList, read: () => Promise<MaterialCount[]>) =>
      recall(remembered(list), 'materials', read),
    /** Forgets every list: a read still under way finishes for its own request and is not kept. */
    clear: () => lists.clear(),
    get size() {
      return lists.size;
    },
  };
}
