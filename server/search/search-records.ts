import type { ChangeTopic } from '#server/events/change-bus.ts';
import type { CategoryView } from '#server/catalog/catalog-service.ts';
import type { MasterView } from '#server/masters/master-service.ts';
import type { VisitPlaceView } from '#server/tours/visit-place-service.ts';
import { foldedWords, termOf } from '#common/search-text.ts';
import type { PlannedWord, QueryPlan } from './query-plan.ts';
import { editsBetween, typoBudget } from './typos.ts';

/** A record and its terms; `named`, those of its name alone (a tour's name, place and keywords). */
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

export const matchesPlan = (plan: QueryPlan, terms: Set<string>) =>
  plan.words.length > 0 && plan.words.every((word) => wordMatches(word, terms));

/**
 * Tours, masters and category names, a few dozen records, with their terms: read once, kept in memory and matched
 * there with the same reading of words and typos as the products' index; read again after a change to them.
 */
export function createSearchRecords(deps: {
  catalog: { listCategories(options?: { visibleOnly: boolean }): Promise<CategoryView[]> };
  tours: { all(): Promise<VisitPlaceView[]> };
  masters: { all(): Promise<MasterView[]> };
}) {
  let tours: Promise<Searchable<VisitPlaceView>[]> | null = null;
  let masters: Promise<Searchable<MasterView>[]> | null = null;
  let categories: Promise<Searchable<CategoryView>[]> | null = null;
  return {
    tours: () =>
      (tours ??= deps.tours.all().then((all) =>
        all.map((item) => ({
          item,
          terms: termsOfText(item.name, item.location, item.keywords.join(' '), item.description),
          named: termsOfText(item.name, item.location, item.keywords.join(' ')),
        })),
      )),
    masters: () =>
      (masters ??= deps.masters
        .all()
        .then((all) => all.map((item) => ({ item, terms: termsOfText(item.name, item.specialty) })))),
    categories: () =>
      (categories ??= deps.catalog
        .listCategories({ visibleOnly: true })
        .then((all) => all.map((item) => ({ item, terms: termsOfText(item.name) })))),
    forget(topic: ChangeTopic | 'all') {
      if (topic === 'tours' || topic === 'all') tours = null;
      if (topic === 'masters' || topic === 'all') masters = null;
      if (topic === 'categories' || topic === 'all') categories = null;
    },
  };
}
