import { LRUCache } from 'lru-cache';

/**
 * Records read by id (a list's products with their links, the admin list's rows), kept by one instance between two
 * catalogue changes: the pages of every list, filter and order show the same products, and reading a product with
 * its links was the largest part of a list's request no page cache answers (decision 053).
 *
 * Bounded: at most `max` records, the least recently used going first, none older than `maxAgeMs` (which bounds how
 * long a record would stay wrong if a change notification were ever lost). `clear()` is called on every catalogue
 * change, on every instance. A read that began before a `clear()` answers its own request and keeps nothing: it may
 * have read the rows as they were before the change that cleared them.
 *
 * A record is kept from its second read, not its first. The ids read are remembered (ids only, the last `max` × 4
 * of them; a `clear()` leaves them), and a record read again while its id is remembered is kept. A crawler walking
 * the deep pages of a large list, each product once, then leaves the products the site's busy pages show where they
 * were, and does not put thousands of records through the kept ones for nothing: each would be pushed out before
 * anyone asked for it again, after living long enough to cost the garbage collector a full collection. After a
 * change, a product read shortly before is kept again at its first read (decision 057).
 */
export function createKeptById<T extends object>(options: {
  max: number;
  maxAgeMs: number;
  /** The clock records age by (a test's); the process's own when not given. */
  now?: () => number;
}) {
  const kept = new LRUCache<string, T>({
    max: options.max,
    ttl: options.maxAgeMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const readBefore = new LRUCache<string, true>({ max: options.max * 4 });
  let generation = 0;
  return {
    /**
     * The records of these ids, in their order (undefined for one `load` does not find): the kept ones, and the
     * others read with one `load` of the missing ids. A record is made read-only (`frozen`) as it is kept, for it
     * is shared from then on by every caller; one read and not kept is the caller's own, and is not walked over.
     */
    async read(
      ids: readonly string[],
      load: (missing: readonly string[]) => Promise<ReadonlyMap<string, T>>,
      /** Whether a kept record still serves (one made for another setting is read again); all do when not given. */
      usable?: (record: T) => boolean,
    ): Promise<(T | undefined)[]> {
      const found = ids.map((id) => {
        const record = kept.get(id);
        return record === undefined || !usable || usable(record) ? record : undefined;
      });
      const missing = ids.filter((_, n) => found[n] === undefined);
      if (missing.length === 0) return found;
      const startedAt = generation;
      const loaded = await load(missing);
      const keep = generation === startedAt;
      return ids.map((id, n) => {
        const known = found[n];
        if (known !== undefined) return known;
        const read = loaded.get(id);
        if (read !== undefined && keep) {
          // One still kept but made for another setting (`usable`) is replaced at once.
          if (readBefore.has(id) || kept.has(id)) kept.set(id, frozen(read));
          readBefore.set(id, true);
        }
        return read;
      });
    },
    clear() {
      generation++;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}

/** `value` and everything it holds, made read-only: a record kept and shared by every caller. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}
