import type { LightMyRequestResponse as Injected } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SignInFailure } from '#common/schemas/auth.ts';
import { createTestApp, TEST_PUBLIC_URL, twoInstances, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { KNOWN_BROWSER_COOKIE, SESSION_COOKIE } from './auth-http.ts';
import { LOCKOUT } from './auth-service.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn('sign-in protection across two instances SKIPPED: TEST_DATABASE_URL is not set.');

const OWNER = 'owner@gandhara.test';
const PARTNER = 'partner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const WRONG = 'not the passphrase at all';
/** The attack's three addresses: with TRUST_PROXY unset, the connection's address is the one that counts. */
const ATTACKERS = ['203.0.113.10', '203.0.113.11', '203.0.113.12'];

/** A sign-in over HTTP from an address, with the known-browser token a browser holds, if any. */
function signIn(
  t: TestApp,
  attempt: { email: string; password: string; ip: string; browser?: string | undefined },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: attempt.email, password: attempt.password },
    remoteAddress: attempt.ip,
    cookies: attempt.browser ? { [KNOWN_BROWSER_COOKIE]: attempt.browser } : {},
  });
}

const knownBrowserOf = (response: Injected) =>
  response.cookies.find((cookie) => cookie.name === KNOWN_BROWSER_COOKIE)?.value;

/** Signs in from a browser new to the account: its session token and the known-browser token it is given. */
async function signInFresh(t: TestApp, email: string, ip: string) {
  const response = await signIn(t, { email, password: PASSWORD, ip });
  expect(response.statusCode).toBe(200);
  return { token: response.json().token as string, browser: knownBrowserOf(response)! };
}

