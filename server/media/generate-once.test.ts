import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { AppDatabase } from '#server/db/database.ts';
import { createServices } from '#server/services.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { MEDIA_STORES, mediaStoreEnv } from '#tests/helpers/s3-server.ts';
import { TEST_PUBLIC_URL } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createMediaRepository } from './media-repository.ts';
import { mediaKeys } from './media-storage.ts';

const SETUPS = DATABASE_KINDS.flatMap((kind) => MEDIA_STORES.map((store) => [kind, store] as const));

/**
 * Two instances of the site, as two machines would run them: each with its own services (its own in-process
 * caches and generations), both on one database and one store.
 */
describe.each(SETUPS)('two instances on %s with %s media', (kind, store) => {
  let media: Awaited<ReturnType<typeof mediaStoreEnv>>;
  let database: AppDatabase;
  let dataDir: string;
  let instances: {
    services: Awaited<ReturnType<typeof createServices>>;
    app: Awaited<ReturnType<typeof buildApp>>;
  }[];

  beforeAll(async () => {
    media = await mediaStoreEnv(store);
    database = await createTestDatabase(kind);
    // The local store is shared the way several processes on one machine share DATA_DIR.
    dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-test-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      NODE_ENV: 'test',
      ...media.env,
    });
    instances = [];
    for (let n = 0; n < 2; n++) {
      const services = await createServices(config, database);
      instances.push({ services, app: await buildApp({ services, pages: { kind: 'none' }, logger: false }) });
    }
  });
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await database.close();
    await media.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const generated = () =>
    instances.reduce((sum, { services }) => sum + services.media.stats().variantsGenerated, 0);

  async function newPhoto(seed: number) {
    const [a] = instances;
    const row = await a!.services.media.ingestImageBuffer(await makeJpeg({ width: 1000, height: 700, seed }));
    const key = await a!.services.media.currentKey();
    return { row, key, url: `/media/${row.content_hash}/${key}/640.avif` };
  }

  test('a new variant requested from both instances at once is generated once, and both serve it', async () => {
    const { row, key, url } = await newPhoto(51);
    const before = generated();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) => instances[n % 2]!.app.inject({ url })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(generated() - before).toBe(1);
    if (media.s3)
      expect(media.s3.writesOf(mediaKeys.variant(row.content_hash, key, 640, 'avif'))).toHaveLength(1);
  });

  test('a claim left by an instance that died is taken over when it expires', async () => {
    const { row, key, url } = await newPhoto(52);
    const objectKey = mediaKeys.variant(row.content_hash, key, 640, 'avif');
    const claims = createMediaRepository(database.db);
    const now = new Date();
    expect(
      await claims.claimVariant(objectKey, 'an-instance-that-died', now, new Date(now.getTime() + 1500)),
    ).toBe(true);
    const before = generated();
    const response = await instances[1]!.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(Date.now() - now.getTime()).toBeGreaterThanOrEqual(1500);
    expect(generated() - before).toBe(1);
    // The instance that took the claim over released it when done.
    expect(await claims.claimVariant(objectKey, 'someone-else', new Date(), new Date())).toBe(true);
  });
});
