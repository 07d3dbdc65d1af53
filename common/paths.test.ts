import { describe, expect, test } from 'vitest';
import { adminProductPath, categoryPath, PAGE_PATHS, productPath, searchPath, tourPath } from './paths.ts';

describe('the storefront addresses, built in one place', () => {
  test('a product, a category, a subcategory of it and a tour', () => {
    expect(productPath({ slug: 'seated-buddha' })).toBe('/product/seated-buddha');
    expect(categoryPath({ slug: 'gandhara-art' })).toBe('/category/gandhara-art');
    expect(categoryPath({ slug: 'gandhara-art' }, { subcategory: 'buddha-heads' })).toBe(
      '/category/gandhara-art?sub=buddha-heads',
    );
    expect(categoryPath({ slug: 'gandhara-art' }, { subcategory: null })).toBe('/category/gandhara-art');
    expect(categoryPath({ slug: 'gandhara-art' }, { subcategory: 'heads', q: 'grey schist' })).toBe(
      '/category/gandhara-art?sub=heads&q=grey%20schist',
    );
    expect(tourPath({ slug: 'dharmarajika-stupa' })).toBe('/visit-taxila/dharmarajika-stupa');
  });

  test('the search page keeps only the parameters given, its words encoded', () => {
    expect(searchPath({ q: 'buddha' })).toBe('/search?q=buddha');
    expect(searchPath({ q: 'buddha head & base' })).toBe('/search?q=buddha%20head%20%26%20base');
    expect(searchPath({ q: 'buddha', category: 'gandhara-art', sort: 'price-asc' })).toBe(
      '/search?q=buddha&category=gandhara-art&sort=price-asc',
    );
    expect(searchPath({ q: 'stone', category: null, sort: null })).toBe('/search?q=stone');
    expect(searchPath({ q: '' })).toBe('/search');
  });

  test('the fixed pages keep the old site’s addresses', () => {
    expect(PAGE_PATHS).toEqual({
      home: '/',
      products: '/products',
      search: '/search',
      tours: '/visit-taxila',
      masters: '/our-masters',
      about: '/about',
      contact: '/contact',
      faq: '/FAQsPage',
      shippingReturns: '/ShippingReturnsPage',
      privacyPolicy: '/PrivacyPolicyPage',
      favourites: '/favourites',
    });
  });
});

describe('a product’s editor in the panel', () => {
  test('is its own page, with words to add to the keywords when there are some', () => {
    expect(adminProductPath('6b09e1be78fcf0fca6933274')).toBe('/admin/products/6b09e1be78fcf0fca6933274');
    expect(adminProductPath('6b09e1be78fcf0fca6933274', 'buddha head')).toBe(
      '/admin/products/6b09e1be78fcf0fca6933274?keywords=buddha%20head',
    );
  });
});
