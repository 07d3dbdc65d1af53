import { stringify } from 'csv-stringify/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let auth: { authorization: string };

// This journey's own pieces: no other journey sees them, and a rerun on the same server does not meet them.
const run = Date.now().toString(36);
const pieces = [
  { slug: `csv-journey-vase-${run}`, title: `CSV Journey Onyx Vase ${run}`, price: '120' },
  { slug: `csv-journey-bowl-${run}`, title: `CSV Journey سنگ مرمر کا پیالہ ${run}`, price: '85.50' },
  { slug: `csv-journey-lamp-${run}`, title: `CSV Journey Marble Lamp ${run}`, price: '95' },
  { slug: `csv-journey-bell-${run}`, title: `CSV Journey Brass Bell ${run}`, price: '40' },
];

/** A spreadsheet's file: Excel's byte order mark, CRLF, a description with a comma, quotes and a new line. */
function csvFile(rows: readonly Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>[]): Buffer {
  const records = rows.map((row) =>
    PRODUCT_CSV_COLUMNS.map(
      (column) =>
        ({
          description: 'Carved by hand, in Taxila.\n"Polished" with beeswax.',
          categories: 'Home Decor',
          status: 'published',
          ...row,
        })[column] ?? '',
    ),
  );
  return Buffer.from(
    `\uFEFF${stringify([[...PRODUCT_CSV_COLUMNS], ...records], { record_delimiter: 'windows' })}`,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ auth } = await signInAdmin(baseUrl, admin));
});
afterAll(async () => {
  for (const piece of pieces) {
    const found = await fetch(`${baseUrl}/api/products/${piece.slug}`, { headers: auth });
    if (found.ok) {
      const { _id } = (await found.json()) as { _id: string };
      await fetch(`${baseUrl}/api/products/${_id}`, { method: 'DELETE', headers: auth });
    }
  }
  await browser?.close();
});

test('the owner imports a CSV with two bad rows, sees the mistakes, fixes them, imports again and finds the products', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/products`);
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByRole('heading', { name: 'Import Products from CSV' }).waitFor();

  const withMistakes = csvFile([
    pieces[0]!,
    { ...pieces[1]!, price: 'eighty' },
    { ...pieces[2]!, categories: 'Moon Rocks' },
    pieces[3]!,
  ]);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: withMistakes });
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const preview = page.getByRole('region', { name: '2. Check the changes' });
  await preview.waitFor();
  // The focus lands on the answer.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('2. Check the changes');
  await expect.poll(() => preview.getByRole('definition').allTextContents()).toEqual(['2', '0', '0', '2']);
  const errors = preview.getByRole('table', { name: 'Rows with errors' });
  expect(await errors.getByRole('row').allInnerTexts()).toEqual([
    'Row\tColumn\tProblem',
    '3\tprice\t"eighty" is not a price: write dollars such as 120 or 99.50',
    '4\tcategories\tUnknown category: Moon Rocks',
  ]);
  expect(await preview.getByRole('button', { name: 'Import 2 products' }).isDisabled()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing was written by the preview.
  expect((await fetch(`${baseUrl}/api/products/${pieces[0]!.slug}`)).status).toBe(404);

  // Fixed in the spreadsheet, the file is chosen again.
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csvFile(pieces) });
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect.poll(() => preview.getByRole('definition').allTextContents()).toEqual(['4', '0', '0', '0']);
  expect(await preview.getByRole('table').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Import 4 products' }).click();
  const done = page.getByRole('heading', { name: 'Import complete' });
  await done.waitFor();
  expect(await page.getByText('4 products added, 0 products updated, 0 unchanged.').count()).toBe(1);

  await page.getByRole('link', { name: 'See the products' }).click();
  await page.waitForURL(`${baseUrl}/admin/products`);
  await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent(`csv-journey`)}`);
  for (const piece of pieces)
    await expect.poll(() => page.getByRole('heading', { name: piece.title, level: 3 }).count()).toBe(1);

  // The same file again is a no-op.
  await gotoHydrated(page, `${baseUrl}/admin/products/import`);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csvFile(pieces) });
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect.poll(() => preview.getByRole('definition').allTextContents()).toEqual(['0', '0', '4', '0']);
  expect(await page.getByText('Every row matches the catalogue: there is nothing to import.').count()).toBe(
    1,
  );
  await context.close();
});
