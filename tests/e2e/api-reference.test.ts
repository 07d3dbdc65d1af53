import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('The API reference at /api/docs lists the endpoints, public and admin, with no console errors', async () => {
  const { context, page, problems } = await openPage(browser);
  try {
    const response = await page.goto(`${baseUrl}/api/docs`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // Swagger UI renders the document it fetched: one block per operation, by method and path.
    const operation = (method: string, path: string) =>
      page.locator(`.opblock-${method} [data-path="${path}"]`).first();
    await operation('get', '/api/products').waitFor({ timeout: 15_000 });
    await expect.poll(() => operation('post', '/api/bulk-upload/bulk-images').count()).toBe(1);
    await expect.poll(() => operation('put', '/api/admin/settings').count()).toBe(1);
    await expect.poll(() => operation('post', '/api/admin/products/add').count()).toBe(1);
    expect(await page.locator('.opblock').count()).toBeGreaterThan(60);
    // Served under the site's CSP, from its own files: nothing from another host, no inline script refused.
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('The reference reads the document served at /api/openapi.json', async () => {
  const answer = await fetch(`${baseUrl}/api/openapi.json`);
  expect(answer.status).toBe(200);
  const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toContain('/api/bulk-upload/bulk-zip');
});
