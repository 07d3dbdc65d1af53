import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { addProductByApi, signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };

const KEPT = 'Trash Journey Schist Lamp';
const GONE = 'Trash Journey Marble Coaster';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
});
afterAll(async () => {
  await browser?.close();
});

const piece = (title: string) =>
  addProductByApi(baseUrl, auth, {
    title,
    price: '90',
    description: 'Carved by hand in Taxila for a journey through the trash.',
    categories: JSON.stringify(['Home Decor']),
    imageAlt: `${title}, hand carved`,
  });

test('the owner deletes two pieces, restores one with its address, and empties the trash', async () => {
  const kept = await piece(KEPT);
  const gone = await piece(GONE);
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);

  for (const title of [KEPT, GONE]) {
    await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
    await expect
      .poll(() => page.getByText('Product moved to the trash.', { exact: false }).count())
      .toBeGreaterThan(0);
  }
  // A visitor meanwhile: the piece has gone, and says so.
  const visitor = await fetch(`${baseUrl}/product/${kept.slug}`, { redirect: 'manual' });
  expect(visitor.status).toBe(410);

  await gotoHydrated(page, `${baseUrl}/admin/trash`);
  await expect.poll(() => page.getByRole('heading', { name: KEPT }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: GONE }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Restore ${KEPT}` }).click();
  await expect.poll(() => page.getByText(`Product “${KEPT}” is restored.`).count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('heading', { name: KEPT }).count()).toBe(0);
  // Back at its own address, with its id.
  const back = await fetch(`${baseUrl}/api/products/${kept.slug}`);
  expect(back.status).toBe(200);
  expect(((await back.json()) as { _id: string })._id).toBe(kept._id);

  // "Empty trash", confirmed in a dialog whose Cancel has the focus.
  await page.getByRole('button', { name: 'Empty trash' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect
    .poll(() =>
      confirm.getByRole('button', { name: 'Cancel' }).evaluate((node) => node === document.activeElement),
    )
    .toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Empty trash' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'The trash is empty' }).count()).toBe(1);
  expect((await fetch(`${baseUrl}/api/products/${gone._id}`)).status).toBe(404);

  // The activity log tells the story, newest first, and the restored piece's own history offers its versions.
  await gotoHydrated(page, `${baseUrl}/admin/activity?kind=product&recordId=${kept._id}`);
  await expect.poll(() => page.getByRole('heading', { name: `History of “${KEPT}”` }).count()).toBe(1);
  const lines = await page.getByRole('main').getByRole('listitem').allTextContents();
  expect(lines.map((line) => /restored from the trash|moved to the trash|added/.exec(line)?.[0])).toEqual([
    'restored from the trash',
    'moved to the trash',
    'added',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
  await fetch(`${baseUrl}/api/products/${kept._id}`, { method: 'DELETE', headers: auth });
});

test('an edit shows before and after in the activity log, and "Restore this version" takes it back', async () => {
  const product = await piece('History Journey Onyx Bowl');
  const body = new FormData();
  body.set('title', 'History Journey Onyx Bowl, Large');
  body.set('price', '150');
  const saved = await fetch(`${baseUrl}/api/admin/products/${product._id}`, {
    method: 'PUT',
    headers: auth,
    body,
  });
  expect(saved.status).toBe(200);

  const { page, context } = await openPage(browser, { width: 390, height: 844, touch: true });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/activity?kind=product&recordId=${product._id}`);
  const edit = page.getByRole('main').getByRole('listitem').filter({ hasText: 'edited' });
  await expect.poll(() => edit.getByText('History Journey Onyx Bowl, Large').count()).toBeGreaterThan(0);
  expect(await edit.getByText('History Journey Onyx Bowl', { exact: true }).count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Restore History Journey Onyx Bowl.* to this version/ }).click();
  await expect
    .poll(() => page.getByText('is back to that version.', { exact: false }).count())
    .toBeGreaterThan(0);
  const now = (await (await fetch(`${baseUrl}/api/products/${product._id}`)).json()) as { title: string };
  expect(now.title).toBe('History Journey Onyx Bowl');
  await expect
    .poll(() =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: 'restored an earlier version of' })
        .count(),
    )
    .toBe(1);
  await context.close();
  await fetch(`${baseUrl}/api/products/${product._id}`, { method: 'DELETE', headers: auth });
});