/** The dashboard's record of failed sign-ins, as an admin reads it. */
async function record(t: TestApp, token: string, query = '') {
  const response = await t.app.inject({
    url: `/api/auth/sign-in-failures${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { failures: SignInFailure[] }).failures;
}

/** The record's lines for one account and kind of browser, added up. */
function totals(lines: SignInFailure[], filter: Partial<SignInFailure>) {
  const chosen = lines.filter((line) =>
    Object.entries(filter).every(([name, value]) => line[name as keyof SignInFailure] === value),
  );
  return {
    failures: chosen.reduce((sum, line) => sum + line.failures, 0),
    refused: chosen.reduce((sum, line) => sum + line.refused, 0),
    locks: chosen.reduce((sum, line) => sum + line.locks, 0),
    addresses: [...new Set(chosen.map((line) => line.address))].sort(),
  };
}

/**
 * 60 wrong passwords sent at once from three addresses (20 each: all within the per-address rate limit) and spread
 * over the given instances, while the owner signs in from a browser that had signed in before. What each side got.
 */
async function attack(apps: TestApp[], ownerBrowser: string) {
  const wrong = Array.from({ length: 60 }, (_, n) =>
    signIn(apps[n % apps.length]!, { email: OWNER, password: WRONG, ip: ATTACKERS[n % ATTACKERS.length]! }),
  );
  const owner = signIn(apps.at(-1)!, {
    email: OWNER,
    password: PASSWORD,
    ip: '198.51.100.7',
    browser: ownerBrowser,
  });
  const [ownerAnswer, ...answers] = await Promise.all([owner, ...wrong]);
  return { owner: ownerAnswer!, statuses: answers.map((answer) => answer.statusCode), answers };
}

/** What the attack and the record after it must show, on any number of instances. */
async function expectAttackHeld(apps: TestApp[], ownerBrowser: string) {
  const { owner, statuses, answers } = await attack(apps, ownerBrowser);
  // Five passwords were checked: four answered 401, the fifth started the lock; the other 55 were refused unchecked.
  expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT.failures - 1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(60 - (LOCKOUT.failures - 1));
  for (const answer of answers.filter((response) => response.statusCode === 429)) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(LOCKOUT.durationMs / 1000);
    expect(answer.cookies).toEqual([]);
  }
  // The owner's browser signed in during the attack, and keeps its device id.
  expect(owner.statusCode).toBe(200);
  expect(knownBrowserOf(owner)!.split('.')[0]).toBe(ownerBrowser.split('.')[0]);
  const token = owner.json().token as string;

  const lines = await record(apps[0]!, token);
  expect(totals(lines, { account: OWNER, browser: 'unknown', attempt: 'sign-in' })).toEqual({
    failures: LOCKOUT.failures,
    refused: 60 - LOCKOUT.failures,
    locks: 1,
    addresses: ATTACKERS,
  });
  expect(totals(lines, { browser: 'known' }).failures).toBe(0);

  // While the lock holds, the right password from a browser the account does not know is refused, on every instance.
  for (const t of apps) {
    const refused = await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.8' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  }
  // And the owner's browser still signs in, on every instance.
  for (const t of apps)
    expect(
      (await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.9', browser: ownerBrowser }))
        .statusCode,
    ).toBe(200);
}

describe.each(DATABASE_KINDS)('sign-in protection on %s', (kind) => {
  let t: TestApp;
  // The sign-in clock: later than the accounts' creation, and moved on instead of waiting.
  let clock = new Date(Date.now() + 60_000);
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  // Each test on a shop and a clock of its own: no lock or failure of one is another's starting point.
  beforeEach(async () => {
    clock = new Date(Date.now() + 60_000);
    t = await createTestApp(kind, {}, { now: () => clock });
    await t.services.admins.create({ email: OWNER, password: PASSWORD, name: 'Owner' });
    await t.services.admins.create({ email: PARTNER, password: PASSWORD, name: 'Partner' });
  });
  afterEach(() => t.close());

  test('60 wrong passwords at once check five, lock unknown browsers out, and leave the owner’s browser signing in', async () => {
    const { browser } = await signInFresh(t, OWNER, '198.51.100.1');
    await expectAttackHeld([t], browser);
    // Ten minutes after the fifth failure, any browser signs in again.
    tick(LOCKOUT.durationMs);
    expect((await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.2' })).statusCode).toBe(200);
  });

  test('a known-browser token that is made up, altered or another account’s counts as an unknown browser', async () => {
    tick(LOCKOUT.durationMs);
    const owner = await signInFresh(t, OWNER, '198.51.100.20');
    const partner = await signInFresh(t, PARTNER, '198.51.100.20');
    for (let n = 0; n < LOCKOUT.failures; n++)
      await signIn(t, { email: OWNER, password: WRONG, ip: '203.0.113.20' });

    const [deviceId, signature] = owner.browser.split('.') as [string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const unknownBrowsers = {
      "the partner's": partner.browser,
      'made up': `${'A'.repeat(22)}.${'B'.repeat(43)}`,
      'another device id': `${flip(deviceId)}.${signature}`,
      'an altered signature': `${deviceId}.${flip(signature)}`,
      'not a token at all': 'x',
    };
    for (const [name, browser] of Object.entries(unknownBrowsers)) {
      const response = await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.21', browser });
      expect(response.statusCode, name).toBe(429);
    }
    expect(
      (await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.21', browser: owner.browser }))
        .statusCode,
    ).toBe(200);
    // The partner's own browser is known to the partner's account only, and signs in there.
    expect(
      (await signIn(t, { email: PARTNER, password: PASSWORD, ip: '198.51.100.21', browser: partner.browser }))
        .statusCode,
    ).toBe(200);
  });

  test('a known browser’s own wrong passwords lock that browser only', async () => {
    tick(LOCKOUT.durationMs);
    const { browser, token } = await signInFresh(t, PARTNER, '198.51.100.30');
    const statuses = [];
    for (let n = 0; n < LOCKOUT.failures; n++)
      statuses.push(
        (await signIn(t, { email: PARTNER, password: WRONG, ip: '198.51.100.30', browser })).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(
      (await signIn(t, { email: PARTNER, password: PASSWORD, ip: '198.51.100.30', browser })).statusCode,
    ).toBe(429);
    // The account's budget for other browsers was not drawn on.
    expect((await signIn(t, { email: PARTNER, password: PASSWORD, ip: '198.51.100.31' })).statusCode).toBe(
      200,
    );
    const lines = await record(t, token);
    expect(totals(lines, { account: PARTNER, browser: 'known' })).toEqual({
      failures: LOCKOUT.failures,
      refused: 1,
      locks: 1,
      addresses: ['198.51.100.30'],
    });
  });

  test('wrong current passwords draw on the account’s budget, from any address, and lock the sign-in too', async () => {
    tick(LOCKOUT.durationMs);
    const { token, browser } = await signInFresh(t, PARTNER, '198.51.100.40');
    const change = (ip: string, currentPassword: string, bearer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword: 'a brand new long passphrase' },
        headers: { authorization: `Bearer ${bearer}` },
        remoteAddress: ip,
      });
    // A stolen token, used from five addresses (each far within its own rate limit).
    const answers = [];
    for (let n = 0; n < LOCKOUT.failures; n++) answers.push(await change(`192.0.2.${n + 1}`, WRONG, token));
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 429]);
    expect(answers[0]!.json().message).toBe('The current password is not correct.');
    expect(answers[4]!.json().message).toBe('Too many wrong passwords. Please try again in 10 minutes.');
    expect(answers[4]!.headers['retry-after']).toBe(String(LOCKOUT.durationMs / 1000));
    // Even the right one is refused while the lock holds, and so is a sign-in from a browser the account does not know.
    expect((await change('192.0.2.9', PASSWORD, token)).statusCode).toBe(429);
    expect((await signIn(t, { email: PARTNER, password: PASSWORD, ip: '192.0.2.10' })).statusCode).toBe(429);
    expect(totals(await record(t, token), { account: PARTNER, attempt: 'change-password' })).toMatchObject({
      failures: LOCKOUT.failures,
      refused: 1,
      locks: 1,
    });

    // The panel in the owner's known browser is not locked out by the thief's guesses: it draws on its own budget.
    const fromPanel = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new long passphrase' },
      headers: { origin: TEST_PUBLIC_URL },
      cookies: { [SESSION_COOKIE]: token, [KNOWN_BROWSER_COOKIE]: browser },
      remoteAddress: '192.0.2.30',
    });
    expect(fromPanel.statusCode).toBe(200);
    await t.services.admins.resetPassword(PARTNER, PASSWORD);

    // Ten minutes on, the lock has run out for everyone.
    tick(LOCKOUT.durationMs);
    const later = await signInFresh(t, PARTNER, '192.0.2.31');
    expect((await change('192.0.2.32', PASSWORD, later.token)).statusCode).toBe(200);
    await t.services.admins.resetPassword(PARTNER, PASSWORD);
  });

  test('the record of failed sign-ins is for admins, says where from and whether a lock followed, and refuses bad days', async () => {
    // The attack of the first test, for the record to show.
    const { browser } = await signInFresh(t, OWNER, '198.51.100.1');
    await expectAttackHeld([t], browser);
    tick(LOCKOUT.durationMs);
    await signIn(t, { email: 'nobody@gandhara.test', password: WRONG, ip: '198.51.100.50' });
    const { token } = await signInFresh(t, OWNER, '198.51.100.51');

    expect((await t.app.inject('/api/auth/sign-in-failures')).statusCode).toBe(401);
    for (const days of ['0', '31', '1e1', '7.0', 'abc', '-1', '', ' 7']) {
      const response = await t.app.inject({
        url: `/api/auth/sign-in-failures?days=${encodeURIComponent(days)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, days).toBe(400);
      expect(response.json().message, days).toBe('days must be a whole number from 1 to 30');
    }

    const lines = await record(t, token);
    const stranger = lines.find((line) => line.address === '198.51.100.50')!;
    expect(stranger).toMatchObject({
      account: null,
      attempt: 'sign-in',
      browser: 'unknown',
      failures: 1,
      refused: 0,
      locks: 0,
      lastAt: clock.toISOString(),
    });
    // Newest first.
    expect(lines[0]).toEqual(stranger);
    const attackers = lines.filter((line) => ATTACKERS.includes(line.address));
    expect(attackers.length).toBe(ATTACKERS.length);

    // A week on, the default view no longer shows them; thirty days does.
    tick(8 * 24 * 60 * 60 * 1000);
    const later = (await signInFresh(t, OWNER, '198.51.100.52')).token;
    expect(await record(t, later)).toEqual([]);
    expect((await record(t, later, '?days=30')).map((line) => line.address)).toContain('198.51.100.50');
  });

  test('the known-browser cookie is httpOnly, SameSite=Strict, sent to the sign-in routes only, and kept a year', async () => {
    tick(LOCKOUT.durationMs);
    const response = await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.60' });
    const cookie = response.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 365 * 24 * 3600,
    });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  });
});

test('on an https site the known-browser cookie is Secure', async () => {
  const t = await createTestApp('sqlite', { PUBLIC_URL: 'https://shop.test' });
  try {
    await t.services.admins.create({ email: OWNER, password: PASSWORD });
    const response = await signIn(t, { email: OWNER, password: PASSWORD, ip: '198.51.100.70' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)).toMatchObject({ secure: true });
  } finally {
    await t.close();
  }
});

describe.runIf(postgresUrl)('sign-in protection across two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let a: TestApp;
  let b: TestApp;
  const clock = new Date(Date.now() + 60_000);
  beforeAll(async () => {
    instances = await twoInstances({}, { now: () => clock });
    ({ a, b } = instances);
    await a.services.admins.create({ email: OWNER, password: PASSWORD, name: 'Owner' });
  });
  afterAll(() => instances?.close());

  test('60 wrong passwords spread over both check five in all, and a browser known on one signs in on the other', async () => {
    // Signed in on instance a; the attack's owner sign-in goes to b, which shares the secret through the database.
    const { browser } = await signInFresh(a, OWNER, '198.51.100.1');
    await expectAttackHeld([a, b], browser);
  });
});
