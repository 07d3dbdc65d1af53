import { describe, expect, test } from 'vitest';
import { clearedHref, filtersHref, narrowedHref } from './catalog-filters.ts';

const at = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return { pathname: url.pathname, search: url.search };
};

describe('the addresses of a filtered list (decision 037)', () => {
  test('a filter changes its own parameter, keeps the others and starts again at page 1', () => {
    const here = at('/products?q=buddha&material=onyx&page=3');
    expect(filtersHref(here, { min: 100, max: 500 }, 'relevance')).toBe(
      '/products?q=buddha&material=onyx&min=100&max=500',
    );
    expect(filtersHref(here, { material: null, available: true }, 'relevance')).toBe(
      '/products?q=buddha&available=1',
    );
    // The default order is left out of the address.
    expect(filtersHref(at('/products?sort=price-asc'), { sort: 'newest' }, 'newest')).toBe('/products');
    expect(clearedHref(at('/search?q=lamp&material=onyx&min=1&max=9&available=1&sort=newest'))).toBe(
      '/search?q=lamp',
    );
  });

  test('a category chip on /search, or a subcategory chip, keeps the words, the filters and the order', () => {
    const search = at('/search?q=lamp&material=onyx&min=100&max=500&available=1&sort=price-asc&page=2');
    expect(narrowedHref(search, 'category', 'home-decor')).toBe(
      '/search?q=lamp&material=onyx&min=100&max=500&available=1&sort=price-asc&category=home-decor',
    );
    expect(narrowedHref(at('/search?q=lamp&category=home-decor&material=onyx'), 'category', null)).toBe(
      '/search?q=lamp&material=onyx',
    );
    expect(
      narrowedHref(
        { pathname: '/category/gandhara-art', search: '?sub=heads&material=schist&sort=price-desc' },
        'sub',
        'busts',
      ),
    ).toBe('/category/gandhara-art?sub=busts&material=schist&sort=price-desc');
    expect(narrowedHref(at('/category/gandhara-art?sub=heads&q=grey%20schist'), 'sub', null)).toBe(
      '/category/gandhara-art?q=grey+schist',
    );
  });
});
