import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A card's title, the link around its photograph (its second view covers the first on hover), and their targets. */
async function cardLinks(page: Page, index: number) {
  const card = page.locator('main article').nth(index);
  const title = (await card.locator('h3').textContent())!;
  const titleHref = await card.locator('h3 a').getAttribute('href');
  const photo = card.locator('a:has(img)').first();
  const photoHref = await photo.getAttribute('href');
  return { card, title, titleHref, photo, photoHref };
}

describe('product cards', () => {
  test('on a phone, cards sit two to a row, a tap on a photograph opens its piece, and the quick view opens', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390, height: 844, touch: true });
    await gotoHydrated(page, `${baseUrl}/products`);
    const boxes = await page
      .locator('main article')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().toJSON()));
    // The first two share a row, side by side inside the window; the third starts the next row.
    expect(boxes[1].top).toBe(boxes[0].top);
    expect(boxes[1].left).toBeGreaterThanOrEqual(boxes[0].right);
    expect(boxes[1].right).toBeLessThanOrEqual(390);
    expect(boxes[2].top).toBeGreaterThan(boxes[0].bottom);

    const first = await cardLinks(page, 0);
    await first.card.getByRole('button', { name: `Quick view: ${first.title}` }).tap();
    const modal = page.getByRole('dialog', { name: first.title });
    await expect.poll(() => modal.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    const second = await cardLinks(page, 1);
    expect(second.photoHref).toBe(second.titleHref);
    await second.photo.tap();
    await page.waitForURL(`${baseUrl}${second.titleHref}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(second.title);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a wide screen, a click on a photograph opens its piece; a middle click opens it in a new tab', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await gotoHydrated(page, `${baseUrl}/category/gandhara-art`);
    const { photo, title, titleHref, photoHref } = await cardLinks(page, 1);
    expect(photoHref).toBe(titleHref);
    const [tab] = await Promise.all([context.waitForEvent('page'), photo.click({ button: 'middle' })]);
    await tab.waitForURL(`${baseUrl}${titleHref}`);
    await tab.close();
    expect(page.url()).toBe(`${baseUrl}/category/gandhara-art`);
    await photo.click();
    await page.waitForURL(`${baseUrl}${titleHref}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(problems).toEqual([]);
    await context.close();
  });
});
