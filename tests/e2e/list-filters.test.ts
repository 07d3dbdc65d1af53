import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { addProductByApi } from '#tests/helpers/admin-session.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';

/**
 * Issue 20, items 1 and 2 (decision 037) in a browser: a list filtered by material and price and sorted, its state
 * in the address through back, forward and a shared link; "Clear all"; the search page's category chips keeping
 * the filters; and the related pieces under a product.
 */

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };

/** A stone no demo piece is made of, so that its list holds this test's pieces only. */
const STONE = 'fuchsite';
/** This test's own pieces, in the order they are made (the newest last). */
const PIECES = [
  { key: 'p120', title: 'Fuchsite Journey Bowl', price: '120', category: 'Home Decor' },
  { key: 'p340', title: 'Fuchsite Journey Lamp', price: '340', category: 'Home Decor' },
  { key: 'p560', title: 'Fuchsite Journey Vase', price: '560', category: 'Home Decor' },
  { key: 'p780', title: 'Fuchsite Journey Mirror', price: '780', category: 'Home Decor' },
  { key: 'p990', title: 'Fuchsite Journey Tray', price: '990', category: 'Home Decor' },
  { key: 'p450', title: 'Fuchsite Journey Birdbath', price: '450', category: 'Garden Decor' },
] as const;
type Key = (typeof PIECES)[number]['key'];
const made = new Map<Key, { id: string; slug: string; title: string }>();
/** The newest of the stone's pieces in Home Decor, but a draft: never listed, counted or related. */
let draft: { id: string; slug: string; title: string };

const titles = (...keys: Key[]) => keys.map((key) => made.get(key)!.title);
const dollars = (price: string) => `$${Number(price).toFixed(2)}`;

const addPiece = async (piece: { title: string; price: string; category: string }, status = 'published') => {
  const created = await addProductByApi(baseUrl, auth, {
    title: piece.title,
    price: piece.price,
    material: STONE,
    status,
    description: 'A piece carved by hand in Taxila for the list filters journey.',
    categories: JSON.stringify([piece.category]),
    imageAlt: `${piece.title}, hand carved`,
  });
  return { id: created._id, slug: created.slug, title: piece.title };
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
  for (const piece of PIECES) made.set(piece.key, await addPiece(piece));
  draft = await addPiece({ title: 'Fuchsite Journey Draft', price: '500', category: 'Home Decor' }, 'draft');
});
afterAll(async () => {
  for (const piece of [...made.values(), draft])
    if (piece) await fetch(`${baseUrl}/api/products/${piece.id}`, { method: 'DELETE', headers: auth });
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
/** The grid's cards as the visitor reads them: title and price. */
const cards = (page: Page) =>
  main(page)
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h3')?.textContent ?? '',
        price: article.querySelector('h3 + p > span')?.textContent ?? '',
      })),
    );
const cardsOf = (...keys: Key[]) =>
  keys.map((key) => ({
    title: made.get(key)!.title,
    price: dollars(PIECES.find((piece) => piece.key === key)!.price),
  }));
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const materialOption = (scope: Locator | Page) =>
  scope.getByRole('link', { name: new RegExp(`^${STONE}\\s*\\d+$`, 'i') });

