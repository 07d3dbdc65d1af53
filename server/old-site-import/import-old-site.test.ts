import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ObjectId } from 'bson';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryLookupKey } from '#common/categories.ts';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '#common/slug.ts';
import { createImportRepository } from '#server/old-site-import/import-repository.ts';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';
import { generateOldSiteDump, type GeneratedDump } from '#scripts/old-site-dump/generate.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { openDump } from './dump-reader.ts';
import type { ImportReport } from './import-report.ts';
import { importOldSite } from './import-service.ts';
import { openUploadsFolder } from './uploads-folder.ts';

const PRODUCTS = 48;
let workDir: string;
const dumps: Record<'bson' | 'relaxed-lines' | 'canonical-array', GeneratedDump> = {} as never;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'old-site-'));
  const [bson, relaxed, canonical] = await Promise.all([
    generateOldSiteDump({ out: path.join(workDir, 'bson'), form: 'bson', products: PRODUCTS }),
    generateOldSiteDump({ out: path.join(workDir, 'relaxed'), form: 'json-relaxed', products: PRODUCTS }),
    generateOldSiteDump({
      out: path.join(workDir, 'canonical'),
      form: 'json-canonical',
      jsonArray: true,
      products: PRODUCTS,
    }),
  ]);
  Object.assign(dumps, { bson, 'relaxed-lines': relaxed, 'canonical-array': canonical });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function runImport(t: TestApp, dump: GeneratedDump, dryRun = false): Promise<ImportReport> {
  const { services } = t;
  return importOldSite(
    {
      repository: createImportRepository(services.database.db, services.database.dialect),
      catalog: services.catalog,
      media: services.media,
      storage: services.storage,
      settings: createSettingsRepository(services.database.db),
    },
    { dump: await openDump(dump.dumpDir), uploads: await openUploadsFolder(dump.uploadsDir), dryRun },
  );
}

type Doc = Record<string, unknown>;
const hex = (id: unknown) => (id instanceof ObjectId ? id.toHexString() : null);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** The fixture's products that are records at all: readable, with an id and a title. */
const importable = (dump: GeneratedDump) =>
  dump.collections.products.filter(
    (doc): doc is Doc =>
      doc !== null && (hex(doc._id) !== null || text(doc._id) !== '') && text(doc.title) !== '',
  );

