import { foldedWords, termOf } from '#common/search-text.ts';
import { MAX_QUERY_WORDS } from './query-plan.ts';
import type { createSearchMissRepository, SearchMiss, SearchMissKind } from './search-miss-repository.ts';
import type { SearchParams, SearchResult } from './search-service.ts';

/** The Monday (UTC) of a moment's week, as YYYY-MM-DD: the searches' analytics count by week. */
function weekOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The searches that found nothing or led nowhere (migration 0010): counted per week, and read for the dashboard. */
export function createSearchMisses({
  misses,
  now,
  search,
}: {
  misses: ReturnType<typeof createSearchMissRepository> | undefined;
  now: () => Date;
  search: (params: SearchParams) => Promise<SearchResult>;
}) {
  return {
    /**
     * Counts a search that found nothing, or found pieces of which the visitor opened none, under its normalised
     * words (folded, singular, in order) and this week. Nothing about the visitor is kept.
     */
    async recordMiss(q: string, kind: SearchMissKind): Promise<void> {
      const query = foldedWords(q).slice(0, MAX_QUERY_WORDS).map(termOf).join(' ');
      if (!query || query.length > 100 || !misses) return;
      const at = now();
      await misses.record(weekOf(at), query, kind, at);
    },

    /**
     * This week's searches that found nothing or led nowhere, the commonest first, each with the piece that comes
     * closest (the first result, or the first of "Did you mean"), whose keywords the owner may want to extend.
     */
    async missesThisWeek(
      limit = 10,
    ): Promise<(SearchMiss & { closest: { id: string; title: string } | null })[]> {
      const top = (await misses?.top(weekOf(now()), limit)) ?? [];
      return Promise.all(
        top.map(async (miss) => {
          const params = { sort: 'relevance' as const, page: 1, limit: 1 };
          let found = await search({ ...params, q: `${miss.query} ` });
          if (found.total === 0 && found.didYouMean)
            found = await search({ ...params, q: `${found.didYouMean} ` });
          const product = found.products[0];
          return { ...miss, closest: product ? { id: product.id, title: product.title } : null };
        }),
      );
    },
  };
}
