import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EJSON, ObjectId } from 'bson';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createImportRepository } from '#server/old-site-import/import-repository.ts';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';
import {
  generateOldSiteDump,
  type GeneratedDump,
  type OldCollectionName,
} from '#scripts/old-site-dump/generate.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { OLD_COLLECTIONS, openDump } from './dump-reader.ts';
import type { ImportReport } from './import-report.ts';
import { importOldSite } from './import-service.ts';
import { openUploadsFolder } from './uploads-folder.ts';

type Doc = Record<string, unknown>;

const PRODUCTS = 60;
/** The products the newer dump changes; the first of them is the one the owner edits here meanwhile. */
const CHANGED = 4;
/** Photographs of the products the old site gained after the first dump, uploaded beside the old ones. */
const NEW_PHOTOS = ['uploads/1767225600000-lapis-buddha.jpg', 'uploads/1767312000000-onyx-lamp.jpg'];

let workDir: string;
let first: GeneratedDump;
let newerDir: string;
/** The documents of the newer dump, by collection, as written. */
let newer: Record<OldCollectionName, Doc[]>;
let changed: Doc[];
let added: Doc[];

const hex = (id: unknown) => (id instanceof ObjectId ? id.toHexString() : null);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** The products of a dump that are records at all: readable, with an id and a title. */
const importable = (docs: readonly (Doc | null)[]) =>
  docs.filter(
    (doc): doc is Doc =>
      doc !== null && (hex(doc._id) !== null || text(doc._id) !== '') && text(doc.title) !== '',
  );

/**
 * The old site a few weeks on, as the owner exports it again: some products were edited there (a later
 * `updatedAt`, a new title and price), two were added, and everything else is as it was. Written by mongoexport
 * (canonical Extended JSON, one document a line), so the second import also reads the other form.
 */
