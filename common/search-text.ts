import pluralize from 'pluralize';

/**
 * How the site reads text for search (decision 022), the same for what is indexed and for what is asked:
 * - compatibility forms folded and accents dropped ("Café" and "cafe", "ﬁ" and "fi"), then lower case;
 * - words are runs of letters and digits, in any script; everything else separates them;
 * - a word's term is its singular ("fountains" and "fountain", "boxes" and "box"), so plurals meet.
 */
const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** A text with compatibility forms folded, accents dropped and letters in lower case. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The words of a text, folded, in order. */
export function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** The term a folded word is indexed and searched under. */
export function termOf(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  const singular = pluralize.singular(word);
  return singular.length > 0 ? singular : word;
}

/**
 * Every piece of the shop is stone: a search for "stone fountain" means the fountains, whatever their stone is
 * called. A document that names a stone, or a word ending in "stone" (sandstone, soapstone), also holds the term
 * "stone" (added to its keywords by the indexer).
 */
const STONES = new Set([
  'marble',
  'onyx',
  'schist',
  'granite',
  'jade',
  'lapi',
  'lazuli',
  'limestone',
  'alabaster',
  'travertine',
  'slate',
  'basalt',
  'quartz',
  'agate',
  'serpentine',
  'sandstone',
  'soapstone',
]);
export const STONE = 'stone';

export function impliesStone(term: string): boolean {
  return STONES.has(term) || (term.length > STONE.length && term.endsWith(STONE));
}
