import Fastify, { type InjectOptions, type LightMyRequestResponse as Injected } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loggerOptions } from '#server/app.ts';
import { captureLog, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createAdminRepository } from './admin-repository.ts';
import { createAdminService } from './admin-service.ts';
import { SESSION_COOKIE } from './auth-http.ts';
import { createAuthService, LOCKOUT, SESSION_TTL_MS } from './auth-service.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignInRepository } from './sign-in-repository.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const NEW_PASSWORD = 'the new long passphrase';
/** A wrong password distinctive enough to be found in a log. */
const WRONG = 'wrong-horse-battery-staple';

/** The tokens a response hands out (its JSON and its cookies): none of them may reach the log. */
function tokensOf(response: Injected): string[] {
  const found = response.cookies.map((cookie) => cookie.value).filter(Boolean);
  try {
    const token = (response.json() as { token?: unknown }).token;
    if (typeof token === 'string') found.push(token);
  } catch {
    // not JSON
  }
  return found;
}

/** The log was written (so the check can fail) and holds none of the secrets. */
function expectNoSecrets(log: ReturnType<typeof captureLog>, secrets: Set<string>, statuses: number[]) {
  const text = log.text();
  const completed = log
    .lines()
    .filter((line) => line.msg === 'request completed')
    .map((line) => (line.res as { statusCode: number }).statusCode);
  for (const status of statuses) expect(completed, `a logged ${status}`).toContain(status);
  expect(secrets.size).toBeGreaterThan(3);
  for (const secret of secrets) expect(text.includes(secret), 'a secret is in the log').toBe(false);
}

