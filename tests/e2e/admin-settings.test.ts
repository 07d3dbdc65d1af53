import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { MEDIA_URL_PATTERN } from '#common/media-url.ts';
import { telHref } from '#common/site.ts';
import { whatsappNumber } from '#common/whatsapp-link.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const NEW_PHONE = '+92 333 4445566';
const NEW_WHATSAPP = '+92 345 7778899';
const TEST_CATEGORY = 'Prayer Wheels of Taxila';

let browser: Browser;
let adminPage: Page;
/** What the settings were before this file changed them: put back at the end, whatever happens. */
let original: Record<string, unknown> | undefined;

async function signIn(page: Page, next: string) {
  await gotoHydrated(page, `${baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}${next}`);
  await page.waitForSelector('html[data-hydrated]');
}

/** A write through the API with the panel's cookie, as the panel's own pages make it. */
const adminWrite = (method: 'put' | 'delete', path: string, data?: object) =>
  adminPage.request[method](`${baseUrl}${path}`, { data, headers: { origin: baseUrl } });

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => page.getByText('Settings saved.').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('Everything is saved.').count()).toBe(1);
}

/** The chat and call links of a public page as a visitor's browser gets it. */
async function contactLinks(page: Page, path: string) {
  await gotoHydrated(page, `${baseUrl}${path}`);
  const hrefs = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return { chats: await hrefs('a[href*="wa.me"]'), calls: await hrefs('a[href^="tel:"]') };
}

/** A picker's file input, by the name of its place on the form. */
const fileInput = (page: Page, label: string) =>
  page.locator('input[type="file"]').and(page.getByLabel(label, { exact: true }));

/** The names in the shop's Shop menu, as a visitor opens it on the home page. */
async function shopMenu(page: Page) {
  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('button', { name: 'Shop' }).click();
  const panel = page.locator('div', { has: page.getByText('Shop by category', { exact: true }) }).last();
  await panel.getByRole('link').first().waitFor();
  return panel.getByRole('link').allTextContents();
}

