import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChangeBus, type ChangeBus } from '#server/events/change-bus.ts';
import { addSignedInAdmin, TEST_ADMIN, twoInstancesForTests, type TestApp } from '#tests/helpers/test-app.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createAdminRepository } from './admin-repository.ts';
import { createAdminService } from './admin-service.ts';
import { createAuthService, SESSION_TTL_MS } from './auth-service.ts';
import { createCheckedSessions, SESSION_RECHECK_MS } from './checked-sessions.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSignInRepository } from './sign-in-repository.ts';

const ADMIN = { email: 'keeper@gandhara.test', password: 'a passphrase for the checked sessions' };
const NEW_PASSWORD = 'another passphrase, just as long';

describe.each(DATABASE_KINDS)('sessions an instance has checked, on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let changes: ChangeBus;
  // Later than the account's creation: a session older than the password does not count.
  let clock = new Date(Date.now() + 60_000);
  let sessionReads = 0;
  let auth: ReturnType<typeof createAuthService>;
  let admins: ReturnType<typeof createAdminService>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    changes = createChangeBus({ redisUrl: undefined, database }, () => undefined);
    admins = createAdminService({ repository: createAdminRepository(database.db), changes });
    await admins.create(ADMIN);
    const sessions = createSessionRepository(database.db);
    auth = createAuthService({
      admins: createAdminRepository(database.db),
      sessions: {
        ...sessions,
        find(hash) {
          sessionReads++;
          return sessions.find(hash);
        },
      },
      signIns: createSignInRepository(database.db),
      secret: async () => 'a session secret for this test only, long enough',
      now: () => clock,
      changes,
    });
  });
  afterAll(async () => {
    await changes.close();
    await database.close();
  });

  async function signedIn(password = ADMIN.password) {
    const result = await auth.login(ADMIN.email, password);
    if (result.kind !== 'signed-in') throw new Error(result.kind);
    return result.token;
  }
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  test('an admin’s requests read the session once in five seconds', async () => {
    const token = await signedIn();
    const before = sessionReads;
    for (let request = 0; request < 5; request++)
      expect(await auth.authenticate(token)).toMatchObject({ email: ADMIN.email });
    expect(sessionReads - before).toBe(1);
    later(SESSION_RECHECK_MS);
    expect(await auth.authenticate(token)).toMatchObject({ email: ADMIN.email });
    expect(sessionReads - before).toBe(2);
  });

  test('a session deleted behind the instance’s back is trusted five seconds at most', async () => {
    const token = await signedIn();
    expect(await auth.authenticate(token)).not.toBeNull();
    await database.db.deleteFrom('admin_sessions').execute();
    later(SESSION_RECHECK_MS - 1);
    expect(await auth.authenticate(token)).not.toBeNull();
    later(1);
    expect(await auth.authenticate(token)).toBeNull();
  });

  test('a kept session still ends at its expiry', async () => {
    const token = await signedIn();
    // Signed in at the test's clock: the session ends eight hours later.
    const expiresAt = new Date(clock.getTime() + SESSION_TTL_MS);
    expect(await auth.authenticate(token)).not.toBeNull();
    clock = new Date(expiresAt.getTime() - 1);
    // Read again (more than five seconds have passed), and kept until the instant of its expiry.
    expect(await auth.authenticate(token)).not.toBeNull();
    clock = expiresAt;
    expect(await auth.authenticate(token)).toBeNull();
  });

  test('signing out ends the session at once, though it was just checked', async () => {
    const token = await signedIn();
    const other = await signedIn();
    expect(await auth.authenticate(token)).not.toBeNull();
    expect(await auth.authenticate(other)).not.toBeNull();
    await auth.logout(token);
    expect(await auth.authenticate(token)).toBeNull();
    expect(await auth.authenticate(other)).not.toBeNull();
  });

  test('a new password, here or from the command line, forgets the kept sessions at once', async () => {
    const elsewhere = await signedIn();
    const here = await signedIn();
    const admin = await auth.authenticate(here);
    expect(await auth.authenticate(elsewhere)).not.toBeNull();
    later(1000);
    const changed = await auth.changePassword(admin!, ADMIN.password, NEW_PASSWORD);
    if (changed.kind !== 'changed') throw new Error(changed.kind);
    expect(await auth.authenticate(elsewhere)).toBeNull();
    expect(await auth.authenticate(here)).toBeNull();
    expect(await auth.authenticate(changed.token)).not.toBeNull();

    // The command line's reset stamps the password with the real time, which this test's clock is ahead of: that
    // the kept session was forgotten shows in its being read again.
    const reads = sessionReads;
    await admins.resetPassword(ADMIN.email, ADMIN.password);
    await auth.authenticate(changed.token);
    expect(sessionReads - reads).toBe(1);
  });
});

