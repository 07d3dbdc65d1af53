import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('quick changes to the products list, each made before the last one has loaded, all count', async () => {
  const { auth } = await signInAdmin(baseUrl, admin);
  const { categories } = (await (
    await fetch(`${baseUrl}/api/admin/categories`, { headers: auth })
  ).json()) as { categories: { name: string; slug: string; productCount: number }[] };
  const chosen = categories.find((category) => category.productCount > 1)!;
  const { page, context } = await openPage(browser, { width: 1440 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products`);

  // A slow connection: each of the list's loads takes two seconds, so every change below is made while one is loading.
  let loads = 0;
  await page.route(
    (url) => url.pathname === '/admin/products.data',
    async (route) => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue().catch(() => undefined);
    },
  );
  await page.getByLabel('Filter by category').selectOption(chosen.slug);
  await page
    .getByRole('group', { name: 'Show the products as' })
    .getByRole('button', { name: 'Table' })
    .click();
  await page.getByLabel('Sort products').selectOption('title');
  expect(loads, 'the changes were made while the first was still loading').toBeGreaterThan(0);

  await page.waitForURL((url) => url.searchParams.get('view') === 'table');
  const address = new URL(page.url()).searchParams;
  expect(Object.fromEntries(address)).toEqual({ category: chosen.slug, view: 'table', sort: 'title' });
  const rows = page.locator('table tbody tr');
  await expect.poll(() => rows.count()).toBe(Math.min(chosen.productCount, 20));
  for (const categoriesCell of await rows.locator('td:nth-of-type(5)').allTextContents())
    expect(categoriesCell).toContain(chosen.name);
  await context.close();
});

test('a new order and the next page ask for the list alone; the filter and bulk-edit choices come with the first load', async () => {
  const { page, context } = await openPage(browser, { width: 1440 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products`);
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/admin/products.data') asked.push(url);
  });
  // Whether the answer to a request the panel made carries the choices' data (each category's count, the last bulk
  // edit), asked again with the panel's session.
  const cookie = (await context.cookies(baseUrl)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const carriesChoices = async (url: URL) => {
    const answer = await fetch(`${baseUrl}${url.pathname}${url.search}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    return /productCount|lastEdit/.test(await answer.text());
  };
  const routesOf = (url: URL) => (url.searchParams.get('_routes') ?? '').split(',').sort();
  const cards = page.getByRole('main').getByRole('listitem');

  await page.getByLabel('Sort products').selectOption('title');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
  await expect.poll(() => asked.length).toBe(1);
  expect(routesOf(asked[0]!)).toEqual(['routes/admin/layout', 'routes/admin/products']);
  expect(await carriesChoices(asked[0]!)).toBe(false);
  // The choices beside the list are still shown, from the first load.
  expect(await page.getByLabel('Filter by category').locator('option').count()).toBeGreaterThan(1);

  const shown = await cards.count();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  expect(asked).toHaveLength(2);
  expect(routesOf(asked[1]!)).toEqual(['routes/admin/products']);
  expect(await carriesChoices(asked[1]!)).toBe(false);
  expect(asked[1]!.searchParams.get('page')).toBe('2');
  expect(asked[1]!.searchParams.get('sort')).toBe('title');
  await context.close();
});
