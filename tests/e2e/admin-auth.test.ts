import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('the panel sends a stranger to sign in, with nothing filled in, and back where they were going after', async () => {
  const guarded = await fetch(`${baseUrl}/admin`, { redirect: 'manual' });
  expect(guarded.status).toBe(302);
  expect(guarded.headers.get('location')).toBe('/admin/login?next=%2Fadmin');

  const { page, context, problems } = await openPage(browser);
  await page.addInitScript(() => localStorage.setItem('adminInfo', '{"stale":true}'));
  await gotoHydrated(page, `${baseUrl}/admin`);
  expect(new URL(page.url()).pathname).toBe('/admin/login');
  // No credentials prefilled, and what an earlier session left in the browser is gone.
  expect(await page.getByLabel('E-mail').inputValue()).toBe('');
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
  // The public site's header and footer are not part of the panel.
  expect(await page.getByRole('link', { name: 'All Products' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await page.getByText('Enter your e-mail address').count()).toBe(1);
  expect(await page.getByText('Enter your password').count()).toBe(1);

  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => page.getByText('Enter a valid e-mail address').count()).toBe(1);

  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect
    .poll(() => alert.textContent(), { timeout: 5000 })
    .toBe('The e-mail or password is not correct.');
  // Editing a field clears the message.
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  expect(await alert.count()).toBe(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin`);

  const counts = {
    products: (await (await fetch(`${baseUrl}/api/products?page=1&limit=1`)).json()).total,
    places: (await (await fetch(`${baseUrl}/api/visit-places/all`)).json()).total,
  };
  const stat = (label: string) =>
    page.locator('dl > div').filter({ hasText: label }).locator('dd').textContent();
  // The address changes as the dashboard's data arrives; the page follows a moment later.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 })
    .toBe('Dashboard');
  expect(Number(await stat('Total Products'))).toBe(counts.products);
  expect(Number(await stat('Tour Places'))).toBe(counts.places);
  expect(await page.getByRole('heading', { name: 'Recent products' }).count()).toBe(1);
  // Only non-secret facts are kept by the browser; the token is an httpOnly cookie scripts cannot read.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('adminInfo')))!)).toMatchObject({
    email: admin.email,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('gandhara_admin');
  const cookie = (await context.cookies()).find((c) => c.name === 'gandhara_admin')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/admin/login`);
  expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
  await page.goto(`${baseUrl}/admin`);
  expect(new URL(page.url()).pathname).toBe('/admin/login');
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  await context.close();
});

test('sign-in and dashboard have no WCAG 2.2 A/AA violations, on a phone and a desktop', async () => {
  for (const width of [390, 1440]) {
    const { page, context } = await openPage(browser, { width });
    await gotoHydrated(page, `${baseUrl}/admin/login`);
    expect(await axeViolations(page), `sign-in at ${width}px`).toEqual([]);
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 })
      .toBe('Dashboard');
    expect(await axeViolations(page), `dashboard at ${width}px`).toEqual([]);
    if (width === 390) {
      await page.getByRole('button', { name: 'Open the admin menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await expect.poll(() => drawer.count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
    }
    await context.close();
  }
});
