import type { DialectName } from '#server/db/database.ts';
import { foldedWords, termOf } from '#common/search-text.ts';
import {
  correctionsOf,
  sortedTermsOf,
  termsBeginning,
  typoBudget,
  type Correction,
  type Vocabulary,
} from './typos.ts';
import type { DatabaseQuery } from './search-repository.ts';

/** Words read from a query, at most: a query is a few words, not a document. */
export const MAX_QUERY_WORDS = 10;
/** Typo corrections tried per word, the closest and commonest. */
const MAX_CORRECTIONS = 12;
/**
 * A word being typed is matched through the terms it begins, as listed by the vocabulary, when there are at most
 * this many; past that (a word of a letter or two), through the engine's own prefix search (decision 023).
 */
const MAX_COMPLETIONS = 32;

/** The vocabulary's terms that begin with `prefix`, `prefix` itself included; null when there are too many. */
export function completionsOf(prefix: string, vocabulary: Vocabulary): string[] | null {
  const found = termsBeginning(prefix, sortedTermsOf(vocabulary), MAX_COMPLETIONS + 1);
  return found.length > MAX_COMPLETIONS ? null : found;
}

/** One word of a query: what it matches exactly, as the start of a longer word, and with typos. */
export type PlannedWord = {
  /** as typed, folded */
  word: string;
  /** its term: the singular */
  term: string;
  /** the last word of a query still being typed matches the start of longer words */
  prefix: boolean;
  /** when `prefix`: the terms it begins, or null for too many to list */
  completions: string[] | null;
  corrections: Correction[];
};

export type QueryPlan = { words: PlannedWord[] };

/**
 * Reads a query (decision 022): every word must match, in any order; the last one also as the start of a word,
 * unless the query ends with a space (the visitor has finished it); each word also through its typo corrections.
 */
export function planQuery(query: string, vocabulary: Vocabulary): QueryPlan {
  const folded = foldedWords(query).slice(0, MAX_QUERY_WORDS);
  const typing = !/\s$/.test(query);
  return {
    words: folded.map((word, index) => {
      const term = termOf(word);
      const prefix = typing && index === folded.length - 1 && word.length >= 2;
      return {
        word,
        term,
        prefix,
        completions: prefix ? completionsOf(word, vocabulary) : null,
        corrections: correctionsOf(term, vocabulary, {
          budget: typoBudget(term),
          prefix,
          limit: MAX_CORRECTIONS,
        }).filter((correction) => correction.term !== word),
      };
    }),
  };
}

/** Whether a word of the plan can match at all: its term, its prefix or a correction is in the vocabulary. */
export function wordCanMatch(word: PlannedWord, vocabulary: Vocabulary): boolean {
  if (vocabulary.has(word.term) || vocabulary.has(word.word) || word.corrections.length > 0) return true;
  return word.prefix && (word.completions === null || word.completions.length > 0);
}

/**
 * The plan in the database's query language: FTS5's on SQLite, tsquery on PostgreSQL (decision 022), in the four
 * forms the ranking needs: every match, typos included (`match`); without typos (`exact`); as a phrase of its
 * words (`phrase`, for two words or more); in the title alone (`title`); and with whole words only, none matched
 * by its start (`whole`).
 */
export function toDatabaseQuery(plan: QueryPlan, dialect: DialectName): DatabaseQuery {
  const sqlite = dialect === 'sqlite';
  const quote = (term: string) =>
    sqlite ? `"${term.replaceAll('"', '""')}"` : `'${term.replaceAll("'", "''")}'`;
  const or = sqlite ? ' OR ' : ' | ';
  const and = sqlite ? ' AND ' : ' & ';
  /** The start of a word, in the engine's prefix syntax (on PostgreSQL, within a weight when one is given). */
  const prefixed = (text: string, weight = '') => (sqlite ? `${quote(text)}*` : `${quote(text)}:*${weight}`);
  const form = (options: { typos: boolean; prefixes: boolean; titleOnly: boolean }) => {
    // PostgreSQL restricts a lexeme to the title by its weight (A); FTS5 restricts the whole query to a column.
    const weight = !sqlite && options.titleOnly ? 'A' : '';
    const term = (text: string) => (weight ? `${quote(text)}:${weight}` : quote(text));
    const groups = plan.words.map((word) => {
      const alternatives = new Set([term(word.term), term(word.word)]);
      if (word.prefix && options.prefixes) {
        if (word.completions) for (const completion of word.completions) alternatives.add(term(completion));
        else alternatives.add(prefixed(word.word, weight));
      }
      if (options.typos) for (const correction of word.corrections) alternatives.add(term(correction.term));
      return `(${[...alternatives].join(or)})`;
    });
    const query = groups.join(and);
    return sqlite && options.titleOnly ? `title : (${query})` : query;
  };
  // The words side by side in their order, as a phrase (the last one still by its start while typed: FTS5's
  // phrases hold no choices, so one phrase per term it begins).
  const last = plan.words.at(-1);
  const endings = !last
    ? []
    : !last.prefix
      ? [quote(last.term)]
      : last.completions
        ? last.completions.map(quote)
        : [prefixed(last.word)];
  const phraseOf = (ending: string) =>
    [...plan.words.slice(0, -1).map((word) => quote(word.term)), ending].join(sqlite ? ' + ' : ' <-> ');
  const phrase = endings.length > 0 ? endings.map((ending) => `(${phraseOf(ending)})`).join(or) : null;
  return {
    match: form({ typos: true, prefixes: true, titleOnly: false }),
    phrase: plan.words.length > 1 ? phrase : null,
    exact: form({ typos: false, prefixes: true, titleOnly: false }),
    title: form({ typos: true, prefixes: true, titleOnly: true }),
    whole: form({ typos: true, prefixes: false, titleOnly: false }),
  };
}

/** The terms a result may show highlighted: every word's term, word, prefix and corrections. */
export function highlightTerms(plan: QueryPlan): { terms: string[]; prefixes: string[] } {
  return {
    terms: [
      ...new Set(
        plan.words.flatMap((word) => [word.term, word.word, ...word.corrections.map((c) => c.term)]),
      ),
    ],
    prefixes: plan.words.filter((word) => word.prefix).map((word) => word.word),
  };
}
