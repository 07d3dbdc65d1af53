import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };
let token: string;
let folder: string;
const files: Record<'photo' | 'webp' | 'fake', string> = { photo: '', webp: '', fake: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth, token } = await signInAdmin(baseUrl, admin));
  folder = await mkdtemp(path.join(tmpdir(), 'gandhara-editor-'));
  files.photo = path.join(folder, 'terrace-lamp.jpg');
  await writeFile(files.photo, await makeJpeg({ width: 1000, height: 800, seed: 91 }));
  // Refused in the browser by its type, and by the server by its content.
  files.webp = path.join(folder, 'lamp-in-the-garden.webp');
  await writeFile(files.webp, 'not checked: the name is enough');
  files.fake = path.join(folder, 'lamp-scan.jpg');
  await writeFile(files.fake, 'just words, named like a photograph');
});
afterAll(async () => {
  await browser?.close();
  // A failed sign-in leaves no folder: its error is the one to read, not this one's.
  if (folder) await rm(folder, { recursive: true, force: true });
});

const DESCRIPTION =
  'A garden lamp carved from one block of grey sandstone, with four pierced windows that throw the light in a star. Made in Taxila.';

/** A product of the test's own, with one photograph, through the panel's API. */
async function addLamp(title: string): Promise<{ _id: string; slug: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    price: '180',
    description: DESCRIPTION,
    categories: JSON.stringify(['Garden Decor']),
    imageAlt: 'A carved sandstone garden lamp',
  }))
    form.set(name, value);
  form.set(
    'images',
    new Blob([new Uint8Array(await makeJpeg({ width: 900, height: 700, seed: 12 }))], { type: 'image/jpeg' }),
    'lamp.jpg',
  );
  const created = await fetch(`${baseUrl}/api/admin/products/add`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(created.status).toBe(201);
  return (await created.json()).product;
}

/** The editor's form: the one with the product's title box. */
const productForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title', exact: true }) });

/** The sticky bar's words: "You have unsaved changes." or "Everything is saved." */
const barText = (form: Locator) => form.getByText(/^(You have unsaved changes\.|Everything is saved\.)$/);

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`at ${width}×${height} a product is edited on its own page: no sideways scroll, Save and Discard in the bar that stays in view, a refused photograph named, and the way back keeps the list's search`, async () => {
    const title = `Star Window Lamp ${width}`;
    const lamp = await addLamp(title);
    const { page, context, problems } = await openPage(browser, { width, height });
    await signIn(page, baseUrl, admin);

    // From the list, searched: the Edit link opens the product's page.
    const listAddress = `/admin/products?q=${encodeURIComponent(title)}`;
    await gotoHydrated(page, `${baseUrl}${listAddress}`);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/products/${lamp._id}`);
    const form = productForm(page);
    const titleBox = form.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => titleBox.inputValue(), { timeout: 15_000 }).toBe(title);
    expect(await page.getByRole('heading', { level: 2, name: title }).count()).toBe(1);

    // Nothing is wider than the screen: not the form, not the page.
    expect(await form.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await axeViolations(page), `product editor at ${width}px`).toEqual([]);

    // A change: the bar says so, Save (in the bar, in view at the top of the page) writes it.
    expect(await barText(form).textContent()).toBe('Everything is saved.');
    const discard = form.getByRole('button', { name: 'Discard' });
    expect(await discard.isDisabled()).toBe(true);
    await titleBox.fill(`${title} Renamed`);
    await expect.poll(() => barText(form).textContent()).toBe('You have unsaved changes.');
    const save = form.getByRole('button', { name: 'Save Changes' });
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await save.click();
    await expect
      .poll(() => page.getByText(/^Product updated successfully! SEO Score: \d+\/100$/).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await expect.poll(() => barText(form).textContent()).toBe('Everything is saved.');
    expect((await (await fetch(`${baseUrl}/api/products/${lamp._id}`)).json()).title).toBe(
      `${title} Renamed`,
    );
    expect(await titleBox.inputValue()).toBe(`${title} Renamed`);

    // Discard puts back what is saved.
    const price = form.getByRole('spinbutton', { name: 'Price (USD)', exact: true });
    await price.fill('999');
    await titleBox.fill('Not to be kept');
    await expect.poll(() => discard.isDisabled()).toBe(false);
    await discard.click();
    await expect.poll(() => titleBox.inputValue()).toBe(`${title} Renamed`);
    expect(await price.inputValue()).toBe('180.00');
    expect(await barText(form).textContent()).toBe('Everything is saved.');

    // A photograph of a type the form does not take is refused, by its name.
    await page.locator('input[type=file][multiple]').setInputFiles(files.webp);
    const refusal = form.getByRole('alert').filter({ hasText: 'lamp-in-the-garden.webp' });
    await expect
      .poll(() => refusal.textContent())
      .toBe('"lamp-in-the-garden.webp": Please upload a JPG or PNG image.');
    expect(await page.getByRole('group', { name: /^Photograph \d/ }).count()).toBe(1);
    // Refused, nothing changed: nothing to save, and the way back does not ask.
    expect(await barText(form).textContent()).toBe('Everything is saved.');

    // Back to the list, as it was left.
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin/products' &&
        url.searchParams.get('q') === title &&
        url.search.split('&').length === 1,
    );
    await expect.poll(() => page.getByRole('link', { name: `Edit ${title} Renamed` }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
    expect(
      (await fetch(`${baseUrl}/api/products/${lamp._id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(200);
  });
}

