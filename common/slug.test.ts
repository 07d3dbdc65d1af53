import { describe, expect, test } from 'vitest';
import { categoryLookupKey } from './categories.ts';
import { slugify, SLUG_PATTERN, uniqueSlug } from './slug.ts';

describe('the one slug rule', () => {
  test('an ampersand reads as "and", with or without spaces around it', () => {
    expect(slugify('Arts&Crafts')).toBe('arts-and-crafts');
    expect(slugify('Arts & Crafts')).toBe('arts-and-crafts');
  });

  test('accents are folded, punctuation dropped, runs of spaces and hyphens become one hyphen', () => {
    expect(slugify('Crème Onyx')).toBe('creme-onyx');
    expect(slugify('Buddha Head — Grey Schist (30 cm)')).toBe('buddha-head-grey-schist-30-cm');
    expect(slugify('  --Marble   Vase--  ')).toBe('marble-vase');
    expect(slugify("Owner's Pick!")).toBe('owners-pick');
  });

  test('text with no letter or digit of the Latin alphabet has no slug', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('گندھارا')).toBe('');
  });

  test('every slug it makes matches the slug pattern', () => {
    for (const text of ['Arts&Crafts', 'Crème Onyx', 'A  B', 'x-1', 'Featured Products'])
      expect(slugify(text)).toMatch(SLUG_PATTERN);
  });

  test('categories are keyed by the same rule, an old camelCase key read as words', () => {
    expect(categoryLookupKey('Arts&Crafts')).toBe(slugify('Arts&Crafts'));
    expect(categoryLookupKey('Crème Onyx')).toBe('creme-onyx');
    expect(categoryLookupKey('featuredProducts')).toBe('featured-products');
    expect(categoryLookupKey('mortar-and-pestle')).toBe('mortar-and-pestle');
  });

  test('a taken slug gets -2, -3, … and an empty one becomes "item"', async () => {
    const taken = new Set(['marble-vase', 'marble-vase-2']);
    expect(await uniqueSlug('Marble Vase', async (slug) => taken.has(slug))).toBe('marble-vase-3');
    expect(await uniqueSlug('!!!', async () => false)).toBe('item');
  });
});
