import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createAdminRepository } from './admin-repository.ts';
import { createAdminService } from './admin-service.ts';
import { SESSION_COOKIE } from './auth-http.ts';
import { createAuthService, LOCKOUT, SESSION_TTL_MS } from './auth-service.ts';
import { createSessionRepository } from './session-repository.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';

describe.each(DATABASE_KINDS)('admin sign-in over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.services.admins.create({ email: EMAIL, password: PASSWORD, name: 'Owner' });
  });
  afterAll(() => t.close());

  const login = (body: unknown, headers: Record<string, string> = {}, url = '/api/auth/login') =>
    t.app.inject({
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
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBe(SESSION_TTL_MS / 1000);

    const byBearer = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(byBearer.json()).toMatchObject({ success: true, admin: { email: EMAIL } });
    const byCookie = await t.app.inject({
      url: '/api/auth/profile',
      cookies: { [SESSION_COOKIE]: body.token },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401 message; bad input a 400 that says why', async () => {
    const wrong = await login({ email: EMAIL, password: 'not it' }, { 'x-test-ip': '10.0.0.2' });
    const unknown = await login(
      { email: 'nobody@gandhara.test', password: 'not it' },
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
  });

  test('no session, a made-up token or an ended one: 401 from the profile', async () => {
    expect((await t.app.inject('/api/auth/profile')).statusCode).toBe(401);
    const madeUp = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().message).toBe('Please sign in as an admin to continue.');

    const { token } = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.4' })).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const after = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  test('a cookie-borne write from another site is refused; from our own pages or by Bearer it goes through', async () => {
    const { token } = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.5' })).json();
    const change = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
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

  test('changing the password ends every session and starts a new one for this client', async () => {
    const other = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).json()
      .token;
    const mine = (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).json()
      .token;
    const tooShort = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'short' },
      headers: { authorization: `Bearer ${mine}` },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('at least 12 characters');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'the new long passphrase' },
      headers: { authorization: `Bearer ${mine}` },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    const profile = (token: string) =>
      t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(mine)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.6' })).statusCode).toBe(
      401,
    );
    expect(
      (await login({ email: EMAIL, password: 'the new long passphrase' }, { 'x-test-ip': '10.0.0.6' }))
        .statusCode,
    ).toBe(200);
    // Put the password back for the other tests.
    await t.services.admins.resetPassword(EMAIL, PASSWORD);
    expect((await profile(fresh)).statusCode).toBe(401);
  });

  test('five failures lock an e-mail for ten minutes, known or not, with the same answer', async () => {
    for (const email of [EMAIL, 'ghost@gandhara.test']) {
      const statuses = [];
      for (let attempt = 0; attempt < LOCKOUT.failures; attempt++)
        statuses.push((await login({ email, password: 'guess' }, { 'x-test-ip': '10.0.0.7' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const locked = await login(
        { email, password: email === EMAIL ? PASSWORD : 'guess' },
        { 'x-test-ip': '10.0.0.7' },
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed sign-in attempts. Please try again in 10 minutes.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    }
  });

  test('one address gets a limited number of sign-in tries, however the path is spelled', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++) {
      const url = attempt % 2 === 0 ? '/api/auth/login' : '/api/auth/login/';
      statuses.push(
        (await login({ email: `user${attempt}@x.test`, password: 'guess' }, { 'x-test-ip': '10.0.0.8' }, url))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Other spellings are not the sign-in route at all.
    expect(
      (await login({ email: EMAIL, password: PASSWORD }, { 'x-test-ip': '10.0.0.8' }, '/API/Auth/Login'))
        .statusCode,
    ).toBe(404);
    // Another address is not affected.
    // (The owner's e-mail is locked by the test before; a second account shows the address is free.)
    await t.services.admins.create({ email: 'second@gandhara.test', password: PASSWORD });
    const elsewhere = await login(
      { email: 'second@gandhara.test', password: PASSWORD },
      { 'x-test-ip': '10.0.0.9' },
    );
    expect(elsewhere.statusCode).toBe(200);
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
