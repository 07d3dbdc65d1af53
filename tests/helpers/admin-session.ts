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
