import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '#common/opening-hours.ts';
import { WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { signIn } from '#tests/helpers/admin-session.ts';
import { axeViolations } from '#tests/helpers/axe.ts';
import { gotoHydrated, launchBrowser, openPage } from '#tests/helpers/browser.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { signInAdmin, type AdminSession } from '#tests/helpers/sign-in-admin.ts';

/** The defects a walk-through of the site found (issue 20, item 6), each as a visitor or the owner meets it. */
const baseUrl = inject('baseUrl');
const admin = inject('admin');
const DEMO_PHONE = '+92 300 5123456';
const CONSENT_KEY = 'gandhara:analytics-consent';
let browser: Browser;
let owner: AdminSession;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signInAdmin(baseUrl, admin);
});
afterAll(() => browser?.close());

/** Changes the owner's settings through the API, as the panel does. */
async function saveSettings(change: Record<string, unknown>) {
  const saved = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...owner.auth, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

describe('the Shop dropdown', () => {
  test('closes on a click anywhere on the page, and on Escape with the focus back on Shop', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440 });
    await gotoHydrated(page, `${baseUrl}/contact`);
    const shop = page.getByRole('button', { name: 'Shop' });
    const panel = page.getByText('Shop by category');
    await shop.click();
    await expect.poll(() => panel.count()).toBe(1);
    // Far below the 68 px header, beside the page's content.
    await page.mouse.click(40, 700);
    await expect.poll(() => panel.count()).toBe(0);
    expect(await shop.getAttribute('aria-expanded')).toBe('false');

    await shop.click();
    await expect.poll(() => panel.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Shop');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the image viewer', () => {
  test('switching photo after zooming to 3× shows the next one at 1×, and says so', async () => {
    const { products } = (await (await fetch(`${baseUrl}/api/products?page=1&limit=50`)).json()) as {
      products: { slug: string; images: string[] }[];
    };
    const shown = products.find((product) => product.images.length >= 2)!;
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/product/${shown.slug}`);
    await page.getByRole('button', { name: 'View full screen' }).click();
    const viewer = page.getByRole('dialog');
    const zoomIn = viewer.getByRole('button', { name: 'Zoom in', exact: true });
    for (const expected of ['1.5×', '2.0×', '2.5×', '3.0×']) {
      await zoomIn.click();
      await expect.poll(() => viewer.locator('output').textContent()).toBe(expected);
    }
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => viewer.getByText(/^2 \/ \d+$/).count()).toBe(1);
    await expect.poll(() => viewer.locator('output').textContent()).toBe('1.0×');
    expect(await zoomIn.isDisabled()).toBe(false);
    expect(await viewer.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(false);
    // The photograph itself is at 1× too: as wide as it was before any zoom.
    await zoomIn.click();
    await expect.poll(() => viewer.locator('output').textContent()).toBe('1.5×');
    await context.close();
  });

  test('on /products, the product modal’s photograph opens full screen; Escape closes the viewer only', async () => {
    // The quick view's pill, shown on hover from tablets up (a phone's round button: product-cards.test.ts).
    for (const width of [768, 1440]) {
      const { page, context, problems } = await openPage(browser, { width, height: 900 });
      await gotoHydrated(page, `${baseUrl}/products`);
      const title = (await page.locator('main article h3').first().textContent())!;
      await page.locator('main article').first().hover();
      await page.getByRole('button', { name: `Quick view: ${title}` }).click();
      const modal = page.getByRole('dialog', { name: title });
      await expect.poll(() => modal.count()).toBe(1);
      await modal.getByRole('button', { name: 'View the photographs full screen' }).click();
      const viewer = page.getByRole('dialog', { name: /: photographs$/ });
      await expect.poll(() => viewer.locator('output').textContent(), { timeout: 5000 }).toBe('1.0×');
      expect(await viewer.getByText(/^1 \/ \d+$/).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => viewer.count()).toBe(0);
      expect(await modal.count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('the luxury marquee', () => {
  test('lets the vertical wheel scroll the page; the horizontal wheel and shift+wheel move the row', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440 });
    await gotoHydrated(page, baseUrl);
    await page.locator('#luxury').scrollIntoViewIfNeeded();
    const copies = page.locator('#luxury ul[aria-hidden="true"]');
    await expect.poll(() => copies.count()).toBeGreaterThan(0);
    const row = copies.first().locator('..');
    const box = (await row.boundingBox())!;
    // Over the row, which pauses it: only the wheel moves it now.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);

    const top = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top + 100);

    const rowBox = (await row.boundingBox())!;
    await page.mouse.move(rowBox.x + rowBox.width / 2, rowBox.y + rowBox.height / 2);
    const before = await scrollLeft();
    await page.mouse.wheel(300, 0);
    await expect.poll(scrollLeft).toBeGreaterThan(before + 100);

    const pageTop = await page.evaluate(() => window.scrollY);
    const sideways = await scrollLeft();
    await page.keyboard.down('Shift');
    await page.mouse.wheel(0, 300);
    await page.keyboard.up('Shift');
    await expect.poll(scrollLeft).toBeGreaterThan(sideways + 100);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageTop);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The business's JSON-LD on the home page. */
async function storeJsonLd(): Promise<{ openingHours: string }> {
  const html = await (await fetch(baseUrl)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1]!)).find((data) => data['@type'] === 'Store');
}

describe('the opening hours', () => {
  test('are one setting the owner edits, shown on the contact page and in the JSON-LD alike', async () => {
    expect((await storeJsonLd()).openingHours).toBe('Mo-Sa 09:00-18:00');
    const { page, context, problems } = await openPage(browser, { width: 1440 });
    try {
      await gotoHydrated(page, `${baseUrl}/contact`);
      expect(await page.getByText('Mon-Sat 9:00 AM-6:00 PM PKT', { exact: true }).count()).toBe(1);

      await signIn(page, baseUrl, admin);
      await gotoHydrated(page, `${baseUrl}/admin/settings`);
      const hours = page.getByRole('group', { name: 'Days open' });
      await hours.getByRole('checkbox', { name: 'Saturday' }).uncheck();
      await page.getByLabel('Closes').fill('17:30');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => page.getByText('Settings saved.').count()).toBeGreaterThan(0);

      await expect.poll(async () => (await storeJsonLd()).openingHours).toBe('Mo-Fr 09:00-17:30');
      await gotoHydrated(page, `${baseUrl}/contact`);
      expect(await page.getByText('Mon-Fri 9:00 AM-5:30 PM PKT', { exact: true }).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await saveSettings({ openingHours: DEFAULT_OPENING_HOURS });
      await context.close();
    }
  });
});

/** A page that answers requests for Google's analytics script with a stand-in, and counts them. */
async function withAnalyticsStub(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.analyticsStandInRan = true;',
    });
  });
  return requests;
}

describe('analytics consent', () => {
  test.each([390, 1440])(
    'with analytics on, nothing loads until the visitor allows it, and the answer is remembered (%i px)',
    async (width) => {
      await saveSettings({ analyticsId: 'G-CONSENT01' });
      try {
        const { page, context, problems } = await openPage(browser, { width, height: 844 });
        const requests = await withAnalyticsStub(page);
        await gotoHydrated(page, baseUrl);
        const banner = page.getByRole('region', { name: 'Website statistics' });
        await expect.poll(() => banner.count()).toBe(1);
        expect(requests).toEqual([]);
        expect(await axeViolations(page), `the banner at ${width}px`).toEqual([]);
        // Not a trap: the page stays usable and the banner is reached with the keyboard.
        const allow = banner.getByRole('button', { name: 'Allow statistics' });
        await allow.focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('No thanks');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await expect.poll(() => banner.count()).toBe(0);
        await expect.poll(() => requests.length).toBe(1);
        expect(requests[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-CONSENT01');
        // The content security policy let the script run.
        await expect.poll(() => page.evaluate(() => 'analyticsStandInRan' in window)).toBe(true);
        expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('granted');

        await gotoHydrated(page, `${baseUrl}/contact`);
        await expect.poll(() => requests.length).toBe(2);
        expect(await banner.count()).toBe(0);
        expect(problems).toEqual([]);
        await context.close();
      } finally {
        await saveSettings({ analyticsId: '' });
      }
    },
  );

  test('declining is remembered too, and with analytics off there is no banner at all', async () => {
    await saveSettings({ analyticsId: 'G-CONSENT01' });
    const { page, context, problems } = await openPage(browser);
    const requests = await withAnalyticsStub(page);
    const banner = page.getByRole('region', { name: 'Website statistics' });
    try {
      await gotoHydrated(page, `${baseUrl}/products`);
      await banner.getByRole('button', { name: 'No thanks' }).click();
      await expect.poll(() => banner.count()).toBe(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
      // A page without a film or a slideshow, whose network goes quiet once it has loaded.
      await gotoHydrated(page, `${baseUrl}/FAQsPage`);
      await page.waitForLoadState('networkidle');
      expect(await banner.count()).toBe(0);
      expect(requests).toEqual([]);
    } finally {
      await saveSettings({ analyticsId: '' });
    }
    await page.evaluate((key) => localStorage.removeItem(key), CONSENT_KEY);
    await gotoHydrated(page, `${baseUrl}/contact`);
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** A page of another site (or another origin) that links to, or writes to, the shop. */
async function otherSite(html: string): Promise<{ port: number; server: Server }> {
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, server };
}

describe('the owner’s session cookie', () => {
  test('a link to /admin from another site (WhatsApp, e-mail) opens the panel signed in', async () => {
    const link = await otherSite(`<a href="${baseUrl}/admin">Open the panel</a>`);
    const { page, context } = await openPage(browser);
    try {
      await signIn(page, baseUrl, admin);
      const cookie = (await context.cookies()).find((c) => c.name === 'gandhara_admin')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      // localhost is another site than 127.0.0.1.
      await page.goto(`http://localhost:${link.port}/`);
      await page.getByRole('link', { name: 'Open the panel' }).click();
      await page.waitForURL(`${baseUrl}/admin`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 })
        .toBe('Dashboard');
    } finally {
      link.server.close();
      await context.close();
    }
  });

  test('a write from another origin is still refused, though the browser sends the cookie with it', async () => {
    // Same site (127.0.0.1), another origin (its port): SameSite lets the cookie go, the Origin check stops it.
    // The classic forged write: a form that posts itself.
    const writer =
      await otherSite(`<form method="post" action="${baseUrl}/api/admin/categories" enctype="text/plain">
      <input type="hidden" name='{"name":"Planted by another origin","x":"' value='"}'>
    </form><script>document.forms[0].submit();</script>`);
    const { page, context } = await openPage(browser);
    try {
      await signIn(page, baseUrl, admin);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/admin/categories'));
      await page.goto(`http://127.0.0.1:${writer.port}/`);
      const response = await refused;
      expect(await response.request().headerValue('cookie')).toContain('gandhara_admin=');
      expect(await response.request().headerValue('origin')).toBe(`http://127.0.0.1:${writer.port}`);
      expect(response.status()).toBe(403);
      expect((await response.json()).message).toBe(
        'This request did not come from the admin panel and was refused.',
      );
      const categories = await (await fetch(`${baseUrl}/api/categories`)).text();
      expect(categories).not.toContain('Planted by another origin');
    } finally {
      writer.server.close();
      await context.close();
    }
  });
});

describe('the tours page', () => {
  test('offers the “more about your Taxila tours” chat where the tours are listed', async () => {
    for (const width of [390, 1440]) {
      const { page, context, problems } = await openPage(browser, { width, height: 844 });
      await gotoHydrated(page, `${baseUrl}/visit-taxila`);
      const tours = page.locator('#tours');
      const ask = tours.getByRole('link', { name: 'Ask about our Taxila tours' });
      expect(await ask.getAttribute('href')).toBe(whatsappLink(DEMO_PHONE, WHATSAPP_MESSAGES.tours));
      expect(await ask.getAttribute('target')).toBe('_blank');
      expect(await ask.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await axeViolations(page), `the tours page at ${width}px`).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
