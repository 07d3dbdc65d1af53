import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, twoInstancesForTests, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('shared rate limits across instances SKIPPED: TEST_DATABASE_URL is not set.');

/** A wrong sign-in with a new e-mail each time, so that only the per-address budget (20 in 10 minutes) is drawn on. */
const tryOnce = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `visitor-${crypto.randomUUID()}@gandhara.test`, password: 'not the password' },
    remoteAddress: ip,
  });

describe.each(DATABASE_KINDS)('the sign-in budget of one address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  test('30 tries sent at once: exactly 20 are answered, 10 refused, with no count lost to a race', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => tryOnce(t, '198.51.100.40')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });
});

describe.runIf(postgresUrl).each([
  ['the database', undefined],
  ['Redis', 'redis://127.0.0.1:6379'],
])('two instances on one PostgreSQL, counting in %s', (_name, redisUrl) => {
  const instances = twoInstancesForTests(redisUrl);

  test('tries spread over both draw on one budget: the 21st is refused on either', async () => {
    // An address of its own per run, so a Redis budget left by an earlier run counts nothing here. IPv6 budgets are
    // per /64 network, so the random part is in the network's half.
    const ip = `2001:db8:${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}::1`;
    const { a, b } = instances;
    const spread = await Promise.all(Array.from({ length: 20 }, (_, n) => tryOnce(n % 2 === 0 ? a : b, ip)));
    expect(spread.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 401));
    expect((await tryOnce(a, ip)).statusCode).toBe(429);
    expect((await tryOnce(b, ip)).statusCode).toBe(429);
  });
});