describe.each(DATABASE_KINDS)('the old-site import on %s', (kind) => {
  let t: TestApp;
  let report: ImportReport;
  const dump = () => dumps.bson;

  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_CONTENT: 'off' });
    report = await runImport(t, dump());
  });
  afterAll(async () => {
    await t.close();
  });

  test('every product keeps its old id, its fields and its state', async () => {
    const expected = importable(dump());
    expect(report.collections.products.imported).toBe(expected.length);
    for (const doc of expected) {
      const id = hex(doc._id);
      if (!id) {
        // Not an ObjectId: the product gets an id of our form, and the report says which.
        expect(report.notes.some((note) => note.note.includes(`"${text(doc._id)}" is not an ObjectId`))).toBe(
          true,
        );
        continue;
      }
      const response = await t.app.inject(`/api/products/${id}`);
      const active = doc.isActive !== false;
      if (!active) {
        // Drafts are kept but not public.
        expect(response.statusCode, id).toBe(404);
        expect((await t.services.catalog.productForAdmin(id))?.status).toBe('draft');
        continue;
      }
      expect(response.statusCode, id).toBe(200);
      const record = response.json<Record<string, unknown>>();
      expect(record.title).toBe(text(doc.title));
      expect(record.isSoldOut).toBe(doc.isSoldOut === true);
      if (doc.isSoldOut === true && doc.soldOutAt instanceof Date)
        expect(record.soldOutAt).toBe(doc.soldOutAt.toISOString());
      expect(record.viewCount).toBe(typeof doc.viewCount === 'number' ? Math.round(doc.viewCount) : 0);
      expect(record.seoTitle).toBe(text(doc.seoTitle) || null);
      expect(record.focusKeyword).toBe(text(doc.focusKeyword) || null);
      expect(record.canonicalUrl).toBe(text(doc.canonicalUrl) || null);
      // A number written as text ('250') is still that number; 0 was the old site's "no price".
      const amount = typeof doc.price === 'string' ? Number(doc.price) : doc.price;
      const price = typeof amount === 'number' && amount > 0 ? amount : null;
      expect(record.price).toBe(price === null ? null : Math.round(price * 100) / 100);
      if (doc.createdAt instanceof Date) expect(record.createdAt).toBe(doc.createdAt.toISOString());
      if (doc.isFeatured === true) expect(record.categories).toContain('Featured Products');
      const slug = text(doc.slug);
      if (slug && SLUG_PATTERN.test(slug) && slug.length <= MAX_SLUG_LENGTH && record.slug !== slug) {
        // Kept unless another product had it first.
        expect(
          report.changedSlugs.some(
            (change) => change.id === id && change.reason === 'used by another record',
          ),
        ).toBe(true);
      }
    }
  });

  test('slugs: a valid one is kept, a missing or invalid one is made new and the old one redirects', async () => {
    const byId = new Map(importable(dump()).map((doc) => [hex(doc._id) ?? '', doc]));
    expect(report.changedSlugs.length).toBeGreaterThan(0);
    const reasons = new Set(report.changedSlugs.map((change) => change.reason));
    expect(reasons).toEqual(new Set(['missing', 'invalid', 'used by another record']));
    for (const change of report.changedSlugs.filter((c) => c.collection === 'products')) {
      expect(SLUG_PATTERN.test(change.to)).toBe(true);
      if (byId.has(change.id!)) expect(change.from).toBe(text(byId.get(change.id!)?.slug) || null);
      if (change.redirects) {
        const lookup = await t.services.catalog.findProduct(change.from!);
        const product = await t.services.catalog.productForAdmin(change.id!);
        if (product?.status === 'published') expect(lookup).toEqual({ kind: 'moved', slug: change.to });
      }
    }
    const slugs = (await t.services.database.db.selectFrom('products').select('slug').execute()).map(
      (r) => r.slug,
    );
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test('categories follow the old menu: its order, its visibility, its old names resolved', async () => {
    const menu = (
      dump().collections.categoryorders[0]!.categories as { name: string; isVisible: boolean }[]
    ).map((entry) => entry.name);
    const categories = await t.services.catalog.listCategories({ visibleOnly: false });
    const resolved = await Promise.all(menu.map((name) => t.services.catalog.findCategory(name)));
    expect(resolved.every(Boolean)).toBe(true);
    // The menu's names, through the old keys (featuredProducts, Ashtray and Mortar), in the menu's order.
    expect(categories.slice(0, menu.length).map((c) => c.id)).toEqual(resolved.map((c) => c!.id));
    expect(categories.find((c) => c.name === 'Ashtray')?.id).toBe(
      resolved[menu.indexOf('Ashtray and Mortar')]!.id,
    );
    const hidden = (
      dump().collections.categoryorders[0]!.categories as { name: string; isVisible: boolean }[]
    )
      .filter((entry) => !entry.isVisible)
      .map((entry) => categoryLookupKey(entry.name));
    expect(
      categories
        .filter((c) => !c.visible)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(hidden.sort());
  });

  test('subcategories are kept under their parents, and a product naming one is in it', async () => {
    const rows = await t.services.database.db
      .selectFrom('subcategories')
      .innerJoin('categories', 'categories.id', 'subcategories.category_id')
      .select(['subcategories.id', 'subcategories.name', 'categories.name as parent'])
      .execute();
    const readable = dump().collections.subcategories.filter(
      (doc): doc is Doc => doc !== null && text(doc.parentCategoryName) !== '' && text(doc.name) !== '',
    );
    expect(rows.map((row) => row.id).sort()).toEqual(readable.map((doc) => hex(doc._id)!).sort());
    for (const doc of readable) {
      const row = rows.find((r) => r.id === hex(doc._id));
      expect(categoryLookupKey(row!.parent)).toBe(categoryLookupKey(text(doc.parentCategoryName)));
    }
    const links = await t.services.database.db.selectFrom('product_subcategories').selectAll().execute();
    const naming = importable(dump()).filter(
      (doc) => Array.isArray(doc.categories) && (doc.categories as unknown[]).includes('Buddha Sculptures'),
    );
    for (const doc of naming) expect(links.some((link) => link.product_id === hex(doc._id))).toBe(true);
  });

  test('photographs go through the media pipeline; missing, unreadable and hostile ones are reported', async () => {
    const reported = report.missingMedia.map((entry) => entry.path);
    for (const missing of dump().missingFiles) expect(reported).toContain(missing);
    for (const hostile of dump().hostilePaths) expect(reported).toContain(hostile);
    for (const unreadable of dump().unreadableFiles) expect(reported).toContain(unreadable);
    const hostile = report.missingMedia.filter((entry) => dump().hostilePaths.includes(entry.path));
    expect(hostile.every((entry) => entry.reason.includes('outside the uploads folder'))).toBe(true);
    // An old upload path answers with its watermarked variant.
    const legacy = await t.services.database.db.selectFrom('media_legacy_paths').selectAll().execute();
    expect(legacy.length).toBeGreaterThan(PRODUCTS / 2);
    const sample = legacy[0]!;
    const response = await t.app.inject(`/uploads/${sample.path}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(/^\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/\d+$/);
  });

  test('tour places, masters and admins come over; a broken document is reported, not fatal', async () => {
    const places = dump().collections.visitplaces.filter(
      (doc): doc is Doc => doc !== null && text(doc.name) !== '',
    );
    expect(report.collections.visitplaces.imported).toBe(places.length);
    for (const doc of places) {
      const place = await t.services.tours.find(hex(doc._id)!, { includeDrafts: true });
      expect(place?.name).toBe(text(doc.name));
      expect(place?.status).toBe(doc.isActive === false ? 'draft' : 'published');
      // Drafts stay out of the public site.
      if (doc.isActive === false) expect(await t.services.tours.find(hex(doc._id)!)).toBeNull();
    }
    const masters = dump().collections.masters.filter((doc): doc is Doc => doc !== null);
    expect(report.collections.masters.imported).toBe(masters.length);
    const brokenCount = Object.values(dump().collections)
      .flat()
      .filter((doc) => doc === null).length;
    expect(report.skipped.filter((entry) => entry.reason.startsWith('document ')).length).toBe(brokenCount);
  });

  test('the history records every product, place, master and subcategory the run created, under its batch', async () => {
    const batch = `old-site-${report.startedAt.replace(/\D/g, '')}`;
    const rows = await t.services.database.db
      .selectFrom('history_entries')
      .select(['kind', 'action', 'actor', 'admin_id', 'batch'])
      .where('batch', '=', batch)
      .execute();
    const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
    for (const collection of ['products', 'visitplaces', 'masters', 'subcategories'] as const)
      expect(report.collections[collection].imported, collection).toBeGreaterThan(0);
    expect(count('product')).toBe(report.collections.products.imported);
    expect(count('place')).toBe(report.collections.visitplaces.imported);
    expect(count('master')).toBe(report.collections.masters.imported);
    expect(count('subcategory')).toBe(report.collections.subcategories.imported);
    for (const row of rows)
      expect(row).toMatchObject({ action: 'create', actor: 'old-site import', admin_id: null, batch });

    // The activity log finds them by the run's batch; a product's entry has its fields after, nothing before.
    const { auth } = await addSignedInAdmin(t, {
      email: 'history@gandhara.test',
      password: 'a long and private passphrase',
    });
    const log = await t.app.inject({
      url: `/api/admin/history?batch=${batch}&kind=product&limit=200`,
      headers: auth,
    });
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().entries as {
      recordId: string;
      label: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(entries).toHaveLength(report.collections.products.imported);
    const sample = entries[0]!;
    const product = (await t.services.catalog.productForAdmin(sample.recordId))!;
    const field = (name: string) => sample.changes.find((change) => change.field === name);
    expect(sample.label).toBe(product.title);
    expect(field('title')).toEqual({ field: 'title', before: null, after: product.title });
    expect(field('price_cents')).toEqual(
      product.priceCents === null
        ? undefined
        : { field: 'price_cents', before: null, after: product.priceCents },
    );
    expect(field('categories')?.after).toEqual(product.categories.map((category) => category.name));
    const masters = await t.app.inject({
      url: `/api/admin/history?batch=${batch}&kind=master`,
      headers: auth,
    });
    expect(masters.json().entries).toHaveLength(report.collections.masters.imported);
  });

  test('an imported admin signs in with the old password, which is then stored as argon2id', async () => {
    const [email, password] = Object.entries(dump().adminPasswords)[0]!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://shop.test' },
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const row = await t.services.database.db
      .selectFrom('admins')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://shop.test' },
      payload: { email, password: `${password}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  test('a second run with the same input changes nothing', async () => {
    const entries = async () =>
      (
        await t.services.database.db
          .selectFrom('history_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const recorded = await entries();
    const again = await runImport(t, dump());
    expect(await entries()).toEqual(recorded);
    for (const [name, counts] of Object.entries(again.collections)) {
      expect(counts.imported, name).toBe(0);
      expect(counts.updated, name).toBe(0);
    }
    expect(again.collections.products.unchanged).toBe(importable(dump()).length);
  });

  test('the dashboard shows the last import', async () => {
    const summary = await t.services.oldSiteImport.lastSummary();
    expect(summary?.collections.products.read).toBe(report.collections.products.read);
  });
});

describe.each(DATABASE_KINDS)('dry runs and the other forms on %s', (kind) => {
  test('a dry run writes nothing and reports what the import then does', async () => {
    const t = await createTestApp(kind, { DEMO_CONTENT: 'off' });
    try {
      const dry = await runImport(t, dumps.bson, true);
      const db = t.services.database.db;
      for (const table of ['products', 'categories', 'media', 'import_records', 'admins'] as const) {
        const rows = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(rows.n), table).toBe(0);
      }
      const real = await runImport(t, dumps.bson);
      expect(dry.collections).toEqual(real.collections);
      expect(dry.changedSlugs).toEqual(real.changedSlugs);
      expect(dry.missingMedia.map((m) => m.path).sort()).toEqual(real.missingMedia.map((m) => m.path).sort());
    } finally {
      await t.close();
    }
  });

  test.each(['relaxed-lines', 'canonical-array'] as const)(
    'Extended JSON (%s) imports as the BSON dump does',
    async (form) => {
      const t = await createTestApp(kind, { DEMO_CONTENT: 'off' });
      try {
        const result = await runImport(t, dumps[form]);
        expect(result.form).toBe('extended-json');
        expect(result.collections.products.imported).toBe(importable(dumps[form]).length);
        expect(result.collections.visitplaces.imported).toBeGreaterThan(10);
      } finally {
        await t.close();
      }
    },
  );
});