describe('the checked sessions themselves', () => {
  const bus = () => {
    const listeners = new Set<(topic: 'sessions' | 'all') => void>();
    return {
      published: [] as string[],
      subscribe(listener: (topic: 'sessions' | 'all') => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      async publish(...topics: string[]) {
        this.published.push(...topics);
        for (const listener of listeners) listener('sessions');
      },
      emit(topic: 'sessions' | 'all') {
        for (const listener of listeners) listener(topic);
      },
    };
  };

  test('a read under way when a session ends is not kept: it may have found the row from before', async () => {
    const changes = bus();
    const checked = createCheckedSessions<{ id: string }>({ changes, now: () => 0 });
    let reads = 0;
    let found!: (row: { id: string }) => void;
    const reading = checked.read('hash', () => {
      reads++;
      return new Promise((resolve) => (found = resolve));
    });
    await checked.forget('hash');
    found({ id: 'admin' });
    expect(await reading).toEqual({ id: 'admin' });
    expect(await checked.read('hash', async () => (reads++, undefined))).toBeUndefined();
    expect(reads).toBe(2);
    expect(changes.published).toEqual(['sessions']);
  });

  test('another instance’s message or a lost connection drops every kept session; an unknown token keeps nothing', async () => {
    const changes = bus();
    const checked = createCheckedSessions<{ id: string }>({ changes, now: () => 0 });
    let reads = 0;
    const lookup = async () => (reads++, { id: 'admin' });
    for (const topic of ['sessions', 'all'] as const) {
      await checked.read('a', lookup);
      await checked.read('a', lookup);
      changes.emit(topic);
      await checked.read('a', lookup);
    }
    // Each message cost one read again; the reads between them were answered from memory.
    expect(reads).toBe(3);
    for (let n = 0; n < 3; n++) await checked.read('unknown', async () => (reads++, undefined));
    expect(reads).toBe(6);
  });

  test('without a change bus (a command-line tool) every call reads', async () => {
    const checked = createCheckedSessions<{ id: string }>({ changes: undefined, now: () => 0 });
    let reads = 0;
    for (let n = 0; n < 3; n++) await checked.read('a', async () => (reads++, { id: 'admin' }));
    expect(reads).toBe(3);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn(
    'checked sessions across instances SKIPPED: TEST_DATABASE_URL is not set (it needs PostgreSQL).',
  );

describe.runIf(postgresUrl).each([
  ['PostgreSQL notifications', undefined],
  ['Redis', 'redis://127.0.0.1:6379'],
])('two instances on one PostgreSQL, told through %s', (_name, redisUrl) => {
  const instances = twoInstancesForTests(redisUrl, (a) => addSignedInAdmin(a));

  const profile = (t: TestApp, auth: { authorization: string }) =>
    t.app.inject({ url: '/api/auth/profile', headers: auth }).then((response) => response.statusCode);

  // expect.poll gives up after a second: well inside the five seconds B would otherwise go on trusting the session.
  test('signing out on A ends the session on B, which had just checked it', async () => {
    const { a, b } = instances;
    const { auth } = await signInAdmin(a, TEST_ADMIN);
    expect(await profile(b, auth)).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode, out.body).toBe(200);
    await expect.poll(() => profile(b, auth)).toBe(401);
  });

  test('a password reset from the command line’s service ends the sessions B had checked', async () => {
    const { a, b } = instances;
    const { auth } = await signInAdmin(a, TEST_ADMIN);
    expect(await profile(b, auth)).toBe(200);
    await a.services.admins.resetPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    await expect.poll(() => profile(b, auth)).toBe(401);
  });
});
