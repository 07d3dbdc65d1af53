import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { visitorAddress } from './sign-in-admin.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A page in a context of its own (axe needs one), collecting console errors and failed requests. */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    welcomePopup?: boolean;
    userAgent?: string;
    touch?: boolean;
  } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    // Each context is a visitor of its own, as behind a proxy (the shared e2e server trusts one at 127.0.0.1):
    // the browser tests together sign in more often than one address may in ten minutes.
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  // The welcome pop-up opens 3 s into a visit; journeys that are not about it start as a visitor who has seen it.
  if (!options.welcomePopup)
    await context.addInitScript(() => sessionStorage.setItem('gandhara:welcome-shown', '1'));
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A prefetch the browser abandons when the visitor moves on is not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()}`);
  });
  return { context, page, problems };
}

/** Opens a path and waits until React has hydrated the page, so that its controls respond. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
  return response;
}
