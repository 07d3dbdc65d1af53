import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEFAULT_BUYING_NOTE } from '#common/schemas/settings.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let piece: { slug: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo catalogue's longest title: the worst case for what fits above it.
  const { products } = (await (await fetch(`${baseUrl}/api/products?page=1&limit=50`)).json()) as {
    products: { slug: string; title: string; price: number | null; soldOut: boolean }[];
  };
  piece = products
    .filter((product) => product.price !== null && !product.soldOut)
    .sort((a, b) => b.title.length - a.title.length)[0]!;
});
afterAll(() => browser?.close());

const bottomOf = async (locator: Locator) =>
  (await locator.boundingBox())!.y + (await locator.boundingBox())!.height;

describe.each([
  { width: 390, height: 844, touch: true },
  { width: 1440, height: 900, touch: false },
])('a product page at $width px', (viewport) => {
  test('the price, the order button and how buying works are on the first screen; on a phone a bar keeps them at hand', async () => {
    const { page, context, problems } = await openPage(browser, viewport);
    await gotoHydrated(page, `${baseUrl}/product/${piece.slug}`);
    const main = page.getByRole('main');
    const order = main.getByRole('link', { name: 'Order Now on WhatsApp' });
    const price = main.locator('p', { hasText: /^\$[\d,]+\.\d\d/ }).first();
    expect(await bottomOf(order)).toBeLessThanOrEqual(viewport.height);
    expect(await bottomOf(price)).toBeLessThanOrEqual(viewport.height);
    const note = main.getByText(DEFAULT_BUYING_NOTE);
    expect(await note.count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Shipping & returns' }).getAttribute('href')).toBe(
      '/ShippingReturnsPage',
    );

    const bar = page.getByTestId('order-bar');
    expect(await bar.getAttribute('data-shown')).toBe('false');
    if (viewport.touch) {
      // Scrolled past the order button: the bar rises with the price and the same chat.
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect.poll(() => bar.getAttribute('data-shown')).toBe('true');
      const barOrder = bar.getByRole('link', { name: 'Order Now' });
      await expect
        .poll(async () => (await barOrder.boundingBox())?.y ?? Infinity)
        .toBeLessThan(viewport.height);
      expect(await barOrder.getAttribute('href')).toBe(await order.getAttribute('href'));
      expect(await bar.textContent()).toContain(await price.locator('span').first().textContent());
      // It steps aside for the footer, and again when the page's own button is back in sight.
      await page.evaluate(() => document.querySelector('footer')!.scrollIntoView());
      await expect.poll(() => bar.getAttribute('data-shown')).toBe('false');
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect.poll(() => bar.getAttribute('data-shown')).toBe('true');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => bar.getAttribute('data-shown')).toBe('false');
    } else {
      // A laptop keeps the button beside the photographs: the bar never shows.
      await page.evaluate(() => window.scrollTo(0, 1400));
      expect(await bar.isVisible()).toBe(false);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