async function writeNewerDump(dump: GeneratedDump): Promise<void> {
  const products = importable(dump.collections.products);
  // Published products with an ObjectId, so the public API shows what the import made of them.
  const candidates = products
    .filter((doc) => hex(doc._id) !== null && doc.isActive !== false)
    .sort((a, b) => hex(a._id)!.localeCompare(hex(b._id)!));
  changed = candidates.slice(0, CHANGED).map((doc, n) => ({
    ...doc,
    title: `${text(doc.title)} (2026 edition)`,
    price: 1000 + n * 111.5,
    updatedAt: new Date(Date.UTC(2026, 0, 10 + n)),
  }));
  const changedIds = new Set(changed.map((doc) => hex(doc._id)));
  added = NEW_PHOTOS.map((image, n) => {
    const createdAt = new Date(Date.UTC(2026, 0, 20 + n));
    return {
      _id: ObjectId.createFromTime(createdAt.getTime() / 1000),
      title: ['Lapis Lazuli Seated Buddha', 'Onyx Table Lamp, Hand-turned'][n],
      keywords: ['new', 'taxila'],
      description: 'Added to the old site after the first export.',
      price: 640 + n * 25,
      image,
      categories: ['Gandhara Art'],
      slug: ['lapis-lazuli-seated-buddha', 'onyx-table-lamp-hand-turned'][n],
      isActive: true,
      isFeatured: false,
      isSoldOut: false,
      viewCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
  newer = Object.fromEntries(
    Object.entries(dump.collections).map(([name, docs]) => [
      name,
      // The broken documents of the first dump are simply not in the new export.
      docs.filter((doc): doc is Doc => doc !== null),
    ]),
  ) as Record<OldCollectionName, Doc[]>;
  newer.products = [
    ...newer.products.map((doc) =>
      changedIds.has(hex(doc._id)) ? changed.find((c) => hex(c._id) === hex(doc._id))! : doc,
    ),
    ...added,
  ];
  await mkdir(newerDir, { recursive: true });
  for (const name of OLD_COLLECTIONS) {
    const lines = newer[name].map((doc) => EJSON.stringify(doc, { relaxed: false }));
    await writeFile(path.join(newerDir, `${name}.json`), `${lines.join('\n')}\n`);
  }
  for (const [n, photo] of NEW_PHOTOS.entries())
    await writeFile(
      path.join(dump.uploadsDir, photo.replace(/^uploads\//, '')),
      await makeJpeg({ width: 640, height: 480, seed: 900 + n }),
    );
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'old-site-incremental-'));
  first = await generateOldSiteDump({
    out: path.join(workDir, 'first'),
    form: 'bson',
    products: PRODUCTS,
    photoBytes: 6_000,
  });
  newerDir = path.join(workDir, 'newer');
  await writeNewerDump(first);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function runImport(t: TestApp, dumpDir: string): Promise<ImportReport> {
  const { services } = t;
  return importOldSite(
    {
      repository: createImportRepository(services.database.db, services.database.dialect),
      catalog: services.catalog,
      media: services.media,
      storage: services.storage,
      settings: createSettingsRepository(services.database.db),
    },
    { dump: await openDump(dumpDir), uploads: await openUploadsFolder(first.uploadsDir), dryRun: false },
  );
}

/** What the site holds of every product, to compare before and after a run. */
async function productRows(t: TestApp) {
  return t.services.database.db
    .selectFrom('products')
    .select(['id', 'slug', 'title', 'price_cents', 'updated_at'])
    .orderBy('id')
    .execute();
}

describe.each(DATABASE_KINDS)('an import of a newer dump on %s', (kind) => {
  let t: TestApp;
  let edited: Doc;
  let second: ImportReport;
  const OWNER_TITLE = 'Seated Buddha, as the owner describes it now';
  const OWNER_PRICE_CENTS = 123_400;

  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_CONTENT: 'off' });
    const initial = await runImport(t, first.dumpDir);
    expect(initial.collections.products.imported).toBe(importable(first.collections.products).length);

    // The owner edits one imported product here before the next import: that one the old site changed too.
    edited = changed[0]!;
    const current = (await t.services.catalog.productForAdmin(hex(edited._id)!))!;
    const saved = await t.services.catalog.updateProduct(current.id, {
      title: OWNER_TITLE,
      description: current.description,
      shortDescription: current.shortDescription,
      seoTitle: current.seoTitle,
      seoDescription: current.seoDescription,
      imageAlt: current.imageAlt,
      focusKeyword: current.focusKeyword,
      keywords: current.keywords,
      priceCents: OWNER_PRICE_CENTS,
      status: current.status,
      categories: current.categories.map((category) => category.name),
    });
    expect(saved?.title).toBe(OWNER_TITLE);

    second = await runImport(t, newerDir);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('adds the new products, updates the changed ones and leaves the rest as they are', () => {
    const products = second.collections.products;
    const before = importable(first.collections.products).length;
    expect(second.form).toBe('extended-json');
    expect(products).toMatchObject({
      read: newer.products.length,
      imported: added.length,
      updated: CHANGED - 1,
      unchanged: before - CHANGED,
      conflicts: 1,
    });
    // Nothing else changed on the old site: not a tour place, master, subcategory, admin or the menu.
    for (const name of OLD_COLLECTIONS.filter((collection) => collection !== 'products')) {
      const counts = second.collections[name];
      expect([counts.imported, counts.updated, counts.conflicts], name).toEqual([0, 0, 0]);
      expect(counts.unchanged, name).toBeGreaterThan(0);
    }
  });

  test('the product the owner edited here keeps the edit and is reported as the one conflict', async () => {
    expect(second.conflicts).toEqual([
      expect.objectContaining({ collection: 'products', id: hex(edited._id) }),
    ]);
    expect(second.conflicts[0]!.reason).toContain('changed here since the last import');
    const response = await t.app.inject(`/api/products/${hex(edited._id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: OWNER_TITLE, price: OWNER_PRICE_CENTS / 100 });
  });

  test('the changed products show their new title and price, the new ones their photograph', async () => {
    for (const doc of changed.slice(1)) {
      const response = await t.app.inject(`/api/products/${hex(doc._id)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: doc.title,
        price: doc.price,
        updatedAt: (doc.updatedAt as Date).toISOString(),
      });
    }
    for (const doc of added) {
      const response = await t.app.inject(`/api/products/${hex(doc._id)}`);
      expect(response.statusCode).toBe(200);
      const record = response.json<{ title: string; price: number; slug: string; image: string }>();
      expect(record).toMatchObject({ title: doc.title, price: doc.price, slug: doc.slug });
      expect(record.image).toMatch(/\/media\/[a-f0-9]{64}\//);
    }
    expect(second.missingMedia.filter((entry) => NEW_PHOTOS.includes(entry.path))).toEqual([]);
  });

  test('the history has the second run’s updates with each changed field before and after, under its batch', async () => {
    const rows = await t.services.database.db
      .selectFrom('history_entries')
      .selectAll()
      .where('batch', '=', `old-site-${second.startedAt.replace(/\D/g, '')}`)
      .where('kind', '=', 'product')
      .execute();
    const byId = new Map(rows.map((row) => [row.record_id, row]));
    // Each update and creation once; the product the owner edited was not written, so it has none.
    expect(rows).toHaveLength(CHANGED - 1 + added.length);
    expect(byId.has(hex(edited._id)!)).toBe(false);
    for (const doc of changed.slice(1)) {
      const row = byId.get(hex(doc._id)!)!;
      expect(row).toMatchObject({ action: 'update', actor: 'old-site import', admin_id: null });
      const changes = JSON.parse(row.changes) as { field: string; before: unknown; after: unknown }[];
      const before = first.collections.products.find((old) => hex(old?._id) === hex(doc._id))!;
      expect(changes).toContainEqual({ field: 'title', before: text(before.title), after: doc.title });
      const price = changes.find((change) => change.field === 'price_cents');
      expect(price?.after).toBe(Math.round((doc.price as number) * 100));
      expect(price?.before).not.toBe(price?.after);
    }
    for (const doc of added) expect(byId.get(hex(doc._id)!)?.action).toBe('create');
  });

  test('the same newer dump imported again changes nothing and reports the same conflict', async () => {
    const before = await productRows(t);
    const third = await runImport(t, newerDir);
    for (const [name, counts] of Object.entries(third.collections))
      expect([counts.imported, counts.updated], name).toEqual([0, 0]);
    expect(third.collections.products.unchanged).toBe(importable(newer.products).length - 1);
    expect(third.conflicts.map((conflict) => conflict.id)).toEqual([hex(edited._id)]);
    expect(await productRows(t)).toEqual(before);
  });
});
