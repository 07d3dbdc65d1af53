import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser.ts';

/** Signs in through the panel's own form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, admin: { email: string; password: string }) {
  await gotoHydrated(page, `${baseUrl}/admin/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * Adds a product through the panel's API as a journey's own fixture (no other test sees it change), and returns
 * its record; `fields` are the form's (title, price, description, categories as JSON, imageAlt, status…).
 */
export async function addProductByApi(
  baseUrl: string,
  auth: { authorization: string },
  fields: Record<string, string>,
): Promise<{ _id: string; slug: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const created = await fetch(`${baseUrl}/api/admin/products/add`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (created.status !== 201)
    throw new Error(`Adding "${fields.title}" answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { product: { _id: string; slug: string } }).product;
}
