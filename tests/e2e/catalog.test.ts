import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const DEMO_PHONE = '+92 300 5123456';
let browser: Browser;
let first: { slug: string; title: string; _id: string; price: number; image: string };
let firstImageHash = '';

beforeAll(async () => {
  browser = await launchBrowser();
  first = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).products[0];
  firstImageHash = /\/media\/([a-f0-9]{64})\//.exec(first.image)![1]!;
});
afterAll(() => browser?.close());

/** A piece with several photographs, whatever the other journeys have added since. */
async function productWithPhotographs() {
  const { products } = (await (await fetch(`${baseUrl}/api/products?page=1&limit=50`)).json()) as {
    products: { slug: string; images: string[] }[];
  };
  const shown = products.find((product) => product.images.length >= 2);
  expect(shown).toBeDefined();
  return shown!;
}

describe('browsing the catalogue', () => {
  test('home → a category from the Shop menu → a product → its exact WhatsApp order link', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, baseUrl);
    await page.getByRole('button', { name: 'Shop' }).click();
    await page.getByRole('link', { name: 'Gandhara Art', exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/category/gandhara-art`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Gandhara Art');
    expect(await page.getByRole('button', { name: 'Shop' }).getAttribute('aria-expanded')).toBe('false');

    const link = page.locator('main article h3 a').first();
    const title = (await link.textContent())!;
    await link.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const order = page.getByRole('link', { name: 'Order Now on WhatsApp' });
    expect(await order.getAttribute('href')).toBe(
      whatsappLink(DEMO_PHONE, WHATSAPP_MESSAGES.productOrder(title, `${baseUrl}/product/${slug}`)),
    );
    expect(await order.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/923005123456\?text=Hello!%20I'm%20interested%20in%20ordering%3A%20/,
    );
    expect(await order.getAttribute('target')).toBe('_blank');
    expect(await order.getAttribute('rel')).toContain('noopener');
    expect(await page.getByRole('link', { name: 'Call Us' }).getAttribute('href')).toBe('tel:+923005123456');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the product modal moves with the arrow keys, wraps at the ends and closes with Escape', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/products`);
    const titles = await page.locator('main article h3').allTextContents();
    await page.locator('main article').first().hover();
    await page.getByRole('button', { name: `Quick view: ${titles[0]}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(titles[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(titles[1]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => dialog.getByRole('heading').first().textContent())
      .toBe(titles[titles.length - 1]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  test("a product's photographs move from the moment the page is interactive: arrows, dots, wrapping", async () => {
    // The gallery's carousel starts once the page is idle, not while it hydrates (decision 051); a hand that reaches
    // for it first starts it too, so the first click must already move it.
    const shown = await productWithPhotographs();
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/product/${shown.slug}`);
    const current = () =>
      page.locator('button[aria-label^="Go to image"][aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Go to image 1');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(current).toBe('Go to image 2');
    await page.getByRole('button', { name: 'Go to image 1' }).click();
    await expect.poll(current).toBe('Go to image 1');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(current).toBe(`Go to image ${shown.images.length}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the image viewer zooms from 0.5× to 3× in steps of 0.5 and counts the images', async () => {
    const shown = await productWithPhotographs();
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/product/${shown.slug}`);
    await page.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog');
    await expect.poll(() => viewer.locator('output').textContent()).toBe('1.0×');
    expect(await viewer.getByText(/^1 \/ \d+$/).count()).toBe(1);
    for (const expected of ['1.5×', '2.0×', '2.5×', '3.0×']) {
      await viewer.getByRole('button', { name: 'Zoom in' }).last().click();
      await expect.poll(() => viewer.locator('output').textContent()).toBe(expected);
    }
    await expect.poll(() => viewer.getByRole('button', { name: 'Zoom in' }).last().isDisabled()).toBe(true);
    for (let i = 0; i < 5; i++) await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => viewer.locator('output').textContent()).toBe('0.5×');
    await expect.poll(() => viewer.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByText(/^2 \/ \d+$/).count()).toBe(1);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => viewer.count()).toBe(0);
    await context.close();
  });

  test('the header search finds products by title, keyword or category; blank input does nothing', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/products`);
    await page.getByRole('button', { name: 'Search the collection' }).click();
    const input = page.getByPlaceholder('Search for stone crafts, categories, products...');
    await input.fill('   ');
    await input.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/products');
    await input.fill('Fountain');
    await input.press('Enter');
    await page.waitForURL(/\/search\?q=Fountain$/);
    const titles = await page.locator('main article h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(await page.locator('main article mark').first().textContent()).toMatch(/fountain/i);
    await context.close();
  });

  test('on a phone, the menu lists the categories and closes on a link', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await gotoHydrated(page, baseUrl);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The menu's code loads on the first tap.
    await expect
      .poll(() => menu.getByRole('link').filter({ hasText: 'Luxury Collection' }).count(), { timeout: 5000 })
      .toBe(1);
    expect(await menu.getByRole('link', { name: 'Wholesale Dealership' }).getAttribute('href')).toBe(
      whatsappLink(DEMO_PHONE, WHATSAPP_MESSAGES.wholesale),
    );
    await menu.getByRole('link', { name: 'Garden Decor' }).click();
    await page.waitForURL(`${baseUrl}/category/garden-decor`);
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await context.close();
  });
});

describe('pages as a crawler or link preview sees them', () => {
  test('listing and product pages carry their content, canonical link, Open Graph and JSON-LD in the first HTML', async () => {
    const products = await (await fetch(`${baseUrl}/products`)).text();
    expect(products).toContain('Our Exquisite Collection');
    expect(products).toContain(first.title);

    const byName = await (await fetch(`${baseUrl}/products/Gandhara-Art`)).text();
    expect(byName).toContain(`<link rel="canonical" href="${baseUrl}/category/gandhara-art"/>`);

    const html = await (await fetch(`${baseUrl}/product/${first._id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/product/${first.slug}"/>`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${baseUrl}/media/[a-f0-9]{64}/[a-z0-9]{10}/\\d+\\.jpg"/>`,
      ),
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!),
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: first.title,
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: first.price.toFixed(2) },
    });
    expect(product.aggregateRating).toBeUndefined();
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('old links answer 301 to where the products now are', async () => {
    const cases: [string, string][] = [
      ['/product-category/garden-decor', '/category/garden-decor'],
      ['/product/kitchen-grinder-tile', '/category/mortar-and-pestle'],
      ['/product/white-marble-floor-tiles', '/category/building-embellishing'],
      ['/product-tag/onyx-bowl', '/category/crockery'],
      ['/category/luxary-collection', '/category/luxury-collection'],
    ];
    for (const [from, to] of cases) {
      const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, baseUrl).pathname, from).toBe(to);
    }
  });

  test('a product that does not exist is a 404 with the Not Found panel', async () => {
    const response = await fetch(`${baseUrl}/product/0123456789abcdef01234567`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Product Not Found');
    expect(html).toContain('Go Back');
  });
});

describe('accessibility', () => {
  test('home, products, a category and a product page have no WCAG 2.2 A/AA violations', async () => {
    for (const path of ['/', '/products', '/category/fountains', `/product/${first.slug}`]) {
      const { page, context } = await openPage(browser);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page), path).toEqual([]);
      await context.close();
    }
  });
});

describe('images that cannot be shown', () => {
  test('a photograph that fails to load is replaced by the placeholder', async () => {
    const { page, context } = await openPage(browser);
    // The first product's photographs go missing, as when a file has been removed.
    await context.route(/\/media\/[a-f0-9]{64}\//, (route, request) =>
      request.frame() === page.mainFrame() && route.request().url().includes(firstImageHash)
        ? route.fulfill({ status: 404, body: '' })
        : route.continue(),
    );
    await page.goto(`${baseUrl}/product/${first.slug}`, { waitUntil: 'networkidle' });
    const main = page.locator('main img').first();
    await expect.poll(() => main.getAttribute('src'), { timeout: 5000 }).toBe('/images/placeholder.svg');
    expect(await main.getAttribute('alt')).toContain('Image not available');
    await context.close();
  });
});
