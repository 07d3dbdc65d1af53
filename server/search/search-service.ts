import type { DialectName } from '#server/db/database.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import type { CategoryView, ProductView } from '#server/catalog/catalog-service.ts';
import type { MasterView } from '#server/masters/master-service.ts';
import type { VisitPlaceView } from '#server/tours/visit-place-service.ts';
import { didYouMean } from './did-you-mean.ts';
import { highlightTerms, planQuery, toDatabaseQuery, wordCanMatch, type QueryPlan } from './query-plan.ts';
import { createSearchFacts } from './search-facts.ts';
import { shelveMatches } from './search-filters.ts';
import { createSearchIndexer } from './search-indexer.ts';
import { createSearchRanking } from './search-ranking.ts';
import { createSearchRecords, matchesPlan } from './search-records.ts';
import type { DatabaseQuery, SearchRepository, SearchSort } from './search-repository.ts';
import type { createSearchMissRepository } from './search-miss-repository.ts';
import { createSearchMisses } from './search-misses.ts';
import type { Vocabulary } from './typos.ts';

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
  /** the visitor's filters (decision 037): a material (lowercased), a price range in cents, available pieces only */
  material?: string;
  minCents?: number;
  maxCents?: number;
  availableOnly?: boolean;
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
  /** the materials of the matches (in the category, within the price range), with how many, the most first */
  materials: { name: string; count: number }[];
  /** how many of those matches are available, of the material chosen */
  available: number;
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
  const loadVocabulary = () => {
    vocabulary ??= repository
      .vocabulary()
      .then((rows) => new Map(rows.map((row) => [row.term, { documents: row.documents, word: row.word }])));
    vocabulary.catch(() => (vocabulary = null));
    return vocabulary;
  };
  const records = createSearchRecords(deps);
  const ranking = createSearchRanking({ repository, facts, rankWindow });
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
    records.forget(topic);
    // Any catalogue write queues its products (the triggers): index them now rather than at the next check.
    if (topic === 'all' || topic === 'products' || topic === 'categories' || topic.startsWith('product:'))
      void indexer.run();
  };
  const unsubscribe = deps.changes?.subscribe(forget);
  let timer: NodeJS.Timeout | undefined;

  async function sideResults(plan: QueryPlan) {
    const [tourList, masterList] = await Promise.all([records.tours(), records.masters()]);
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

  /** The suggestions' products for a query: the best of its newest window. */
  async function suggested(query: DatabaseQuery): Promise<string[]> {
    const window = await repository.newest(query.match, Math.min(rankWindow, SUGGEST_WINDOW));
    if (window.length === 0) return [];
    const [hideSold] = await Promise.all([hiddenSold(), facts.sync()]);
    return ranking.productsOf(
      ranking.soldLast(await ranking.ranked(query, window), hideSold).slice(0, SUGGESTED_PRODUCTS),
    );
  }

  // A correction is offered only when the index finds something with it.
  const correction = (plan: QueryPlan, vocab: Vocabulary) =>
    didYouMean(plan, vocab, (corrected) =>
      repository.finds(toDatabaseQuery(planQuery(`${corrected} `, new Map()), deps.dialect).exact),
    );

  /** A page of products matching a query, with the categories holding matches, and tours and masters beside. */
  async function search(params: SearchParams): Promise<SearchResult> {
    const [vocab, categoryList] = await Promise.all([loadVocabulary(), records.categories()]);
    const plan = planQuery(params.q, vocab);
    const empty: SearchResult = {
      q: params.q,
      total: 0,
      products: [],
      facets: [],
      materials: [],
      available: 0,
      didYouMean: null,
      highlight: highlightTerms(plan),
      tours: [],
      masters: [],
    };
    if (plan.words.length === 0) return empty;
    const side = params.page === 1 ? await sideResults(plan) : { tours: [], masters: [] };
    if (!plan.words.every((word) => wordCanMatch(word, vocab)))
      return { ...empty, ...side, didYouMean: await correction(plan, vocab) };

    const query = toDatabaseQuery(plan, deps.dialect);
    // Every match once, then its facts from memory (read after the matches: every one of them is known).
    const [matched, hideSold] = await Promise.all([repository.matches(query.match), hiddenSold()]);
    await facts.sync();
    const counts = new Uint32Array(facts.ids);
    const category = params.categoryId ? facts.numberOf(params.categoryId) : -1;
    const subcategory = params.subcategoryId ? facts.numberOf(params.subcategoryId) : -1;
    // The matches on two shelves, as every list shows them: the available pieces, then the sold ones.
    const { available, sold, materials, availableCount } = shelveMatches(matched, {
      facts,
      counts,
      category,
      subcategory,
      hideSold,
      params,
    });
    const page = { offset: (params.page - 1) * params.limit, limit: params.limit };
    const shown =
      params.sort === 'relevance'
        ? await ranking.shelvedRankedPage(query, [available, sold], page)
        : ranking.sortedPage([...available, ...sold], params.sort, page);
    const products = await deps.catalog.publishedProductsByIds(ranking.productsOf(shown));
    const total = available.length + sold.length;
    const byId = new Map(categoryList.map((entry, position) => [entry.item.id, { ...entry.item, position }]));
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
      materials,
      available: availableCount,
      didYouMean: total === 0 && !params.categoryId ? await correction(plan, vocab) : null,
    };
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

    search,
    ...createSearchMisses({ misses: deps.misses, now, search }),

    /** What the header's search box offers while the visitor types: a few products, categories and tours. */
    async suggest(q: string): Promise<Suggestions> {
      const [vocab, categoryList, tourList] = await Promise.all([
        loadVocabulary(),
        records.categories(),
        records.tours(),
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