test('a photograph the server refuses by its content is named under the photographs, and nothing is saved', async () => {
  const title = 'Star Window Lamp Scanned';
  const lamp = await addLamp(title);
  const { page, context } = await openPage(browser, { width: 390, height: 844 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products/${lamp._id}`);
  const form = productForm(page);
  await page.locator('input[type=file][multiple]').setInputFiles(files.fake);
  await expect.poll(() => page.getByRole('group', { name: /^Photograph \d/ }).count()).toBe(2);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const refusal = form.getByRole('alert').filter({ hasText: 'lamp-scan.jpg' });
  await expect
    .poll(() => refusal.textContent(), { timeout: 20_000 })
    .toBe('"lamp-scan.jpg": The file is not an image we accept (JPEG, PNG, WebP or GIF).');
  expect((await (await fetch(`${baseUrl}/api/products/${lamp._id}`)).json()).images).toHaveLength(1);
  await context.close();
  await fetch(`${baseUrl}/api/products/${lamp._id}`, { method: 'DELETE', headers: auth });
});

test('leaving the editor with unsaved changes asks first: Stay keeps them, Leave goes without saving; closing the tab is asked too', async () => {
  const title = 'Star Window Lamp Unsaved';
  const lamp = await addLamp(title);
  const { page, context, problems } = await openPage(browser, { width: 390, height: 844 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products/${lamp._id}`);
  const form = productForm(page);
  const titleBox = form.getByRole('textbox', { name: 'Title', exact: true });
  await expect.poll(() => titleBox.inputValue(), { timeout: 15_000 }).toBe(title);
  /** Whether the page asks the browser to confirm before it unloads. */
  const asksOnUnload = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  // Nothing changed: the way back just goes, and closing the tab asks nothing.
  expect(await asksOnUnload()).toBe(false);
  await titleBox.fill(`${title} Half Typed`);
  await expect.poll(() => barText(form).textContent()).toBe('You have unsaved changes.');
  expect(await asksOnUnload()).toBe(true);

  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect.poll(() => question.count()).toBe(1);
  // The safe answer has the focus, so Enter keeps the changes.
  const stay = question.getByRole('button', { name: 'Keep editing' });
  await expect.poll(() => stay.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await axeViolations(page), 'leave question').toEqual([]);
  await page.keyboard.press('Enter');
  await expect.poll(() => question.count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe(`/admin/products/${lamp._id}`);
  expect(await titleBox.inputValue()).toBe(`${title} Half Typed`);

  // Leave: the list opens and nothing was written.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/products');
  expect((await (await fetch(`${baseUrl}/api/products/${lamp._id}`)).json()).title).toBe(title);
  await expect.poll(asksOnUnload).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
  await fetch(`${baseUrl}/api/products/${lamp._id}`, { method: 'DELETE', headers: auth });
});

test('old ?edit= links open the product’s page with their words; an unknown product shows a page that says so', async () => {
  const lamp = await addLamp('Star Window Lamp Old Link');
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);

  await gotoHydrated(
    page,
    `${baseUrl}/admin/products?edit=${lamp._id}&keywords=${encodeURIComponent('moon lamp')}`,
  );
  expect(new URL(page.url()).pathname).toBe(`/admin/products/${lamp._id}`);
  const form = productForm(page);
  await expect.poll(() => form.getByLabel(/^Keywords/).inputValue()).toContain('moon lamp');
  // The added words are the admin's to save: the bar says they are not saved yet.
  expect(await barText(form).textContent()).toBe('You have unsaved changes.');

  const missing = await page.goto(`${baseUrl}/admin/products/${'0'.repeat(24)}`);
  expect(missing?.status()).toBe(404);
  await page.waitForSelector('html[data-hydrated]');
  expect(await page.getByRole('heading', { name: 'This product is not in the catalogue' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Open the trash' }).getAttribute('href')).toBe('/admin/trash');
  expect(await axeViolations(page), 'unknown product').toEqual([]);
  expect((await page.goto(`${baseUrl}/admin/products/not-an-id`))?.status()).toBe(404);
  await context.close();
  await fetch(`${baseUrl}/api/products/${lamp._id}`, { method: 'DELETE', headers: auth });
});

test('on a phone, adding a product: untouched fields are not red, the photo badges do not overlap, and the links after saving view it, edit it and add another', async () => {
  const { page, context, problems } = await openPage(browser, { width: 390, height: 844 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products/new`);
  const form = productForm(page);
  await expect.poll(() => form.count(), { timeout: 10_000 }).toBe(1);

  // Fields nobody has touched give their advice (a minimum length) in grey, not as red mistakes.
  const seoTitleCounter = form.getByText(/^0\/60/);
  expect(await seoTitleCounter.evaluate((element) => getComputedStyle(element).color)).not.toBe(
    await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'text-red-700';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }),
  );
  expect(await form.locator('.text-red-700').count()).toBe(0);

  const title = 'Star Window Lamp Added';
  await page
    .locator('label')
    .filter({ hasText: /^Garden Decor$/ })
    .click();
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('spinbutton', { name: 'Price (USD)', exact: true }).fill('210');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION);
  await page.locator('input[type=file][multiple]').setInputFiles(files.photo);
  const tile = page.getByRole('group', { name: 'Photograph 1 (main) tools' }).locator('..');
  await expect.poll(() => tile.getByText(/^New · /).count()).toBe(1);
  const main = (await tile.getByText('Main', { exact: true }).boundingBox())!;
  const added = (await tile.getByText(/^New · /).boundingBox())!;
  const overlap =
    main.x < added.x + added.width &&
    added.x < main.x + main.width &&
    main.y < added.y + added.height &&
    added.y < main.y + main.height;
  expect(overlap, `Main ${JSON.stringify(main)} and New ${JSON.stringify(added)}`).toBe(false);

  await form.getByRole('button', { name: 'Add Product' }).click();
  const done = page.getByRole('region', { name: `“${title}” is added` });
  await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1);
  const record = await (await fetch(`${baseUrl}/api/products/garden-decor-star-window-lamp-added`)).json();
  expect(record.title).toBe(title);

  const view = done.getByRole('link', { name: 'View on the site' });
  expect(await view.getAttribute('href')).toBe('/product/garden-decor-star-window-lamp-added');
  expect((await fetch(`${baseUrl}/product/garden-decor-star-window-lamp-added`)).status).toBe(200);
  expect(await done.getByRole('link', { name: 'Edit it' }).getAttribute('href')).toBe(
    `/admin/products/${record._id}`,
  );

  // Add another: the next piece starts in the cleared form, from its title.
  await done.getByRole('button', { name: 'Add another' }).click();
  await expect.poll(() => done.count()).toBe(0);
  const titleBox = form.getByRole('textbox', { name: 'Title', exact: true });
  expect(await titleBox.inputValue()).toBe('');
  expect(await titleBox.evaluate((element) => element === document.activeElement)).toBe(true);

  // And the first one's editor is where "Edit it" said.
  await page.goto(`${baseUrl}/admin/products/${record._id}`);
  await page.waitForSelector('html[data-hydrated]');
  await expect.poll(() => titleBox.inputValue()).toBe(title);
  expect(problems).toEqual([]);
  await context.close();
  await fetch(`${baseUrl}/api/products/${record._id}`, { method: 'DELETE', headers: auth });
});

test('the list answers with slim rows: what its cards show, not whole products', async () => {
  const lamp = await addLamp('Star Window Lamp Slim Row');
  const answer = await fetch(
    `${baseUrl}/admin/products.data?q=${encodeURIComponent('Star Window Lamp Slim Row')}`,
    { headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` } },
  );
  expect(answer.status).toBe(200);
  const text = await answer.text();
  expect(text).toContain('Star Window Lamp Slim Row');
  // The description, keywords and SEO words are the editor's, read on its own page.
  expect(text).not.toContain('four pierced windows');
  expect(text).not.toContain('imageKeys');
  await fetch(`${baseUrl}/api/products/${lamp._id}`, { method: 'DELETE', headers: auth });
});
