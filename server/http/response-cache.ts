import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import { weakEtag } from './kept-answer.ts';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);

/**
 * The br quality of an answer made for one request (an admin's, a visitor's uncached one) and of a miss, which every
 * one pays (a link shared with a fresh `?fbclid=` is a miss per visitor): quality 3 takes 1.9 ms for the 260 KB home
 * page and gives 39 KB, where 5 takes 4.3 ms for 35 KB (0.5 against 1.4 ms for a 40 KB page of the list API).
 */
export const QUICK_BR_QUALITY = 3;
/**
 * The br quality of an entry asked for a second time, made once for all its later visitors, in zlib's threads.
 * Quality 9 cost ~190 ms of CPU and ~30 MB per encoder for the home page (~155 ms even for the 40 KB list API: its
 * encoder's tables are large whatever the input) to save 2% more of the bytes.
 */
const KEPT_BR_QUALITY = 5;

const brotliAt = (quality: number, body: Buffer) =>
  brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * What a shared cache (a CDN) may do with a public answer: keep it a minute and serve it a little longer while it
 * fetches a fresh one. Browsers revalidate every time, which costs a 304 from our own cache.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** An admin's, a preview's or anyone's personal answer: kept by no one. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Text, which is kept compressed; anything else (images) is sent as it is. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript))|\+xml/;

/** Every cached answer shows the site's settings (header, footer, image addresses) and the category menu. */
const ALWAYS: readonly ChangeTopic[] = ['settings', 'categories'];

/** A rendered answer, before the cache decides whether to keep it. */
export type Rendered = {
  status: number;
  /** Lower-case names; content-type included. */
  headers: Record<string, string>;
  body: Buffer;
  /** What it shows: a write announcing one of these drops it. */
  topics: ReadonlySet<ChangeTopic>;
  /** False for anything personal (it read a session), which is sent once and never kept. */
  cacheable: boolean;
  /** The answer's own ETag, kept instead of one made from its bytes (an image's content address). */
  etag?: string;
};

type Entry = {
  etag: string;
  headers: Record<string, string>;
  /**
   * Text is kept as br alone: nearly every browser takes it, and a miss pays for one encoder. gzip is made when a
   * request first needs it and kept; the rare request that takes neither gets the br body decompressed. Keeping the
   * plain text as well took six times the memory (260 KB beside 40 KB for the home page): fewer pages fitted in the
   * cache, and every miss grew the heap the garbage collector walks. An image is kept as it is (identity).
   */
  bodies: { identity?: Buffer; br?: Buffer; gzip?: Buffer };
  /** Text is kept compressed; an image is compressed already and goes out as it is. */
  compressible: boolean;
  topics: ReadonlySet<ChangeTopic>;
  /** Tells the cache the entry grew (its gzip body was added), so that its size is counted again. */
  grew?: () => void;
  /**
   * Whether its br body is still the quick one made on the miss (QUICK_BR_QUALITY): the first hit has it made again
   * at KEPT_BR_QUALITY, off the event loop, for every visitor after.
   */
  quickBr?: boolean;
  /**
   * Every header the app sent with it the first time (security headers included), but those that belong to one
   * response: what the front door sends with it from then on (response-cache-plugin.ts).
   */
  sent?: Record<string, string | string[]>;
};

/** Topics whose last change is remembered (each product's is one); past this, all count as changed once. */
const MAX_TRACKED_TOPICS = 10_000;

export type ResponseCacheOptions = {
  /** Bytes of every kept answer in all three encodings together; 0 keeps none. */
  maxBytes?: number;
  /** A backstop: even a write whose announcement was lost shows after this long. */
  maxAgeMs?: number;
  changes: ChangeBus;
};

