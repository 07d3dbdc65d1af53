import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';

/** A server of its own: the attack below locks its admin out of unknown browsers, which the shared one must not be. */
const ADMIN = { email: 'owner@gandhara.test', password: 'sign-in protection: a long passphrase' };
let server: RunningServer;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-sign-in-'));
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_CONTENT: 'off',
    OVERLOAD_DELAY_MS: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInWithForm(page: Page, password: string) {
  await gotoHydrated(page, `${server.url}/admin/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('during an attack the owner’s own browser still signs in, sees the failures on the dashboard, and a new browser is refused', async () => {
  // The owner's browser signs in once, then out: it keeps the known-browser cookie, for the sign-in routes only.
  const owner = await openPage(browser);
  await signInWithForm(owner.page, ADMIN.password);
  await owner.page.waitForURL(`${server.url}/admin`);
  const known = (await owner.context.cookies()).find((cookie) => cookie.name === 'gandhara_known_browser')!;
  expect(known).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  await owner.page.getByRole('button', { name: 'Sign out' }).click();
  await owner.page.waitForURL(`${server.url}/admin/login`);

  // Someone elsewhere tries six passwords: five are checked, the account locks for unknown browsers.
  const statuses = [];
  for (let n = 0; n < 6; n++) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: `guess number ${n}` }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

  // A browser that never signed in is refused, even with the right password.
  const stranger = await openPage(browser);
  await signInWithForm(stranger.page, ADMIN.password);
  await expect
    .poll(() => stranger.page.getByRole('alert').textContent(), { timeout: 10_000 })
    .toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  await stranger.context.close();

  // The owner's browser signs in, and the dashboard says what happened (the stranger's try was refused too).
  await signInWithForm(owner.page, ADMIN.password);
  await owner.page.waitForURL(`${server.url}/admin`);
  const panel = owner.page.getByRole('region', { name: 'Failed sign-ins' });
  await expect.poll(() => panel.getByText('5 wrong passwords · 2 refused while locked').count()).toBe(1);
  expect(await panel.getByText('Locked', { exact: true }).count()).toBe(1);
  expect(await panel.getByText(`Sign-in as ${ADMIN.email}`).count()).toBe(1);
  expect(owner.problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  await owner.context.close();
});
