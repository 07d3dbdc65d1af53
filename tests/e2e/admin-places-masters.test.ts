import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Cookie, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
// Names no demo record has, so that searches find only what this file made, and the clean-up only that.
const stamp = Date.now().toString(36);
const PLACE = `Bhamala Sunrise Walk ${stamp}`;
const MASTER = `Ustad Karim Bakhsh ${stamp}`;

let browser: Browser;
let cookies: Cookie[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

/** Whatever a failed run left behind goes, through the API with the session the browser signed in with. */
afterAll(async () => {
  const session = cookies.find((cookie) => cookie.name === 'gandhara_admin');
  if (session) {
    const headers = { cookie: `gandhara_admin=${session.value}`, origin: baseUrl };
    const places = await (await fetch(`${baseUrl}/api/visit-places?q=${encodeURIComponent(stamp)}`)).json();
    for (const place of places.places as { _id: string }[])
      await fetch(`${baseUrl}/api/visit-places/${place._id}`, { method: 'DELETE', headers });
    const masters = await (await fetch(`${baseUrl}/api/masters?q=${encodeURIComponent(stamp)}`)).json();
    for (const master of masters.masters as { _id: string }[])
      await fetch(`${baseUrl}/api/masters/${master._id}`, { method: 'DELETE', headers });
  }
  await browser?.close();
});

/** A page signed in as the seeded admin: through the sign-in form the first time, with its cookie after that. */
async function signedInPage(width = 1440) {
  const opened = await openPage(browser, { width });
  if (cookies.length > 0) {
    await opened.context.addCookies(cookies);
    return opened;
  }
  await gotoHydrated(opened.page, `${baseUrl}/admin/login`);
  await opened.page.getByLabel('E-mail').fill(admin.email);
  await opened.page.getByLabel('Password', { exact: true }).fill(admin.password);
  await opened.page.getByRole('button', { name: 'Sign In' }).click();
  await opened.page.waitForURL(`${baseUrl}/admin`);
  cookies = await opened.context.cookies();
  return opened;
}

/** Pages change a moment after their address, and saves take a while on a busy machine. */
const eventually = <T>(check: () => Promise<T>) => expect.poll(check, { timeout: 10_000 });

const toast = (page: Page, text: string) =>
  eventually(() => page.locator('[data-sonner-toast]').filter({ hasText: text }).count());

/** Uploads crawl at 64 KB/s, so that the progress bar has time to be seen. */
async function slowUploads(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

async function searchList(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByLabel(label).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

const placeCard = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an admin adds a tour place with a photograph, finds it, switches it to a video that the tour page plays, and deletes it', async () => {
  const { page, context, problems } = await signedInPage();
  const photo = await makeJpeg({ width: 1600, height: 1000, seed: 7 });
  const video = await readFile(path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4'));

  await gotoHydrated(page, `${baseUrl}/admin/places/new`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Add Tour/Place');
  // The shared schema answers in the browser before anything is sent.
  await page.getByRole('button', { name: 'Add Place' }).click();
  await eventually(() => page.getByText('Enter the name of the place').count()).toBe(1);
  expect(await page.getByText('Enter a description').count()).toBe(1);

  await page.getByLabel('Place name').fill(PLACE);
  await page.getByLabel('Tour category').selectOption('Historical');
  await page
    .getByLabel('Description')
    .fill('A dawn climb to the Bhamala stupa, with tea by the river afterwards.');
  await page.getByLabel('Keywords').fill('sunrise, stupa , , river');
  await page.getByLabel('Location').fill('Bhamala, Khanpur, Pakistan');

  // The spec's checks on a chosen file, before a byte is sent.
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await eventually(() => page.getByRole('alert').textContent()).toBe(
    'Image file size should be less than 10MB',
  );
  await page.getByRole('radio', { name: 'Video' }).check();
  await page.getByLabel('Choose a video').setInputFiles({
    name: 'clip.mkv',
    mimeType: 'video/x-matroska',
    buffer: video,
  });
  await eventually(() => page.getByRole('alert').textContent()).toBe(
    'Please upload a valid video format (MP4, WebM, OGG, AVI, MOV)',
  );
  // A video chosen, then the image type: the video is dropped (one or the other).
  await page
    .getByLabel('Choose a video')
    .setInputFiles({ name: 'dawn.mp4', mimeType: 'video/mp4', buffer: video });
  await eventually(() => page.getByText(/^dawn\.mp4 · /).count()).toBe(1);
  await page.getByRole('radio', { name: 'Image' }).check();
  expect(await page.getByText(/^dawn\.mp4 · /).count()).toBe(0);
  await page
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'dawn.jpg', mimeType: 'image/jpeg', buffer: photo });
  await eventually(() => page.getByAltText('Preview of the chosen photograph').count()).toBe(1);

  const fullSpeed = await slowUploads(context, page);
  await page.getByRole('button', { name: 'Add Place' }).click();
  await page.getByRole('progressbar', { name: 'Uploading the image' }).waitFor({ timeout: 5000 });
  expect(await page.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
  await toast(page, 'Visit place added successfully!').toBe(1);
  await fullSpeed();
  // The form is ready for the next place.
  expect(await page.getByLabel('Place name').inputValue()).toBe('');
  expect(await page.getByText(/^dawn\.jpg · /).count()).toBe(0);

  // Found by the server's search, in any case, and narrowed by category.
  await gotoHydrated(page, `${baseUrl}/admin/places`);
  await searchList(page, 'Search by name or description', PLACE.toUpperCase());
  await eventually(() => placeCard(page, PLACE).count()).toBe(1);
  await eventually(() => page.getByText('All places loaded (1 total)').count()).toBe(1);
  expect(await placeCard(page, PLACE).getByText('Historical').count()).toBe(1);
  await page.getByLabel('Category').selectOption('Adventure');
  await eventually(() => page.getByText('No places match your search criteria').count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'No tour places found' }).count()).toBe(1);
  await page.getByLabel('Category').selectOption('Historical');
  await eventually(() => placeCard(page, PLACE).count()).toBe(1);
  expect(new URL(page.url()).searchParams.get('category')).toBe('Historical');

  // Edit: another category (its badge previewed) and a video instead of the photograph, with its progress shown.
  await page.getByRole('button', { name: `Edit ${PLACE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tour Place' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Place name').inputValue()).toBe(PLACE);
  expect(await dialog.getByLabel('Keywords').inputValue()).toBe('sunrise, stupa, river');
  expect(await dialog.getByTestId('category-badge-preview').textContent()).toBe('Historical');
  await dialog.getByLabel('Tour category').selectOption('Cultural');
  expect(await dialog.getByTestId('category-badge-preview').textContent()).toBe('Cultural');
  await dialog.getByRole('radio', { name: 'Video' }).check();
  await dialog
    .getByLabel('Choose a video')
    .setInputFiles({ name: 'dawn.mp4', mimeType: 'video/mp4', buffer: video });
  const slowAgain = await slowUploads(context, page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.getByRole('progressbar', { name: 'Uploading the video' }).waitFor({ timeout: 5000 });
  expect(await dialog.getByRole('button', { name: 'Saving...' }).count()).toBe(1);
  await toast(page, 'Tour place updated successfully!').toBe(1);
  await slowAgain();
  await eventually(() => dialog.count()).toBe(0);
  // The list was reloaded with the filters it had: the place left Historical for Cultural.
  await eventually(() => page.getByText('No places match your search criteria').count()).toBe(1);
  await page.getByLabel('Category').selectOption('Cultural');
  await eventually(() => placeCard(page, PLACE).getByText('Video', { exact: true }).count()).toBe(1);

  // The public tour page plays the video.
  const { places } = await (await fetch(`${baseUrl}/api/visit-places?q=${encodeURIComponent(PLACE)}`)).json();
  expect(places).toHaveLength(1);
  expect(places[0]).toMatchObject({ tourCategory: 'Cultural', keywords: ['sunrise', 'stupa', 'river'] });
  expect(places[0].image).toMatch(/placeholder/);
  const tourPage = await openPage(browser);
  await gotoHydrated(tourPage.page, `${baseUrl}/visit-taxila/${places[0].slug}`);
  const player = tourPage.page.getByLabel(`Video of ${PLACE}, Taxila`);
  const src = await player.getAttribute('src');
  expect(src).toMatch(/^\/media\/videos\/.+\.mp4$/);
  const served = await fetch(`${baseUrl}${src}`);
  expect(served.headers.get('content-type')).toBe('video/mp4');
  expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
  expect(tourPage.problems).toEqual([]);
  await tourPage.context.close();

  // Delete, after the spec's confirmation.
  await page.getByRole('button', { name: `Delete ${PLACE}` }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.textContent()).toContain(
    `"${PLACE}" leaves the site and waits in the trash for 30 days. You can restore it from Trash until then.`,
  );
  await confirm.getByRole('button', { name: 'Move to trash', exact: true }).click();
  await toast(page, 'Visit place moved to the trash. You can restore it for 30 days.').toBe(1);
  await eventually(() => page.getByRole('heading', { name: 'No tour places found' }).count()).toBe(1);
  expect((await fetch(`${baseUrl}/api/visit-places/${places[0]._id}`)).status).toBe(404);
  expect(problems).toEqual([]);
  await context.close();
});

test('an admin adds a master craftsman who appears on the home page and Our Masters, opens the details, edits and deletes him', async () => {
  const { page, context, problems } = await signedInPage();
  await gotoHydrated(page, `${baseUrl}/admin/masters/new`);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Add Master');
  await page.getByLabel(/^Name/).fill(MASTER);
  await page.getByLabel('Specialty').selectOption('Calligraphy');
  await page.getByLabel('Years of experience').fill('0');
  await page
    .getByLabel('Description')
    .fill('Karim Bakhsh letters Quranic verses in marble with a hand-forged chisel.');
  await page.getByLabel('Quote').fill('Every letter is carved twice: once in the mind, once in the stone.');
  await page.getByRole('button', { name: 'Add Master' }).click();
  // 1-80 years when adding.
  await eventually(() => page.getByText('Experience is between 1 and 80 years').count()).toBe(1);
  await page.getByLabel('Years of experience').fill('25');
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'karim.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg({ width: 900, height: 1100, seed: 11 }),
  });
  await page.getByRole('button', { name: 'Add Master' }).click();
  await toast(page, 'Master added successfully!').toBe(1);
  expect(await page.getByLabel(/^Name/).inputValue()).toBe('');

  const visitor = await openPage(browser);
  await gotoHydrated(visitor.page, baseUrl);
  const carousel = visitor.page.locator('section[aria-labelledby="masters-heading"]');
  expect(await carousel.getByText(MASTER, { exact: true }).count()).toBe(1);
  expect(await carousel.getByText('Calligraphy - 25 years of experience').count()).toBe(1);
  expect(await carousel.getByAltText(`Portrait of ${MASTER}, master craftsman`).count()).toBe(1);
  await gotoHydrated(visitor.page, `${baseUrl}/our-masters`);
  expect(await visitor.page.getByRole('heading', { name: MASTER }).count()).toBe(1);

  // Found by name and specialty; the card opens the details.
  await gotoHydrated(page, `${baseUrl}/admin/masters`);
  await page.getByLabel('Specialty').selectOption('Calligraphy');
  await page.waitForURL((url) => url.searchParams.get('specialty') === 'Calligraphy');
  await searchList(page, 'Search by name', stamp);
  await eventually(() => page.getByText('All masters loaded (1 total)').count()).toBe(1);
  await page.getByRole('button', { name: `View ${MASTER}` }).click();
  const details = page.getByRole('dialog', { name: MASTER });
  await details.waitFor();
  const added = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  for (const text of [
    'Calligraphy',
    '25 years of experience',
    'Every letter is carved twice: once in the mind, once in the stone.',
    `Added ${added}`,
  ])
    expect(await details.getByText(text, { exact: true }).count(), text).toBe(1);
  expect(await details.getByAltText(`Portrait of ${MASTER}, master craftsman`).count()).toBe(1);

  await details.getByRole('button', { name: 'Edit Master' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Master' });
  await edit.waitFor();
  expect(await details.count()).toBe(0);
  // 0-99 years when editing.
  await edit.getByLabel('Years of experience').fill('100');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await eventually(() => edit.getByText('Experience is between 0 and 99 years').count()).toBe(1);
  await edit.getByLabel('Years of experience').fill('31');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Master updated successfully!').toBe(1);
  await eventually(() => edit.count()).toBe(0);
  await eventually(() =>
    page.locator('article').filter({ hasText: MASTER }).getByText('31 years of experience').count(),
  ).toBe(1);

  await page.getByRole('button', { name: `Delete ${MASTER}` }).click();
  const confirm = page.getByRole('alertdialog');
  expect(await confirm.textContent()).toContain(
    `"${MASTER}" leaves the site and waits in the trash for 30 days. You can restore it from Trash until then.`,
  );
  await confirm.getByRole('button', { name: 'Move to trash', exact: true }).click();
  await toast(page, 'Master moved to the trash. You can restore it for 30 days.').toBe(1);
  await eventually(() => page.getByRole('heading', { name: 'No master craftsmen found' }).count()).toBe(1);
  await gotoHydrated(visitor.page, `${baseUrl}/our-masters`);
  expect(await visitor.page.getByRole('heading', { name: MASTER }).count()).toBe(0);
  expect([...problems, ...visitor.problems]).toEqual([]);
  await visitor.context.close();
  await context.close();
});

test('the four screens have no WCAG 2.2 A/AA violations, on a phone and a desktop', async () => {
  for (const width of [390, 1440]) {
    const { page, context } = await signedInPage(width);
    for (const screen of ['/admin/places/new', '/admin/places', '/admin/masters/new', '/admin/masters']) {
      await gotoHydrated(page, `${baseUrl}${screen}`);
      expect(await axeViolations(page), `${screen} at ${width}px`).toEqual([]);
    }
    await context.close();
  }
});
