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

/**
 * The terms of the vocabulary within `budget` edits of `word`, closest first, then the commonest: the word as typed
 * whole, or, with `prefix` (the word being typed), the start of a term as long as the word. `word` itself is not
 * among them. At most `limit`.
 */
export function correctionsOf(
  word: string,
  vocabulary: Vocabulary,
  options: { budget: number; prefix?: boolean; limit?: number },
): Correction[] {
  const { budget, prefix = false, limit = 20 } = options;
  if (budget === 0) return [];
  const found: Correction[] = [];
  for (const [term, entry] of vocabulary) {
    if (term === word) continue;
    const lengthGap = term.length - word.length;
    let edits = Infinity;
    if (Math.abs(lengthGap) <= budget) edits = editsBetween(word, term);
    if (prefix && edits > budget && lengthGap > 0) edits = editsBetween(word, term.slice(0, word.length));
    if (edits <= budget) found.push({ term, edits, documents: entry.documents });
  }
  found.sort((a, b) => a.edits - b.edits || b.documents - a.documents || (a.term < b.term ? -1 : 1));
  return found.slice(0, limit);
}
