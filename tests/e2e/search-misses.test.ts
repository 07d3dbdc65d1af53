import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from '#tests/helpers/admin-session.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
/** A visitor's browser: headless Chromium names itself HeadlessChrome, which the count leaves out as a robot. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('searches that found nothing, or led to no piece, reach the dashboard with the ways to answer them', async () => {
  // A word of this run's own, so that other tests' searches cannot be mistaken for it.
  const word = `zephyrine${Date.now().toString(36).replace(/\d/g, '')}x`;
  // A robot's searches are not counted: headless Chromium as it names itself, asking first (its word must be
  // absent once the visitor's, asked after it, is there).
  const robot = await openPage(browser);
  await gotoHydrated(robot.page, `${baseUrl}/search?q=${word}robot`);
  await expect.poll(() => robot.page.getByText(`No pieces match “${word}robot”`).count()).toBe(1);
  await robot.context.close();
  const visitor = await openPage(browser, { userAgent: DESKTOP_CHROME });
  await gotoHydrated(visitor.page, `${baseUrl}/search?q=${word}`);
  await expect.poll(() => visitor.page.getByText(`No pieces match “${word}”`).count()).toBe(1);
  // Pieces found, none opened: told when the visitor leaves the results.
  await gotoHydrated(visitor.page, `${baseUrl}/search?q=buddha%20head`);
  await expect.poll(() => visitor.page.locator('main article').count()).toBeGreaterThan(0);
  await visitor.page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await visitor.page.waitForURL(`${baseUrl}/`);
  await visitor.context.close();

  const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
  await signIn(page, baseUrl, admin);
  const card = page.getByRole('region', { name: 'Searches that found nothing this week' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return card.getByText(`“${word}”`).count();
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  expect(await card.getByText(`“${word}robot”`).count()).toBe(0);
  const line = card.getByRole('listitem').filter({ hasText: `“${word}”` });
  expect(await line.textContent()).toContain('1 search found nothing');
  expect(await card.getByRole('listitem').filter({ hasText: '“buddha head”' }).textContent()).toMatch(
    /\d+ search(es)? opened no piece/,
  );
  expect(await line.getByRole('link', { name: 'Add a piece' }).getAttribute('href')).toContain(
    `/admin/products/new?title=`,
  );
  expect(await axeViolations(page)).toEqual([]);

  // "Add to the keywords of …" opens that piece's editor with the words added, for the owner to save.
  const closest = card
    .getByRole('listitem')
    .filter({ hasText: '“buddha head”' })
    .getByRole('link', { name: /Add to the keywords of/ });
  const title = (await closest.locator('span.italic').textContent())!;
  await closest.click();
  await page.waitForURL((url) => /^\/admin\/products\/[0-9a-f]{24}$/.test(url.pathname));
  const editor = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Title', exact: true }) });
  await expect.poll(() => editor.getByLabel('Title', { exact: false }).first().inputValue()).toBe(title);
  expect(await editor.getByLabel(/^Keywords/).inputValue()).toContain('buddha head');
  await context.close();
});
