import type { DialectName } from '#server/db/database.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import type { CategoryView, ProductView } from '#server/catalog/catalog-service.ts';
import type { MasterView } from '#server/masters/master-service.ts';
import type { VisitPlaceView } from '#server/tours/visit-place-service.ts';
import {
  MAX_QUERY_WORDS,
  highlightTerms,
  planQuery,
  toDatabaseQuery,
  wordCanMatch,
  type PlannedWord,
  type QueryPlan,
} from './query-plan.ts';
import { createSearchFacts, type Fact } from './search-facts.ts';
import { createSearchIndexer } from './search-indexer.ts';
import type { DatabaseQuery, SearchRepository, SearchSort } from './search-repository.ts';
import type { createSearchMissRepository, SearchMiss, SearchMissKind } from './search-miss-repository.ts';
import { foldedWords, termOf } from '#common/search-text.ts';
import { correctionsOf, editsBetween, typoBudget, type Vocabulary } from './typos.ts';

export type { SearchSort };

/** How often an instance looks for queued changes it was not told of (another process's writes, a failed pass). */
const QUEUE_CHECK_MS = 5_000;
/** Tours and masters shown beside a search's products. */
const SIDE_RESULTS = 4;
/** Products in the header's suggestions. */
const SUGGESTED_PRODUCTS = 6;
/**
 * Matches ranked at a time (decision 023): a query that matches more is ranked window by window, the most
 * recently indexed documents first, so its cost stays that of ranking this many however broad the query.
 */
const RANK_WINDOW = 1_000;
/** The suggestions' window: six lines while a word is typed are chosen from the newest matches this many. */
const SUGGEST_WINDOW = 200;

export type SearchParams = {
  q: string;
  /** the results narrowed to a category's products */
  categoryId?: string;
  /** and to a subcategory's, within the category (a category page's chip) */
  subcategoryId?: string;
  sort: SearchSort;
  page: number;
  limit: number;
};

type CategoryFacet = { id: string; slug: string; name: string; count: number };

export type SearchResult = {
  q: string;
  total: number;
  products: ProductView[];
  /** every category holding matches, with how many, the most first; counted over the whole query */
  facets: CategoryFacet[];
  /** when nothing matched: a corrected query that finds something */
  didYouMean: string | null;
  /** terms to highlight in what is shown: whole words, and starts of words */
  highlight: { terms: string[]; prefixes: string[] };
  tours: VisitPlaceView[];
  masters: MasterView[];
};

export type Suggestions = {
  q: string;
  products: ProductView[];
  categories: CategoryView[];
  tours: VisitPlaceView[];
};

/** A record and its terms; `named`, those of its name alone (a tour's name, place and keywords). */
/** The Monday (UTC) of a moment's week, as YYYY-MM-DD: the searches' analytics count by week. */
function weekOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

type Searchable<T> = { item: T; terms: Set<string>; named?: Set<string> };

const termsOfText = (...texts: (string | null | undefined)[]) =>
  new Set(texts.flatMap((text) => foldedWords(text ?? '').map(termOf)));

/** Whether a word of a query matches one of a record's terms: exactly, as a prefix, or within its typo budget. */
function wordMatches(word: PlannedWord, terms: Set<string>): boolean {
  if (terms.has(word.term) || terms.has(word.word)) return true;
  const budget = typoBudget(word.term);
  for (const term of terms) {
    if (word.prefix && term.startsWith(word.word)) return true;
    if (
      budget > 0 &&
      Math.abs(term.length - word.term.length) <= budget &&
      editsBetween(word.term, term) <= budget
    )
      return true;
  }
  return false;
}

const matchesPlan = (plan: QueryPlan, terms: Set<string>) =>
  plan.words.length > 0 && plan.words.every((word) => wordMatches(word, terms));

