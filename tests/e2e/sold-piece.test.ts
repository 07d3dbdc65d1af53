import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { addProductByApi, signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };
let product: { id: string; slug: string };

const TITLE = 'Sold Journey Onyx Elephant';
/** The specifications the owner entered, as the page lists them (decision 040). */
const SPECIFICATIONS = [
  'Material Onyx',
  'Dimensions 12 × 9 × 5 cm',
  'Weight 850 g',
  'Finish Hand-polished',
  'Origin Taxila, Pakistan',
];
const specificationsOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Specifications' })
    .locator('dl > div')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent).join(' ')));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
  // A piece of this test's own, so that no other journey sees it change.
  const created = await addProductByApi(baseUrl, auth, {
    title: TITLE,
    price: '240',
    description: 'A small elephant carved from green onyx, its trunk raised, polished by hand in Taxila.',
    categories: JSON.stringify(['Home Decor']),
    imageAlt: 'Green onyx elephant, hand carved',
    material: 'Onyx',
    dimensions: '12 × 9 × 5 cm',
    weightKg: '0.85',
    finish: 'Hand-polished',
    origin: 'Taxila, Pakistan',
  });
  product = { id: created._id, slug: created.slug };
});
afterAll(async () => {
  if (product) await fetch(`${baseUrl}/api/products/${product.id}`, { method: 'DELETE', headers: auth });
  await browser?.close();
});

test('the owner marks a piece sold: its page stays, says when it sold, and asks WhatsApp for a similar piece', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent(TITLE)}`);
  await page.getByRole('button', { name: `Mark ${TITLE} sold` }).click();
  await expect.poll(() => page.getByText(`“${TITLE}” is marked sold.`).count()).toBeGreaterThan(0);
  await expect
    .poll(() => page.getByRole('button', { name: `Mark ${TITLE} available again` }).count())
    .toBe(1);

  // A visitor's view: the page answers 200, marked sold with the day, and the chat asks for a similar piece.
  const visitor = await openPage(browser, { width: 390, height: 844, touch: true });
  const response = await visitor.page.goto(`${baseUrl}/product/${product.slug}`);
  expect(response?.status()).toBe(200);
  await visitor.page.waitForSelector('html[data-hydrated]');
  const main = visitor.page.getByRole('main');
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  expect(await main.getByText(`on ${today}`).count()).toBe(1);
  const chat = main.getByRole('link', { name: 'Ask for a similar piece' });
  const message = new URL((await chat.getAttribute('href'))!).searchParams.get('text');
  expect(message).toBe(
    `Hello! I saw "${TITLE}", which has sold. Could you make or find a similar piece for me?\n${baseUrl}/product/${product.slug}`,
  );
  expect(await main.getByRole('link', { name: 'Order Now on WhatsApp' }).count()).toBe(0);
  const structured = await visitor.page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('')).toContain('https://schema.org/SoldOut');
  expect(structured.join('')).toContain(
    '"weight":{"@type":"QuantitativeValue","value":0.85,"unitCode":"KGM"}',
  );
  expect(await specificationsOf(visitor.page)).toEqual(SPECIFICATIONS);
  expect(await axeViolations(visitor.page)).toEqual([]);
  await visitor.context.close();

  // Available again: the order comes back.
  await page.getByRole('button', { name: `Mark ${TITLE} available again` }).click();
  await expect.poll(() => page.getByText(`“${TITLE}” is available again.`).count()).toBeGreaterThan(0);
  const again = await openPage(browser);
  await gotoHydrated(again.page, `${baseUrl}/product/${product.slug}`);
  expect(
    await again.page.getByRole('main').getByRole('link', { name: 'Order Now on WhatsApp' }).count(),
  ).toBe(1);
  expect(await again.page.getByRole('main').getByText('Sold', { exact: true }).count()).toBe(0);
  expect(await specificationsOf(again.page)).toEqual(SPECIFICATIONS);
  await again.context.close();
  await context.close();
});

test('sold pieces come after the available ones, and the owner can hide them from the lists and search', async () => {
  const listed = async () => {
    const answer = await fetch(`${baseUrl}/api/products/category/home-decor?page=1&limit=100`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { products: { _id: string; isSoldOut: boolean }[] }).products;
  };
  const found = (page: Page) => page.getByRole('main').getByRole('link', { name: new RegExp(TITLE) });
  const sold = await fetch(`${baseUrl}/api/admin/products/${product.id}/sold`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ sold: true }),
  });
  expect(sold.status).toBe(200);
  const { page, context } = await openPage(browser);
  try {
    // Listed after every available piece of its collection, and found by search with its badge.
    await expect
      .poll(async () => {
        const products = await listed();
        const at = products.findIndex((entry) => entry._id === product.id);
        return at >= 0 && products.slice(0, at).every((entry) => !entry.isSoldOut);
      })
      .toBe(true);
    const visitor = await openPage(browser, { width: 390, height: 844, touch: true });
    await gotoHydrated(visitor.page, `${baseUrl}/search?q=${encodeURIComponent(TITLE)}`);
    await expect.poll(() => found(visitor.page).count()).toBeGreaterThan(0);

    // The owner hides sold pieces on the Settings screen.
    await signIn(page, baseUrl, admin);
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    const hide = page.getByRole('switch', { name: 'Hide sold pieces from the lists' });
    expect(await hide.getAttribute('aria-checked')).toBe('false');
    await hide.click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Settings saved.').count()).toBeGreaterThan(0);

    await expect.poll(async () => (await listed()).some((entry) => entry.isSoldOut)).toBe(false);
    await gotoHydrated(visitor.page, `${baseUrl}/search?q=${encodeURIComponent(TITLE)}`);
    expect(await found(visitor.page).count()).toBe(0);
    // Its page still opens from a link.
    const direct = await visitor.page.goto(`${baseUrl}/product/${product.slug}`);
    expect(direct?.status()).toBe(200);
    await visitor.context.close();
  } finally {
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    const hide = page.getByRole('switch', { name: 'Hide sold pieces from the lists' });
    if ((await hide.getAttribute('aria-checked')) === 'true') {
      await hide.click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => page.getByText('Settings saved.').count()).toBeGreaterThan(0);
    }
    await context.close();
  }
  await expect.poll(async () => (await listed()).some((entry) => entry._id === product.id)).toBe(true);
  // Available again, as the other journey expects to find it.
  const available = await fetch(`${baseUrl}/api/admin/products/${product.id}/sold`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ sold: false }),
  });
  expect(available.status).toBe(200);
});