/**
 * Public pages and API answers kept rendered and compressed (br and gzip) in a bounded LRU, each knowing what it
 * shows. A write's announcement (from this instance or any other, through the change bus) drops exactly the entries
 * showing it. Concurrent misses on one address share one render; a render that overlapped a write of something it
 * shows is sent but not kept, since it may have read the rows from before the write.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new LRUCache<string, Entry>({
    // 0 turns keeping off; concurrent requests still share one render.
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry) =>
      (entry.bodies.identity?.length ?? 0) +
      (entry.bodies.br?.length ?? 0) +
      (entry.bodies.gzip?.length ?? 0) +
      1024,
    ttl: options.maxAgeMs ?? 10 * 60 * 1000,
  });
  const pending = new Map<string, Promise<Entry | Rendered>>();
  let generation = 0;
  /**
   * When each topic last changed (its generation), and a floor below which everything counts as changed (a
   * reconnection's `all`, or topics forgotten past the bound): an answer read before a change of what it shows is
   * not kept; a change of something else (the search index's, a tour's) does not stop it being kept.
   */
  const changedAt = new Map<ChangeTopic, number>();
  let floor = 0;
  const changedSince = (topics: ReadonlySet<ChangeTopic>, since: number) =>
    floor > since || [...topics].some((topic) => (changedAt.get(topic) ?? 0) > since);
  const counts = { hits: 0, frontDoorHits: 0, misses: 0, stored: 0, dropped: 0 };

  const unsubscribe = options.changes.subscribe((topic) => {
    generation += 1;
    // A request after a write must not join a render that began before it.
    pending.clear();
    if (topic !== 'all') {
      changedAt.set(topic, generation);
      if (changedAt.size > MAX_TRACKED_TOPICS) {
        changedAt.clear();
        floor = generation;
      }
    } else floor = generation;
    if (topic === 'all') {
      counts.dropped += entries.size;
      entries.clear();
      return;
    }
    for (const [key, entry] of entries.entries())
      if (entry.topics.has(topic)) {
        entries.delete(key);
        counts.dropped += 1;
      }
  });

  async function keep(rendered: Rendered): Promise<Entry> {
    const compressible = COMPRESSIBLE.test(rendered.headers['content-type'] ?? '');
    const br = compressible ? await brotliAt(QUICK_BR_QUALITY, rendered.body) : undefined;
    return {
      etag: rendered.etag ?? weakEtag(rendered.body),
      headers: rendered.headers,
      bodies: br ? { br } : { identity: rendered.body },
      compressible,
      topics: new Set([...ALWAYS, ...rendered.topics]),
      ...(br ? { quickBr: true } : {}),
    };
  }

  /** Keeps `entry` at `key`; its `grew` counts it again at its new size, keeping its age (the backstop still ends it). */
  function store(key: string, entry: Entry, options?: { noUpdateTTL: true }) {
    // lru-cache measures a value when it is set, and only a different value: the grown one is a copy.
    entry.grew = () => {
      if (entries.peek(key) === entry)
        store(key, { ...entry, bodies: { ...entry.bodies } }, { noUpdateTTL: true });
    };
    entries.set(key, entry, options);
  }

  /** An entry asked for again: its br body is made once more, better, unless that is done or under way. */
  function used(key: string, entry: Entry): Entry {
    if (entry.quickBr) {
      entry.quickBr = false;
      void unbrotli(entry.bodies.br!)
        .then((text) => brotliAt(KEPT_BR_QUALITY, text))
        .then(
          (br) => {
            if (entries.peek(key) === entry)
              store(key, { ...entry, bodies: { ...entry.bodies, br } }, { noUpdateTTL: true });
          },
          // The quick body stays: it is a correct answer, only a larger one.
          () => undefined,
        );
    }
    return entry;
  }

  return {
    counts,
    get size() {
      return entries.size;
    },
    /** Bytes held, every encoding of every entry counted. */
    get bytes() {
      return entries.calculatedSize;
    },

    lookup(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      counts.hits += 1;
      return used(key, entry);
    },

    /** The kept answer for the front door: only one the app has sent once, so that its headers are known. */
    lookupSent(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry?.sent) return undefined;
      counts.hits += 1;
      counts.frontDoorHits += 1;
      return used(key, entry);
    },

    /**
     * The answer for `key`: one render shared by every request that asks while it runs. A cacheable 200 comes back
     * as an entry (kept unless a write overlapped it); anything else as it was rendered, to be sent as it is.
     */
    fill(
      key: string,
      render: () => Promise<Rendered>,
      /** when the answer's reads began (`generation()` then), if before this call: a JSON read's handler */
      readSince?: number,
    ): Promise<Entry | Rendered> {
      const running = pending.get(key);
      if (running) return running;
      counts.misses += 1;
      const startedAt = readSince ?? generation;
      const work = (async () => {
        const rendered = await render();
        // Not kept (or keeping is off): sent as rendered, compressed on the way out like any other answer.
        if (rendered.status !== 200 || !rendered.cacheable || maxBytes === 0) return rendered;
        const entry = await keep(rendered);
        if (!changedSince(rendered.topics, startedAt)) {
          store(key, entry);
          counts.stored += 1;
        }
        return entry;
      })().finally(() => {
        if (pending.get(key) === work) pending.delete(key);
      });
      pending.set(key, work);
      return work;
    },

    /** Counts the changes heard: an answer read before a change is not kept after it. */
    generation: () => generation,

    close: unsubscribe,
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
export type CachedEntry = Entry;
