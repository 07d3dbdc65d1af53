import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const CATEGORY = 'Home Decor';
const LANTERNS = 'Stone Lanterns Journey';
const OBELISKS = 'Pair of Black Marble Obelisks';
let browser: Browser;

type Listed = { _id: string; name: string; subcategories: { _id: string; name: string; slug: string }[] };

/** The demo's Home Decor as the admin's API lists it, with its subcategories. */
async function homeDecor(auth: { authorization: string }): Promise<Listed> {
  const answer = await fetch(`${baseUrl}/api/admin/categories`, { headers: auth });
  return ((await answer.json()).categories as Listed[]).find((category) => category.name === CATEGORY)!;
}

/** The e2e server is shared by every browser test: the subcategories this journey added go again. */
async function removeJourneySubcategories() {
  const { auth } = await signInAdmin(baseUrl, admin);
  for (const sub of (await homeDecor(auth)).subcategories.filter((s) => s.name.endsWith('Journey')))
    await fetch(`${baseUrl}/api/admin/subcategories/${sub._id}`, { method: 'DELETE', headers: auth });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await removeJourneySubcategories();
});
afterAll(async () => {
  await browser?.close();
  await removeJourneySubcategories();
});

test('the admin adds subcategories and orders them by keyboard, puts a product in one, and a visitor narrows the category to it', async () => {
  const { page, context, problems } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/categories`);

  // Each category's subcategories open below it.
  const disclosure = page.getByRole('button', { name: new RegExp(`subcategor(y|ies) of ${CATEGORY}$`) });
  await disclosure.click();
  expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
  const panel = page.getByRole('region', { name: `Subcategories of ${CATEGORY}` });
  for (const name of ['Marble Bowls Journey', LANTERNS]) {
    await panel.getByLabel(`New subcategory of ${CATEGORY}`).fill(name);
    await panel.getByRole('button', { name: 'Add Subcategory' }).click();
    await expect.poll(() => panel.getByText(name, { exact: true }).count()).toBe(1);
  }
  // The same name in other letters is refused with the server's reason, beside the box.
  await panel.getByLabel(`New subcategory of ${CATEGORY}`).fill(LANTERNS.toUpperCase());
  await panel.getByRole('button', { name: 'Add Subcategory' }).click();
  await expect
    .poll(() =>
      panel
        .getByText(`"${CATEGORY}" already has a subcategory named "${LANTERNS}".`, { exact: true })
        .count(),
    )
    .toBe(1);
  await panel.getByLabel(`New subcategory of ${CATEGORY}`).fill('');

  // Moved up with the keyboard; the focus stays on the key, and the order is saved.
  const { auth } = await signInAdmin(baseUrl, admin);
  const up = panel.getByRole('button', { name: `Move ${LANTERNS} up in ${CATEGORY}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await homeDecor(auth)).subcategories.map((sub) => sub.name).slice(-2))
    .toEqual([LANTERNS, 'Marble Bowls Journey']);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    `Move ${LANTERNS} down in ${CATEGORY}`,
  );
  expect(await axeViolations(page), 'the categories screen with a subcategory panel open').toEqual([]);
  const phone = await openPage(browser, { width: 390, height: 844 });
  await phone.context.addCookies(await context.cookies());
  await gotoHydrated(phone.page, `${baseUrl}/admin/categories`);
  await phone.page.getByRole('button', { name: new RegExp(`subcategor(y|ies) of ${CATEGORY}$`) }).click();
  expect(await axeViolations(phone.page), 'the same on a phone').toEqual([]);
  await phone.context.close();

  // The product form offers the subcategories of the product's categories.
  await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent('Black Marble Obelisks')}`);
  await page.getByRole('link', { name: `Edit ${OBELISKS}` }).click();
  const group = page.getByRole('group', { name: `Subcategories of ${CATEGORY}` });
  await group.getByText(LANTERNS, { exact: true }).click();
  expect(await group.getByRole('checkbox', { name: LANTERNS }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(() => page.getByText(/^Product updated successfully!/).count(), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const record = await (await fetch(`${baseUrl}/api/products/pair-of-black-marble-obelisks`)).json();
  expect(record.subcategories).toEqual([LANTERNS]);
  // The one failed request was the refused name, which the browser reports on its console.
  expect(problems).toEqual([
    'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  await context.close();

  // A visitor on a phone: the chips sit above the grid; one narrows it, in the address and on the server.
  const visitor = await openPage(browser, { width: 390, height: 844 });
  await gotoHydrated(visitor.page, `${baseUrl}/category/home-decor`);
  const chips = visitor.page.getByRole('navigation', { name: `${CATEGORY}: subcategories` });
  expect(await chips.getByRole('link').allTextContents()).toEqual(
    expect.arrayContaining(['All', LANTERNS, 'Marble Bowls Journey']),
  );
  expect(await chips.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  const cards = visitor.page.locator('main article');
  const everything = await cards.count();
  expect(everything).toBeGreaterThan(1);

  await chips.getByRole('link', { name: LANTERNS }).click();
  await visitor.page.waitForURL(`${baseUrl}/category/home-decor?sub=stone-lanterns-journey`);
  await expect
    .poll(() => chips.getByRole('link', { name: LANTERNS }).getAttribute('aria-current'))
    .toBe('page');
  expect(await chips.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
  await expect.poll(() => cards.count()).toBe(1);
  expect(await visitor.page.getByText('1 piece', { exact: true }).count()).toBe(1);
  expect(await cards.getByRole('heading', { name: OBELISKS }).count()).toBe(1);
  expect(await axeViolations(visitor.page), 'the category page narrowed to a subcategory').toEqual([]);

  // The same address opened afresh is rendered narrowed on the server.
  const html = await (await fetch(`${baseUrl}/category/home-decor?sub=stone-lanterns-journey`)).text();
  expect(html).toContain(OBELISKS);
  expect(html).toContain('aria-current="page"');
  expect(html).not.toContain('Onyx Table Lamp with Brass Fittings');

  // "All" clears it.
  await chips.getByRole('link', { name: 'All' }).click();
  await visitor.page.waitForURL(`${baseUrl}/category/home-decor`);
  await expect.poll(() => cards.count()).toBe(everything);
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();
});
