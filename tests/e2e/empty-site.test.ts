import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';

let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-empty-'));
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'off' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('a site with no content yet shows its designed empty states, with sample testimonials marked as such', async () => {
  for (const width of [390, 1440]) {
    const { page, context, problems } = await openPage(browser, { width });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe('Gandhara Arts And Taxila Stone Crafts');
    expect(await page.getByRole('heading', { name: 'No Featured Products Yet' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'No Luxury Products Yet' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Voices of Our Valued Clients' }).count()).toBe(1);
    expect(
      await page
        .getByText(
          'Add master craftsmen through the admin panel to showcase them here instead of sample testimonials.',
        )
        .count(),
    ).toBe(1);
    expect(await page.getByText('Sample testimonial', { exact: true }).count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'No Tours Available Yet' }).count()).toBe(1);
    expect(problems, `at ${width}px`).toEqual([]);
    await context.close();
  }
});

test('the tours and masters pages say they have nothing yet instead of showing a broken carousel', async () => {
  const { page, context, problems } = await openPage(browser);
  await page.goto(`${server.url}/visit-taxila`, { waitUntil: 'networkidle' });
  expect(await page.getByRole('heading', { name: 'No Tours Available Yet' }).count()).toBe(1);
  expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(0);
  expect(await page.getByText('Loading Tour Images...').count()).toBe(0);
  await page.goto(`${server.url}/our-masters`, { waitUntil: 'networkidle' });
  expect(await page.getByRole('heading', { name: 'No Master Craftsmen Yet' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('the empty catalogue says so and offers a way back', async () => {
  const { page, context, problems } = await openPage(browser);
  await page.goto(`${server.url}/products`, { waitUntil: 'networkidle' });
  expect(
    await page.getByRole('heading', { name: 'Our gallery is currently awaiting new masterpieces.' }).count(),
  ).toBe(1);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await page.waitForURL(`${server.url}/`);
  // The shop has its menu from the first start, without the demo catalogue: every category page answers.
  await page.getByRole('button', { name: 'Shop' }).click();
  await page.getByRole('link', { name: 'Gandhara Art', exact: true }).first().click();
  await page.waitForURL(`${server.url}/category/gandhara-art`);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Gandhara Art');
  expect(problems).toEqual([]);
  await context.close();
});
