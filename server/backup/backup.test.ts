import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase, type AppDatabase } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { ensureMenuCategories } from '#server/first-start/menu-categories.ts';
import { createMediaStorage, mediaKeys, type MediaStorage } from '#server/media/media-storage.ts';
import { createServices, type AppServices } from '#server/services.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { startS3Server, type S3TestServer } from '#tests/helpers/s3-server.ts';
import { sharedPostgres } from '#tests/helpers/shared-database.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { createTestApp, testConfig, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { ArchiveError, createArchive, MANIFEST_NAME, readArchive, type Manifest } from './backup-archive.ts';
import { createBackupRepository } from './backup-repository.ts';
import { backUp } from './back-up.ts';
import { restore } from './restore.ts';
import { BACKED_UP_TABLES, EXCLUDED_TABLES, toPortableRow } from './backup-tables.ts';
import { migrationFiles, referenceSchema } from './schema-versions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'owner@gandhara.test', password: 'backup test: a long passphrase' };
const LEGACY_PATH = 'uploads/2019/old-piece.jpg';

const temporary: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gandhara-backup-test-'));
  temporary.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A small shop with rows in every backed-up table, and in the tables a backup leaves out. */
async function fillShop(t: TestApp) {
  const { services } = t;
  const { db } = services.database;
  const products = await addCatalog(services, 4);
  await services.admins.ensureInitialAdmin(ADMIN);
  const tmp = services.storage.tmpPath('.mp4');
  await writeFile(tmp, await readFile(path.join(ROOT, 'seed-assets/promo-featured.mp4')));
  const video = await services.media.ingestVideo(tmp, { originalName: 'promo.mp4' });
  const photo = await services.media.ingestImageBuffer(
    await makeJpeg({ width: 640, height: 480, seed: 71 }),
    {
      originalName: 'old-piece.jpg',
      legacyPath: LEGACY_PATH,
    },
  );
  await services.tours.create({
    name: 'Dharmarajika Stupa',
    description: 'A great stupa of the Kushan age.',
    tourCategory: 'historical',
    keywords: ['stupa', 'kushan'],
    rating: 4.5,
    reviews: 12,
    priceCents: 2_500,
    duration: '3-4 hours',
    groupMin: 2,
    groupMax: 12,
    location: 'Taxila',
    imageMediaId: photo.id,
    videoMediaId: video.id,
  });
  await services.masters.create({
    name: 'Ustad Karim',
    specialty: 'Buddha heads',
    experience: 31,
    description: 'Carves grey schist.',
    quote: 'The stone tells you where to cut.',
    imageMediaId: photo.id,
  });
  await services.settings.updateSite({ heroVideoMediaId: video.id, heroPosterMediaId: photo.id });

  const at = new Date('2026-03-01T12:00:00.000Z');
  await db
    .updateTable('products')
    .set({
      sold_out: true,
      sold_out_at: at,
      featured_until: new Date('2026-12-31T00:00:00.000Z'),
      view_count: 42,
      seo_score: 77,
    })
    .where('id', '=', products[0]!.id)
    .execute();
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('name', '=', 'Gandhara Art')
    .executeTakeFirstOrThrow();
  const subcategoryId = newId(at);
  await db
    .insertInto('subcategories')
    .values({
      id: subcategoryId,
      category_id: category.id,
      name: 'Buddha Heads',
      slug: 'buddha-heads',
      position: 0,
      visible: true,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('product_subcategories')
    .values({ product_id: products[0]!.id, subcategory_id: subcategoryId })
    .execute();
  await db
    .insertInto('product_slug_history')
    .values({ slug: 'an-older-name', product_id: products[1]!.id, created_at: at })
    .execute();
  await db
    .insertInto('import_records')
    .values({
      collection: 'products',
      source_id: '64b000000000000000000001',
      target_id: products[1]!.id,
      source_hash: 'f'.repeat(64),
      source_updated_at: null,
      target_version: at.toISOString(),
      imported_at: at,
    })
    .execute();

  // What a backup leaves out: a signed-in session, the session secret a PostgreSQL site keeps in its settings,
  // counters, a claim, a bulk upload.
  await db
    .insertInto('settings')
    .values({ key: 'secret:session', value: 'not-for-any-archive', updated_at: at })
    .execute();
  await signInAdmin(t, ADMIN);
  await db
    .insertInto('sign_in_budgets')
    .values({ key: 'account:someone@else.test', failures: 2, locked_until: null, updated_at: at })
    .execute();
  await db.insertInto('rate_limits').values({ key: 'login:203.0.113.9', count: 3, resets_at: 1 }).execute();
  await db
    .insertInto('media_variant_claims')
    .values({ object_key: 'variants/x', holder: 'instance-a', expires_at: at })
    .execute();
  const jobId = newId(at);
  await db
    .insertInto('bulk_jobs')
    .values({
      id: jobId,
      kind: 'images',
      status: 'done',
      categories: '[]',
      publish: true,
      message: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('bulk_job_items')
    .values({
      job_id: jobId,
      position: 0,
      filename: 'a.jpg',
      staged_name: null,
      status: 'done',
      error: null,
      product_id: products[2]!.id,
      title: null,
      slug: null,
    })
    .execute();

  // A visitor has seen a variant: it is in the store, and must not be in the archive.
  const key = await services.media.currentKey();
  expect((await t.app.inject(`/media/${photo.content_hash}/${key}/640.webp`)).statusCode).toBe(200);
  return { products, photo, video };
}

/** Every backed-up table's rows in the archive's form, keys sorted, rows sorted: equal means the same content. */
async function contents(database: AppDatabase): Promise<Record<string, string[]>> {
  const repository = createBackupRepository(database.db, database.dialect);
  const tables: Record<string, string[]> = {};
  for (const spec of BACKED_UP_TABLES) {
    const rows: string[] = [];
    for await (const batch of repository.readBatches(spec.name, spec.key, 1000, spec.leaveOut)) {
      for (const row of batch) {
        const portable = toPortableRow(spec, row);
        rows.push(JSON.stringify(Object.fromEntries(Object.entries(portable).sort())));
      }
    }
    tables[spec.name] = rows.sort();
  }
  return tables;
}

/** SHA-256 of every original and video the media rows name, read through the store. */
async function mediaChecksums(database: AppDatabase, storage: MediaStorage): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('media').select(['kind', 'storage_key']).execute();
  const sums: Record<string, string> = {};
  for (const row of rows) {
    const key = row.kind === 'video' ? mediaKeys.video(row.storage_key) : mediaKeys.original(row.storage_key);
    sums[key] = sha256(await readAll(await storage.read(key)));
  }
  return sums;
}

async function countRows(database: AppDatabase, table: string): Promise<number> {
  return createBackupRepository(database.db, database.dialect).countRows(table);
}

/** The site over a database and a data folder, as `npm start` would build it, for comparing answers. */
async function siteOn(database: AppDatabase, dataDir: string, env: Record<string, string> = {}) {
  const services = await createServices(testConfig(dataDir, env), database);
  const app = await buildApp({ services, pages: { kind: 'none' } });
  return { app, services, close: () => app.close() };
}

/** The public answers a visitor or an old client gets. */
async function publicAnswers(app: FastifyInstance, productIds: string[]) {
  const paths = [
    '/api/products?limit=50',
    '/api/products/all',
    '/api/categories',
    '/api/products/category/gandhara-art',
    '/visit-places/all',
    '/masters/all',
    '/sitemap.xml',
    '/sitemap-products-1.xml',
    ...productIds.map((id) => `/api/products/${id}`),
  ];
  const answers: Record<string, { status: number; body: string }> = {};
  for (const url of paths) {
    const response = await app.inject(url);
    answers[url] = { status: response.statusCode, body: response.body };
  }
  return answers;
}

/** An archive with some entries or the manifest changed; checksums made again unless told to keep the old ones. */
async function rewriteArchive(
  from: string,
  to: string,
  edit: (entries: Map<string, Buffer>, manifest: Manifest) => void,
  options: { keepChecksums?: boolean } = {},
) {
  const entries = new Map<string, Buffer>();
  let manifest: Manifest | undefined;
  for await (const entry of readArchive(from)) {
    const bytes = await readAll(entry.body);
    if (entry.name === MANIFEST_NAME) manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
    else entries.set(entry.name, bytes);
  }
  edit(entries, manifest!);
  const archive = createArchive(to, new Date());
  for (const [name, bytes] of entries) await archive.add(name, bytes.length, [bytes]);
  await archive.finish({
    ...manifest!,
    files: options.keepChecksums ? manifest!.files : { ...archive.checksums },
  });
}

const jsonLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const toJsonLines = (rows: Record<string, unknown>[]) =>
  Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));

/** A target database opened only when the restore gets that far; counts how often it was. */
function lazy(database: AppDatabase) {
  const opened = { count: 0 };
  return {
    opened,
    open: () => {
      opened.count++;
      return database;
    },
  };
}

async function localStore(dataDir: string): Promise<MediaStorage> {
  return createMediaStorage({ dataDir, mediaStorage: 'local', s3: undefined });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

test('every table of the schema is backed up or left out on purpose, in foreign-key order, and the migration files are the ones the site runs', async () => {
  const reference = await referenceSchema();
  const decided = [...BACKED_UP_TABLES.map((spec) => spec.name as string), ...Object.keys(EXCLUDED_TABLES)];
  expect(decided.sort()).toEqual([...reference.tables.keys()].sort());
  expect(Object.keys(await migrationFiles('sqlite'))).toEqual(reference.migrations);
  expect(reference.latest).toBe(reference.migrations.at(-1));
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('the tables on PostgreSQL', () => {
  test('the flags and timestamps each table declares are exactly its boolean and timestamp columns', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const types = await createBackupRepository(database.db, 'postgres').postgresColumnTypes();
      for (const spec of BACKED_UP_TABLES) {
        const of = (type: string) =>
          types
            .filter((column) => column.table === spec.name && column.type === type)
            .map((column) => column.column)
            .sort();
        expect(of('boolean'), spec.name).toEqual([...spec.flags].sort());
        expect(of('timestamp with time zone'), spec.name).toEqual([...spec.timestamps].sort());
      }
    } finally {
      await database.close();
    }
  });
});

describe.each(DATABASE_KINDS)('a backup of a shop on %s', (sourceKind) => {
  let source: TestApp;
  let archive: string;
  let shop: Awaited<ReturnType<typeof fillShop>>;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    source = await createTestApp(sourceKind);
    shop = await fillShop(source);
    archive = path.join(await tempDir(), 'shop.tar.gz');
    await backUp({ database: source.services.database, storage: source.services.storage }, { file: archive });
    before = await contents(source.services.database);
  });
  afterAll(async () => {
    await source?.close();
  });

  test('holds every table as JSON lines in a portable form, the originals and videos but no variant, and a manifest with counts and checksums', async () => {
    const entries = new Map<string, Buffer>();
    for await (const entry of readArchive(archive)) entries.set(entry.name, await readAll(entry.body));
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as Manifest;
    const reference = await referenceSchema();

    expect(manifest).toMatchObject({
      format: 'gandhara-arts-backup',
      schemaVersion: reference.latest,
      source: { database: sourceKind, mediaStorage: 'local' },
      media: { files: 4, missing: [], damaged: [] },
    });
    expect(manifest.tables.map((table) => table.name)).toEqual(BACKED_UP_TABLES.map((spec) => spec.name));
    for (const table of manifest.tables) {
      expect(table.rows, table.name).toBe(before[table.name]!.length);
      expect(jsonLines(entries.get(table.file)!), table.name).toHaveLength(table.rows);
    }
    // Every file is listed with its checksum, and nothing else is in the archive.
    expect(Object.keys(manifest.files).sort()).toEqual(
      [...entries.keys()].filter((n) => n !== MANIFEST_NAME).sort(),
    );
    for (const [name, checksum] of Object.entries(manifest.files))
      expect(checksum, name).toEqual({
        sha256: sha256(entries.get(name)!),
        bytes: entries.get(name)!.length,
      });
    const mediaRows = await source.services.database.db.selectFrom('media').selectAll().execute();
    expect([...entries.keys()].filter((name) => name.startsWith('media/')).sort()).toEqual(
      mediaRows
        .map((row) =>
          row.kind === 'video'
            ? `media/${mediaKeys.video(row.storage_key)}`
            : `media/${mediaKeys.original(row.storage_key)}`,
        )
        .sort(),
    );
    expect([...entries.keys()].some((name) => name.includes('variants'))).toBe(false);
    for (const table of Object.keys(EXCLUDED_TABLES))
      expect(entries.has(`tables/${table}.jsonl`)).toBe(false);
    const settings = jsonLines(entries.get('tables/settings.jsonl')!);
    expect(settings.map((row) => row.key)).toContain('site');
    expect([...entries.values()].some((bytes) => bytes.includes('not-for-any-archive'))).toBe(false);

    // The same form from either database: booleans as booleans, times as ISO strings in UTC.
    const soldOut = jsonLines(entries.get('tables/products.jsonl')!).find(
      (row) => row.id === shop.products[0]!.id,
    );
    expect(soldOut).toMatchObject({
      sold_out: true,
      is_new: expect.any(Boolean),
      sold_out_at: '2026-03-01T12:00:00.000Z',
      featured_until: '2026-12-31T00:00:00.000Z',
      view_count: 42,
    });
    for (const row of jsonLines(entries.get('tables/media.jsonl')!))
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test.each(DATABASE_KINDS)(
    'restores into an empty %s database with every row, every original and every public answer equal',
    async (targetKind) => {
      const target = await createTestDatabase(targetKind);
      const dataDir = await tempDir();
      const storage = await localStore(dataDir);
      try {
        const summary = await restore({ database: () => target, storage }, { file: archive });
        expect(summary.upgradedFrom).toBeUndefined();
        expect(await contents(target)).toEqual(before);
        expect(await mediaChecksums(target, storage)).toEqual(
          await mediaChecksums(source.services.database, source.services.storage),
        );
        // Left out: the session, the counters, the claim, the bulk upload and the search index; every restored
        // product waits in the search queue, to be indexed by the site, and every photograph for its variants.
        const queues = ['search_queue', 'media_warm_queue'];
        for (const table of Object.keys(EXCLUDED_TABLES).filter((name) => !queues.includes(name)))
          expect(await countRows(target, table), table).toBe(0);
        const queued = await target.db.selectFrom('search_queue').select('product_id').execute();
        const products = await target.db.selectFrom('products').select('id').execute();
        expect(new Set(queued.map((row) => row.product_id))).toEqual(new Set(products.map((row) => row.id)));
        const warming = await target.db.selectFrom('media_warm_queue').select('media_id').execute();
        const photographs = await target.db
          .selectFrom('media')
          .select('id')
          .where('kind', '=', 'image')
          .execute();
        expect(photographs.length).toBeGreaterThan(0);
        expect(new Set(warming.map((row) => row.media_id))).toEqual(
          new Set(photographs.map((row) => row.id)),
        );
        expect(await filesUnder(path.join(dataDir, 'media', 'variants'))).toEqual([]);
        if (targetKind === 'postgres') {
          // Real types, not text that looks like them.
          const row = await target.db
            .selectFrom('products')
            .select(['sold_out', 'created_at'])
            .where('id', '=', shop.products[0]!.id)
            .executeTakeFirstOrThrow();
          expect(row.sold_out).toBe(true);
          expect(row.created_at).toBeInstanceOf(Date);
        }

        const restored = await siteOn(target, dataDir);
        try {
          const ids = shop.products.map((product) => product.id);
          expect(await publicAnswers(restored.app, ids)).toEqual(await publicAnswers(source.app, ids));
          // The admin signs in with the same password; variants are made again on request.
          await signInAdmin(restored, ADMIN);
          const key = await restored.services.media.currentKey();
          const variant = await restored.app.inject(`/media/${shop.photo.content_hash}/${key}/640.webp`);
          expect([variant.statusCode, variant.headers['content-type']]).toEqual([200, 'image/webp']);
          expect(
            (await restored.app.inject(`/uploads/${LEGACY_PATH.slice('uploads/'.length)}`)).statusCode,
          ).toBe((await source.app.inject(`/uploads/${LEGACY_PATH.slice('uploads/'.length)}`)).statusCode);
        } finally {
          await restored.close();
        }
      } finally {
        await target.close();
      }
    },
  );
});

describe('a restore that must not happen changes nothing', () => {
  let source: TestApp;
  let archive: string;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    source = await createTestApp('sqlite');
    await fillShop(source);
    archive = path.join(await tempDir(), 'shop.tar.gz');
    await backUp({ database: source.services.database, storage: source.services.storage }, { file: archive });
    before = await contents(source.services.database);
  });
  afterAll(async () => {
    await source?.close();
  });

  test.each(DATABASE_KINDS)(
    'on %s, an archive with one byte flipped is refused before the database is opened or a file written',
    async (kind) => {
      const bytes = await readFile(archive);
      const damaged = path.join(await tempDir(), 'damaged.tar.gz');
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(flipped.length / 2)]! ^= 0x04;
      await writeFile(damaged, flipped);
      const target = await createTestDatabase(kind);
      const dataDir = await tempDir();
      const { opened, open } = lazy(target);
      try {
        await expect(
          restore({ database: open, storage: await localStore(dataDir) }, { file: damaged }),
        ).rejects.toThrow(ArchiveError);
        expect(opened.count).toBe(0);
        expect(await filesUnder(dataDir)).toEqual([]);
      } finally {
        await target.close();
      }
    },
  );

  test('a photograph changed inside a well-formed archive fails its checksum, and nothing is written', async () => {
    const changed = path.join(await tempDir(), 'changed.tar.gz');
    await rewriteArchive(
      archive,
      changed,
      (entries) => {
        const name = [...entries.keys()].find((entry) => entry.startsWith('media/originals/'))!;
        const bytes = Buffer.from(entries.get(name)!);
        bytes[bytes.length - 10]! ^= 0x01;
        entries.set(name, bytes);
      },
      { keepChecksums: true },
    );
    const target = await createTestDatabase('sqlite');
    const dataDir = await tempDir();
    const { opened, open } = lazy(target);
    try {
      await expect(
        restore({ database: open, storage: await localStore(dataDir) }, { file: changed }),
      ).rejects.toThrow(/does not match its checksum/);
      expect(opened.count).toBe(0);
      expect(await filesUnder(dataDir)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  test('an archive whose manifest names a newer schema is refused', async () => {
    const newer = path.join(await tempDir(), 'newer.tar.gz');
    await rewriteArchive(archive, newer, (_entries, manifest) => {
      manifest.schemaVersion = '0099-from-a-later-version';
    });
    const target = await createTestDatabase('sqlite');
    const dataDir = await tempDir();
    const { opened, open } = lazy(target);
    try {
      await expect(
        restore({ database: open, storage: await localStore(dataDir) }, { file: newer }),
      ).rejects.toThrow(/newer version of the site \(schema 0099-from-a-later-version\)/);
      expect(opened.count).toBe(0);
      expect(await filesUnder(dataDir)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  test.each(DATABASE_KINDS)(
    'on %s, a database with content is refused without --force, and replaced with it',
    async (kind) => {
      const target = await createTestDatabase(kind);
      const dataDir = await tempDir();
      const storage = await localStore(dataDir);
      try {
        await ensureMenuCategories(target.db);
        await expect(restore({ database: () => target, storage }, { file: archive })).rejects.toThrow(
          /The database is not empty \(categories: 24, category_aliases: \d+, settings: 1\)/,
        );
        expect(await countRows(target, 'products')).toBe(0);
        expect(await filesUnder(dataDir)).toEqual([]);

        const summary = await restore({ database: () => target, storage }, { file: archive, force: true });
        expect(summary.replaced).toBe(true);
        expect(await contents(target)).toEqual(before);
      } finally {
        await target.close();
      }
    },
  );
});

describe('an archive from an older schema', () => {
  test.each(DATABASE_KINDS)(
    'is loaded at its version and migrated, as the site would have been, into %s',
    async (kind) => {
      const source = await createTestApp('sqlite');
      const target = await createTestDatabase(kind);
      try {
        const { photo } = await fillShop(source);
        const current = path.join(await tempDir(), 'current.tar.gz');
        await backUp(
          { database: source.services.database, storage: source.services.storage },
          { file: current },
        );

        // The same shop as schema 0003 held it: no subcategories, legacy paths or import records, none of the
        // product and tour columns 0004 and later added, and the photograph's one old name on its media row.
        const added = {
          products: [
            'sold_out',
            'sold_out_at',
            'featured_until',
            'view_count',
            'canonical_url',
            'seo_score',
            'material',
            'dimensions',
            'weight_grams',
            'finish',
            'origin',
          ],
          // Copied from the product by migrations 0007 and 0014.
          product_categories: ['product_created_at', 'product_status', 'product_sold_out'],
          visit_places: [
            'status',
            'seo_title',
            'seo_description',
            'image_alt',
            'meta_keywords',
            'location_details',
            // Migration 0019's tour facts.
            'duration',
            'group_min',
            'group_max',
          ],
        };
        const newTables = [
          'subcategories',
          'product_subcategories',
          'media_legacy_paths',
          'import_records',
          'search_misses',
          'trash_items',
          'trash_slugs',
          'trash_media',
          'history_entries',
          'enquiries',
        ];
        const older = path.join(await tempDir(), 'older.tar.gz');
        await rewriteArchive(current, older, (entries, manifest) => {
          for (const [table, columns] of Object.entries(added)) {
            const rows = jsonLines(entries.get(`tables/${table}.jsonl`)!);
            for (const row of rows) for (const column of columns) delete row[column];
            entries.set(`tables/${table}.jsonl`, toJsonLines(rows));
          }
          const media = jsonLines(entries.get('tables/media.jsonl')!).map((row) =>
            row.id === photo.id ? { ...row, legacy_path: LEGACY_PATH } : row,
          );
          entries.set('tables/media.jsonl', toJsonLines(media));
          for (const table of newTables) entries.delete(`tables/${table}.jsonl`);
          manifest.tables = manifest.tables.filter((table) => !newTables.includes(table.name));
          manifest.schemaVersion = '0003-bulk-jobs';
        });

        const storage = await localStore(await tempDir());
        const summary = await restore({ database: () => target, storage }, { file: older });
        const reference = await referenceSchema();
        expect(summary.upgradedFrom).toBe('0003-bulk-jobs');
        expect(await createBackupRepository(target.db, target.dialect).appliedMigrations()).toEqual(
          reference.migrations,
        );
        // Migration 0004's own work: the old name moved to its table, the new columns at their defaults.
        expect(await target.db.selectFrom('media_legacy_paths').selectAll().execute()).toEqual([
          { path: LEGACY_PATH, media_id: photo.id },
        ]);
        const products = await target.db.selectFrom('products').select(['sold_out', 'view_count']).execute();
        expect(products).toHaveLength(4);
        expect(products.every((row) => row.sold_out === false || row.sold_out === 0)).toBe(true);
        expect(products.every((row) => row.view_count === 0)).toBe(true);
        expect(await countRows(target, 'visit_places')).toBe(1);
        expect(await countRows(target, 'media')).toBe(4);
      } finally {
        await target.close();
        await source.close();
      }
    },
  );
});

describe.each(DATABASE_KINDS)('a backup taken on %s while products are being added', (kind) => {
  test('holds one moment of the shop: every row its rows refer to, and it restores', async () => {
    const dataDir = await tempDir();
    let handles: AppDatabase[];
    let closeAll: () => Promise<void>;
    if (kind === 'postgres') {
      const shared = await sharedPostgres(2);
      handles = shared.handles;
      closeAll = shared.close;
    } else {
      const file = path.join(dataDir, 'app.db');
      handles = [openDatabase({ kind: 'sqlite', file }), openDatabase({ kind: 'sqlite', file })];
      await migrateToLatest(handles[0]!);
      closeAll = async () => {
        for (const handle of handles) await handle.close();
      };
    }
    let site: AppServices | undefined;
    try {
      site = await createServices(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }), handles[0]!);
      await addCatalog(site, 1);

      let stop = false;
      let written = 0;
      // Four requests at a time, each adding a product with its categories and photograph in one transaction.
      const writers = Array.from({ length: 4 }, async () => {
        while (!stop) {
          const n = written + 1;
          await site!.catalog.createProduct({
            title: `Shelf piece ${n} ${Math.random().toString(36).slice(2, 8)}`,
            description: 'Added while the backup runs.',
            keywords: [],
            specifications: [],
            priceCents: 5_000,
            originalPriceCents: null,
            categories: ['Gandhara Art', 'Garden Decor'],
            images: [{ media_id: null, url: 'https://old.example/a.jpg' }],
          });
          written++;
          // As a site's writes come from requests: node:sqlite answers without I/O, and a loop of awaits alone
          // would never let a timer run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      await expect.poll(() => written, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      const startedAt = written;
      const file = path.join(dataDir, 'during.tar.gz');
      const summary = await backUp({ database: handles[1]!, storage: site.storage }, { file });
      const duringBackup = written - startedAt;
      stop = true;
      await Promise.all(writers);
      expect(duringBackup, 'products were added while the backup ran').toBeGreaterThan(0);

      const rows = Object.fromEntries(summary.tables.map((table) => [table.name, table.rows]));
      // The first product has two categories and two photographs; each one added since, two categories and one.
      expect(rows.product_categories).toBe(2 * rows.products!);
      expect(rows.product_images).toBe(rows.products! + 1);

      const target = await createTestDatabase('sqlite');
      try {
        await restore({ database: () => target, storage: await localStore(await tempDir()) }, { file });
        expect(await countRows(target, 'products')).toBe(rows.products);
      } finally {
        await target.close();
      }
    } finally {
      await site?.search.stop();
      await site?.changes.close();
      await closeAll();
    }
  });
});

describe('media on S3', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  test('a backup restores into a bucket, and a backup of that site reads the bucket: every checksum equal', async () => {
    const source = await createTestApp('sqlite');
    const target = await createTestDatabase('sqlite');
    try {
      await fillShop(source);
      const first = path.join(await tempDir(), 'local.tar.gz');
      await backUp({ database: source.services.database, storage: source.services.storage }, { file: first });
      const bucket = await createMediaStorage(loadConfig({ DATA_DIR: await tempDir(), ...s3.env }));
      await restore({ database: () => target, storage: bucket }, { file: first });
      const sums = await mediaChecksums(source.services.database, source.services.storage);
      expect(await mediaChecksums(target, bucket)).toEqual(sums);
      for (const key of Object.keys(sums)) expect(s3.writesOf(key)).toHaveLength(1);

      const second = path.join(await tempDir(), 'bucket.tar.gz');
      const summary = await backUp({ database: target, storage: bucket }, { file: second });
      expect(summary.mediaFiles).toBe(Object.keys(sums).length);
      const entries = new Map<string, string>();
      for await (const entry of readArchive(second))
        if (entry.name.startsWith('media/'))
          entries.set(entry.name.slice('media/'.length), sha256(await readAll(entry.body)));
      expect(Object.fromEntries(entries)).toEqual(sums);
    } finally {
      await target.close();
      await source.close();
    }
  });
});

describe('npm run backup and npm run restore', () => {
  let siteDir: string;

  function cli(script: 'backup' | 'restore', dataDir: string, ...args: string[]) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'scripts', `${script}.ts`), ...args],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MEDIA_STORAGE: '', CI: '1' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  beforeAll(async () => {
    siteDir = await tempDir();
    const database = openDatabase({ kind: 'sqlite', file: path.join(siteDir, 'app.db') });
    await migrateToLatest(database);
    const services = await createServices(loadConfig({ DATA_DIR: siteDir, NODE_ENV: 'test' }), database);
    await addCatalog(services, 2);
    // As the site shuts down: the search index's pass under way ends before the database closes.
    await services.search.stop();
    await services.changes.close();
    await database.close();
  });

  test('back up and restore from the command line, with plain progress lines off a terminal', async () => {
    const archive = path.join(await tempDir(), 'site.tar.gz');
    const backup = await cli('backup', siteDir, archive);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain('  tables: 0/');
    expect(backup.stdout).toContain('  media: 2/2 files');
    expect(backup.stdout).toMatch(/Wrote .*site\.tar\.gz: \d+ rows in 21 tables, 2 media files/);
    // It holds the admins' password hashes: the owner's alone.
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    const restoredDir = await tempDir();
    const first = await cli('restore', restoredDir, archive);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('Restored ');
    expect(first.stdout).toContain('  checking: ');

    const again = await cli('restore', restoredDir, archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The database is not empty (categories: 24');
    const forced = await cli('restore', restoredDir, archive, '--force');
    expect(forced).toMatchObject({ code: 0, stderr: '' });
  });

  test('a wrong command line exits 2; a damaged archive or a missing database exits 1 and creates nothing', async () => {
    const empty = await tempDir();
    expect((await cli('backup', siteDir)).code).toBe(2);
    expect((await cli('backup', siteDir, 'a.tar.gz', 'b.tar.gz')).code).toBe(2);
    expect((await cli('restore', empty)).code).toBe(2);
    expect((await cli('restore', empty, 'x.tar.gz', '--bogus')).code).toBe(2);
    const missing = await cli('restore', empty, path.join(empty, 'nothing-here.tar.gz'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');

    const archive = path.join(await tempDir(), 'site.tar.gz');
    expect((await cli('backup', siteDir, archive)).code).toBe(0);
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 3)]! ^= 0x10;
    await writeFile(archive, bytes);
    const damaged = await cli('restore', empty, archive);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/Restore failed: The archive is damaged|does not match its checksum/);
    expect(existsSync(path.join(empty, 'app.db'))).toBe(false);
    expect(await filesUnder(empty)).toEqual([]);

    const nothing = await cli('backup', empty, path.join(empty, 'x.tar.gz'));
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('There is no site database at');
    expect(await filesUnder(empty)).toEqual([]);
  });
});
