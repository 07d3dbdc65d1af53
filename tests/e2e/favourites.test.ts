import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { addProductByApi } from '#tests/helpers/admin-session.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };
/** The shop's WhatsApp number as wa.me takes it. */
let chatNumber: string;

/** Pieces of this test's own, so no other journey sees them hearted, trashed or priced. */
const PIECES = [
  { title: 'Favourite Journey Schist Lamp', price: '240' },
  { title: 'Favourite Journey Onyx Bowl', price: '1250.50' },
  { title: 'Favourite Journey Marble Bird', price: '99' },
] as const;
const pieces: { id: string; slug: string; title: string }[] = [];

const settings = (change: object) =>
  fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
const addPiece = async (title: string, price: string) => {
  const created = await addProductByApi(baseUrl, auth, {
    title,
    price,
    description: 'A piece carved by hand in Taxila for the favourites journey.',
    categories: JSON.stringify(['Home Decor']),
    imageAlt: `${title}, hand carved`,
  });
  return { id: created._id, slug: created.slug, title };
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
  const read = await fetch(`${baseUrl}/api/admin/settings`, { headers: auth });
  chatNumber = ((await read.json()).settings.whatsappNumber as string).replace(/\D+/g, '');
  for (const piece of PIECES) pieces.push(await addPiece(piece.title, piece.price));
});
afterAll(async () => {
  await settings({ pkrRate: null });
  for (const piece of pieces)
    await fetch(`${baseUrl}/api/products/${piece.id}`, { method: 'DELETE', headers: auth });
  await browser?.close();
});

const main = (page: Page) => page.getByRole('main');
const favouritesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Favourites/ });
const heart = (page: Page, title: string, pressed: boolean) =>
  main(page).getByRole('button', {
    name: `${pressed ? 'Remove' : 'Add'} ${title} ${pressed ? 'from' : 'to'} favourites`,
  });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('gandhara:favourites') ?? '[]') as string[]);
const whatsappText = async (page: Page) => {
  const link = main(page).getByRole('link', { name: /on WhatsApp$/ });
  return new URL((await link.getAttribute('href'))!).searchParams.get('text');
};

