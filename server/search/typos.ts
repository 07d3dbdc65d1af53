import distance from 'damerau-levenshtein';

/**
 * Typos tolerated in a word, as the hosted engines do by default (Meilisearch, Algolia): none under 5 letters, 1
 * from 5 to 8, 2 from 9. An edit is a letter added, dropped or changed, or two neighbours swapped.
 */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/** The edits between two words (optimal string alignment: a swap of neighbours is one edit). */
export function editsBetween(a: string, b: string): number {
  return distance(a, b).steps;
}

export type Vocabulary = ReadonlyMap<string, { documents: number; word: string }>;

export type Correction = { term: string; edits: number; documents: number };

/** A vocabulary's terms by their first letter, and in order (for the terms a word begins). */
type Index = { byFirst: Map<string, string[]>; sorted: string[] };
const indexes = new WeakMap<Vocabulary, Index>();
/** Corrections already worked out, per vocabulary (a new one comes with each change to the index). */
const remembered = new WeakMap<Vocabulary, Map<string, Correction[]>>();
const REMEMBERED = 5_000;

const firstOf = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 0);

function indexOf(vocabulary: Vocabulary): Index {
  let index = indexes.get(vocabulary);
  if (!index) {
    const byFirst = new Map<string, string[]>();
    for (const term of vocabulary.keys()) {
      const first = firstOf(term);
      const terms = byFirst.get(first);
      if (terms) terms.push(term);
      else byFirst.set(first, [term]);
    }
    index = { byFirst, sorted: [...vocabulary.keys()].sort() };
    indexes.set(vocabulary, index);
  }
  return index;
}

/** The vocabulary's terms in order (shared with the search for the terms a word begins). */
export const sortedTermsOf = (vocabulary: Vocabulary): readonly string[] => indexOf(vocabulary).sorted;

/** The words one edit of the first letter away: another first letter, none, one more, or the first two swapped. */
function firstLetterEdits(word: string, firsts: Iterable<string>): string[] {
  const first = firstOf(word);
  const rest = word.slice(first.length);
  const edits = new Set<string>([rest]);
  for (const other of firsts) {
    if (other !== first) edits.add(other + rest);
    edits.add(other + word);
  }
  const second = firstOf(rest);
  if (second && second !== first) edits.add(second + first + rest.slice(second.length));
  edits.delete(word);
  return [...edits].filter(Boolean);
}

/**
 * The terms of the vocabulary within `budget` edits of `word`, closest first, then the commonest: the word as typed
 * whole, or, with `prefix` (the word being typed), the start of a term as long as the word. `word` itself is not
 * among them. At most `limit`.
 *
 * As Meilisearch counts them, a mistyped first letter is two edits: the terms compared one by one are those that
 * begin with the word's letter (a twentieth of the vocabulary, not all of it), and with a budget of two, the words
 * one edit of the first letter away are looked up whole. Answers are remembered until the vocabulary changes.
 */
export function correctionsOf(
  word: string,
  vocabulary: Vocabulary,
  options: { budget: number; prefix?: boolean; limit?: number },
): Correction[] {
  const { budget, prefix = false, limit = 20 } = options;
  if (budget === 0 || !word) return [];
  let memo = remembered.get(vocabulary);
  if (!memo) remembered.set(vocabulary, (memo = new Map()));
  const key = `${word} ${budget} ${prefix} ${limit}`;
  const known = memo.get(key);
  if (known) return known;

  const found = new Map<string, Correction>();
  const add = (term: string, edits: number) => {
    const entry = vocabulary.get(term);
    if (!entry || term === word) return;
    const seen = found.get(term);
    if (!seen || edits < seen.edits) found.set(term, { term, edits, documents: entry.documents });
  };
  const { byFirst, sorted } = indexOf(vocabulary);
  for (const term of byFirst.get(firstOf(word)) ?? []) {
    const lengthGap = term.length - word.length;
    let edits = Infinity;
    if (Math.abs(lengthGap) <= budget) edits = editsBetween(word, term);
    if (prefix && edits > budget && lengthGap > 0) edits = editsBetween(word, term.slice(0, word.length));
    if (edits <= budget) add(term, edits);
  }
  if (budget >= 2)
    for (const edited of firstLetterEdits(word, byFirst.keys())) {
      add(edited, 2);
      if (prefix) for (const term of termsBeginning(edited, sorted, limit)) add(term, 2);
    }

  const corrections = [...found.values()]
    .sort((a, b) => a.edits - b.edits || b.documents - a.documents || (a.term < b.term ? -1 : 1))
    .slice(0, limit);
  if (memo.size >= REMEMBERED) memo.clear();
  memo.set(key, corrections);
  return corrections;
}

/** Up to `limit` terms of a sorted list that begin with `prefix`. */
export function termsBeginning(prefix: string, sorted: readonly string[], limit: number): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (
    let index = low;
    index < sorted.length && found.length < limit && sorted[index]!.startsWith(prefix);
    index++
  )
    found.push(sorted[index]!);
  return found;
}
