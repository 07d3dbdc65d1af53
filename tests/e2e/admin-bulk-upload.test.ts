import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { formatFileSize } from '#common/admin/uploads.ts';
import { signIn } from '#tests/helpers/admin-session.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { makeZip } from '#tests/helpers/zip-files.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let folder: string;
const files: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  folder = await mkdtemp(path.join(tmpdir(), 'gandhara-bulk-'));
  for (const [n, name] of ['veranda-lion-statue.jpg', 'onyxCandleHolder.jpg', 'IMG_4410.jpg'].entries()) {
    const file = path.join(folder, name);
    await writeFile(file, await makeJpeg({ width: 900, height: 600, seed: 700 + n }));
    files.push(file);
  }
  await writeFile(path.join(folder, 'notes.txt'), 'not a photograph');
});
afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

test('the owner uploads a batch of photographs and sees them become products, live and after reopening the page', async () => {
  const { page, context, problems } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await page.getByRole('link', { name: 'Bulk Upload' }).click();
  await page.waitForURL(`${baseUrl}/admin/bulk-upload`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Bulk Product Upload' }).count(), { timeout: 10_000 })
    .toBe(1);
  const upload = page.getByRole('button', { name: /^Upload/ });
  expect(await upload.isDisabled()).toBe(true);
  expect(await page.getByText('Please select at least one category', { exact: true }).count()).toBe(1);

  await page.getByRole('button', { name: 'Garden Decor', exact: true }).click();
  // A custom category: trimmed, added with Enter, not twice.
  const custom = page.getByLabel('A category of your own');
  await custom.fill('  Veranda Pieces ');
  await custom.press('Enter');
  await custom.fill('veranda pieces');
  await custom.press('Enter');
  expect(
    await page.getByRole('button', { name: 'Veranda Pieces', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(await page.getByText('Chosen: Garden Decor, Veranda Pieces.').count()).toBe(1);

  // Only images are kept in image mode; sizes are shown with two decimals.
  await page.locator('input[type=file]').setInputFiles([...files, path.join(folder, 'notes.txt')]);
  expect(await page.getByRole('alert').textContent()).toContain('Only image files');
  const list = page.getByRole('list', { name: 'Chosen files' });
  expect(await list.getByRole('listitem').count()).toBe(3);
  const size = (await import('node:fs')).statSync(files[0]!).size;
  expect(await list.getByRole('listitem').first().textContent()).toContain(formatFileSize(size));
  // Switching to ZIP clears the files.
  await page.getByText('ZIP file', { exact: true }).click();
  expect(await list.count()).toBe(0);
  await page.getByText('Images', { exact: true }).click();
  // A photograph over the limit is left out by name before anything is sent; the others are kept.
  const huge = path.join(folder, 'huge-scan.jpg');
  await writeFile(huge, Buffer.alloc(10 * 1024 * 1024 + 1));
  await page.locator('input[type=file]').setInputFiles([...files, huge]);
  expect(await page.getByRole('alert').textContent()).toContain(
    'Not added, over the 10 MB limit per photograph: huge-scan.jpg.',
  );
  expect(await list.getByRole('listitem').count()).toBe(3);
  await page.getByText('ZIP file', { exact: true }).click();
  await page.getByText('Images', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(files);
  expect(await axeViolations(page), 'bulk upload with files chosen').toEqual([]);
  // Drafts unless the owner chooses otherwise, for each upload; this one goes live at once.
  expect(await page.getByRole('radio', { name: /^Save as drafts/ }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: /^Publish now/ }).check();

  await upload.click();
  const result = page.getByRole('region', { name: 'Upload Successful!' });
  await expect.poll(() => result.count(), { timeout: 60_000 }).toBe(1);
  const stat = (label: string) =>
    result.locator('dl > div').filter({ hasText: label }).locator('dd').textContent();
  expect([await stat('Created'), await stat('Could not be used'), await stat('Files')]).toEqual([
    '3',
    '0',
    '3',
  ]);
  expect(
    await result.getByRole('link', { name: 'View Veranda Lion Statue', exact: true }).getAttribute('href'),
  ).toBe('/product/garden-decor-veranda-lion-statue');
  expect(await result.getByLabel('Title of IMG_4410.jpg').inputValue()).toBe('Garden Decor 3');
  expect(await result.getByRole('link', { name: 'Edit Veranda Lion Statue' }).getAttribute('href')).toMatch(
    /^\/admin\/products\/[0-9a-f]{24}$/,
  );
  // The files are cleared, the categories kept for the next batch.
  expect(await list.count()).toBe(0);
  expect(await page.getByText('Chosen: Garden Decor, Veranda Pieces.').count()).toBe(1);
  expect((await fetch(`${baseUrl}/product/garden-decor-veranda-lion-statue`)).status).toBe(200);

  // Reopened later: the last upload's result is there.
  await gotoHydrated(page, `${baseUrl}/admin/bulk-upload`);
  await expect.poll(() => page.getByRole('region', { name: 'Upload Successful!' }).count()).toBe(1);
  const { auth } = await signInAdmin(baseUrl, admin);
  const job = (await (await fetch(`${baseUrl}/api/bulk-upload/jobs/latest`, { headers: auth })).json()).job;

  // The same photographs again: nothing new is made, and the screen does not call that a success.
  expect(await page.getByRole('radio', { name: /^Save as drafts/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Garden Decor', exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(files);
  await page.getByRole('button', { name: /^Upload/ }).click();
  const again = page.getByRole('region', { name: 'Upload Failed' });
  await expect.poll(() => again.count(), { timeout: 60_000 }).toBe(1);
  expect(await again.textContent()).toContain('No product was created: none of the 3 files could be used.');
  expect(problems).toEqual([]);

  // Clean up for the other journeys.
  for (const created of job.results as { _id: string }[]) {
    const removed = await fetch(`${baseUrl}/api/products/${created._id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(200);
  }
  // The custom category the upload created goes too, now that it is empty.
  const { categories } = await (await fetch(`${baseUrl}/api/admin/categories`, { headers: auth })).json();
  const veranda = (categories as { _id: string; name: string }[]).find(
    (category) => category.name === 'Veranda Pieces',
  )!;
  const dropped = await fetch(`${baseUrl}/api/admin/categories/${veranda._id}`, {
    method: 'DELETE',
    headers: auth,
  });
  expect(dropped.status).toBe(200);
  await context.close();
});

test.each([390, 1440])(
  'at %i px the result shows each new product’s photograph, and its title and price are saved in place',
  async (width) => {
    const names = [`IMG_20260112_${width}.jpg`, `onyx-lamp-${width}.jpg`];
    const photos = [];
    for (const [n, name] of names.entries()) {
      const file = path.join(folder, name);
      await writeFile(file, await makeJpeg({ width: 640, height: 480, seed: 1_100 + width + n }));
      photos.push(file);
    }
    const { page, context, problems } = await openPage(browser, { width, height: width === 390 ? 844 : 900 });
    await signIn(page, baseUrl, admin);
    await gotoHydrated(page, `${baseUrl}/admin/bulk-upload`);
    await page.getByRole('button', { name: 'Garden Decor', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles(photos);
    await page.getByRole('button', { name: /^Upload/ }).click();
    const result = page.getByRole('region', { name: 'Upload Successful!' });
    await expect.poll(() => result.count(), { timeout: 60_000 }).toBe(1);

    // A thumbnail per product, each loaded.
    const thumbnails = result.getByRole('listitem').locator('img');
    expect(await thumbnails.count()).toBe(2);
    for (const thumbnail of await thumbnails.all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    }
    expect(await result.getByText('Draft', { exact: true }).count()).toBe(2);

    // The first titled and priced, saved with its row's Save.
    const title = page.getByLabel(`Title of ${names[0]}`);
    expect(await title.inputValue()).toBe('Garden Decor 1');
    const newTitle = `Veranda Lion ${width}`;
    await title.fill(newTitle);
    await result.getByLabel(`Price of ${names[0]} in dollars`).fill('1,250.50');
    await result.getByRole('button', { name: `Save ${names[0]}` }).click();
    const first = result.getByRole('listitem').filter({ has: title });
    await expect
      .poll(async () => (await first.getByRole('status').textContent())?.trim(), { timeout: 20_000 })
      .toBe('Saved');
    expect(await first.getByRole('link', { name: `View ${newTitle}` }).count()).toBe(1);

    // The second's price is no price: the schema's message under the field, and the typed value kept.
    const price = page.getByLabel(`Price of ${names[1]} in dollars`);
    await price.fill('12,50');
    await price.press('Enter');
    const second = result.getByRole('listitem').filter({ has: price });
    await expect.poll(() => second.getByText('The price is a number, such as 120 or 99.50').count()).toBe(1);
    expect(await price.inputValue()).toBe('12,50');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect((await second.getByRole('status').textContent())?.trim()).toBe(
      'Not saved: correct the field marked.',
    );
    expect(await axeViolations(page), `bulk upload result at ${width} px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    // Saved: reopened, the result shows it, and so do the Products List and the product's page.
    await gotoHydrated(page, `${baseUrl}/admin/bulk-upload`);
    await expect.poll(() => page.getByLabel(`Title of ${names[0]}`).inputValue()).toBe(newTitle);
    expect(await page.getByLabel(`Price of ${names[0]} in dollars`).inputValue()).toBe('1250.5');
    expect(await page.getByLabel(`Price of ${names[1]} in dollars`).inputValue()).toBe('');
    await gotoHydrated(page, `${baseUrl}/admin/products?q=${encodeURIComponent(newTitle)}`);
    await expect.poll(() => page.getByLabel(`Title of ${newTitle}`).inputValue()).toBe(newTitle);
    expect(await page.getByLabel(`Price of ${newTitle} in dollars`).inputValue()).toBe('1250.5');
    const { auth } = await signInAdmin(baseUrl, admin);
    const job = (await (await fetch(`${baseUrl}/api/bulk-upload/jobs/latest`, { headers: auth })).json()).job;
    const made = job.results as { _id: string; slug: string; filename: string }[];
    expect(made.map((product) => product.filename)).toEqual(names);
    // A draft's page is the signed-in admin's preview (decision 025).
    await gotoHydrated(page, `${baseUrl}/product/${made[0]!.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(newTitle);
    expect(await page.locator('main').textContent()).toContain('$1,250.50');
    expect(problems).toEqual([]);

    // Clean up for the other journeys.
    for (const product of made)
      expect(
        (await fetch(`${baseUrl}/api/products/${product._id}`, { method: 'DELETE', headers: auth })).status,
      ).toBe(200);
    await context.close();
  },
);

test('a ZIP of 20 photographs: both bars climb to 100 % and the products are on the public category page', async () => {
  // Two folders inside the archive, as a phone's export might have them.
  const entries = [];
  for (let n = 1; n <= 20; n++)
    entries.push({
      name: `shelf/${n <= 10 ? 'top' : 'bottom'}/carved-lotus-vase-${n}.jpg`,
      data: await makeJpeg({ width: 800, height: 600, seed: 900 + n }),
    });
  const zipPath = path.join(folder, 'shelf.zip');
  await writeFile(zipPath, makeZip(entries));

  const { page, context, problems } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/bulk-upload`);
  // Every value each progress bar shows, in order, as the page renders them.
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { bars: typeof seen }).bars = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role=progressbar]')) {
        const values = (seen[bar.getAttribute('aria-label') ?? ''] ??= []);
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (values.at(-1) !== value) values.push(value);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });

  const custom = page.getByLabel('A category of your own');
  await custom.fill('Lotus Shelf');
  await custom.press('Enter');
  await page.getByText('ZIP file', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles(zipPath);
  await page.getByRole('radio', { name: /^Publish now/ }).check();
  // A slow connection, as the owner's may be: 200 ms each way and 1 MB/s up, so the bytes take a while.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: /^Upload/ }).click();

  const result = page.getByRole('region', { name: 'Upload Successful!' });
  await expect.poll(() => result.count(), { timeout: 60_000 }).toBe(1);
  const stat = (label: string) =>
    result.locator('dl > div').filter({ hasText: label }).locator('dd').textContent();
  expect([await stat('Created'), await stat('Could not be used')]).toEqual(['20', '0']);
  expect(await page.getByText('All 20 photographs processed').count()).toBe(1);

  const bars = await page.evaluate(() => (window as unknown as { bars: Record<string, number[]> }).bars);
  for (const label of ['Uploading files', 'Processing']) {
    const values = bars[label] ?? [];
    expect(values.length, `${label}: ${values.join(', ')}`).toBeGreaterThan(0);
    expect(values, `${label} never goes back`).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1), `${label}: ${values.join(', ')}`).toBe(100);
  }
  expect(problems).toEqual([]);

  // On the public site: the new category's page lists all twenty.
  const { auth } = await signInAdmin(baseUrl, admin);
  const { categories } = await (await fetch(`${baseUrl}/api/admin/categories`, { headers: auth })).json();
  const lotus = (categories as { _id: string; name: string; slug: string }[]).find(
    (category) => category.name === 'Lotus Shelf',
  )!;
  await gotoHydrated(page, `${baseUrl}/category/${lotus.slug}`);
  const titles = await page.locator('main article h3').allTextContents();
  expect(titles.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Carved Lotus Vase ${i + 1}`).sort());

  // Clean up for the other journeys.
  const job = (await (await fetch(`${baseUrl}/api/bulk-upload/jobs/latest`, { headers: auth })).json()).job;
  for (const created of job.results as { _id: string }[])
    expect(
      (await fetch(`${baseUrl}/api/products/${created._id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(200);
  expect(
    (await fetch(`${baseUrl}/api/admin/categories/${lotus._id}`, { method: 'DELETE', headers: auth })).status,
  ).toBe(200);
  await context.close();
});

test('the bulk upload screen has no WCAG 2.2 A/AA violations on a phone', async () => {
  const { page, context } = await openPage(browser, { width: 390 });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin/bulk-upload`);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
