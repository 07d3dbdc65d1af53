import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The listing's own search box (the header's search is outside `main`, in a dialog). */
const pageSearchBox = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: 'Search by title' });

/** Where the page is and what its own search box says, in one line to compare. */
async function addressAndBox(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname} q=${url.searchParams.get('q') ?? '∅'} box=${await pageSearchBox(page).inputValue()}`;
}

/**
 * Once `sample` reads `expected`, it keeps reading it for `forMs` (checked every 100 ms): long after the 300 ms pause
 * of the listing's typing would have put older words back.
 */
async function holds(sample: () => Promise<string>, expected: string, forMs = 1500) {
  await expect.poll(sample).toBe(expected);
  const seen = new Set<string>();
  const since = Date.now();
  await expect
    .poll(
      async () => {
        seen.add(await sample());
        return Date.now() - since;
      },
      { interval: 100 },
    )
    .toBeGreaterThanOrEqual(forMs);
  expect([...seen]).toEqual([expected]);
}

/**
 * The header's search: the button opens a dialog whose box (a combobox with suggestions) takes the words, and its
 * Search button searches them. (Enter in the box is the header search test of catalog.test.ts.)
 */
async function headerSearch(page: Page, words: string) {
  await page.getByRole('button', { name: 'Search the collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the collection' });
  await dialog
    .getByRole('combobox', { name: 'Search' })
    .or(dialog.getByRole('searchbox', { name: 'Search' }))
    .fill(words);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** The number the listing shows above the grid ("13 pieces matching “buddha”"). */
async function shownTotal(page: Page): Promise<number | null> {
  const text = await page.getByRole('main').locator('p[aria-live="polite"]').first().textContent();
  const match = /^(\d+) pieces?\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** Each card's price as shown, in dollars; null for "Contact for pricing". */
async function cardPrices(page: Page): Promise<(number | null)[]> {
  const texts = await page
    .locator('main article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3 + p > span')?.textContent ?? ''));
  return texts.map((text) => (text.startsWith('$') ? Number(text.replace(/[$,]/g, '')) : null));
}

describe('the search box follows the address', () => {
  test('a header search from /search?q=buddha lands on ?q=fountain and stays there (no snap-back)', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/search?q=buddha`);
    expect(await pageSearchBox(page).inputValue()).toBe('buddha');

    await headerSearch(page, 'fountain');
    await page.waitForURL(`${baseUrl}/search?q=fountain`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Results for “fountain”');
    await holds(() => addressAndBox(page), '/search q=fountain box=fountain');
    expect(await page.locator('h1').textContent()).toBe('Results for “fountain”');
    expect(await page.locator('main article h3').allTextContents()).toContainEqual(
      expect.stringMatching(/fountain/i),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on /products, All Products clears a typed search and it stays cleared', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/products`);
    const unfiltered = await shownTotal(page);
    const box = page.getByRole('main').getByPlaceholder('Search the collection by title…');
    await box.fill('onyx');
    await page.waitForURL(`${baseUrl}/products?q=onyx`);
    await expect
      .poll(() => page.getByRole('main').locator('p[aria-live="polite"]').textContent())
      .toMatch(/^\d+ pieces? matching “onyx”$/);
    const filtered = await shownTotal(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered!);
    await expect.poll(() => page.locator('main article').count()).toBe(Math.min(filtered!, 20));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Products' }).click();
    await holds(() => addressAndBox(page), '/products q=∅ box=');
    expect(await shownTotal(page)).toBe(unfiltered);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('narrowing and ordering results', () => {
  test('a category facet narrows ?q=buddha, is marked current, and its count is the total shown', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/search?q=buddha`);
    const facets = page.getByRole('navigation', { name: 'Narrow by category' });
    const chips = await facets.getByRole('link').allTextContents();
    expect(chips[0]).toBe('All categories');
    expect(chips.length).toBeGreaterThan(1);
    for (const chip of chips.slice(1)) expect(chip).toMatch(/^\D+\d+$/);
    expect(chips).toContainEqual(expect.stringMatching(/^Gandhara Art\d+$/));

    const chip = facets.getByRole('link').filter({ hasText: /^Gandhara Art\d+$/ });
    const count = Number(await chip.locator('span').textContent());
    expect(count).toBeGreaterThan(0);
    await chip.click();
    await page.waitForURL(`${baseUrl}/search?q=buddha&category=gandhara-art`);
    await expect.poll(() => chip.getAttribute('aria-current')).toBe('page');
    expect(await facets.locator('[aria-current="page"]').count()).toBe(1);
    await expect.poll(() => shownTotal(page)).toBe(count);
    expect(Number(await chip.locator('span').textContent())).toBe(count);
    await expect.poll(() => page.locator('main article').count()).toBe(Math.min(count, 20));
    await context.close();
  });

  test('"Price: low to high" puts sort=price-asc in the address and orders the cards by price, unpriced last', async () => {
    const { page, context } = await openPage(browser);
    // Ten granite pieces, two of them without a price: one page, with both kinds of card.
    await gotoHydrated(page, `${baseUrl}/search?q=granite`);
    const titles = await page.locator('main article h3').allTextContents();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL(`${baseUrl}/search?q=granite&sort=price-asc`);
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await expect
      .poll(async () => (await page.locator('main article h3').allTextContents()).sort())
      .toEqual([...titles].sort());

    const prices = await cardPrices(page);
    expect(prices).toContain(null);
    const priced = prices.filter((price) => price !== null);
    expect(prices.slice(0, priced.length)).toEqual(priced);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    await context.close();
  });
});

describe('history', () => {
  test('back and forward keep the query and the scroll position', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/search?q=stone`);
    // A card in the third row of the first page of results.
    const card = page.locator('main article').nth(9).locator('h3 a');
    const title = (await card.textContent())!;
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const scrolled = await page.evaluate(() => window.scrollY);

    const cardInView = () =>
      page
        .getByRole('main')
        .getByRole('link', { name: title, exact: true })
        .evaluate((link) => {
          const box = link.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
    const backOnResults = async () => {
      await page.waitForURL(`${baseUrl}/search?q=stone`);
      await expect.poll(() => pageSearchBox(page).inputValue()).toBe('stone');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Results for “stone”');
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
        .toBeLessThanOrEqual(50);
      expect(await cardInView()).toBe(true);
    };
    const onProduct = async () => {
      await page.waitForURL(/\/product\//);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    };

    await card.click();
    await onProduct();
    await page.goBack();
    await backOnResults();
    await page.goForward();
    await onProduct();
    await page.goBack();
    await backOnResults();
    await context.close();
  });

  test.each([
    { where: '/search?q=stone', width: 1440, height: 900, touch: false },
    { where: '/products', width: 390, height: 844, touch: true },
  ])(
    'back from a piece opened after Load More on $where at $width px shows every card that was loaded, where it was',
    async ({ where, width, height, touch }) => {
      const { page, context } = await openPage(browser, { width, height, touch });
      await gotoHydrated(page, `${baseUrl}${where}`);
      const cards = page.locator('main article');
      await expect.poll(() => cards.count()).toBe(20);
      // Load More, and the pages that come by themselves as its button nears the window's end: three pages or more.
      while ((await cards.count()) < 60) {
        await expect.poll(() => page.getByRole('button', { name: 'Loading…' }).count()).toBe(0);
        const before = await cards.count();
        if (before >= 60) break;
        // By keyboard: the grid that a page loaded by itself grows under a pointer's click for a moment.
        await page.getByRole('button', { name: 'Load More' }).press('Enter');
        await expect.poll(() => cards.count()).toBeGreaterThan(before);
      }
      // A card of the third page, scrolled to (which may load a fourth page by itself: the count is read after).
      const card = cards.nth(45).locator('h3 a');
      const title = (await card.textContent())!;
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      await expect.poll(() => page.getByRole('button', { name: 'Loading…' }).count()).toBe(0);
      const loaded = await cards.count();
      const scrolled = await page.evaluate(() => window.scrollY);

      await card.click();
      await page.waitForURL(/\/product\//);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      await page.goBack();
      await page.waitForURL(`${baseUrl}${where}`);
      await expect.poll(() => cards.count()).toBe(loaded);
      await expect
        .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
        .toBeLessThanOrEqual(4);
      const box = await page.getByRole('main').getByRole('link', { name: title, exact: true }).boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await context.close();
    },
  );
});

describe('finding despite typos', () => {
  test('"fauntian" finds nothing and offers "fountain", which finds pieces', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/search?q=fauntian`);
    expect(
      await page.getByRole('heading', { level: 2 }).filter({ hasText: 'No pieces match' }).textContent(),
    ).toBe('No pieces match “fauntian”');
    expect(await page.locator('main article').count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'fountain', exact: true }).click();
    await page.waitForURL(`${baseUrl}/search?q=fountain`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Results for “fountain”');
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    expect(await shownTotal(page)).toBeGreaterThan(0);
    await context.close();
  });

  test('"budha" marks "Buddha" in the titles of the cards', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/search?q=budha`);
    const cards = await page.locator('main article h3').evaluateAll((titles) =>
      titles.map((title) => ({
        title: title.textContent ?? '',
        marks: [...title.querySelectorAll('mark')].map((mark) => mark.textContent),
      })),
    );
    const withBuddha = cards.filter((card) => card.title.includes('Buddha'));
    expect(withBuddha.length).toBeGreaterThan(0);
    for (const card of withBuddha) expect(card.marks, card.title).toEqual(['Buddha']);
    expect(cards.flatMap((card) => card.marks)).toEqual(withBuddha.map(() => 'Buddha'));
    await context.close();
  });
});

describe('accessibility', () => {
  test('/search?q=buddha has no WCAG 2.2 A/AA violations on a phone and a wide screen', async () => {
    for (const width of [390, 1440]) {
      const { page, context } = await openPage(browser, { width, height: width < 768 ? 844 : 900 });
      await page.goto(`${baseUrl}/search?q=buddha`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      await context.close();
    }
  });
});
