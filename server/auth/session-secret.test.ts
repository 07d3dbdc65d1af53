import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { sharedPostgres } from '#tests/helpers/shared-database.ts';
import { createTestDatabase } from '#tests/helpers/test-database.ts';
import { loadSessionSecret } from './session-secret.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('the session secret on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set.');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

test('SESSION_SECRET wins when it is set', async () => {
  const database = await createTestDatabase('sqlite');
  cleanups.push(() => database.close());
  const configured = 'x'.repeat(40);
  expect(await loadSessionSecret(configured, await folder(), database)).toBe(configured);
});

test('on SQLite, one generated at first start is kept in DATA_DIR, readable by the owner only', async () => {
  const database = await createTestDatabase('sqlite');
  cleanups.push(() => database.close());
  const dir = await folder();
  const first = await loadSessionSecret(undefined, dir, database);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(await loadSessionSecret(undefined, dir, database)).toBe(first);
  expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
  expect((await stat(path.join(dir, 'session-secret'))).mode & 0o077).toBe(0);
});

test.runIf(postgresUrl)(
  'on PostgreSQL, instances on different machines starting together get one secret from the database, and no file',
  async () => {
    const shared = await sharedPostgres(3);
    cleanups.push(shared.close);
    const dirs = await Promise.all(shared.handles.map(() => folder()));
    const secrets = await Promise.all(
      shared.handles.map((database, n) => loadSessionSecret(undefined, dirs[n]!, database)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    for (const dir of dirs) expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
  },
);
