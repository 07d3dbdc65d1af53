import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, loggerOptions, type PagesOption } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { AppDatabase, DialectName } from '#server/db/database.ts';
import type { Actor } from '#server/history/history.ts';
import { createServices, type AppServices } from '#server/services.ts';
import { sharedPostgres } from './shared-database.ts';
import { signInAdmin, type AdminSession } from './sign-in-admin.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://shop.test';

/** Who a test's own writes through the services (a product moved to the trash, say) are in the history. */
export const TEST_ACTOR: Actor = { adminId: null, label: 'Test' };

/** Every line the server logs (pino's JSON, at every level), for tests of what reaches a log. */
export function captureLog() {
  const lines: string[] = [];
  return {
    write(line: string) {
      lines.push(line);
    },
    text: () => lines.join(''),
    lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A test site's settings over a data folder; `env` adds to or overrides them. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    NODE_ENV: 'test',
    // The tests share the app's event loop and block it at times (image work): no overload refusals unless asked.
    OVERLOAD_DELAY_MS: '0',
    ...env,
  });
}

/**
 * The real application (no page rendering unless asked) on a database and a data folder of its own, for app.inject().
 * `now` is the sign-in clock; `log` receives the production logger's output (redaction included) at trace level.
 */
export async function createTestApp(
  kind: DialectName,
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    log?: ReturnType<typeof captureLog>;
    database?: AppDatabase;
    /** The built pages (the browser tests' global setup builds them), for tests of what the pages answer. */
    pages?: PagesOption;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-test-'));
  const config = testConfig(dataDir, env);
  // A database given by the caller (instances sharing one) is the caller's to close.
  const database = options.database ?? (await createTestDatabase(kind));
  const services = await createServices(config, database, { now: options.now });
  const app = await buildApp({
    services,
    pages: options.pages ?? { kind: 'none' },
    logger: options.log ? loggerOptions('trace', false, options.log) : false,
  });
  return {
    app,
    services,
    config,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type { AppServices };

/**
 * Resolves once the change messages sent so far have come back to this instance: a marker is sent after them and
 * heard back (PostgreSQL delivers notifications in the order they were sent; the local bus delivers at once). After
 * it, what the setup's writes announced has dropped what it had to, and a test's own count of reads is its own.
 */
export async function changesHeard(t: TestApp): Promise<void> {
  const { changes } = t.services;
  const marker = `product:heard-${randomBytes(6).toString('hex')}` as const;
  // The writer hears its own message at once, and a bus with a server hears it again when the server sends it back.
  const times = changes.kind === 'local' ? 1 : 2;
  await new Promise<void>((resolve, reject) => {
    let heard = 0;
    const unsubscribe = changes.subscribe((topic) => {
      if (topic !== marker || ++heard < times) return;
      unsubscribe();
      resolve();
    });
    changes.publish(marker).catch(reject);
  });
}

/**
 * `changesHeard`, and then what it started settled too: its marker is a product topic, after which the shown
 * categories' watcher reads them and, if they differ (a test wrote links straight to the database), announces
 * `categories`. That announcement is heard before this resolves, so it cannot drop what a test keeps midway.
 */
export async function changesSettled(t: TestApp): Promise<void> {
  await changesHeard(t);
  await t.services.shownCategories.idle();
  await changesHeard(t);
}

/** Creates an admin and signs in through the API: the new session (its token, and the header that carries it). */
export async function addSignedInAdmin(
  t: TestApp,
  admin: { email: string; password: string } = TEST_ADMIN,
): Promise<AdminSession> {
  await t.services.admins.create(admin);
  return signInAdmin(t, admin);
}

/** The admin the signed-in test apps create, when a test does not name its own. */
export const TEST_ADMIN = { email: 'owner@gandhara.test', password: 'a long and private passphrase' };

/**
 * `createTestApp` with an admin created and signed in through the API: `auth` is the header that carries the
 * session's token, for the admin's requests through app.inject().
 */
export async function createSignedInTestApp(
  kind: DialectName,
  admin: { email: string; password: string } = TEST_ADMIN,
) {
  const t = await createTestApp(kind);
  return { ...t, auth: (await addSignedInAdmin(t, admin)).auth };
}

/**
 * Two instances of the site on one new PostgreSQL schema, with `env` (a REDIS_URL, say), as a deployment of two
 * would run; `close` stops both and drops the schema. Needs TEST_DATABASE_URL.
 */
export async function twoInstances(env: Record<string, string> = {}, options: { now?: () => Date } = {}) {
  const shared = await sharedPostgres(2);
  const a = await createTestApp('postgres', env, { ...options, database: shared.handles[0] });
  const b = await createTestApp('postgres', env, { ...options, database: shared.handles[1] });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await shared.close();
    },
  };
}

/**
 * `twoInstances` for the tests of one describe block: started before them (then `setup` run with instance A), closed
 * after them. `a` and `b` are there once the block's tests run; `redisUrl` tells them through Redis.
 */
export function twoInstancesForTests(
  redisUrl: string | undefined,
  setup?: (a: TestApp) => Promise<unknown>,
): { a: TestApp; b: TestApp } {
  const pair = {} as { a: TestApp; b: TestApp };
  let instances: Awaited<ReturnType<typeof twoInstances>> | undefined;
  beforeAll(async () => {
    instances = await twoInstances(redisUrl ? { REDIS_URL: redisUrl } : {});
    pair.a = instances.a;
    pair.b = instances.b;
    await setup?.(instances.a);
  });
  afterAll(() => instances?.close());
  return pair;
}
