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
const products: { id: string; title: string }[] = [];
let category: { _id: string; slug: string };
let quickCategory: { _id: string; slug: string };
let quickProduct: { id: string; title: string };

// A category and pieces of this journey's own: "all matching" must select them and nothing another journey uses.
const CATEGORY = 'Bulk Journey Lanterns';
const SUBCATEGORY = 'Bulk Journey Pierced';
// The quick edit changes its piece's title and price: a category and a piece of its own, so that the other tests,
// in whatever order they run, find theirs as they were made.
const QUICK_CATEGORY = 'Bulk Journey Quick Edits';
const QUICK_PIECE = { title: 'Bulk Journey Lantern Quick', price: '100' };
const PIECES = [
  { title: 'Bulk Journey Lantern One', price: '100' },
  { title: 'Bulk Journey Lantern Two', price: '250' },
  { title: 'Bulk Journey Lantern Three', price: '1200' },
];

const addCategory = async (name: string) => {
  const created = await fetch(`${baseUrl}/api/admin/categories`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { category: { _id: string; slug: string } }).category;
};
const LANTERN = {
  description: 'A lantern carved from soapstone in Swat, pierced with a lotus pattern.',
  imageAlt: 'Soapstone lantern pierced with a lotus pattern',
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
  category = await addCategory(CATEGORY);
  quickCategory = await addCategory(QUICK_CATEGORY);
  const sub = await fetch(`${baseUrl}/api/admin/categories/${category._id}/subcategories`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: SUBCATEGORY }),
  });
  expect(sub.status).toBe(201);
  for (const piece of PIECES) {
    const product = await addProductByApi(baseUrl, auth, {
      ...piece,
      ...LANTERN,
      categories: JSON.stringify([CATEGORY]),
    });
    products.push({ id: product._id, title: piece.title });
  }
  const quick = await addProductByApi(baseUrl, auth, {
    ...QUICK_PIECE,
    ...LANTERN,
    categories: JSON.stringify([QUICK_CATEGORY]),
  });
  quickProduct = { id: quick._id, title: QUICK_PIECE.title };
  products.push(quickProduct);
});
afterAll(async () => {
  for (const product of products)
    await fetch(`${baseUrl}/api/products/${product.id}`, { method: 'DELETE', headers: auth });
  for (const made of [category, quickCategory])
    if (made) await fetch(`${baseUrl}/api/admin/categories/${made._id}`, { method: 'DELETE', headers: auth });
  await browser?.close();
});

const priceOf = (page: Page, title: string) => page.getByLabel(`Price of ${title} in dollars`).inputValue();
const prices = (page: Page) => Promise.all(PIECES.map((piece) => priceOf(page, piece.title)));

test('the owner raises a category’s prices by 10%: summary, new prices, then undo brings the old ones back', async () => {
  const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?category=${category.slug}`);
  await expect.poll(() => prices(page)).toEqual(['100', '250', '1200']);

  // One ticked, then every product the filter matches.
  await page.getByRole('checkbox', { name: `Select ${PIECES[0]!.title}` }).click();
  await expect.poll(() => page.getByText('1 selected').count()).toBe(1);
  await page.getByRole('button', { name: 'Select all 3 matching this filter' }).click();
  await expect.poll(() => page.getByText('3 selected (all matching this filter)').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Bulk action').selectOption('change-price');
  await page.getByLabel('Change (%)').fill('10');
  await page.getByLabel('Rounding').selectOption('cent');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review the bulk edit' });
  await dialog.waitFor();
  expect(await dialog.getByText('Raise prices by 10%').count()).toBe(1);
  expect((await dialog.textContent())?.replace(/\s+/g, ' ')).toContain(
    '3 products selected; all of them will change.',
  );
  const examples = (await dialog.getByRole('listitem').allTextContents()).map((text) =>
    text.replace(/\s+/g, ' '),
  );
  expect(examples).toContain('Bulk Journey Lantern Three$1,200.00$1,320.00');
  // Nothing has changed yet.
  expect(await prices(page)).toEqual(['100', '250', '1200']);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Apply to 3 products' }).click();
  await expect.poll(() => prices(page), { timeout: 15_000 }).toEqual(['110', '275', '1320']);
  expect(await dialog.count()).toBe(0);
  expect(await page.getByText('Raise prices by 10%: 3 products changed.').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Undo last bulk edit' }).click();
  await expect.poll(() => prices(page), { timeout: 15_000 }).toEqual(['100', '250', '1200']);
  expect(await page.getByText('Undone: Raise prices by 10%. 3 products restored.').count()).toBeGreaterThan(
    0,
  );
  await context.close();
});

test('a quick edit by keyboard: Enter saves a title, Tab moves on and saves a price, Escape puts a value back', async () => {
  const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?category=${quickCategory.slug}`);
  const piece = QUICK_PIECE;
  const title = page.getByLabel(`Title of ${piece.title}`);
  await title.click();
  await title.press('ControlOrMeta+a');
  await title.pressSequentially('Bulk Journey Lantern Pierced');
  await title.press('Enter');
  const card = page.getByRole('listitem').filter({ has: title });
  await expect.poll(() => card.getByText('Saved').count()).toBe(1);

  // Tab moves on to the price, which is saved as the focus leaves it.
  await title.press('Tab');
  const price = page.getByLabel(`Price of ${piece.title} in dollars`);
  await expect.poll(() => price.evaluate((element) => element === document.activeElement)).toBe(true);
  await price.press('ControlOrMeta+a');
  await price.pressSequentially('145.50');
  await price.press('Tab');
  await expect.poll(() => card.getByText('Saved').count()).toBeGreaterThan(0);

  // Escape puts the saved value back without saving.
  await price.click();
  await price.press('ControlOrMeta+a');
  await price.pressSequentially('999');
  await price.press('Escape');
  expect(await price.inputValue()).toBe('145.5');

  // What was saved is what the server holds.
  const record = (await (await fetch(`${baseUrl}/api/products/${quickProduct.id}`)).json()) as {
    title: string;
    price: number;
  };
  expect(record).toMatchObject({ title: 'Bulk Journey Lantern Pierced', price: 145.5 });

  // A value refused by the server shows its message beside the field.
  await price.press('ControlOrMeta+a');
  await price.pressSequentially('-5');
  await price.press('Enter');
  await expect.poll(() => card.getByText('The price cannot be negative').count()).toBe(1);
  await context.close();
});

