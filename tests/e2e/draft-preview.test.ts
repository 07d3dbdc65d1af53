import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { addProductByApi, signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };
let draft: { _id: string; slug: string };

const TITLE = 'Draft Preview Lapis Bowl';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
  draft = await addProductByApi(baseUrl, auth, {
    title: TITLE,
    price: '180',
    description: 'A small bowl of lapis lazuli, turned and polished by hand in Taxila.',
    categories: JSON.stringify(['Home Decor']),
    imageAlt: 'Lapis lazuli bowl, hand turned',
    status: 'draft',
  });
});
afterAll(async () => {
  if (draft) await fetch(`${baseUrl}/api/products/${draft._id}`, { method: 'DELETE', headers: auth });
  await browser?.close();
});

test('a visitor gets 404 for a draft, not a redirect a browser would remember', async () => {
  const answer = await fetch(`${baseUrl}/product/${draft.slug}`, { redirect: 'manual' });
  expect(answer.status).toBe(404);
  expect(answer.headers.get('location')).toBeNull();
  const api = await fetch(`${baseUrl}/api/products/${draft._id}`);
  expect(api.status).toBe(404);
});

test('a signed-in admin previews a draft at its own address, marked not public and not indexed', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  const response = await page.goto(`${baseUrl}/product/${draft.slug}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control'] ?? '').not.toContain('public');
  await page.waitForSelector('html[data-hydrated]');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
  const banner = page.getByRole('status').filter({ hasText: 'Draft: not public.' });
  expect(await banner.count()).toBe(1);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole('link', { name: 'Edit in the panel' }).click();
  await page.waitForURL(`${baseUrl}/admin/products/${draft._id}`);
  await context.close();
});
