import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';

const baseUrl = inject('baseUrl');
const DEMO_PHONE = '+92 300 5123456';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = [
  { path: '/about', title: 'About Us | Gandhara Arts', heading: 'About Gandhara Arts' },
  { path: '/contact', title: 'Get In Touch | Gandhara Arts', heading: 'Get In Touch' },
  {
    path: '/FAQsPage',
    title: 'Frequently Asked Questions | Gandhara Arts',
    heading: 'Frequently Asked Questions',
  },
  { path: '/PrivacyPolicyPage', title: 'Privacy Policy | Gandhara Arts', heading: 'Privacy Policy' },
  {
    path: '/ShippingReturnsPage',
    title: 'Shipping & Returns | Gandhara Arts',
    heading: 'Shipping & Returns',
  },
];

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a crawler reads first: the status, the title, the canonical link, the description and the heading. */
async function firstHtml(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  return {
    status: response.status,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    heading: decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

/** Moves the fake clock on in small steps until the check holds; fails after the limit. */
async function runUntil(page: Page, check: () => Promise<boolean>, limitMs: number) {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += 100) {
    if (await check()) return;
    await page.clock.runFor(100);
  }
  throw new Error(`not reached within ${limitMs} ms of page time`);
}

const faqSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search for questions...' });

describe('the content pages in the first HTML', () => {
  test('each page answers 200 with its title, canonical link, description and heading', async () => {
    for (const { path, title, heading } of PAGES) {
      const page = await firstHtml(path);
      expect(page.status, path).toBe(200);
      expect(page.title, path).toBe(title);
      expect(page.canonical, path).toBe(`${baseUrl}${path}`);
      expect(page.description.length, path).toBeGreaterThan(60);
      expect(page.heading, path).toBe(heading);
    }
  });

  test('/Contact, as the header spells it, serves the contact page with the canonical /contact', async () => {
    const page = await firstHtml('/Contact');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Get In Touch | Gandhara Arts');
    expect(page.canonical).toBe(`${baseUrl}/contact`);
  });

  test('the FAQ carries every answer of every category and FAQPage structured data for all 22 questions', async () => {
    const page = await firstHtml('/FAQsPage');
    // Categories that are not on show are in the HTML too, hidden until their tab is chosen.
    expect(page.html).toContain('You can return a piece within 30 days of delivery.');
    expect(page.html).toContain('A 30% deposit confirms your booking.');
    const faq = page.jsonLd.find((data) => data['@type'] === 'FAQPage') as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(22);
    expect(faq?.mainEntity.map((question) => question.name)).toContain('Can I change the date of my tour?');
    expect(page.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('the privacy policy is dated May 11, 2025 and names the contact details of the settings', async () => {
    const { html } = await firstHtml('/PrivacyPolicyPage');
    expect(html).toContain('May 11, 2025');
    expect(html).toContain('Contact our data protection officer');
    expect(html).toContain(`href="tel:${DEMO_PHONE.replace(/\s+/g, '')}"`);
    expect(html).toMatch(/href="mailto:[^"@]+@[^"]+"/);
    expect(html).toContain('Heritage Gallery, Taxila, Punjab, Pakistan');
  });
});

describe('the FAQ page', () => {
  test('a search finds a question by its answer alone, across categories, and hides the tabs', async () => {
    const { page, context, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/FAQsPage`);
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Tours',
      'Booking',
      'Products',
      'General',
    ]);
    // "wooden crate" is only in the answer about shipping abroad, in the Products category.
    await faqSearch(page).fill('Wooden Crate');
    expect(await page.getByRole('tablist').count()).toBe(0);
    const found = page.getByRole('region', { name: 'Search results' }).locator('summary');
    expect(await found.allTextContents()).toEqual(['Do you ship outside Pakistan?']);
    expect(await page.getByText('Every piece is packed in a wooden crate made for it.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('status').textContent()).toBe('1 question matches “Wooden Crate”');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a search with no match says so; Clear search empties the box, focuses it and brings the tabs back', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/FAQsPage`);
    await faqSearch(page).fill('zeppelin');
    expect(
      await page
        .getByText(
          'No questions found matching "zeppelin". Try a different search term or browse our categories.',
        )
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Clear search', exact: true }).click();
    expect(await faqSearch(page).inputValue()).toBe('');
    expect(await faqSearch(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByRole('tablist').count()).toBe(1);
    await context.close();
  });

  test('the category tabs move with the arrow keys, and each question opens on its own', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/FAQsPage`);
    await page.getByRole('tab', { name: 'Tours' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Booking');
    const panel = page.getByRole('tabpanel');
    expect(await panel.locator('summary').first().textContent()).toBe('How do I book a tour?');
    await page.keyboard.press('End');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('General');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Tours');

    const questions = page.getByRole('tabpanel').locator('details');
    await questions.nth(0).locator('summary').click();
    await questions.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('tabpanel').locator('details[open]').count()).toBe(2);
    await questions.nth(0).locator('summary').click();
    expect(await questions.nth(0).getAttribute('open')).toBeNull();
    expect(await questions.nth(2).getAttribute('open')).toBe('');
    await context.close();
  });
});

describe('the contact page', () => {
  test('offers a WhatsApp chat, a call, an e-mail and the gallery address', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/Contact`);
    const chat = page.getByRole('link', { name: 'Start a chat' });
    expect(await chat.getAttribute('href')).toBe(whatsappLink(DEMO_PHONE, WHATSAPP_MESSAGES.general));
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByRole('link', { name: 'Call now' }).getAttribute('href')).toBe('tel:+923005123456');
    expect(await page.getByRole('link', { name: 'Write an e-mail' }).getAttribute('href')).toMatch(
      /^mailto:\S+@\S+$/,
    );
    for (const text of [
      'Mon-Sat 9:00 AM-6:00 PM PKT',
      'We typically reply within 24 hours',
      'Visit Us',
      'Heritage Gallery, Taxila, Punjab, Pakistan',
      'By appointment only',
    ])
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    await context.close();
  });
});

describe('the About page slideshow', () => {
  const visibleSlide = (page: Page) =>
    page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');

  test('shows tour photographs, the first one eagerly, and turns every 8 s until paused', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.clock.install();
    await gotoHydrated(page, `${baseUrl}/about`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    expect(await carousel.getAttribute('aria-label')).toBe('Taxila in photographs');
    const images = carousel.locator('img');
    expect(await images.count()).toBe(6);
    expect(
      await images.first().evaluate((img: HTMLImageElement) => [img.loading, img.fetchPriority]),
    ).toEqual(['eager', 'high']);
    expect(await images.nth(1).getAttribute('loading')).toBe('lazy');
    expect(await visibleSlide(page)).toBe('1 of 6');

    await page.mouse.move(0, 0);
    await runUntil(page, async () => (await visibleSlide(page)) === '2 of 6', 9000);
    // From one photograph to the next: 8 s.
    await page.clock.runFor(7600);
    expect(await visibleSlide(page)).toBe('2 of 6');
    await runUntil(page, async () => (await visibleSlide(page)) === '3 of 6', 800);

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // Focus inside the slideshow holds it too: take it away to see the pause button alone at work.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    expect(await visibleSlide(page)).toBe('3 of 6');
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Next photograph' }).click();
    expect(await visibleSlide(page)).toBe('4 of 6');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('stands still for a visitor who asks for reduced motion', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, `${baseUrl}/about`);
    await page.mouse.move(0, 0);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.clock.runFor(20_000);
    expect(await visibleSlide(page)).toBe('1 of 6');
    await context.close();
  });

  test('when no tour photograph loads, the two default photographs take their place', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/media/**', (route) => route.abort());
    await gotoHydrated(page, `${baseUrl}/about`);
    const slides = page.locator('[aria-roledescription="slide"] img');
    await expect.poll(() => slides.count()).toBe(2);
    expect(
      await slides.evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => new URL(img.src).pathname),
      ),
    ).toEqual(['/images/about-default-1.jpg', '/images/about-default-2.jpg']);
    await context.close();
  });
});

describe('accessibility and layout', () => {
  test('the five content pages have no WCAG 2.2 A/AA violations', async () => {
    for (const { path } of PAGES) {
      const { page, context } = await openPage(browser);
      await gotoHydrated(page, `${baseUrl}${path}`);
      expect(await axeViolations(page), path).toEqual([]);
      await context.close();
    }
  });

  test('no content page scrolls sideways on a phone or a desktop', async () => {
    for (const width of [390, 1440]) {
      for (const { path } of PAGES) {
        const { page, context } = await openPage(browser, { width });
        await gotoHydrated(page, `${baseUrl}${path}`);
        const [scrollWidth, clientWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(scrollWidth, `${path} at ${width}px`).toBe(clientWidth);
        await context.close();
      }
    }
  });
});
