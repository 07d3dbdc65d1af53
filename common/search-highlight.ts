import { fold, termOf } from './search-text.ts';

const WORD_WITH_MARKS = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Where a text shows the words a search matched, as [start, end) ranges of its characters: each word whose term is
 * one of `terms`, or that begins with one of `prefixes` (the word still being typed). Words are read as the index
 * reads them (search-text.ts), but the ranges are the original text's, accents and case as written.
 */
export function matchedRanges(
  text: string,
  highlight: { terms: readonly string[]; prefixes: readonly string[] },
): [number, number][] {
  if (highlight.terms.length === 0 && highlight.prefixes.length === 0) return [];
  const terms = new Set(highlight.terms);
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(WORD_WITH_MARKS)) {
    const folded = fold(match[0]);
    if (!folded) continue;
    if (
      terms.has(folded) ||
      terms.has(termOf(folded)) ||
      highlight.prefixes.some((p) => folded.startsWith(p))
    )
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
