import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PHONE_HERO_ASPECT } from '#common/shown-crops.ts';
import { normalizeTourCategory, tourCategoryLabel, TOUR_CATEGORIES } from '#common/tour-categories.ts';
import { WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

type PlaceRecord = { _id: string; slug: string; name: string; tourCategory: string; createdAt: string };
let places: PlaceRecord[];
let whatsappNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  places = await (await fetch(`${baseUrl}/visit-places/all`)).json();
  const home = await (await fetch(baseUrl)).text();
  whatsappNumber = /https:\/\/wa\.me\/(\d+)/.exec(home)![1]!;
});
afterAll(() => browser?.close());

const counter = (page: Page) => page.getByLabel(/^Photograph \d+ of \d+$/).textContent();
const autoButton = (page: Page) => page.getByRole('button', { name: 'Auto-advance photographs' });

/** The tours page with a fake clock, paused once hydrated (the neighbours of the first photograph have loaded). */
async function openToursPage(options: { reducedMotion?: boolean } = {}) {
  const opened = await openPage(browser);
  if (options.reducedMotion) await opened.page.emulateMedia({ reducedMotion: 'reduce' });
  // The page's time moves only when the test moves it: a slow machine adds no seconds of its own.
  await opened.page.clock.install({ time: new Date('2026-06-01T09:00:00Z') });
  await opened.page.clock.pauseAt(new Date('2026-06-01T09:00:01Z'));
  await gotoHydrated(opened.page, `${baseUrl}/visit-taxila`);
  await expect
    .poll(() => opened.page.locator('[aria-roledescription="slide"] img').count(), { timeout: 5000 })
    .toBe(3);
  return opened;
}

/**
 * Resolves once the page has run the tasks queued before this call, a few rounds over: React renders what the
 * timers changed in tasks its scheduler posts as messages, which the fake clock leaves to real time. After this,
 * what the page shows is what the timers made of it, and "nothing changed" can be asserted.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => (++rounds < 3 ? channel.port2.postMessage(null) : resolve());
        channel.port2.postMessage(null);
      }),
  );
}

/** Moves the fake clock on, then waits until the page has rendered what the timers changed. */
async function runFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settled(page);
}

/** Moves the fake clock on in small steps until the check holds; fails after the limit. */
async function runUntil(page: Page, check: () => Promise<boolean>, limitMs: number) {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += 100) {
    if (await check()) return elapsed;
    await runFor(page, 100);
  }
  throw new Error(`not reached within ${limitMs} ms of page time`);
}

