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

async function openHeaderSearch(page: Page) {
  await gotoHydrated(page, `${baseUrl}/products`);
  await page.getByRole('button', { name: 'Search the collection' }).click();
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect.poll(() => box.count(), { timeout: 5_000 }).toBe(1);
  return box;
}

describe('suggestions under the search box', () => {
  test('by keyboard: arrows move through pieces, categories and tours, Enter opens one, Escape closes the list', async () => {
    const { page, context, problems } = await openPage(browser);
    const box = await openHeaderSearch(page);
    await box.pressSequentially('bud', { delay: 40 });
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const pieces = page.getByRole('group', { name: 'Pieces' }).getByRole('option');
    expect(await pieces.count()).toBeLessThanOrEqual(6);
    expect(await pieces.first().textContent()).toMatch(/Buddha.*\$[\d,]+\.\d\d/);
    expect(await options.last().textContent()).toBe('See all results for “bud”');

    await page.keyboard.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const title = (await second.textContent())!.replace(/\$[\d,.]+$|Contact for pricing$/, '');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('with no line chosen, Enter searches the words; the last line opens every result', async () => {
    const { page, context } = await openPage(browser);
    let box = await openHeaderSearch(page);
    await box.pressSequentially('fount', { delay: 40 });
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=fount`);
    box = await openHeaderSearch(page);
    await box.pressSequentially('onyx', { delay: 40 });
    await page.getByRole('option', { name: 'See all results for “onyx”' }).click();
    await page.waitForURL(`${baseUrl}/search?q=onyx`);
    await context.close();
  });

  test('on a phone, by touch, in the menu’s search', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844, touch: true });
    await gotoHydrated(page, baseUrl);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => box.count(), { timeout: 5_000 }).toBe(1);
    await box.tap();
    await box.pressSequentially('garden', { delay: 40 });
    const category = menu.getByRole('option', { name: 'Garden Decor' });
    await expect.poll(() => category.count()).toBe(1);
    await category.tap();
    await page.waitForURL(`${baseUrl}/category/garden-decor`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await context.close();
  });

  test('a fast typist never sees the answer to earlier letters that comes back late', async () => {
    const { page, context } = await openPage(browser);
    // The answer to "ma" is held back until the one to "marble" has been shown.
    let releaseEarly: () => void = () => undefined;
    const early = new Promise<void>((resolve) => (releaseEarly = resolve));
    let delivered: () => void = () => undefined;
    const lateAnswer = new Promise<void>((resolve) => (delivered = resolve));
    await page.route(/\/api\/search\/suggest\?q=ma$/, async (route) => {
      const response = await route.fetch();
      await early;
      await route.fulfill({ response });
      delivered();
    });
    const box = await openHeaderSearch(page);
    await box.pressSequentially('ma', { delay: 40 });
    await page.waitForRequest(/\/api\/search\/suggest\?q=ma$/);
    await box.pressSequentially('rble', { delay: 40 });
    const all = page.getByRole('option').last();
    await expect.poll(() => all.textContent()).toBe('See all results for “marble”');
    releaseEarly();
    await lateAnswer;
    // Whatever came back last, the list still answers "marble".
    await expect.poll(() => all.textContent()).toBe('See all results for “marble”');
    expect(await page.getByRole('option', { name: 'See all results for “ma”' }).count()).toBe(0);
    await context.close();
  });

  test('axe finds no WCAG 2.2 A/AA violations with the suggestions open', async () => {
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(browser, { width, height: 900 });
      if (width < 800) {
        await gotoHydrated(page, baseUrl);
        await page.getByRole('button', { name: 'Open menu' }).click();
      } else await openHeaderSearch(page);
      const box = page.getByRole('combobox');
      await expect.poll(() => box.count(), { timeout: 5_000 }).toBe(1);
      await box.pressSequentially('stupa', { delay: 40 });
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
      await context.close();
    }
  });
});