/**
 * Search over the catalogue (issue 17, decision 022): products through the database's full-text index, kept up to
 * date by the indexer; tours, masters and category names, a few dozen records, matched in memory with the same
 * reading of words and typos.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  dialect: DialectName;
  catalog: {
    publishedProductsByIds(ids: readonly string[]): Promise<ProductView[]>;
    listCategories(options?: { visibleOnly: boolean }): Promise<CategoryView[]>;
  };
  tours: { all(): Promise<VisitPlaceView[]> };
  masters: { all(): Promise<MasterView[]> };
  changes?: Pick<ChangeBus, 'subscribe' | 'publish'>;
  log?: (message: string, details: Record<string, unknown>) => void;
  misses?: ReturnType<typeof createSearchMissRepository>;
  now?: () => Date;
  /** RANK_WINDOW unless a test wants windows it can fill */
  rankWindow?: number;
  /** Whether the owner hides sold pieces from the lists, search included (a setting; decision 030). */
  hideSold?: () => Promise<boolean>;
}) {
  const now = deps.now ?? (() => new Date());
  const hiddenSold = async () => (await deps.hideSold?.()) ?? false;
  const rankWindow = deps.rankWindow ?? RANK_WINDOW;
  const { repository } = deps;
  const facts = createSearchFacts({
    read: repository.facts,
    highest: repository.highest,
    live: repository.live,
  });
  let vocabulary: Promise<Vocabulary> | null = null;
  let tours: Promise<Searchable<VisitPlaceView>[]> | null = null;
  let masters: Promise<Searchable<MasterView>[]> | null = null;
  let categories: Promise<Searchable<CategoryView>[]> | null = null;

  const loadVocabulary = () => {
    vocabulary ??= repository
      .vocabulary()
      .then((rows) => new Map(rows.map((row) => [row.term, { documents: row.documents, word: row.word }])));
    vocabulary.catch(() => (vocabulary = null));
    return vocabulary;
  };
  const loadTours = () =>
    (tours ??= deps.tours.all().then((all) =>
      all.map((item) => ({
        item,
        terms: termsOfText(item.name, item.location, item.keywords.join(' '), item.description),
        named: termsOfText(item.name, item.location, item.keywords.join(' ')),
      })),
    ));
  const loadMasters = () =>
    (masters ??= deps.masters
      .all()
      .then((all) => all.map((item) => ({ item, terms: termsOfText(item.name, item.specialty) }))));
  const loadCategories = () =>
    (categories ??= deps.catalog
      .listCategories({ visibleOnly: true })
      .then((all) => all.map((item) => ({ item, terms: termsOfText(item.name) }))));

  let stopped = false;
  const indexer = createSearchIndexer({
    repository,
    onIndexed: async () => {
      vocabulary = null;
      // The new documents' facts now, not in the next visitor's search (a whole catalogue's after an import).
      await facts.sync();
      await deps.changes?.publish('search');
    },
    // A pass cut short by the stop (its database closed under it) is not a failure: the queue keeps its work.
    log: (message, details) => (stopped ? undefined : deps.log?.(message, details)),
  });

  const forget = (topic: ChangeTopic | 'all') => {
    if (stopped) return;
    if (topic === 'search' || topic === 'all') vocabulary = null;
    if (topic === 'tours' || topic === 'all') tours = null;
    if (topic === 'masters' || topic === 'all') masters = null;
    if (topic === 'categories' || topic === 'all') categories = null;
    // Any catalogue write queues its products (the triggers): index them now rather than at the next check.
    if (topic === 'all' || topic === 'products' || topic === 'categories' || topic.startsWith('product:'))
      void indexer.run();
  };
  const unsubscribe = deps.changes?.subscribe(forget);
  let timer: NodeJS.Timeout | undefined;

  async function sideResults(plan: QueryPlan) {
    const [tourList, masterList] = await Promise.all([loadTours(), loadMasters()]);
    return {
      tours: tourList
        .filter((tour) => matchesPlan(plan, tour.terms))
        .slice(0, SIDE_RESULTS)
        .map((tour) => tour.item),
      masters: masterList
        .filter((master) => matchesPlan(plan, master.terms))
        .slice(0, SIDE_RESULTS)
        .map((master) => master.item),
    };
  }

  /**
   * A query that finds something, when `plan` found nothing: each word that matches nothing replaced by the
   * commonest close word (2 edits at most), or left out when none is close and another word is kept as typed; null
   * when no correction finds anything.
   */
  async function didYouMean(plan: QueryPlan, vocab: Vocabulary): Promise<string | null> {
    const choices = plan.words.map((word) => {
      if (vocab.has(word.term)) return [vocab.get(word.term)!.word];
      const budget = word.term.length < 3 ? 0 : word.term.length < 5 ? 1 : 2;
      return correctionsOf(word.term, vocab, { budget, limit: 3 }).map(
        (found) => vocab.get(found.term)!.word,
      );
    });
    const attempts: string[][] = [[]];
    for (const options of choices) {
      const next: string[][] = [];
      for (const attempt of attempts)
        for (const option of options.length > 0 ? options : [null])
          next.push(option ? [...attempt, option] : attempt);
      attempts.splice(0, attempts.length, ...next.slice(0, 9));
    }
    const typed = plan.words.map((word) => word.word);
    for (const attempt of attempts) {
      const corrected = attempt.join(' ');
      if (attempt.length === 0 || corrected === typed.join(' ')) continue;
      // A word left out only beside one kept as typed: "zebra carpet" is not offered "carved".
      if (attempt.length < typed.length && !attempt.some((word) => typed.includes(word))) continue;
      const correctedPlan = planQuery(`${corrected} `, new Map());
      if (await repository.finds(toDatabaseQuery(correctedPlan, deps.dialect).exact)) return corrected;
    }
    return null;
  }

  /** The product ids of documents, in their order; a document the facts do not know is left out. */
  const productsOf = (docs: Iterable<number>) => {
    const ids: string[] = [];
    for (const doc of docs) {
      const fact = facts.get(doc);
      if (fact) ids.push(fact.productId);
    }
    return ids;
  };

  /**
   * A page of matches in relevance order: the matches (highest number first) in windows of `rankWindow`, each
   * window ranked by the database, the windows one after another (decision 023).
   */
  async function rankedPage(
    query: DatabaseQuery,
    docs: readonly number[],
    page: { offset: number; limit: number },
  ): Promise<number[]> {
    const found: number[] = [];
    const end = Math.min(page.offset + page.limit, docs.length);
    for (let start = page.offset - (page.offset % rankWindow); start < end; start += rankWindow) {
      const window = docs.slice(start, start + rankWindow);
      found.push(...(await ranked(query, window)).slice(Math.max(page.offset - start, 0), end - start));
    }
    return found;
  }

  /**
   * A page of matches in relevance order across shelves (decision 030): the available pieces' matches ranked, then
   * the sold ones' ranked after them, each shelf in its own windows.
   */
  async function shelvedRankedPage(
    query: DatabaseQuery,
    shelves: readonly (readonly number[])[],
    page: { offset: number; limit: number },
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
  }

  /** Sold pieces after the others, each kind in the order given; none when the owner hides them (decision 030). */
  const soldLast = (docs: readonly number[], hideSold: boolean) => {
    const sold = docs.filter((doc) => facts.get(doc)?.sold);
    const available = docs.filter((doc) => !facts.get(doc)?.sold);
    return hideSold ? available : [...available, ...sold];
  };

  /**
   * A window's documents (highest number first) best first: by the tiers they miss, their score, then the newest
   * product. The database ranks every match between the window's lowest and highest numbers; those of other
   * categories when a category narrows the search are left out here.
   */
  async function ranked(query: DatabaseQuery, window: readonly number[]): Promise<number[]> {
    const members = new Set(window);
    const rows = (await repository.rank(query, { lowest: window.at(-1)!, highest: window[0]! })).filter(
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
   * A page of matches in a list order, the available pieces before the sold ones: newest, or by price (those
   * without one last), then the newest indexed.
   */
  function sortedPage(
    docs: readonly number[],
    sort: Exclude<SearchSort, 'relevance'>,
    offset: number,
    limit: number,
  ) {
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
    return keyed.slice(offset, offset + limit).map((entry) => entry.doc);
  }

  /** The suggestions' products for a query: the best of its newest window. */
  async function suggested(query: DatabaseQuery): Promise<string[]> {
    const window = await repository.newest(query.match, Math.min(rankWindow, SUGGEST_WINDOW));
    if (window.length === 0) return [];
    const [hideSold] = await Promise.all([hiddenSold(), facts.sync()]);
    return productsOf(soldLast(await ranked(query, window), hideSold).slice(0, SUGGESTED_PRODUCTS));
  }

  const service = {
    /** Starts indexing what is queued (all products after the migration), then checks the queue now and then. */
    start() {
      void indexer.run();
      // The facts of every document, read now rather than by the first visitor's search (~1 s at 100,000).
      void facts
        .sync()
        .catch((error: unknown) => deps.log?.('search facts failed to load', { error: String(error) }));
      timer = setInterval(() => {
        void repository
          .pending()
          .then((pending) => (pending ? indexer.run() : undefined))
          .catch(() => undefined);
      }, QUEUE_CHECK_MS);
      timer.unref();
    },
    /** Stops following the catalogue; resolves when a pass under way has ended. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await indexer.idle();
    },
    /** Indexes every queued change now; resolves when the index has taken them all in. */
    indexNow: () => indexer.run(),

    async search(params: SearchParams): Promise<SearchResult> {
      const [vocab, categoryList] = await Promise.all([loadVocabulary(), loadCategories()]);
      const plan = planQuery(params.q, vocab);
      const empty: SearchResult = {
        q: params.q,
        total: 0,
        products: [],
        facets: [],
        didYouMean: null,
        highlight: highlightTerms(plan),
        tours: [],
        masters: [],
      };
      if (plan.words.length === 0) return empty;
      const side = params.page === 1 ? await sideResults(plan) : { tours: [], masters: [] };
      if (!plan.words.every((word) => wordCanMatch(word, vocab)))
        return { ...empty, ...side, didYouMean: await didYouMean(plan, vocab) };

      const query = toDatabaseQuery(plan, deps.dialect);
      // Every match once, then its facts from memory (read after the matches: every one of them is known).
      const [matched, hideSold] = await Promise.all([repository.matches(query.match), hiddenSold()]);
      await facts.sync();
      const counts = new Uint32Array(facts.ids);
      const category = params.categoryId ? facts.numberOf(params.categoryId) : -1;
      const subcategory = params.subcategoryId ? facts.numberOf(params.subcategoryId) : -1;
      // The matches on two shelves, as every list shows them: the available pieces, then the sold ones.
      const available: number[] = [];
      const sold: number[] = [];
      for (const doc of matched) {
        const fact = facts.get(doc);
        if (!fact || (fact.sold && hideSold)) continue;
        for (const number of fact.categories) counts[number]!++;
        if (
          (category < 0 || fact.categories.includes(category)) &&
          (subcategory < 0 || fact.subcategories.includes(subcategory))
        )
          (fact.sold ? sold : available).push(doc);
      }
      const page = { offset: (params.page - 1) * params.limit, limit: params.limit };
      const shown =
        params.sort === 'relevance'
          ? await shelvedRankedPage(query, [available, sold], page)
          : sortedPage([...available, ...sold], params.sort, page.offset, page.limit);
      const products = await deps.catalog.publishedProductsByIds(productsOf(shown));
      const total = available.length + sold.length;
      const byId = new Map(
        categoryList.map((entry, position) => [entry.item.id, { ...entry.item, position }]),
      );
      const facets = [...counts]
        .flatMap((count, number) => {
          const found = count > 0 ? byId.get(facts.idOf(number)) : undefined;
          return found ? [{ found, count }] : [];
        })
        .sort((a, b) => b.count - a.count || a.found.position - b.found.position)
        .map(({ found, count }) => ({ id: found.id, slug: found.slug, name: found.name, count }));
      return {
        ...empty,
        ...side,
        total,
        products,
        facets,
        didYouMean: total === 0 && !params.categoryId ? await didYouMean(plan, vocab) : null,
      };
    },

    /**
     * Counts a search that found nothing, or found pieces of which the visitor opened none, under its normalised
     * words (folded, singular, in order) and this week. Nothing about the visitor is kept.
     */
    async recordMiss(q: string, kind: SearchMissKind): Promise<void> {
      const query = foldedWords(q).slice(0, MAX_QUERY_WORDS).map(termOf).join(' ');
      if (!query || query.length > 100 || !deps.misses) return;
      const at = now();
      await deps.misses.record(weekOf(at), query, kind, at);
    },

    /**
     * This week's searches that found nothing or led nowhere, the commonest first, each with the piece that comes
     * closest (the first result, or the first of "Did you mean"), whose keywords the owner may want to extend.
     */
    async missesThisWeek(
      limit = 10,
    ): Promise<(SearchMiss & { closest: { id: string; title: string } | null })[]> {
      const misses = (await deps.misses?.top(weekOf(now()), limit)) ?? [];
      return Promise.all(
        misses.map(async (miss) => {
          const params = { sort: 'relevance' as const, page: 1, limit: 1 };
          let found = await service.search({ ...params, q: `${miss.query} ` });
          if (found.total === 0 && found.didYouMean)
            found = await service.search({ ...params, q: `${found.didYouMean} ` });
          const product = found.products[0];
          return { ...miss, closest: product ? { id: product.id, title: product.title } : null };
        }),
      );
    },

    /** What the header's search box offers while the visitor types: a few products, categories and tours. */
    async suggest(q: string): Promise<Suggestions> {
      const [vocab, categoryList, tourList] = await Promise.all([
        loadVocabulary(),
        loadCategories(),
        loadTours(),
      ]);
      const plan = planQuery(q, vocab);
      const none: Suggestions = { q, products: [], categories: [], tours: [] };
      if (plan.words.length === 0) return none;
      const matchedCategories = categoryList
        .filter((entry) => matchesPlan(plan, entry.terms))
        .map((entry) => entry.item);
      // While typing, a tour is offered by its name, place or keywords: a word begun matches too much of a story.
      const matchedTours = tourList
        .filter((tour) => matchesPlan(plan, tour.named ?? tour.terms))
        .slice(0, SIDE_RESULTS)
        .map((tour) => tour.item);
      if (!plan.words.every((word) => wordCanMatch(word, vocab)))
        return { ...none, categories: matchedCategories, tours: matchedTours };
      // Titles first: a few letters typed match thousands of descriptions, and a line shows a title. The whole
      // documents are searched only when the titles give fewer lines than there is room for.
      const query = toDatabaseQuery(plan, deps.dialect);
      const ids = await suggested({ ...query, match: query.title });
      if (ids.length < SUGGESTED_PRODUCTS)
        for (const id of await suggested(query))
          if (ids.length < SUGGESTED_PRODUCTS && !ids.includes(id)) ids.push(id);
      return {
        q,
        products: await deps.catalog.publishedProductsByIds(ids),
        categories: matchedCategories.slice(0, SIDE_RESULTS),
        tours: matchedTours,
      };
    },
  };
  return service;
}
