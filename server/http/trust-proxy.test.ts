import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const PROXY = '10.8.0.2';

/** A wrong sign-in from `socket`, saying it forwards `forwardedFor`; answers the per-address budget left. */
async function budgetLeft(t: TestApp, socket: string, forwardedFor?: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    // A new address each time, so that only the per-address budget is drawn on, not an account's.
    payload: { email: `visitor-${crypto.randomUUID()}@gandhara.test`, password: 'not the password' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress: socket,
  });
  expect(response.statusCode).toBe(401);
  return Number(response.headers['x-ratelimit-remaining']);
}

describe.each(DATABASE_KINDS)('X-Forwarded-For and TRUST_PROXY on %s', (kind) => {
  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    test('a forged X-Forwarded-For changes nothing: the socket address is counted', async () => {
      const first = await budgetLeft(t, '198.51.100.1', '203.0.113.1');
      // Each try claims another client; all of them draw on the sender's one budget.
      expect(await budgetLeft(t, '198.51.100.1', '203.0.113.2')).toBe(first - 1);
      expect(await budgetLeft(t, '198.51.100.1', '203.0.113.3, 203.0.113.4')).toBe(first - 2);
      expect(await budgetLeft(t, '198.51.100.1')).toBe(first - 3);
    });
  });

  describe(`with TRUST_PROXY=${PROXY}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { TRUST_PROXY: `${PROXY},127.0.0.0/8` });
    });
    afterAll(() => t.close());

    test('the client address the proxy forwards is counted, one budget per client', async () => {
      const first = await budgetLeft(t, PROXY, '203.0.113.10');
      expect(await budgetLeft(t, PROXY, '203.0.113.10')).toBe(first - 1);
      // Another visitor behind the same proxy has a budget of their own.
      expect(await budgetLeft(t, PROXY, '203.0.113.11')).toBe(first);
      // A visitor who adds a forged hop before the proxy's is still counted by the address the proxy saw.
      expect(await budgetLeft(t, PROXY, '192.0.2.99, 203.0.113.10')).toBe(first - 2);
    });

    test('a sender that is not the trusted proxy cannot choose its address', async () => {
      const first = await budgetLeft(t, '198.51.100.7', '203.0.113.20');
      expect(await budgetLeft(t, '198.51.100.7', '203.0.113.21')).toBe(first - 1);
      // And the address it claimed was never charged.
      expect(await budgetLeft(t, PROXY, '203.0.113.21')).toBe(first);
    });
  });

  test.each([
    ['https://gandhara.example', true],
    ['http://shop.test', false],
  ])('with PUBLIC_URL %s the session cookie is Secure: %s', async (publicUrl, secure) => {
    const t = await createTestApp(kind, { PUBLIC_URL: publicUrl });
    try {
      await t.services.admins.create({ email: EMAIL, password: PASSWORD });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EMAIL, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.length).toBeGreaterThan(0);
      for (const cookie of response.cookies) {
        expect(Boolean(cookie.secure), cookie.name).toBe(secure);
        expect(cookie.httpOnly, cookie.name).toBe(true);
      }
    } finally {
      await t.close();
    }
  });
});
