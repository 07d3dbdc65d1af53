import { describe, expect, test } from 'vitest';
import { correctionsOf, typoBudget } from './typos.ts';

const vocabularyOf = (entries: Record<string, number>) =>
  new Map(Object.entries(entries).map(([term, documents]) => [term, { documents, word: term }]));

describe('typo corrections', () => {
  const vocabulary = vocabularyOf({ buddha: 40, fountain: 25, bodhisattva: 6, sandstone: 12, soapstone: 9 });
  const terms = (word: string, prefix = false) =>
    correctionsOf(word, vocabulary, { budget: typoBudget(word), prefix }).map((found) => found.term);

  test('a word within its budget finds its term, a swap of neighbours counting as one edit', () => {
    expect(terms('fountian')).toEqual(['fountain']);
    expect(terms('budha')).toEqual(['buddha']);
    expect(terms('bodhisatva')).toEqual(['bodhisattva']);
  });

  test('a mistyped first letter counts as two edits, as Meilisearch counts it', () => {
    // 8 letters: a budget of one, which a wrong first letter exceeds.
    expect(terms('mountain')).toEqual([]);
    // 9 letters: a budget of two, spent by the first letter.
    expect(terms('tandstone')).toEqual(['sandstone']);
    expect(terms('andstone', false)).toEqual([]);
    expect(correctionsOf('andstone', vocabulary, { budget: 2 }).map((found) => found.term)).toEqual([
      'sandstone',
    ]);
  });

  test('a word being typed is corrected against the start of longer terms', () => {
    expect(terms('fuonta', true)).toEqual(['fountain']);
    expect(terms('fuonta')).toEqual([]);
  });

  test('the same question twice gets the same answer, and a new vocabulary is asked afresh', () => {
    const first = correctionsOf('budha', vocabulary, { budget: 1 });
    expect(correctionsOf('budha', vocabulary, { budget: 1 })).toEqual(first);
    const changed = vocabularyOf({ bodha: 3 });
    expect(correctionsOf('budha', changed, { budget: 1 }).map((found) => found.term)).toEqual(['bodha']);
  });
});
