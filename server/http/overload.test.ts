import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The lowest threshold: holding the loop for three seconds passes it whatever else the machine is doing.
  t = await createTestApp('sqlite', { OVERLOAD_DELAY_MS: '10' });
});
afterAll(() => t?.close());

/** Holds the event loop as a pile of renders would. */
function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

test('an overloaded server refuses new work with 503 and Retry-After, and still answers its health checks', async () => {
  blockEventLoop(3000);
  // The delay is sampled every half second: wait for the sample that saw the held loop, then ask at once.
  await expect.poll(() => t.app.isUnderPressure(), { timeout: 10_000 }).toBe(true);
  const [refused, health, ready] = await Promise.all([
    t.app.inject({ url: '/api/products?page=2&limit=20', headers: { accept: 'application/json' } }),
    t.app.inject('/healthz'),
    t.app.inject('/readyz'),
  ]);
  expect(refused!.statusCode).toBe(503);
  expect(refused!.headers['retry-after']).toBe('5');
  expect(refused!.headers['cache-control']).toBe('no-store');
  expect(refused!.json()).toEqual({
    success: false,
    message: 'The site is very busy right now. Please try again in a few seconds.',
  });
  expect(health!.statusCode).toBe(200);
  expect(ready!.statusCode).toBe(200);
});