describe('the tours page hero carousel', () => {
  test('advances every 5 s; a hand on the controls stops it, and it resumes 10 s later', async () => {
    const { page, context, problems } = await openToursPage();
    expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(13);
    expect(await counter(page)).toBe('01 / 13');
    expect(await autoButton(page).getAttribute('aria-pressed')).toBe('true');
    await runUntil(page, async () => (await counter(page)) === '02 / 13', 5200);
    // From one advance to the next: 5 s (a margin for the moment the page takes to show the change).
    await runFor(page, 4000);
    expect(await counter(page)).toBe('02 / 13');
    await runUntil(page, async () => (await counter(page)) === '03 / 13', 1500);

    await page.getByRole('button', { name: 'Next photograph' }).click();
    expect(await counter(page)).toBe('04 / 13');
    expect(await autoButton(page).getAttribute('aria-pressed')).toBe('false');
    await runFor(page, 9500);
    expect(await counter(page)).toBe('04 / 13');
    expect(await autoButton(page).getAttribute('aria-pressed')).toBe('false');
    await runUntil(page, async () => (await autoButton(page).getAttribute('aria-pressed')) === 'true', 1500);
    await runUntil(page, async () => (await counter(page)) === '05 / 13', 6000);

    await page.getByRole('button', { name: 'Show photograph 1:' }).first().click();
    expect(await counter(page)).toBe('01 / 13');
    await page.getByRole('button', { name: 'Previous photograph' }).click();
    expect(await counter(page)).toBe('13 / 13');
    // Slide titles come from the photographs' file names.
    expect(await page.locator('#tour-hero-heading + div p').first().textContent()).toBe(
      'VIP Delegation Tours',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the visitor can pause it, and it rests while a keyboard user is on its controls', async () => {
    const { page, context } = await openToursPage();
    await autoButton(page).click();
    await runFor(page, 12_000);
    expect(await counter(page)).toBe('01 / 13');
    await autoButton(page).click();
    await runUntil(page, async () => (await counter(page)) === '02 / 13', 5200);

    await page.getByRole('button', { name: 'Explore All Tours' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Previous photograph',
    );
    await runFor(page, 12_000);
    expect(await counter(page)).toBe('02 / 13');
    expect(await autoButton(page).getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Shift+Tab');
    await runUntil(page, async () => (await counter(page)) === '03 / 13', 5200);
    await context.close();
  });

  test('under reduced motion it never advances by itself', async () => {
    const { page, context } = await openToursPage({ reducedMotion: true });
    await runFor(page, 15_000);
    expect(await counter(page)).toBe('01 / 13');
    expect(await autoButton(page).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});

test("on phones down to 320 px the hero's photographs keep the watermark's crop, and the header its one line", async () => {
  // The hero grows with its text; at 320 px it would crop its photographs to 0.38 (width / height), narrower than
  // the watermark's placement allows (decision 046), so the photographs' layer stops at PHONE_HERO_ASPECT.
  for (const [width, height] of [
    [320, 568],
    [360, 640],
    [390, 844],
  ] as const) {
    const { page, context, problems } = await openPage(browser, { width, height, touch: true });
    await gotoHydrated(page, `${baseUrl}/visit-taxila`);
    const hero = page.locator('[aria-label="Taxila heritage photographs"] img').first();
    const box = (await hero.boundingBox())!;
    expect(box.width / box.height, `${width} px`).toBeGreaterThanOrEqual(PHONE_HERO_ASPECT - 0.005);
    const name = (await page.locator('header a[href="/"] span span').first().boundingBox())!;
    expect(name.height, `${width} px: the brand name on one line`).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    expect(problems).toEqual([]);
    await context.close();
  }
});

describe('the tours section', () => {
  test('has a tab per category with tours, labelled with counts bucketed as the spec says', async () => {
    const counts = new Map<string, number>();
    for (const place of places) {
      const category = normalizeTourCategory(place.tourCategory);
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    const expected = TOUR_CATEGORIES.filter((c) => counts.has(c)).map(
      (c) => `${tourCategoryLabel(c)} (${counts.get(c)})`,
    );
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/visit-taxila`);
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(expected);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^Featured/);

    const panel = page.getByRole('tabpanel');
    const featuredNames = places
      .filter((p) => normalizeTourCategory(p.tourCategory) === 'featured')
      .map((p) => p.name);
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual(featuredNames);

    // Arrow keys move between tabs, as in any tab list.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    // Radix moves the focus, and with it the selection, in a task of its own.
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(expected[1]);
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBe(
      Number(/\((\d+)\)/.exec(expected[1]!)![1]),
    );
    // Every card shows at most four keywords.
    for (const list of await page.getByRole('list', { name: 'Highlights' }).all())
      expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    await context.close();
  });

  test("the tours page has every tab's cards in its first HTML; the home page the chosen tab's, and the others on a tap", async () => {
    const cardsIn = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const section = html.slice(html.indexOf('id="tours"'), html.indexOf('Plan a custom package'));
      return [...section.matchAll(/<h3[ >]/g)].length;
    };
    const featured = places.filter((p) => normalizeTourCategory(p.tourCategory) === 'featured').length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(places.length);
    expect(await cardsIn('/visit-taxila')).toBe(places.length);
    expect(await cardsIn('/')).toBe(featured);

    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await gotoHydrated(page, baseUrl);
    const tabs = page.locator('#tours').getByRole('tab');
    await tabs.nth(1).click();
    const chosen = (await tabs.nth(1).textContent())!;
    await expect
      .poll(() => page.locator('#tours').getByRole('tabpanel').getByRole('heading', { level: 3 }).count())
      .toBe(Number(/\((\d+)\)/.exec(chosen)![1]));
    await context.close();
  });

  test('View Details opens the tour over the page at its own URL; Escape and Back to Tours close it', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/visit-taxila`);
    const first = places.find((p) => normalizeTourCategory(p.tourCategory) === 'featured')!;
    await page.getByRole('link', { name: `View Details: ${first.name}` }).click();
    await page.waitForURL(`${baseUrl}/visit-taxila/${first.slug}`);
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect.poll(() => dialog.count()).toBe(1);
    for (const text of ['Per person • All inclusive', 'Tour Highlights'])
      expect(await dialog.getByText(text, { exact: true }).count(), text).toBe(1);
    // No made-up facts: every tour used to say these (decision 041).
    for (const text of ['Your Wish', '2-15 People'])
      expect(await dialog.getByText(text).count(), text).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Book Now via WhatsApp' }).getAttribute('href')).toBe(
      whatsappLink(whatsappNumber, WHATSAPP_MESSAGES.tourBooking(first.name)),
    );
    expect(await dialog.getByRole('link', { name: 'Book Now via WhatsApp' }).getAttribute('target')).toBe(
      '_blank',
    );
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/visit-taxila`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // From the home page, Back to Tours returns to where the visitor was.
    await gotoHydrated(page, baseUrl);
    await page.getByRole('link', { name: `View Details: ${first.name}` }).click();
    await page.waitForURL(`${baseUrl}/visit-taxila/${first.slug}`);
    await page.getByRole('button', { name: 'Back to Tours' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a tour's own URL", () => {
  test('renders the tour in the first HTML with its title, preview image and TouristTrip data', async () => {
    const tour = places[0]!;
    const response = await fetch(`${baseUrl}/visit-taxila/${tour.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/visit-taxila/${tour.slug}"/>`);
    expect(html).toMatch(
      new RegExp(`<title>${tour.name}: Guided Tour from Taxila \\| Gandhara Arts</title>`),
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/\d+\.jpg"/,
    );
    expect(html).toContain('Book Now via WhatsApp');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const trip = blocks.find((block) => block['@type'] === 'TouristTrip');
    expect(trip).toMatchObject({ name: tour.name, provider: { name: 'Gandhara Arts' } });
  });

  test('an id moves to the slug; an unknown tour is a 404 that says so', async () => {
    const tour = places[1]!;
    const moved = await fetch(`${baseUrl}/visit-taxila/${tour._id}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/visit-taxila/${tour.slug}`);
    const missing = await fetch(`${baseUrl}/visit-taxila/no-such-tour`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('Tour not found');
    expect(html).toContain('no-such-tour');
  });
});

describe('site detail', () => {
  test('shows the site with its location, and an error panel with Go Back for an unknown id', async () => {
    const tour = places[0]!;
    const html = await (await fetch(`${baseUrl}/site-detail/${tour._id}`)).text();
    expect(html).toContain(`>${tour.name}</h1>`);
    expect(html).toContain('>Location<');
    const missing = await fetch(`${baseUrl}/site-detail/0123456789abcdef01234567`);
    expect(missing.status).toBe(404);
    const text = await missing.text();
    expect(text).toContain('Error Loading Site');
    expect(text).toContain('Go Back');
  });
});

test('the tours, tour, masters and site pages have no WCAG 2.2 A/AA violations', async () => {
  const tour = places[0]!;
  for (const path of [
    '/visit-taxila',
    `/visit-taxila/${tour.slug}`,
    '/our-masters',
    `/site-detail/${tour._id}`,
  ]) {
    for (const width of [390, 1440]) {
      const { page, context } = await openPage(browser, { width });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      await context.close();
    }
  }
});
