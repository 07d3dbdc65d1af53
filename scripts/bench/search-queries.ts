/** What the search bench (search.ts) asks: searches as visitors type them, and the header's suggestions. */

/**
 * What visitors type, from the generator's vocabulary (catalogue.ts): materials, subjects, categories; typos
 * within the engine's budget ("budha", "marbel", "fountian", "bodhisatva"); two and three words; one order and one
 * category besides relevance; and one query that matches nothing, which costs the "Did you mean" search.
 */
export const SEARCH_QUERIES = [
  'buddha',
  'budha',
  'marble',
  'marbel',
  'fountain',
  'fountian',
  'onyx vase',
  'seated buddha schist',
  'garden lantern',
  'elephant figurine',
  'jade pendant',
  'salt lamp',
  'mortar and pestle',
  'sandstone planter',
  'black granite headstone',
  'candle holder',
  'lapis',
  'bodhisatva',
  'hand carved fireplace',
  'soap dish&sort=price-asc',
  'buddha&category=gandhara-art',
  'zebra carpet',
];

/** Words as they are typed into the header's box, letter by letter. */
export const SUGGEST_PREFIXES = [
  'bu',
  'bud',
  'budd',
  'buddh',
  'fo',
  'fou',
  'foun',
  'fount',
  'ma',
  'mar',
  'marb',
  'marbl',
  'on',
  'ony',
  'onyx v',
  'onyx va',
  'sa',
  'sal',
  'salt l',
  'gar',
  'garden l',
  'el',
  'ele',
  'elep',
  'jad',
  'gra',
  'lap',
  'can',
  'cand',
];

/** A query string of the list above: its text encoded, and the order or category it carries as they are. */
export function searchPath(query: string, n: number | string): string {
  const [text, ...rest] = query.split('&');
  return `/api/search?q=${encodeURIComponent(text!)}${rest.map((part) => `&${part}`).join('')}&page=1&limit=20&_=${n}`;
}
export const suggestPath = (prefix: string, n: number | string) =>
  `/api/search/suggest?q=${encodeURIComponent(prefix)}&_=${n}`;
