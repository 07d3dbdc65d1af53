import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';
import { createSettingsService, defaultSiteSettings } from '#server/settings/settings-service.ts';
import { sharedPostgres } from '#tests/helpers/shared-database.ts';
import { channelFor, createChangeBus, type ChangeBus } from './change-bus.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = 'redis://127.0.0.1:6379';
const KINDS = postgresUrl ? (['postgres', 'redis'] as const) : ([] as const);
if (!postgresUrl)
  console.warn(
    'change-bus tests SKIPPED: they need PostgreSQL (TEST_DATABASE_URL is not set), shared by two instances.',
  );

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DEFAULTS = defaultSiteSettings({
  businessPhone: '+92 300 5123456',
  businessEmail: 'info@gandhara.test',
});

/** Two instances' settings services on one database, each with its own change bus. */
async function twoInstances(kind: 'postgres' | 'redis') {
  const shared = await sharedPostgres(2);
  cleanups.push(shared.close);
  return shared.handles.map((database) => {
    const changes = createChangeBus(
      { redisUrl: kind === 'redis' ? REDIS_URL : undefined, database },
      () => {},
    );
    cleanups.push(() => changes.close());
    return {
      database,
      changes,
      settings: createSettingsService({
        repository: createSettingsRepository(database.db),
        defaults: DEFAULTS,
        changes,
      }),
    };
  });
}

describe.each(KINDS)('settings saved on one instance, through %s', (kind) => {
  test('another instance that had them cached reads the new ones within 1 s', async () => {
    const [a, b] = await twoInstances(kind);
    // B has read (and cached) the defaults; its cache would keep them for 30 s.
    expect((await b!.settings.getSite()).businessPhone).toBe('+92 300 5123456');
    const saved = performance.now();
    await a!.settings.updateSite({ businessPhone: '+92 345 0000001' });
    await expect
      .poll(async () => (await b!.settings.getSite()).businessPhone, { timeout: 1000, interval: 20 })
      .toBe('+92 345 0000001');
    expect(performance.now() - saved).toBeLessThan(1000);
    // The writer's own cache holds the new value too.
    expect((await a!.settings.getSite()).businessPhone).toBe('+92 345 0000001');
  });
});

describe.runIf(postgresUrl)('the PostgreSQL change bus', () => {
  test('after its connection is cut it listens again, and counts everything as changed', async () => {
    const shared = await sharedPostgres(1);
    cleanups.push(shared.close);
    const bus: ChangeBus = createChangeBus({ redisUrl: undefined, database: shared.handles[0]! }, () => {});
    cleanups.push(() => bus.close());
    const heard: string[] = [];
    bus.subscribe((topic) => heard.push(topic));
    // Heard at once by the instance that wrote, before `publish` returns (looked at before any I/O can run: the copy
    // from PostgreSQL may come back before the NOTIFY's own answer does), then again through PostgreSQL.
    const publishing = bus.publish('products');
    expect(heard).toEqual(['products']);
    await publishing;
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['products', 'products']);

    // Cut the LISTEN connection of this test's bus: its channel is its schema's own.
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
      [`LISTEN "${channelFor(shared.handles[0]!)}"`],
    );
    expect(cut.rowCount).toBeGreaterThan(0);
    await expect.poll(() => heard.includes('all'), { timeout: 5000 }).toBe(true);
    await bus.publish('tours');
    // Heard at once, and again through the new connection: nothing else.
    await expect
      .poll(() => heard, { timeout: 5000 })
      .toEqual(['products', 'products', 'all', 'tours', 'tours']);
  });
});