const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1440, height: 900, touch: false },
] as const;

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  const press = (target: Locator) => (viewport.touch ? target.tap() : target.click());

  test('filter by material and price, sort, then back, forward, a shared link and "Clear all"', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await gotoHydrated(page, `${baseUrl}/products`);

    // A phone's filters are in a sheet behind a button; a wide screen's in a panel above the grid.
    const opener = main(page).getByRole('button', { name: /^Filters and sort/ });
    let scope: Locator;
    if (viewport.touch) {
      await press(opener);
      scope = page.getByRole('dialog', { name: 'Filters' });
      await scope.waitFor();
    } else {
      expect(await opener.isVisible()).toBe(false);
      scope = main(page);
    }
    // The count beside the stone is its published pieces: the draft is not one.
    expect(await materialOption(scope).textContent()).toMatch(new RegExp(`^${STONE}\\s*6$`, 'i'));
    expect(await materialOption(scope).getAttribute('aria-current')).toBeNull();

    const states = [
      { address: '/products', cards: null },
      {
        address: `/products?material=${STONE}`,
        cards: cardsOf('p450', 'p990', 'p780', 'p560', 'p340', 'p120'),
      },
      {
        address: `/products?material=${STONE}&min=300&max=800`,
        cards: cardsOf('p450', 'p780', 'p560', 'p340'),
      },
      {
        address: `/products?material=${STONE}&min=300&max=800&sort=price-desc`,
        cards: cardsOf('p780', 'p560', 'p450', 'p340'),
      },
    ] as const;
    const shows = async (state: (typeof states)[number]) => {
      await expect.poll(() => address(page)).toBe(state.address);
      if (state.cards) await expect.poll(() => cards(page)).toEqual(state.cards);
      else await expect.poll(() => cards(page).then((list) => list.length)).toBeGreaterThan(6);
    };

    await press(materialOption(scope));
    await shows(states[1]);
    expect(await materialOption(scope).getAttribute('aria-current')).toBe('true');
    await scope.getByLabel('Lowest price in US dollars').fill('300');
    await scope.getByLabel('Highest price in US dollars').fill('800');
    await press(scope.getByRole('button', { name: 'Apply' }));
    await shows(states[2]);
    await scope.getByLabel('Sort by').selectOption('price-desc');
    await shows(states[3]);
    const prices = (await cards(page)).map((card) => Number(card.price.replace(/[$,]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    if (viewport.touch) {
      // The sheet open over the filtered list: nothing for axe, and "Show" closes it with the list's count.
      expect(await axeViolations(page)).toEqual([]);
      await press(scope.getByRole('button', { name: 'Show 4 pieces' }));
      await scope.waitFor({ state: 'detached' });
      await expect.poll(() => opener.getAttribute('aria-label')).toBe('Filters and sort, 2 chosen');
    }

    // Back and forward walk the same states, each list as it was.
    for (const state of [states[2], states[1], states[0]]) {
      await page.goBack({ waitUntil: 'commit' });
      await shows(state);
    }
    for (const state of [states[1], states[2], states[3]]) {
      await page.goForward({ waitUntil: 'commit' });
      await shows(state);
    }
    if (!viewport.touch) {
      expect(await scope.getByLabel('Sort by').inputValue()).toBe('price-desc');
      expect(await scope.getByLabel('Lowest price in US dollars').inputValue()).toBe('300');
    }

    // The shared link: the server's page alone is the filtered, sorted list...
    const shared = `${baseUrl}${states[3].address}`;
    const html = await (await fetch(shared)).text();
    const at = titles('p780', 'p560', 'p450', 'p340').map((title) => html.indexOf(`>${title}<`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const title of titles('p120', 'p990')) expect(html).not.toContain(title);
    // ...and a visitor of their own opening it sees that list.
    const other = await openPage(browser, viewport);
    await gotoHydrated(other.page, shared);
    await expect.poll(() => cards(other.page)).toEqual(states[3].cards);

    // "Clear all" takes every filter and the order away.
    let otherScope = main(other.page);
    if (viewport.touch) {
      await press(main(other.page).getByRole('button', { name: /^Filters and sort/ }));
      otherScope = other.page.getByRole('dialog', { name: 'Filters' });
    }
    await press(otherScope.getByRole('link', { name: 'Clear all' }));
    await expect.poll(() => address(other.page)).toBe('/products');
    await expect
      .poll(() => otherScope.getByRole('link', { name: 'All materials' }).getAttribute('aria-current'))
      .toBe('true');
    expect(await otherScope.getByLabel('Sort by').inputValue()).toBe('newest');
    expect(await otherScope.getByLabel('Lowest price in US dollars').inputValue()).toBe('');
    expect(await otherScope.getByRole('link', { name: 'Clear all' }).count()).toBe(0);
    expect(await materialOption(otherScope).textContent()).toMatch(new RegExp(`^${STONE}\\s*6$`, 'i'));

    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  test('related pieces: up to 8, its stone first, never itself or a draft, by keyboard and by touch', async () => {
    const piece = made.get('p560')!;
    const url = `${baseUrl}/product/${piece.slug}`;
    const { page, context, problems } = await openPage(browser, viewport);
    await gotoHydrated(page, url);
    const row = main(page).getByRole('region', { name: 'Related pieces, scroll sideways' });
    const links = row.getByRole('link');
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(8);
    // The stone's other pieces of the category first, newest first; the draft, though newest, is not among them.
    const sameStone = ['p990', 'p780', 'p340', 'p120'] as const;
    expect(hrefs.slice(0, 4)).toEqual(sameStone.map((key) => `/product/${made.get(key)!.slug}`));
    expect(hrefs).not.toContain(`/product/${piece.slug}`);
    expect(hrefs).not.toContain(`/product/${draft.slug}`);
    expect(new Set(hrefs).size).toBe(8);
    // Then pieces of the same category (Home Decor), not the birdbath of the same stone in another one.
    const listed = await fetch(`${baseUrl}/api/products/category/home-decor?page=1&limit=100`);
    const inCategory = ((await listed.json()) as { products: { slug: string }[] }).products.map(
      (product) => `/product/${product.slug}`,
    );
    for (const href of hrefs) expect(inCategory).toContain(href);
    // The row is in the server's page, for search engines too.
    const html = await (await fetch(url)).text();
    expect(html).toContain(`href="${hrefs[0]}"`);
    expect(html).not.toContain(`href="/product/${draft.slug}"`);

    const scrolled = () => row.evaluate((element) => element.scrollLeft);
    if (viewport.touch) {
      // A finger swiping the row to the left scrolls it sideways.
      await row.scrollIntoViewIfNeeded();
      const box = (await row.boundingBox())!;
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y: box.y + box.height / 2 }],
        });
      await touch('touchStart', box.x + box.width * 0.8);
      for (let step = 1; step <= 20; step++)
        await touch('touchMove', box.x + box.width * (0.8 - step * 0.03));
      await touch('touchEnd', 0);
      await expect.poll(scrolled).toBeGreaterThan(100);
      await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    }
    // The keyboard: Tab reaches the row's links, the last brought into view...
    await row.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(hrefs[0]);
    for (let index = 1; index < 8; index++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(hrefs[7]);
    await expect.poll(scrolled).toBeGreaterThan(0);
    // ...and the arrow keys scroll the focused row.
    await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test('on /search, a category chip keeps the material, the price range and the order', async () => {
  const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
  await gotoHydrated(page, `${baseUrl}/search?q=${STONE}&material=${STONE}&min=300&sort=price-asc`);
  expect((await cards(page)).map((card) => card.title)).toEqual(
    titles('p340', 'p450', 'p560', 'p780', 'p990'),
  );
  const chips = main(page).getByRole('navigation', { name: 'Narrow by category' });
  await chips.getByRole('link', { name: /^Garden Decor/ }).click();
  await expect.poll(() => cards(page)).toEqual(cardsOf('p450'));
  const narrowed = new URL(page.url()).searchParams;
  expect(Object.fromEntries(narrowed)).toEqual({
    q: STONE,
    category: 'garden-decor',
    material: STONE,
    min: '300',
    sort: 'price-asc',
  });
  await chips.getByRole('link', { name: 'All categories' }).click();
  await expect.poll(() => cards(page)).toEqual(cardsOf('p340', 'p450', 'p560', 'p780', 'p990'));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    q: STONE,
    material: STONE,
    min: '300',
    sort: 'price-asc',
  });
  // Filters that leave nothing stay on the page, to be changed or cleared.
  await gotoHydrated(page, `${baseUrl}/search?q=${STONE}&min=5000`);
  expect(
    await main(page)
      .getByRole('heading', { name: `No pieces match “${STONE}” with these filters` })
      .count(),
  ).toBe(1);
  expect(await main(page).getByText('Try another stone or a wider price range').count()).toBe(1);
  await main(page).getByRole('link', { name: 'Clear all' }).click();
  await expect.poll(() => cards(page).then((list) => list.length)).toBe(6);
  expect(address(page)).toBe(`/search?q=${STONE}`);
  expect(problems).toEqual([]);
  await context.close();
});

test('filters that leave a list empty say so and offer to clear them, in the first HTML', async () => {
  for (const path of ['/products', '/category/home-decor']) {
    const html = await (await fetch(`${baseUrl}${path}?material=${STONE}&min=9000000`)).text();
    expect(html, path).toContain('No pieces match these filters');
    expect(html, path).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>Clear all filters</a>`));
    expect(html, path).not.toContain('awaiting new masterpieces');
    expect(html, path).not.toContain('There is nothing in');
  }
});
