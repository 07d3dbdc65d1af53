import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { visitorAddress } from '#tests/helpers/sign-in-admin.ts';

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
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/admin/login`);
  expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
  await page.goto(`${baseUrl}/admin`);
  expect(new URL(page.url()).pathname).toBe('/admin/login');
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  await context.close();
});

test('before its script runs (or without it) the sign-in form posts itself: the password never enters an address, a wrong one is said, the right one opens where it was going', async () => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto(`${baseUrl}/admin/login?next=${encodeURIComponent('/admin/products')}`);

  // The browser checks the fields itself: an empty form is not sent.
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await page.locator('input:invalid').count()).toBe(2);
  expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);

  const secret = 'not the password, typed here';
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.searchParams.get('failed') === 'invalid');
  expect(await page.getByRole('alert').textContent()).toBe('The e-mail or password is not correct.');

  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/products');
  expect(await page.getByRole('heading', { name: 'Product Management' }).count()).toBe(1);

  expect(requests.filter((request) => request.startsWith('POST'))).toEqual([
    `POST ${baseUrl}/api/auth/login`,
    `POST ${baseUrl}/api/auth/login`,
  ]);
  for (const request of requests) {
    expect(request).not.toContain(encodeURIComponent(secret));
    expect(request).not.toContain(encodeURIComponent(admin.password));
  }

  // The other forms that carry what a person typed are POSTs too, before their script runs: the passwords of the
  // account screen, a visitor's name and number on the contact page.
  await page.goto(`${baseUrl}/admin/account`);
  expect(await page.locator('form[aria-labelledby=change-password]').getAttribute('method')).toBe('post');
  await page.goto(`${baseUrl}/contact`);
  const enquiry = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: /phone|whatsapp/i }) });
  expect(await enquiry.count()).toBe(1);
  expect(await enquiry.getAttribute('method')).toBe('post');
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

test('the dashboard’s quick actions go where their labels say, and the account screen changes the password', async () => {
  const { page, context, problems } = await openPage(browser);
  await gotoHydrated(page, `${baseUrl}/admin/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  const actions = page.getByRole('region', { name: 'Quick actions' });
  const targets: Record<string, string> = {
    'Add Product': '/admin/products/new',
    'Add Tour Place': '/admin/places/new',
    'View Products': '/admin/products',
    'View Places': '/admin/places',
  };
  for (const [label, path] of Object.entries(targets)) {
    await expect
      .poll(() => actions.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href'))
      .toBe(path);
  }
  await actions.getByRole('link', { name: /^View Products/ }).click();
  await page.waitForURL(`${baseUrl}/admin/products`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Product Management' }).count(), { timeout: 10_000 })
    .toBe(1);

  const changed = 'e2e only: the second long passphrase';
  // Required fields' labels end with a visual asterisk.
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  const change = async (from: string, to: string) => {
    await gotoHydrated(page, `${baseUrl}/admin/account`);
    await field('Current password').fill(from);
    await field('New password').fill(to);
    await field('New password again').fill(to);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  // A wrong current password is refused beside its field; a mismatch never leaves the browser.
  await change('not the password', changed);
  await expect
    .poll(() => page.getByText('The current password is not correct.').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await field('Current password').fill(admin.password);
  await field('New password').fill(changed);
  await field('New password again').fill(`${changed}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => page.getByText('The two new passwords are not the same').count()).toBe(1);

  await change(admin.password, changed);
  await expect
    .poll(() => page.getByText('Password changed. Every other session has been signed out.').count(), {
      timeout: 10_000,
    })
    .toBe(1);
  // This session stays signed in; the old password no longer opens the panel, the new one does.
  await gotoHydrated(page, `${baseUrl}/admin`);
  expect(new URL(page.url()).pathname).toBe('/admin');
  const login = (password: string) =>
    fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password }),
    });
  expect((await login(admin.password)).status).toBe(401);
  expect((await login(changed)).status).toBe(200);
  // Back as it was, for the other journeys.
  await change(changed, admin.password);
  await expect
    .poll(() => page.getByText('Password changed. Every other session has been signed out.').count(), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  expect((await login(admin.password)).status).toBe(200);
  expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
  await context.close();
});
