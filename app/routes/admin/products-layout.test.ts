import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, test } from 'vitest';
import { shouldRevalidate } from './products-layout.tsx';

const LIST = 'http://shop.test/admin/products';

/** What React Router asks when the address goes from `from` to `to`, with its default answer. */
const ask = (from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  shouldRevalidate({
    currentUrl: new URL(from),
    currentParams: {},
    nextUrl: new URL(to),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...more,
  } as ShouldRevalidateFunctionArgs);

describe('the products list choices (filter counts, bulk-edit choices, last edit)', () => {
  test('are not read again when only the list address changes', () => {
    expect(ask(LIST, `${LIST}?sort=title`)).toBe(false);
    expect(ask(`${LIST}?q=buddha`, `${LIST}?q=buddha&category=gandhara-art`)).toBe(false);
    expect(ask(`${LIST}?view=table`, LIST)).toBe(false);
    expect(ask(LIST, `${LIST}?q=lamp`, { formMethod: 'GET' })).toBe(false);
  });

  test('are read again after a save or a revalidation, so counts and the last edit follow the change', () => {
    expect(ask(`${LIST}?sort=title`, `${LIST}?sort=title`)).toBe(true);
    expect(ask(LIST, `${LIST}?sort=title`, { formMethod: 'POST' })).toBe(true);
    expect(ask(`${LIST}?q=a`, `${LIST}?q=a`, { defaultShouldRevalidate: false })).toBe(false);
  });

  test('follow React Router when the path changes', () => {
    expect(ask('http://shop.test/admin/products/p1', LIST)).toBe(true);
    expect(ask('http://shop.test/admin/products/p1', LIST, { defaultShouldRevalidate: false })).toBe(false);
  });
});
