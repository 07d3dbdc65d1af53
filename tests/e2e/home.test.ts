import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '#tests/helpers/browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a visitor opens the home page and sees the featured collection with its photographs', async () => {
  const { page, context, problems } = await openPage(browser);
  const response = await page.goto(baseUrl, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Gandhara Arts And Taxila Stone Crafts');
  const featured = page.locator('#collections li img');
  expect(await featured.count()).toBeGreaterThanOrEqual(6);
  await featured.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => featured.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const source = await featured.first().evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(source).toMatch(/\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/\d+\.avif$/);
  expect(problems).toEqual([]);
  await context.close();
});

test('the first HTML already carries the content and a CSP nonce on every script', async () => {
  const response = await fetch(baseUrl);
  const html = await response.text();
  expect(html).toContain('Gandhara Arts And Taxila Stone Crafts');
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([a-f0-9]+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(response.headers.get('etag')).toBeTruthy();
});

test('an unknown path answers 404 with a designed page', async () => {
  const response = await fetch(`${baseUrl}/no-such-page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Return Home');
});
