import { foldedWords, impliesStone, STONE, termOf } from '#common/search-text.ts';
import type { IndexedWords, SearchDocument, SearchRepository, SearchSource } from './search-repository.ts';

/** Changes taken per transaction: short enough that pages read meanwhile do not wait long (SQLite has one writer). */
const BATCH = 200;

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** A field's text as indexed, and each of its terms with the word it was read from. */
function field(text: string, words: Map<string, string>): string {
  const terms: string[] = [];
  for (const word of foldedWords(text)) {
    const term = termOf(word);
    terms.push(term);
    if (!words.has(term)) words.set(term, word);
  }
  return terms.join(' ');
}

/** A product's search document, or null when it is not listed (a draft, or gone). */
function documentOf(
  source: SearchSource | null,
): { document: SearchDocument; words: Map<string, string> } | null {
  if (!source || source.status !== 'published') return null;
  const words = new Map<string, string>();
  const title = field(source.title, words);
  const categories = field(source.categories.join(' '), words);
  // Descriptions may hold markup from the old site: its tags are not words of the piece.
  const description = field(source.description.replace(/<[^>]*>/g, ' '), words);
  // The material is a word of the piece too: "onyx" finds the onyx pieces whatever their titles say.
  let keywords = field(
    [...parseList(source.keywords), ...parseList(source.tags), source.material ?? ''].join(' '),
    words,
  );
  if (!words.has(STONE) && [...words.keys()].some(impliesStone)) {
    keywords = keywords ? `${keywords} ${STONE}` : STONE;
    words.set(STONE, STONE);
  }
  return {
    document: {
      product_id: source.id,
      title,
      keywords,
      categories,
      description,
      created_at: new Date(source.created_at),
      price_cents: source.price_cents,
      sold_out: Boolean(source.sold_out),
      material: source.material,
    },
    words,
  };
}

const termsOf = (document: IndexedWords) =>
  new Set(
    [document.title, document.keywords, document.categories, document.description].flatMap((text) =>
      text.split(' ').filter(Boolean),
    ),
  );

/**
 * Keeps the search index equal to the products (decision 022). The database's triggers queue every product that
 * changes; `run` indexes the queue until it is empty, a batch per transaction. Calls that come while it runs are
 * folded into one more pass, so a change heard mid-run is never left behind. `onIndexed` hears each pass that
 * changed something (the service reloads its vocabulary and tells the other instances).
 */
export function createSearchIndexer(deps: {
  repository: SearchRepository;
  onIndexed?: () => void | Promise<void>;
  log?: (message: string, details: Record<string, unknown>) => void;
}) {
  let running: Promise<void> | null = null;
  let again = false;

  async function pass(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await deps.repository.indexBatch(BATCH, async (sources, writer) => {
        const ids = [...sources.keys()];
        const before = new Map(
          (await writer.documents(ids)).map((document) => [document.product_id, document]),
        );
        const put: SearchDocument[] = [];
        const gone: string[] = [];
        const changes = new Map<string, { delta: number; word: string }>();
        const count = (term: string, delta: number, word: string) => {
          const change = changes.get(term);
          if (!change) changes.set(term, { delta, word });
          else {
            change.delta += delta;
            if (delta > 0) change.word = word;
          }
        };
        for (const [id, source] of sources) {
          const made = documentOf(source);
          const old = before.get(id);
          if (old) for (const term of termsOf(old)) count(term, -1, term);
          if (made) {
            put.push(made.document);
            for (const term of termsOf(made.document)) count(term, 1, made.words.get(term) ?? term);
          } else if (old) gone.push(id);
        }
        await writer.remove(gone);
        await writer.put(put);
        await writer.countTerms(changes);
      });
      if (taken === 0) return total;
      total += taken;
      // SQLite answers synchronously: without a turn of the event loop between batches, a queue of thousands
      // (a restore, a renamed category) would keep every request waiting until it is done.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function loop() {
    do {
      again = false;
      try {
        if ((await pass()) > 0) await deps.onIndexed?.();
      } catch (error) {
        // The queue keeps what was not indexed: the next change, or the periodic check, tries again.
        deps.log?.('search indexing failed', { error: String(error) });
        return;
      }
    } while (again);
  }

  return {
    /** Resolves when no pass is under way. */
    idle: () => running ?? Promise.resolve(),
    /** Indexes what is queued; resolves when the queue was found empty after the last call. */
    run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = loop().finally(() => (running = null));
      return running;
    },
  };
}
