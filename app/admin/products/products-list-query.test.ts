import { describe, expect, test } from 'vitest';
import { editorPath, listPathFrom } from './products-list-query.ts';

const ID = '6b09e1be78fcf0fca6933274';

describe('the way back from a product’s editor to the list', () => {
  test('keeps the list’s search, category, order, view and page', () => {
    expect(
      listPathFrom('/admin/products?q=lotus+bowl&category=home-decor&sort=title&view=table&page=3'),
    ).toBe('/admin/products?q=lotus+bowl&category=home-decor&sort=title&view=table&page=3');
    expect(editorPath(ID, '/admin/products?q=lotus&page=2')).toBe(
      `/admin/products/${ID}?back=${encodeURIComponent('/admin/products?q=lotus&page=2')}`,
    );
  });

  test('the plain list needs no way back in the address', () => {
    expect(listPathFrom('/admin/products')).toBe('/admin/products');
    expect(editorPath(ID, '/admin/products')).toBe(`/admin/products/${ID}`);
    expect(editorPath(ID)).toBe(`/admin/products/${ID}`);
  });

  test('leads only to the products list: never to another site or another page, never into the editor again', () => {
    for (const elsewhere of [
      'https://example.com/admin/products',
      '//example.com/admin/products?q=x',
      '/\\example.com/admin/products',
      'javascript:alert(1)',
      '/admin/settings',
      '/admin/products/new',
      '/admin/products-evil',
      '',
      undefined,
    ])
      expect(listPathFrom(elsewhere), String(elsewhere)).toBe('/admin/products');
    // An old `?edit=` link as the way back would open the editor again.
    expect(listPathFrom(`/admin/products?q=lotus&edit=${ID}&keywords=moon`)).toBe('/admin/products?q=lotus');
  });
});
