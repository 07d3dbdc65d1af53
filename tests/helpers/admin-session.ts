import type { Page } from 'playwright-core';
import { gotoHydrated, visitorAddress } from './browser.ts';

/** Signs in through the panel's own form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, admin: { email: string; password: string }) {
  await gotoHydrated(page, `${baseUrl}/admin/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.waitForSelector('html[data-hydrated]');
}

/** Signs in through the API and returns the header that carries the token, for calls made outside the browser. */
export async function apiAuthHeader(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<{ authorization: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    // A client of its own behind the trusted proxy: each sign-in of the tests draws on a budget of its own.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`Signing in as ${admin.email} answered ${login.status}`);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}
