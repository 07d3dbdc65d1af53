import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('security headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const csp = async () => String((await t.app.inject('/healthz')).headers['content-security-policy']);

  test('scripts come from the site itself; no inline script runs without its hash; nothing from another host', async () => {
    const first = await csp();
    const scripts = /(?:^|;)script-src ([^;]*)/.exec(first)?.[1]?.trim();
    expect(scripts).toBe("'self'");
    expect(first).not.toContain('googletagmanager');
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("object-src 'none'");
  });

  test('analytics hosts are allowed only once the owner sets a measurement id', async () => {
    await t.services.settings.updateSite({ analyticsId: 'G-TEST12345' });
    const policy = await csp();
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(policy).toContain('https://*.google-analytics.com');
    await t.services.settings.updateSite({ analyticsId: '' });
    expect(await csp()).not.toContain('googletagmanager');
  });

  test('the other headers a browser needs to keep visitors safe', async () => {
    const headers = (await t.app.inject('/healthz')).headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
