import { expect, test } from 'vitest';
import { matchedRanges } from './search-highlight.ts';

const marked = (text: string, terms: string[], prefixes: string[] = []) =>
  matchedRanges(text, { terms, prefixes }).map(([start, end]) => text.slice(start, end));

test('whole words whose term matched are marked as written: case, accents and plural kept', () => {
  expect(marked('Two Fountains in Café Marble', ['fountain', 'cafe'])).toEqual(['Fountains', 'Café']);
  expect(marked('Buddha head, BUDDHAS', ['buddha'])).toEqual(['Buddha', 'BUDDHAS']);
});

test('a word being typed marks the words it begins, and only whole words match terms', () => {
  expect(marked('Fountain of Fortune', [], ['fo'])).toEqual(['Fountain', 'Fortune']);
  expect(marked('Onyx vase', ['on'])).toEqual([]);
  expect(marked('Nothing asked', [])).toEqual([]);
});