test('the owner puts two ticked pieces in a subcategory, chosen under its category', async () => {
  const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?category=${category.slug}`);
  // The first lantern is left as it is; the other two are ticked.
  const [left, ...ticked] = products.slice(0, PIECES.length);
  for (const product of ticked) await page.getByRole('checkbox', { name: `Select ${product.title}` }).click();
  await expect.poll(() => page.getByText('2 selected').count()).toBe(1);

  await page.getByLabel('Bulk action').selectOption('add-subcategory');
  const chooser = page.getByLabel('Subcategory');
  // The subcategories are grouped under their category.
  expect(await chooser.locator(`optgroup[label="${CATEGORY}"] option`).allTextContents()).toEqual([
    SUBCATEGORY,
  ]);
  await chooser.selectOption({ label: SUBCATEGORY });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Review changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review the bulk edit' });
  await dialog.waitFor();
  expect(await dialog.getByText(`Add to the subcategory “${SUBCATEGORY}” of “${CATEGORY}”`).count()).toBe(1);
  await dialog.getByRole('button', { name: 'Apply to 2 products' }).click();
  await expect
    .poll(() =>
      page.getByText(`Add to the subcategory “${SUBCATEGORY}” of “${CATEGORY}”: 2 products changed.`).count(),
    )
    .toBeGreaterThan(0);

  const subcategoriesOf = async (id: string) =>
    ((await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as { subcategories: string[] })
      .subcategories;
  for (const product of ticked) expect(await subcategoriesOf(product.id)).toEqual([SUBCATEGORY]);
  expect(await subcategoriesOf(left!.id)).toEqual([]);
  await context.close();
});

test('shift-click ticks every piece between the last one ticked and this one, and the ticks stay in the table', async () => {
  const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?category=${category.slug}`);
  const boxes = page.getByRole('checkbox', { name: /^Select Bulk Journey Lantern/ });
  await expect.poll(() => boxes.count()).toBe(PIECES.length);
  await boxes.nth(0).click();
  await boxes.nth(2).click({ modifiers: ['Shift'] });
  await expect.poll(() => page.getByText('3 selected').count()).toBe(1);
  expect(await boxes.nth(1).isChecked()).toBe(true);
  // From the last one ticked back to the middle one: both untick.
  await boxes.nth(1).click({ modifiers: ['Shift'] });
  await expect.poll(() => page.getByText('1 selected').count()).toBe(1);
  expect([
    await boxes.nth(0).isChecked(),
    await boxes.nth(1).isChecked(),
    await boxes.nth(2).isChecked(),
  ]).toEqual([true, false, false]);

  await page.getByRole('button', { name: 'Table' }).click();
  await page.waitForURL((url) => url.searchParams.get('view') === 'table');
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select Bulk Journey/ }) });
  await expect.poll(() => rows.count()).toBe(PIECES.length);
  expect(await rows.nth(0).getByRole('checkbox').isChecked()).toBe(true);
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect.poll(() => page.getByText('3 selected').count()).toBe(1);
  await context.close();
});