describe.each(DATABASE_KINDS)('admin sign-in over HTTP on %s', (kind) => {
  let t: TestApp;
  const log = captureLog();
  const secrets = new Set([PASSWORD, NEW_PASSWORD, WRONG]);
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log });
    await t.services.admins.create({ email: EMAIL, password: PASSWORD, name: 'Owner' });
  });
  // No password, token or cookie reached the server log: checked once every test has logged its requests, in
  // whatever order they ran.
  afterAll(async () => {
    try {
      expectNoSecrets(log, secrets, [200, 303, 400, 401, 403]);
    } finally {
      await t.close();
    }
  });

  /** app.inject, remembering every token handed out. */
  const inject = async (options: InjectOptions | string) => {
    const response = await t.app.inject(options);
    for (const token of tokensOf(response)) secrets.add(token);
    return response;
  };
  const login = (body: unknown, headers: Record<string, string> = {}, url = '/api/auth/login') =>
    inject({
      method: 'POST',
      url,
      payload: body as object,
      headers,
      remoteAddress: headers['x-test-ip'],
    });

  test('the right password answers {success, token, admin, message} and sets an httpOnly SameSite cookie', async () => {
    const response = await login({ email: ' Owner@Gandhara.test ', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      admin: { email: EMAIL, name: 'Owner' },
      message: 'Signed in',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBe(SESSION_TTL_MS / 1000);

    const byBearer = await inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(byBearer.json()).toMatchObject({ success: true, admin: { email: EMAIL } });
    const byCookie = await inject({
      url: '/api/auth/profile',
      cookies: { [SESSION_COOKIE]: body.token },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401 message; bad input a 400 that says why', async () => {
    const wrong = await login({ email: EMAIL, password: WRONG }, { 'x-test-ip': '10.0.0.2' });
    const unknown = await login(
      { email: 'nobody@gandhara.test', password: WRONG },
      { 'x-test-ip': '10.0.0.2' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('The e-mail or password is not correct.');

    const malformed = await login({ email: 'not-an-email', password: 'x' }, { 'x-test-ip': '10.0.0.3' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Enter a valid e-mail address');
    const empty = await login({ email: '', password: '' }, { 'x-test-ip': '10.0.0.3' });
    expect(empty.statusCode).toBe(400);
    // Every e-mail typed names a sign-in budget: a long one is refused before it is stored as a key.
    const long = await login(
      { email: `${'a'.repeat(250)}@x.test`, password: 'x' },
      { 'x-test-ip': '10.0.0.3' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('That e-mail address is too long');
  });

  test('no session, a made-up token or an ended one: 401 from the profile', async () => {
    expect((await inject('/api/auth/profile')).statusCode).toBe(401);
    const madeUp = await inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().message).toBe('Please sign in as an admin to continue.');

    const { token } = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.4' })).json();
    const out = await inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const after = await inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  test('a cookie-borne write from another site is refused; from our own pages or by Bearer it goes through', async () => {
    const { token } = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.5' })).json();
    const change = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'wrong on purpose', newPassword: 'another long passphrase' },
        headers,
        cookies,
      });
    const cookie = { [SESSION_COOKIE]: token };
    expect((await change({ origin: 'https://evil.example' }, cookie)).statusCode).toBe(403);
    expect((await change({ 'sec-fetch-site': 'cross-site' }, cookie)).statusCode).toBe(403);
    expect((await change({}, cookie)).statusCode).toBe(403);
    // Past the origin check, the wrong current password is the answer: 400, and nothing changed.
    expect((await change({ origin: TEST_PUBLIC_URL }, cookie)).statusCode).toBe(400);
    expect((await change({ 'sec-fetch-site': 'same-origin' }, cookie)).statusCode).toBe(400);
    expect((await change({ authorization: `Bearer ${token}` })).statusCode).toBe(400);
    // Signing in from another site's form is refused too.
    const foreign = await login(
      { email: EMAIL, password: PASSWORD },
      { origin: 'https://evil.example', 'x-test-ip': '10.0.0.5' },
    );
    expect(foreign.statusCode).toBe(403);
  });

  test('the sign-in page’s own form (posted before its script runs) signs in with a 303 to where it was going; a refusal goes back to the page, never with the password in the address', async () => {
    const form = (fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL, ...headers },
        remoteAddress: ip,
      });
    const signedIn = await form(
      { email: EMAIL, password: PASSWORD, next: '/admin/products?q=lamp' },
      '10.0.0.7',
    );
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/admin/products?q=lamp');
    const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const profile = await inject({ url: '/api/auth/profile', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(profile.statusCode).toBe(200);

    // Somewhere outside the panel is not a place to be sent after signing in.
    const elsewhere = await form(
      { email: EMAIL, password: PASSWORD, next: 'https://evil.example/' },
      '10.0.0.7',
    );
    expect(elsewhere.headers.location).toBe('/admin');

    const wrong = await form({ email: EMAIL, password: WRONG, next: '/admin/products' }, '10.0.0.8');
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/admin/login?failed=invalid&next=%2Fadmin%2Fproducts');
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(String(wrong.headers.location)).not.toContain(WRONG);

    // Another site's form is refused as the JSON sign-in is.
    const foreign = await form({ email: EMAIL, password: PASSWORD }, '10.0.0.9', {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  test('only sign-in takes a form-encoded body: every other write stays JSON, which another site’s form cannot send', async () => {
    const { token } = (
      await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.10' })
    ).json();
    const change = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: new URLSearchParams({
        currentPassword: PASSWORD,
        newPassword: 'a form-encoded passphrase',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(change.statusCode).toBe(415);
    const profile = await inject({ url: '/api/auth/profile', cookies: { [SESSION_COOKIE]: token } });
    expect(profile.statusCode).toBe(200);
  });

  test('changing the password ends every session and starts a new one for this client', async () => {
    const other = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).json()
      .token;
    const mine = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).json()
      .token;
    const tooShort = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'short' },
      headers: { authorization: `Bearer ${mine}` },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('at least 12 characters');

    const changed = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      headers: { authorization: `Bearer ${mine}` },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    const profile = (token: string) =>
      inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(mine)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).statusCode).toBe(
      401,
    );
    expect(
      (await login({ email: EMAIL, password: NEW_PASSWORD }, { 'x-test-ip': '10.0.0.6' })).statusCode,
    ).toBe(200);
    // Put the password back for the other tests.
    await t.services.admins.resetPassword(EMAIL, PASSWORD);
    expect((await profile(fresh)).statusCode).toBe(401);
  });
});

describe.each(DATABASE_KINDS)('lockout and the sign-in rate limit over HTTP on %s', (kind) => {
  let t: TestApp;
  // The sign-in clock: it starts after the accounts were made (an older session would not count) and is moved on.
  let clock = new Date(Date.now() + 60_000);
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const log = captureLog();
  const secrets = new Set([PASSWORD, WRONG]);
  const SECOND = 'second@gandhara.test';
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: () => clock, log });
    await t.services.admins.create({ email: EMAIL, password: PASSWORD, name: 'Owner' });
    await t.services.admins.create({ email: SECOND, password: PASSWORD });
  });
  // No password, token or cookie reached the server log: checked once every test has logged its requests, in
  // whatever order they ran.
  afterAll(async () => {
    try {
      expectNoSecrets(log, secrets, [200, 401, 404, 429]);
    } finally {
      await t.close();
    }
  });

  const attempt = async (
    email: string,
    password: string,
    ip: string,
    url = '/api/auth/login',
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { email, password },
      headers,
      remoteAddress: ip,
    });
    for (const token of tokensOf(response)) secrets.add(token);
    return response;
  };
  /** What a client learns from an answer. */
  const answer = (response: Injected) => ({
    status: response.statusCode,
    body: response.json() as unknown,
    retryAfter: response.headers['retry-after'],
    cookies: response.cookies.map((cookie) => cookie.name),
  });
  const sessions = async () =>
    (await t.services.database.db.selectFrom('admin_sessions').select('token_hash').execute()).length;

  const INVALID = { success: false, message: 'The e-mail or password is not correct.' };
  const lockedFor = (minutes: number, seconds: number) => ({
    status: 429,
    body: {
      success: false,
      message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    retryAfter: String(seconds),
    cookies: [],
  });

  /**
   * Five wrong passwords (the e-mail spelled in several ways), then the right one, a wrong one from another
   * address, and the right one a second before the lock runs out: what the client is told at each step.
   */
  async function lockOut(email: string, right: string, ip: string) {
    const spellings = [
      email,
      email.toUpperCase(),
      `  ${email} `,
      email,
      email.replace(/^./, (c) => c.toUpperCase()),
    ];
    const answers = [];
    for (const spelling of spellings) answers.push(answer(await attempt(spelling, WRONG, ip)));
    answers.push(answer(await attempt(email, right, ip)));
    answers.push(answer(await attempt(email, WRONG, `${ip}1`)));
    tick(LOCKOUT.durationMs - 1000);
    answers.push(answer(await attempt(email, right, ip)));
    tick(1000);
    return answers;
  }

  test('five failures lock an e-mail for ten minutes in browsers it does not know: even the right password gets the wrong one’s answer, then it lifts', async () => {
    const before = await sessions();
    const known = await lockOut(EMAIL, PASSWORD, '10.1.0.1');
    const invalid = { status: 401, body: INVALID, retryAfter: undefined, cookies: [] };
    expect(known).toEqual([
      invalid,
      invalid,
      invalid,
      invalid,
      lockedFor(10, 600),
      // The right password while locked: the same answer as a wrong one, and no session.
      lockedFor(10, 600),
      // The lock is the e-mail's, whatever the address; trying again does not extend it.
      lockedFor(10, 600),
      lockedFor(1, 1),
    ]);
    expect(await sessions()).toBe(before);
    // Ten minutes after the fifth failure the right password signs in again.
    const lifted = await attempt(EMAIL, PASSWORD, '10.1.0.1');
    expect(lifted.statusCode).toBe(200);
    expect(await sessions()).toBe(before + 1);
  });

  test('an e-mail without an account gets exactly the same answers, lock included', async () => {
    const known = await lockOut(SECOND, PASSWORD, '10.1.0.2');
    const unknown = await lockOut('ghost@gandhara.test', PASSWORD, '10.1.0.3');
    expect(unknown).toEqual(known);
    expect(known[4]).toEqual(lockedFor(10, 600));
    // After the lock the count starts again: one more failure is a plain 401 for both.
    for (const email of [SECOND, 'ghost@gandhara.test'])
      expect(answer(await attempt(email, WRONG, '10.1.0.4'))).toEqual({
        status: 401,
        body: INVALID,
        retryAfter: undefined,
        cookies: [],
      });
  });

  test('one address gets 20 sign-in tries per 10 minutes, however the path is spelled', async () => {
    const ip = '10.2.0.1';
    // Every spelling the router takes for the sign-in route draws on one budget.
    const SIGN_IN = [
      '/api/auth/login',
      '/api/auth/login/',
      '//api//auth//login',
      '/api/auth/%6Cogin',
      '/api/auth/./login',
      '/api/auth/login?next=%2Fadmin',
    ];
    // Other spellings are not the sign-in route: a 404 that checks no password, not even the right one.
    const NOT_SIGN_IN = ['/API/Auth/Login', '/api/auth/LOGIN', '/Api/Auth/Login/', '/api/auth/login%20'];
    const notSignIn = async () => {
      for (const url of NOT_SIGN_IN) {
        const response = await attempt(SECOND, PASSWORD, ip, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.cookies, url).toEqual([]);
      }
    };
    const before = await sessions();
    await notSignIn();

    const tries = [];
    for (let n = 0; n < 20; n++) {
      const response = await attempt(`stranger${n}@gandhara.test`, WRONG, ip, SIGN_IN[n % SIGN_IN.length]);
      tries.push([response.statusCode, response.headers['x-ratelimit-remaining']]);
    }
    expect(tries).toEqual(Array.from({ length: 20 }, (_, n) => [401, String(19 - n)]));
    // The budget is spent: every spelling, even with the right password of an account that is not locked, and
    // whatever X-Forwarded-For claims (no proxy is trusted), is refused before any password is checked.
    for (const url of SIGN_IN) {
      const refused = await attempt(SECOND, PASSWORD, ip, url, { 'x-forwarded-for': '203.0.113.7' });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json(), url).toEqual({
        success: false,
        message: 'Rate limit exceeded, retry in 10 minutes',
      });
      expect(refused.cookies, url).toEqual([]);
    }
    await notSignIn();
    expect(await sessions()).toBe(before);
    // Another address is not affected, and the refused tries counted no failure against the account.
    expect((await attempt(SECOND, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('sessions and lockout over time on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  // Later than the account's creation: a session older than the password does not count.
  let clock = new Date(Date.now() + 60_000);
  let auth: ReturnType<typeof createAuthService>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createAdminService({ repository: createAdminRepository(database.db) }).create({
      email: EMAIL,
      password: PASSWORD,
    });
    auth = createAuthService({
      admins: createAdminRepository(database.db),
      sessions: createSessionRepository(database.db),
      signIns: createSignInRepository(database.db),
      secret: async () => 'a session secret for this test only, long enough',
      now: () => clock,
    });
  });
  afterAll(() => database.close());

  test('a session lasts eight hours', async () => {
    const result = await auth.login(EMAIL, PASSWORD);
    if (result.kind !== 'signed-in') throw new Error(result.kind);
    clock = new Date(clock.getTime() + SESSION_TTL_MS - 1000);
    expect(await auth.authenticate(result.token)).toMatchObject({ email: EMAIL });
    clock = new Date(clock.getTime() + 2000);
    expect(await auth.authenticate(result.token)).toBeNull();
  });

  test('a lock runs out after ten minutes, and a success clears the count', async () => {
    for (let attempt = 0; attempt < LOCKOUT.failures; attempt++) await auth.login(EMAIL, 'guess');
    expect((await auth.login(EMAIL, PASSWORD)).kind).toBe('locked');
    clock = new Date(clock.getTime() + LOCKOUT.durationMs + 1000);
    expect((await auth.login(EMAIL, PASSWORD)).kind).toBe('signed-in');
    for (let attempt = 0; attempt < LOCKOUT.failures - 1; attempt++) await auth.login(EMAIL, 'guess');
    expect((await auth.login(EMAIL, PASSWORD)).kind).toBe('signed-in');
  });
});

test('the server’s logger censors secrets where code or a plugin would log them', () => {
  const log = captureLog();
  const app = Fastify({ logger: loggerOptions('trace', false, log) });
  const secret = (name: string) => `s3cret-${name}-value`;
  app.log.info({ password: secret('a'), token: secret('b') }, 'top level');
  app.log.info(
    {
      body: {
        password: secret('c'),
        currentPassword: secret('d'),
        newPassword: secret('e'),
        token: secret('f'),
      },
    },
    'a body',
  );
  app.log.trace(
    { busboyOptions: { headers: { authorization: `Bearer ${secret('g')}`, cookie: secret('h') } } },
    'a plugin',
  );
  app.log.info(
    { headers: { authorization: secret('i') }, response: { headers: { 'set-cookie': secret('j') } } },
    'x',
  );
  const text = log.text();
  expect(log.lines().map((line) => line.msg)).toEqual(['top level', 'a body', 'a plugin', 'x']);
  expect(text.match(/\[redacted\]/g)).toHaveLength(10);
  expect(text).not.toContain('s3cret');
});