/** The product page's main photograph: the address the browser chose and the bytes it was sent. */
async function productPhoto(page: Page, path: string) {
  await gotoHydrated(page, `${baseUrl}${path}`);
  const photo = page.locator('main img[fetchpriority="high"]').first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const url = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
  const match = MEDIA_URL_PATTERN.exec(new URL(url).pathname);
  expect(match, url).not.toBeNull();
  const response = await page.request.get(url, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  return { url, key: match![2]!, bytes: await response.body() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminPage = (await openPage(browser)).page;
  await signIn(adminPage, '/admin/settings');
  const answer = await adminPage.request.get(`${baseUrl}/api/admin/settings`);
  expect(answer.status()).toBe(200);
  original = (await answer.json()).settings;
});

afterAll(async () => {
  // The e2e server is shared by every browser test: the demo's settings and categories go back as they were.
  if (original) {
    const restored = await adminWrite('put', '/api/admin/settings', original);
    expect(restored.status()).toBe(200);
    expect((await restored.json()).settings).toEqual(original);
  }
  const categories = (await (await adminPage.request.get(`${baseUrl}/api/admin/categories`)).json())
    .categories as { _id: string; name: string }[];
  for (const category of categories.filter((c) => c.name.startsWith('Prayer')))
    await adminWrite('delete', `/api/admin/categories/${category._id}`);
  await browser?.close();
});

describe('the admin’s Settings', () => {
  test('a new phone and WhatsApp number reach every chat and call link of the shop at once', async () => {
    const page = adminPage;
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
    const phone = page.getByLabel('Business phone');
    expect(await phone.inputValue()).toBe(original!.businessPhone);

    // The shared schema answers in the browser before anything is sent.
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Enter a phone number such as +92 300 1234567').count()).toBe(1);
    expect(await phone.getAttribute('aria-invalid')).toBe('true');

    await phone.fill(NEW_PHONE);
    await page.getByLabel('WhatsApp number').fill(NEW_WHATSAPP);
    await saveSettings(page);

    const product = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).products[0];
    const visitor = await openPage(browser);
    for (const path of ['/', `/product/${product.slug}`, '/visit-taxila']) {
      const { chats, calls } = await contactLinks(visitor.page, path);
      expect(chats.length, path).toBeGreaterThan(0);
      for (const href of chats)
        expect(href, path).toMatch(new RegExp(`^https://wa\\.me/${whatsappNumber(NEW_WHATSAPP)}\\?text=`));
      expect(calls.length, path).toBeGreaterThan(0);
      for (const href of calls) expect(href, path).toBe(telHref(NEW_PHONE));
    }
    // The header's Call link shows the new number too.
    expect(await visitor.page.getByRole('link', { name: NEW_PHONE }).first().getAttribute('href')).toBe(
      telHref(NEW_PHONE),
    );
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  test('turning the watermark off and on again changes the photographs visitors are sent', async () => {
    const product = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).products[0];
    const visitor = await openPage(browser);
    const marked = await productPhoto(visitor.page, `/product/${product.slug}`);

    const page = adminPage;
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    const watermark = page.getByRole('switch', { name: 'Watermark on public photographs' });
    expect(await watermark.getAttribute('aria-checked')).toBe('true');
    await watermark.click();
    expect(await watermark.getAttribute('aria-checked')).toBe('false');
    await saveSettings(page);

    const plain = await productPhoto(visitor.page, `/product/${product.slug}`);
    expect(plain.key).not.toBe(marked.key);
    expect(plain.bytes.equals(marked.bytes)).toBe(false);
    // A page someone kept open asks for the old address and is sent to the photograph as it is now.
    const old = await visitor.page.request.get(marked.url, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(new URL(plain.url).pathname);

    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('switch', { name: 'Watermark on public photographs' }).click();
    await saveSettings(page);
    const markedAgain = await productPhoto(visitor.page, `/product/${product.slug}`);
    expect(markedAgain.url).toBe(marked.url);
    expect(markedAgain.bytes.equals(marked.bytes)).toBe(true);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  test('the phone in the watermark is a switch of its own, on by default; off, visitors get new photographs', async () => {
    const product = (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).products[0];
    const visitor = await openPage(browser);
    const withPhone = await productPhoto(visitor.page, `/product/${product.slug}`);

    const page = adminPage;
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    const phone = page.getByRole('switch', { name: 'Phone number in the watermark' });
    expect(await phone.getAttribute('aria-checked')).toBe('true');
    // Its help is read with it.
    const help = await phone.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${help}"]`).textContent()).toContain('the mark and the name only');
    await phone.click();
    await saveSettings(page);

    const withoutPhone = await productPhoto(visitor.page, `/product/${product.slug}`);
    expect(withoutPhone.key).not.toBe(withPhone.key);
    expect(withoutPhone.bytes.equals(withPhone.bytes)).toBe(false);

    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('switch', { name: 'Phone number in the watermark' }).click();
    await saveSettings(page);
    expect((await productPhoto(visitor.page, `/product/${product.slug}`)).url).toBe(withPhone.url);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});

describe('the admin’s Settings with files', () => {
  test('a promo place with only a poster is stopped in the browser; a new pop-up picture goes up with the form', async () => {
    const page = adminPage;
    const stored = async () =>
      (await (await page.request.get(`${baseUrl}/api/admin/settings`)).json()).settings;
    const before = await stored();
    await gotoHydrated(page, `${baseUrl}/admin/settings`);
    const poster = {
      name: 'poster.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg({ width: 800, height: 450, seed: 5 }),
    };

    const fourth = page.getByRole('group', { name: /Promo video 4/ });
    await fourth.getByRole('button', { name: 'Empty this place' }).click();
    await fileInput(page, 'Poster of promo video 4').setInputFiles(poster);
    await page.getByRole('button', { name: 'Save settings' }).click();
    for (const message of [
      'Give promo video 4 a title',
      'Give promo video 4 a label',
      'Choose the film for promo video 4',
    ])
      await expect.poll(() => fourth.getByText(message).count(), { timeout: 5000 }).toBe(1);
    expect(await stored()).toEqual(before);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByText('Everything is saved.').count()).toBe(1);
    expect(await fourth.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      before.promoVideos[3].title,
    );

    await fileInput(page, 'Pop-up image').setInputFiles({ ...poster, name: 'welcome.jpg' });
    expect(await page.getByText('You have unsaved changes.').count()).toBe(1);
    await saveSettings(page);
    const after = await stored();
    expect(after.popupImageMediaId).not.toBe(before.popupImageMediaId);
    expect({ ...after, popupImageMediaId: before.popupImageMediaId }).toEqual(before);
    const preview = page.getByRole('img', { name: 'Preview of the chosen photograph' }).first();
    const answer = await (await page.request.get(`${baseUrl}/api/admin/settings`)).json();
    expect(await preview.getAttribute('src')).toBe(answer.media.popupImage.url);
  });
});

describe('the admin’s Categories', () => {
  test('a category is added, moved up by keyboard, renamed (its old address moves), hidden and deleted', async () => {
    const page = adminPage;
    const menu = async () =>
      ((await (await fetch(`${baseUrl}/api/categories`)).json()).categories as { name: string }[]).map(
        (category) => category.name,
      );
    await gotoHydrated(page, `${baseUrl}/admin/categories`);
    const total = (await menu()).length;

    await page.getByLabel('New category name').fill(TEST_CATEGORY);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect.poll(() => page.getByText('Category added.').count()).toBeGreaterThan(0);
    expect((await menu()).at(-1)).toBe(TEST_CATEGORY);
    // The same name in other letters is refused with the server's reason.
    await page.getByLabel('New category name').fill(TEST_CATEGORY.toUpperCase());
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect
      .poll(() => page.getByText(`A category named "${TEST_CATEGORY}" already exists.`).count())
      .toBeGreaterThan(0);

    const up = page.getByRole('button', { name: `Move ${TEST_CATEGORY} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu()).at(-2)).toBe(TEST_CATEGORY);
    // The focus stays on the key that was pressed, so it can be pressed again.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Move ${TEST_CATEGORY} up`,
    );
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu()).at(-3)).toBe(TEST_CATEGORY);
    expect(await menu()).toHaveLength(total + 1);
    const visitor = await openPage(browser);
    expect((await shopMenu(visitor.page)).at(-3)).toBe(TEST_CATEGORY);

    await page.getByRole('button', { name: `Rename ${TEST_CATEGORY}` }).click();
    const rename = page.getByLabel(`New name for ${TEST_CATEGORY}`);
    await rename.fill('Prayer Wheels');
    await rename.press('Enter');
    await expect
      .poll(() => page.getByText('Category renamed to "Prayer Wheels".').count())
      .toBeGreaterThan(0);
    const moved = await fetch(`${baseUrl}/category/prayer-wheels-of-taxila`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/category/prayer-wheels');

    await page.getByRole('switch', { name: 'Show Prayer Wheels in the menu' }).click();
    await expect
      .poll(() => page.getByText('"Prayer Wheels" is hidden from the menu.').count())
      .toBeGreaterThan(0);
    expect(await menu()).not.toContain('Prayer Wheels');
    const shown = await shopMenu(visitor.page);
    expect(shown).toHaveLength(total);
    expect(shown).not.toContain('Prayer Wheels');
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    await page.getByRole('button', { name: 'Delete Prayer Wheels' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Category "Prayer Wheels" deleted.').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Rename Prayer Wheels' }).count()).toBe(0);
    expect(await menu()).toHaveLength(total);
  });

  test('Settings and Categories have no WCAG 2.2 A/AA violations, on a phone and a desktop', async () => {
    for (const width of [390, 1440]) {
      const { page, context } = await openPage(browser, { width });
      await context.addCookies(await adminPage.context().cookies());
      for (const path of ['/admin/settings', '/admin/categories']) {
        await gotoHydrated(page, `${baseUrl}${path}`);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      await context.close();
    }
  });
});