describe.each([390, 1440])('at %i px', (width) => {
  test('a visitor hearts three pieces, sends them in one WhatsApp message, and a piece removed drops out', async () => {
    const { page, context, problems } = await openPage(browser, { width, height: 900 });
    await gotoHydrated(page, `${baseUrl}/favourites`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => main(page).getByRole('heading', { name: 'No favourites yet' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await favouritesLink(page).getAttribute('aria-label')).toBe('Favourites');

    // Hearted on their pages; the header counts each at once.
    for (const [index, piece] of pieces.entries()) {
      await gotoHydrated(page, `${baseUrl}/product/${piece.slug}`);
      await heart(page, piece.title, false).first().click();
      await expect.poll(() => heart(page, piece.title, true).count()).toBeGreaterThan(0);
      const count = index + 1;
      await expect
        .poll(() => favouritesLink(page).getAttribute('aria-label'))
        .toBe(`Favourites: ${count} ${count === 1 ? 'piece' : 'pieces'}`);
    }

    // Another tab of the same browser follows.
    const other = await context.newPage();
    await gotoHydrated(other, `${baseUrl}/products`);
    expect(await favouritesLink(other).getAttribute('aria-label')).toBe('Favourites: 3 pieces');

    await favouritesLink(page).click();
    await page.waitForURL(`${baseUrl}/favourites`);
    const titles = main(page).getByRole('heading', { level: 3 });
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([pieces[2]!.title, pieces[1]!.title, pieces[0]!.title]);
    const link = main(page).getByRole('link', { name: 'Ask about all 3 on WhatsApp' });
    expect(await link.getAttribute('href')).toBe(
      `https://wa.me/${chatNumber}?text=${encodeURIComponent(
        "Hello! I'm interested in these pieces:\n\n" +
          `1. Favourite Journey Marble Bird ($99.00)\n${baseUrl}/product/${pieces[2]!.slug}\n\n` +
          `2. Favourite Journey Onyx Bowl ($1,250.50)\n${baseUrl}/product/${pieces[1]!.slug}\n\n` +
          `3. Favourite Journey Schist Lamp ($240.00)\n${baseUrl}/product/${pieces[0]!.slug}`,
      )}`,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);

    // A piece hearted, then deleted by the owner: it leaves the page and the browser's list without a word.
    const gone = await addPiece(`Favourite Journey Gone ${width}`, '50');
    await gotoHydrated(page, `${baseUrl}/product/${gone.slug}`);
    await heart(page, gone.title, false).first().click();
    await expect.poll(() => stored(page)).toContain(gone.id);
    const trashed = await fetch(`${baseUrl}/api/products/${gone.id}`, { method: 'DELETE', headers: auth });
    expect(trashed.status).toBe(200);
    await gotoHydrated(page, `${baseUrl}/favourites`);
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([pieces[2]!.title, pieces[1]!.title, pieces[0]!.title]);
    await expect.poll(() => stored(page)).not.toContain(gone.id);
    expect(await stored(page)).toEqual(pieces.map((piece) => piece.id));
    expect(await main(page).getByText(gone.title).count()).toBe(0);

    // Un-hearted here: the card goes, the message and both tabs' counts follow.
    await heart(page, pieces[1]!.title, true).click();
    await expect.poll(() => titles.allTextContents()).toEqual([pieces[2]!.title, pieces[0]!.title]);
    await expect.poll(() => whatsappText(page)).not.toContain('Onyx Bowl');
    await expect.poll(() => favouritesLink(other).getAttribute('aria-label')).toBe('Favourites: 2 pieces');
    expect(await favouritesLink(page).getAttribute('aria-label')).toBe('Favourites: 2 pieces');

    for (const piece of [pieces[2]!, pieces[0]!]) await heart(page, piece.title, true).click();
    await expect.poll(() => main(page).getByRole('heading', { name: 'No favourites yet' }).count()).toBe(1);
    expect(await favouritesLink(page).getAttribute('aria-label')).toBe('Favourites');
    expect(problems).toEqual([]);
    await context.close();
    // A journey of a dozen pages: a machine the whole suite loads needs more than the usual 90 s.
  }, 240_000);

  test('with the owner’s rate, a visitor switches prices to rupees, remembered, and the message follows', async () => {
    const { page, context, problems } = await openPage(browser, { width, height: 900 });
    const product = `${baseUrl}/product/${pieces[0]!.slug}`;
    const price = main(page)
      .locator('p')
      .filter({ hasText: /^(\$|Rs)/ })
      .first();
    const rupees = page.getByRole('contentinfo').locator('label', { hasText: 'Rs (PKR)' });
    const dollars = page.getByRole('contentinfo').locator('label', { hasText: 'US$ (USD)' });

    // No rate: no switch.
    expect((await settings({ pkrRate: null })).status).toBe(200);
    await gotoHydrated(page, product);
    expect(await page.getByRole('group', { name: 'Prices in' }).count()).toBe(0);

    expect((await settings({ pkrRate: 278.5 })).status).toBe(200);
    await expect
      .poll(async () => {
        await gotoHydrated(page, product);
        return page.getByRole('group', { name: 'Prices in' }).count();
      })
      .toBe(1);
    expect(await price.textContent()).toBe('$240.00');
    expect(await page.getByRole('radio', { name: 'US$ (USD)' }).isChecked()).toBe(true);
    await rupees.click();
    await expect.poll(() => price.textContent()).toBe('Rs\u00a066,840');
    expect(await page.getByRole('radio', { name: 'Rs (PKR)' }).isChecked()).toBe(true);

    // Remembered on reload; the page the server sends stays in dollars, and so does its structured data.
    await gotoHydrated(page, product);
    await expect.poll(() => price.textContent()).toBe('Rs\u00a066,840');
    const html = await (await fetch(product)).text();
    expect(html).toContain('$240.00');
    expect(html).not.toContain('66,840');
    expect(html).toContain('"priceCurrency":"USD"');

    // The favourites' message is in rupees, as the visitor chose.
    await heart(page, pieces[0]!.title, false).first().click();
    await gotoHydrated(page, `${baseUrl}/favourites`);
    await expect
      .poll(() => whatsappText(page))
      .toBe(
        "Hello! I'm interested in these pieces:\n\n" +
          `1. Favourite Journey Schist Lamp (Rs\u00a066,840)\n${baseUrl}/product/${pieces[0]!.slug}`,
      );
    await dollars.click();
    await expect.poll(() => whatsappText(page)).toContain('($240.00)');
    await gotoHydrated(page, product);
    expect(await price.textContent()).toBe('$240.00');
    expect(problems).toEqual([]);
    await context.close();
  });
});
