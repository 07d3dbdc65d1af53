import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { scoreProductSeo } from '#common/admin/product-seo.ts';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let folder: string;
const photos: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  folder = await mkdtemp(path.join(tmpdir(), 'gandhara-photos-'));
  for (const [n, name] of ['lotus-front.jpg', 'lotus-side.jpg'].entries()) {
    const file = path.join(folder, name);
    await writeFile(file, await makeJpeg({ width: 1200, height: 800, seed: 40 + n }));
    photos.push(file);
  }
});
afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

const TITLE = 'Carved Lotus Journey Bowl';

/** The product form (adding, or a product's editor page): the form with the product's title box. */
const productForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title', exact: true }) });

/** Clicks a category's chip in the product form (chosen, or unchosen when it was). */
const chooseCategory = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
const DESCRIPTION =
  'A shallow bowl carved from one block of white marble, its rim opening into sixteen lotus petals. Polished inside, left matte outside, by the workshop in Taxila.';

test('an admin adds a product with two photographs and a turn, sees it published, renames its slug and deletes it', async () => {
  const { page, context, problems } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  // The sidebar's section has its own address.
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Add Product' })
    .click();
  await page.waitForURL(`${baseUrl}/admin/products/new`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Add New Product' }).count(), { timeout: 10_000 })
    .toBe(1);

  // Choosing a category and typing the title fills the slug, SEO title and alt text.
  await chooseCategory(page, 'Home Decor');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await expect
    .poll(() => page.getByLabel('URL slug').inputValue())
    .toBe('home-decor-carved-lotus-journey-bowl');
  expect(await page.getByLabel('SEO title').inputValue()).toBe(`${TITLE} - Home Decor | Gandhara Arts`);
  expect(await page.getByLabel('Image alt text').inputValue()).toBe(`${TITLE} - Home Decor by Gandhara Arts`);
  await page.getByRole('spinbutton', { name: 'Price (USD)', exact: true }).fill('120.50');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION);
  await page.getByLabel('Keywords').fill(' lotus, marble bowl ,, carved ');
  const seoDescription =
    'A white marble lotus bowl carved by hand in Taxila: sixteen petals, polished inside. Ships worldwide.';
  await page.getByLabel('SEO description').fill(seoDescription);
  await page.getByLabel('Focus keyword').fill('lotus');

  await page.locator('input[type=file][multiple]').setInputFiles(photos);
  const tiles = page.getByRole('group', { name: /^Photograph \d/ });
  await expect.poll(() => tiles.count()).toBe(2);
  // The second photograph becomes the main one, then is turned right: a portrait JPEG made in the browser.
  await page.getByRole('button', { name: 'Make Photograph 2 the main photograph' }).click();
  await page.getByRole('button', { name: 'Turn Photograph 1 (main) right' }).click();
  await expect.poll(() => page.getByText('Turned 90°').count(), { timeout: 10_000 }).toBe(1);
  const mainPreview = page.getByRole('img', { name: 'Photograph 1 (main)' });
  await expect
    .poll(() => mainPreview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([800, 1200]);

  // The live score is the shared function's, on what the form holds.
  const expected = scoreProductSeo({
    title: TITLE,
    description: DESCRIPTION,
    seoTitle: `${TITLE} - Home Decor | Gandhara Arts`,
    seoDescription,
    imageAlt: `${TITLE} - Home Decor by Gandhara Arts`,
    focusKeyword: 'lotus',
    slug: 'home-decor-carved-lotus-journey-bowl',
    imageCount: 2,
  });
  await expect
    .poll(() => page.getByRole('meter', { name: 'SEO score' }).getAttribute('aria-valuenow'))
    .toBe(String(expected.score));
  expect(await axeViolations(page), 'filled product form').toEqual([]);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect
    .poll(() => page.getByText(`Product added successfully! SEO Score: ${expected.score}/100`).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  // The form is cleared for the next piece.
  expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('');
  expect(await tiles.count()).toBe(0);

  const slug = 'home-decor-carved-lotus-journey-bowl';
  const record = await (await fetch(`${baseUrl}/api/products/${slug}`)).json();
  expect(record).toMatchObject({ title: TITLE, price: 120.5, keywords: ['lotus', 'marble bowl', 'carved'] });
  expect(record.images).toHaveLength(2);
  const main = await sharp(Buffer.from(await (await fetch(record.images[0])).arrayBuffer())).metadata();
  expect(main.height).toBeGreaterThan(main.width!);
  const productPage = await fetch(`${baseUrl}/product/${slug}`);
  expect(productPage.status).toBe(200);
  expect(await productPage.text()).toContain(TITLE);
  expect(await (await fetch(`${baseUrl}/sitemap-products-1.xml`)).text()).toContain(`/product/${slug}</loc>`);

  // Edit from the list, on the product's own page: a new slug, and the old address answers 301 to it.
  await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent('Lotus Journey')}`);
  await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
  const modal = productForm(page);
  await expect
    .poll(() => modal.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe(TITLE);
  await modal.getByLabel('URL slug').fill('lotus-journey-bowl');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(() => page.getByText(/^Product updated successfully! SEO Score: \d+\/100$/).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/admin/products' && url.searchParams.get('q') === 'Lotus Journey',
  );
  const moved = await fetch(`${baseUrl}/product/${slug}`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(new URL(moved.headers.get('location')!, baseUrl).pathname).toBe('/product/lotus-journey-bowl');

  // Delete, with the spec's confirmation.
  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.textContent()).toContain(
    `"${TITLE}" leaves the site and waits in the trash for 30 days. You can restore it from Trash until then.`,
  );
  await confirm.getByRole('button', { name: 'Move to trash', exact: true }).click();
  await expect
    .poll(() => page.getByText('Product moved to the trash. You can restore it for 30 days.').count())
    .toBe(1);
  // In the trash, its address answers 410 Gone (decision 026).
  expect((await fetch(`${baseUrl}/api/products/lotus-journey-bowl`)).status).toBe(410);
  await expect.poll(() => page.getByRole('heading', { name: 'No products found' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('the products list filters by any category and shows a dense table; it and the product form have no WCAG 2.2 A/AA violations, on a phone and a desktop', async () => {
  const { auth } = await signInAdmin(baseUrl, admin);
  const { categories } = (await (
    await fetch(`${baseUrl}/api/admin/categories`, { headers: auth })
  ).json()) as { categories: { name: string; slug: string; productCount: number }[] };
  // A category further down the menu than the eight the list once offered, with pieces in it.
  const chosen = categories.slice(8).find((category) => category.productCount > 0)!;
  for (const width of [390, 1440]) {
    const { page, context } = await openPage(browser, { width });
    await signIn(page, baseUrl, admin);
    await gotoHydrated(page, `${baseUrl}/admin/products/new`);
    expect(await axeViolations(page), `product form at ${width}px`).toEqual([]);
    await gotoHydrated(page, `${baseUrl}/admin/products`);
    expect(await axeViolations(page), `products list at ${width}px`).toEqual([]);

    // Every category is offered, hidden ones too, each with its count.
    const filter = page.getByLabel('Filter by category');
    const options = await filter.locator('option').allTextContents();
    expect(options).toEqual([
      'All categories',
      ...categories.map((category) => `${category.name} (${category.productCount})`),
    ]);
    await filter.selectOption(chosen.slug);
    await page.waitForURL((url) => url.searchParams.get('category') === chosen.slug);
    await expect
      .poll(() => page.getByText(/^\d+ products?$/).textContent())
      .toBe(`${chosen.productCount} ${chosen.productCount === 1 ? 'product' : 'products'}`);
    await page
      .getByRole('group', { name: 'Show the products as' })
      .getByRole('button', { name: 'Table' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(chosen.productCount, 20));
    for (const categoriesCell of await rows.locator('td:nth-of-type(5)').allTextContents())
      expect(categoriesCell).toContain(chosen.name);
    expect(
      await rows
        .first()
        .getByRole('link', { name: /^Edit / })
        .count(),
    ).toBe(1);
    // A narrow screen scrolls the table, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await axeViolations(page), `products table at ${width}px`).toEqual([]);
    await context.close();
  }
});

test('the first category chosen is the main one: it leads the slug and the SEO title, whatever the menu order', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products/new`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Add New Product' }).count(), { timeout: 10_000 })
    .toBe(1);
  // Home Decor comes after Gandhara Art in the menu, but is chosen first.
  await chooseCategory(page, 'Home Decor');
  await chooseCategory(page, 'Gandhara Art');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Main Category Lotus');
  await expect.poll(() => page.getByLabel('URL slug').inputValue()).toBe('home-decor-main-category-lotus');
  expect(await page.getByLabel('SEO title').inputValue()).toBe(
    'Main Category Lotus - Home Decor | Gandhara Arts',
  );
  // Unchosen and chosen again, it goes to the end.
  await chooseCategory(page, 'Home Decor');
  await chooseCategory(page, 'Home Decor');
  await expect.poll(() => page.getByLabel('URL slug').inputValue()).toBe('gandhara-art-main-category-lotus');
  await context.close();
});

test('a save from a form opened before someone else changed the product is refused, and the latest version loads', async () => {
  const { auth } = await signInAdmin(baseUrl, admin);
  const title = 'Stupa Relief Changed Meanwhile';
  const fields = new FormData();
  for (const [name, value] of Object.entries({
    title,
    price: '250',
    description: DESCRIPTION,
    categories: JSON.stringify(['Home Decor']),
    imageAlt: 'A stupa relief in grey schist',
  }))
    fields.set(name, value);
  fields.set(
    'images',
    new Blob([new Uint8Array(await makeJpeg({ width: 900, height: 700, seed: 77 }))], { type: 'image/jpeg' }),
    'stupa.jpg',
  );
  const created = await fetch(`${baseUrl}/api/admin/products/add`, {
    method: 'POST',
    headers: auth,
    body: fields,
  });
  expect(created.status).toBe(201);
  const product = (await created.json()).product as { _id: string; updatedAt: string };

  const { page, context, problems } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  const modal = productForm(page);
  const shortDescription = modal.getByLabel('Short description');
  await expect
    .poll(() => modal.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe(title);
  await shortDescription.fill('Typed while someone else was changing the price');

  // Meanwhile another admin's quick edit changes the price.
  const quick = await fetch(`${baseUrl}/api/admin/products/${product._id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ price: 333, expectedUpdatedAt: product.updatedAt }),
  });
  expect(quick.status).toBe(200);

  await modal.getByRole('button', { name: 'Save Changes' }).click();
  const alert = modal.getByRole('alert').filter({ hasText: 'changed by someone else' });
  await expect
    .poll(() => alert.textContent(), { timeout: 20_000 })
    .toContain('This product was changed by someone else since you opened it.');
  // Nothing was written, and the admin's typed words are still in the form.
  expect(await shortDescription.inputValue()).toBe('Typed while someone else was changing the price');
  const stored = await (await fetch(`${baseUrl}/api/products/${product._id}`)).json();
  expect(stored).toMatchObject({ price: 333 });
  expect(stored.shortDescription ?? '').toBe('');
  expect(await axeViolations(page), 'form with the refusal').toEqual([]);

  await alert.getByRole('button', { name: 'Load the latest version' }).click();
  const price = modal.getByRole('spinbutton', { name: 'Price (USD)', exact: true });
  await expect.poll(() => price.inputValue()).toBe('333.00');
  await expect.poll(() => alert.count()).toBe(0);
  expect(await shortDescription.inputValue()).toBe('');
  // From the latest version the save goes through.
  await shortDescription.fill('Saved over the latest version');
  await modal.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => modal.getByText('Everything is saved.').count(), { timeout: 20_000 }).toBe(1);
  expect(await (await fetch(`${baseUrl}/api/products/${product._id}`)).json()).toMatchObject({
    price: 333,
    shortDescription: 'Saved over the latest version',
  });
  // The browser's own line for the refused save; nothing else went wrong.
  expect(problems).toEqual([
    'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  await context.close();
  // Out of the way of the journeys that open the newest piece.
  const removed = await fetch(`${baseUrl}/api/products/${product._id}`, { method: 'DELETE', headers: auth });
  expect(removed.status).toBe(200);
});
