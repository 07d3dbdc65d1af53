import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateCatalogue } from '#scripts/bench/catalogue.ts';
import { migrateToLatest, type AppDatabase, type DialectName } from '#server/db/database.ts';
import { OwnSchemaPostgresDialect } from '#server/db/postgres-introspector.ts';
import type { Database } from '#server/db/schema.ts';
import { adaptNodeSqlite } from '#server/db/sqlite-driver.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { createCatalogRepository } from './catalog-repository.ts';
import type { ListPosition, ProductList } from './product-list-repository.ts';

const PRODUCTS = 6_000;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A migrated database of its own whose every query is recorded, so that a test can EXPLAIN the real SQL. */
async function recordedDatabase(kind: DialectName) {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  let database: AppDatabase;
  if (kind === 'sqlite') {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(':memory:')) }),
      log,
    });
    database = { db, dialect: 'sqlite', close: () => db.destroy() };
  } else {
    const schema = `lists_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const connection = { connectionString: postgresUrl, options: `-c search_path=${schema}` };
    const db = new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect({ pool: new pg.Pool({ ...connection, max: 4 }) }),
      log,
    });
    database = {
      db,
      dialect: 'postgres',
      dedicatedClient: () => new pg.Client(connection),
      async close() {
        await db.destroy();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  await migrateToLatest(database);
  return { database, queries };
}

/** The query plan of a recorded query, one line per step, in the database's own words. */
async function planOf(db: Kysely<Database>, kind: DialectName, query: CompiledQuery): Promise<string> {
  const explain = kind === 'sqlite' ? 'explain query plan ' : 'explain ';
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(explain + query.sql, [...query.parameters]),
  );
  return result.rows.map((row) => String(kind === 'sqlite' ? row.detail : row['QUERY PLAN'])).join('\n');
}

/** A plan that reads one index in its order and stops: no scan of a table, no sort. */
function expectIndexWalk(plan: string, kind: DialectName, index: string) {
  expect(plan).toContain(index);
  if (kind === 'sqlite') {
    expect(plan).not.toMatch(/TEMP B-TREE/);
    // "SCAN t" alone reads the table; "SCAN t USING … INDEX" walks an index from its start, as a first page does.
    expect(plan).not.toMatch(/^SCAN \w+$/m);
  } else {
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/(^|->\s+)(Incremental )?Sort\b/m);
  }
}

describe.each(DATABASE_KINDS)('product lists of a large catalogue on %s', (kind) => {
  let t: TestApp;
  let recorded: Awaited<ReturnType<typeof recordedDatabase>>;
  let repository: ReturnType<typeof createCatalogRepository>;
  let categories: Map<string, string>;
  let vases: { id: string; category_id: string; slug: string };

  beforeAll(async () => {
    recorded = await recordedDatabase(kind);
    // The overload guard measures the event loop, which writing thousands of products into SQLite holds up.
    t = await createTestApp(kind, { OVERLOAD_DELAY_MS: '10000' }, { database: recorded.database });
    await generateCatalogue(recorded.database.db, { count: PRODUCTS, seed: 3 });
    // What autovacuum does on a live site: statistics for the planner and a visibility map for index-only scans.
    if (kind === 'postgres') await sql`vacuum analyze`.execute(recorded.database.db);
    repository = createCatalogRepository(recorded.database.db, recorded.database.dialect);
    categories = new Map(
      (await recorded.database.db.selectFrom('categories').select(['name', 'id']).execute()).map((row) => [
        row.name,
        row.id,
      ]),
    );
    vases = await recorded.database.db
      .selectFrom('subcategories')
      .select(['id', 'category_id', 'slug'])
      .where('name', '=', 'Vases')
      .executeTakeFirstOrThrow();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await recorded?.database.close();
  });

  /** The plan of the one query `read` sends. */
  async function planOfRead(read: () => Promise<unknown>): Promise<string> {
    const before = recorded.queries.length;
    await read();
    // Counted by what they read, a list: the instance's own background work (the search indexer, the shown
    // categories' watcher, after another test's writes) may run meanwhile on the same database.
    const sent = recorded.queries.slice(before).filter((query) => query.sql.includes('"list"'));
    expect(sent).toHaveLength(1);
    return planOf(recorded.database.db, kind, sent[0]!);
  }

  /** A position about a third of the way into the list: a deep page with many products after it. */
  async function deepStart(list: ProductList): Promise<ListPosition> {
    const anchors = await repository.listAnchors(list, 2);
    expect(anchors.length).toBeGreaterThan(3);
    return anchors[Math.floor(anchors.length / 3)]!;
  }

  test('every list query walks one index in its order, first page and deep page alike: no table scan, no sort', async () => {
    const homeDecor = categories.get('Home Decor')!;
    const cases: [string, ProductList, string][] = [
      ['the public list', { drafts: false, order: 'newest' }, 'products_status_created_idx'],
      [
        'a category',
        { drafts: false, order: 'newest', categoryId: homeDecor },
        'product_categories_listing_idx',
      ],
      [
        'a subcategory',
        { drafts: false, order: 'newest', categoryId: vases.category_id, subcategoryId: vases.id },
        'product_subcategories_listing_idx',
      ],
      ['the available shelf', { drafts: false, order: 'newest', sold: false }, 'products_shelf_idx'],
      ['the sold shelf', { drafts: false, order: 'newest', sold: true }, 'products_shelf_idx'],
      [
        'a category’s sold shelf',
        { drafts: false, order: 'newest', categoryId: homeDecor, sold: true },
        'product_categories_shelf_idx',
      ],
      [
        'a subcategory’s available shelf',
        {
          drafts: false,
          order: 'newest',
          categoryId: vases.category_id,
          subcategoryId: vases.id,
          sold: false,
        },
        'product_subcategories_shelf_idx',
      ],
      ['the admin list, newest', { drafts: true, order: 'newest' }, 'products_created_idx'],
      ['the admin list, oldest', { drafts: true, order: 'oldest' }, 'products_created_idx'],
      ['the admin list, by title', { drafts: true, order: 'title' }, 'products_title_idx'],
      ['the admin list, price high to low', { drafts: true, order: 'price-high' }, 'products_price_high_idx'],
      ['the admin list, price low to high', { drafts: true, order: 'price-low' }, 'products_price_low_idx'],
      [
        'the admin list of a category',
        { drafts: true, order: 'newest', categoryId: homeDecor },
        'product_categories_listing_idx',
      ],
    ];
    for (const [name, list, index] of cases) {
      const first = await planOfRead(() => repository.listPositions(list, { skip: 0, limit: 20 }));
      expectIndexWalk(first, kind, index);
      const start = await deepStart(list);
      const deep = await planOfRead(() => repository.listPositions(list, { start, skip: 7, limit: 20 }));
      expect(deep, name).toBeTruthy();
      expectIndexWalk(deep, kind, index);
    }
  });

  test('the sitemap reads published products a batch at a time along the index of status and date', async () => {
    const [start] = await repository.listPositions({ drafts: false, order: 'oldest' }, { skip: 0, limit: 1 });
    const plan = await planOfRead(() => repository.sitemapProducts(start!, true, 1_000));
    // Not index-only: the slug and date come from each product's row, found through the index.
    expect(plan).toMatch(/products_status_created_idx|products_created_idx/);
    if (kind === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE|^SCAN \w+$/m);
    else expect(plan).not.toMatch(/Seq Scan|(^|->\s+)Sort\b/m);
  });

  test('deep pages are exactly the pages a plain OFFSET gives, in every list', async () => {
    const { catalog } = t.services;
    const homeDecor = categories.get('Home Decor')!;
    const offsetIds = (rows: { id: string }[]) => rows.map((row) => row.id);
    const total = await repository.countPublished();
    const allProducts = Number(
      (
        await t.services.database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(allProducts).toBeGreaterThanOrEqual(PRODUCTS);
    const sold = await repository.countList({ drafts: false, order: 'newest', sold: true });
    expect(sold).toBeGreaterThan(40);
    // The page where the sold pieces begin, half available and half sold, and one wholly among them.
    const boundary = Math.floor((total - sold) / 20) + 1;
    for (const page of [
      1,
      2,
      26,
      27,
      60,
      boundary,
      boundary + 1,
      Math.ceil(total / 20),
      Math.ceil(total / 20) + 1,
    ]) {
      const listed = await catalog.listProducts({ page, limit: 20 });
      const plain = await repository.listPublished({ limit: 20, offset: (page - 1) * 20 });
      expect(
        listed.products.map((product) => product.id),
        `page ${page}`,
      ).toEqual(offsetIds(plain));
      expect(listed.total).toBe(total);
    }
    const categoryTotal = await repository.countPublished(homeDecor);
    expect(categoryTotal).toBeGreaterThan(600);
    for (const page of [1, 26, 31, Math.ceil(categoryTotal / 20)]) {
      const listed = await catalog.listCategoryProducts('home-decor', { page, limit: 20 });
      const plain = await repository.listPublished({
        categoryId: homeDecor,
        limit: 20,
        offset: (page - 1) * 20,
      });
      expect(
        listed!.products.map((product) => product.id),
        `home decor page ${page}`,
      ).toEqual(offsetIds(plain));
      expect(listed!.total).toBe(categoryTotal);
    }
    for (const sort of ['newest', 'oldest', 'title', 'price-high', 'price-low'] as const) {
      for (const page of [1, 25, 26, 40, 300, 301]) {
        const listed = await catalog.adminProducts({ page, limit: 20 }, { sort });
        const plain = await repository.listAdmin({ sort, limit: 20, offset: (page - 1) * 20 });
        expect(
          listed.products.map((product) => product.id),
          `${sort} page ${page}`,
        ).toEqual(offsetIds(plain));
        // Every product, drafts too: as many as the catalogue holds now (other tests add and remove some).
        expect(listed.total).toBe(allProducts);
      }
      const listed = await catalog.adminProducts({ page: 28, limit: 20 }, { sort, category: 'Home Decor' });
      const plain = await repository.listAdmin({ sort, categoryId: homeDecor, limit: 20, offset: 540 });
      expect(
        listed.products.map((product) => product.id),
        `${sort} in Home Decor`,
      ).toEqual(offsetIds(plain));
    }
    const subcategory = await catalog.listCategoryProducts('home-decor', { page: 2, limit: 20 }, vases.slug);
    const plain = await repository.listPublished({
      categoryId: vases.category_id,
      filter: { subcategoryId: vases.id },
      limit: 20,
      offset: 20,
    });
    expect(subcategory!.products.map((product) => product.id)).toEqual(offsetIds(plain));

    // Through the API the old clients call, with a query parameter it does not know (as a cache-busting client sends).
    // The loops above ran without yielding to the event loop, which the overload guard counts as delay for a moment.
    for (const [url, offset, categoryId] of [
      ['/api/products?page=40&limit=20&_=1', 780, undefined],
      ['/api/products/category/home-decor?page=28&limit=20&_=2', 540, homeDecor],
    ] as const) {
      let answer!: Awaited<ReturnType<typeof t.app.inject>>;
      await expect
        .poll(async () => (answer = await t.app.inject(url)).statusCode, { timeout: 10_000, interval: 100 })
        .toBe(200);
      const expected = await repository.listPublished({ categoryId, limit: 20, offset });
      expect(answer.json().products.map((product: { _id: string }) => product._id)).toEqual(
        offsetIds(expected),
      );
    }
  });

  test('after writes, deep pages and totals still match a plain OFFSET: what was kept of the lists is dropped', async () => {
    const { catalog } = t.services;
    const homeDecor = categories.get('Home Decor')!;
    const ids = (products: { id: string }[]) => products.map((product) => product.id);
    // Deep enough to start from an anchor (offset 780 and 540), so the anchors are kept before the writes.
    const served = async () => {
      const [list, category] = await Promise.all([
        catalog.listProducts({ page: 40, limit: 20 }),
        catalog.listCategoryProducts('home-decor', { page: 28, limit: 20 }),
      ]);
      return { list: ids(list.products), total: list.total, category: ids(category!.products) };
    };
    const plain = async () => ({
      list: ids(await repository.listPublished({ limit: 20, offset: 780 })),
      total: await repository.countPublished(),
      category: ids(await repository.listPublished({ categoryId: homeDecor, limit: 20, offset: 540 })),
    });
    const before = await plain();
    expect(await served()).toEqual(before);

    // A new product moves every later position by one; an unpublished and a deleted one before the page, too.
    await catalog.createProduct({
      title: 'Green Onyx Lotus Vase',
      description: 'Turned and polished by hand.',
      categories: ['Home Decor'],
      images: [],
    });
    const [unpublish, remove] = await repository.listPublished({
      categoryId: homeDecor,
      limit: 2,
      offset: 50,
    });
    const current = (await catalog.productForAdmin(unpublish!.id))!;
    await catalog.updateProduct(current.id, {
      title: current.title,
      description: current.description,
      categories: current.categories.map((category) => category.name),
      status: 'draft',
    });
    expect(await t.services.trash.trash('product', remove!.id, TEST_ACTOR)).toBeDefined();

    const after = await plain();
    expect(after.list).not.toEqual(before.list);
    expect(after.category).not.toEqual(before.category);
    expect(after.total).toBe(before.total - 1);
    // Each instance hears of the change a moment later on PostgreSQL (its notification comes back from the server).
    await expect.poll(served, { timeout: 10_000, interval: 50 }).toEqual(after);
  });

  test('a showcase reads the head of both shelves in one statement, the sold pieces after the available ones', async () => {
    const homeDecor = categories.get('Home Decor')!;
    const shelves: ProductList[] = [false, true].map((sold) => ({
      drafts: false,
      order: 'newest',
      categoryId: homeDecor,
      sold,
    }));
    const before = recorded.queries.length;
    const heads = await repository.listHeads(shelves, 30);
    // Counted by what they read: the instance's own background reads (the search indexer, the shown categories'
    // watcher after the other tests' writes) may run meanwhile on the same database.
    const shelfReads = recorded.queries
      .slice(before)
      .filter((query) => query.sql.includes('product_sold_out'));
    expect(shelfReads).toHaveLength(1);
    for (const [index, shelf] of shelves.entries())
      expect(heads[index]).toEqual(await repository.listPositions(shelf, { skip: 0, limit: 30 }));
    // A showcase as long as the whole category: every available piece, then the sold ones.
    const total = await repository.countPublished(homeDecor);
    const [showcase] = await t.services.catalog.categoryShowcases([{ key: 'Home Decor', limit: total }]);
    const plain = await repository.listPublished({ categoryId: homeDecor, limit: total });
    expect(showcase!.map((product) => product.id)).toEqual(plain.map((row) => row.id));
    expect(showcase!.at(-1)!.soldOut).toBe(true);
  });

  test('a showcase’s heads are read once until the catalogue changes; a new piece leads it at once after', async () => {
    const { catalog } = t.services;
    const showcase = async () =>
      (await catalog.categoryShowcases([{ key: 'Home Decor', limit: 8 }]))[0]!.map((product) => product.id);
    const first = await showcase();
    expect(first).toHaveLength(8);
    const before = recorded.queries.length;
    expect(await showcase()).toEqual(first);
    const shelfReads = recorded.queries
      .slice(before)
      .filter((query) => query.sql.includes('product_sold_out'));
    expect(shelfReads).toEqual([]);
    const created = await catalog.createProduct({
      title: 'Marble Lotus Planter',
      description: 'For a courtyard, carved from one block.',
      categories: ['Home Decor'],
      images: [],
    });
    try {
      // Each instance hears of the change a moment later on PostgreSQL (its notification comes back from the server).
      await expect
        .poll(showcase, { timeout: 10_000, interval: 50 })
        .toEqual([created.id, ...first.slice(0, 7)]);
    } finally {
      await t.services.trash.trash('product', created.id, TEST_ACTOR);
    }
    await expect.poll(showcase, { timeout: 10_000, interval: 50 }).toEqual(first);
  });

  test('with sold pieces hidden, every visitor list holds only the available ones; the pages stay', async () => {
    const { catalog, settings } = t.services;
    const homeDecor = categories.get('Home Decor')!;
    const available = await repository.countList({ drafts: false, order: 'newest', sold: false });
    const availableInCategory = await repository.countList({
      drafts: false,
      order: 'newest',
      categoryId: homeDecor,
      sold: false,
    });
    const soldIds = new Set(
      (
        await recorded.database.db
          .selectFrom('products')
          .select('id')
          .where('sold_out', '=', true)
          .where('status', '=', 'published')
          .execute()
      ).map((row) => row.id),
    );
    expect(soldIds.size).toBeGreaterThan(40);
    await settings.updateSite({ hideSoldFromLists: true });
    try {
      const last = Math.ceil(available / 20);
      const pages = await Promise.all([1, last].map((page) => catalog.listProducts({ page, limit: 20 })));
      expect(pages.map((page) => page.total)).toEqual([available, available]);
      expect(pages[1]!.products).toHaveLength(available - (last - 1) * 20);
      const category = await catalog.listCategoryProducts('home-decor', { page: 1, limit: 20 });
      expect(category!.total).toBe(availableInCategory);
      const whole: string[] = [];
      for await (const batch of catalog.publishedProducts(homeDecor, 50))
        whole.push(...batch.map((p) => p.id));
      expect(whole).toHaveLength(availableInCategory);
      const listed = [...pages.flatMap((page) => page.products), ...category!.products].map((p) => p.id);
      expect([...listed, ...whole].filter((id) => soldIds.has(id))).toEqual([]);
      // A sold piece's page still opens.
      expect((await catalog.findProduct([...soldIds][0]!)).kind).toBe('found');
    } finally {
      await settings.updateSite({ hideSoldFromLists: false });
    }
    // Shown again, after every available piece.
    const whole: string[] = [];
    for await (const batch of catalog.publishedProducts(homeDecor, 50)) whole.push(...batch.map((p) => p.id));
    expect(whole.slice(0, availableInCategory).filter((id) => soldIds.has(id))).toEqual([]);
    expect(whole.slice(availableInCategory).every((id) => soldIds.has(id))).toBe(true);
    expect(whole.length).toBeGreaterThan(availableInCategory);
  });

  test('a link row carries its product’s date and status, kept by the database whoever writes them', async () => {
    const { db } = recorded.database;
    const product = await t.services.catalog.createProduct({
      title: 'Black Granite Lion Statue',
      description: 'For a gate.',
      categories: ['Carved Stone', 'Garden Decor'],
      images: [],
      status: 'draft',
      createdAt: new Date('2024-05-01T10:00:00Z'),
    });
    const copies = () =>
      db
        .selectFrom('product_categories')
        .select(['product_created_at', 'product_status'])
        .where('product_id', '=', product.id)
        .execute();
    const at = (value: Date | string) => new Date(value).toISOString();
    expect((await copies()).map((row) => [at(row.product_created_at), row.product_status])).toEqual([
      ['2024-05-01T10:00:00.000Z', 'draft'],
      ['2024-05-01T10:00:00.000Z', 'draft'],
    ]);
    // As an import would: the product's own row changed by a plain UPDATE.
    await db
      .updateTable('products')
      .set({ status: 'published', created_at: new Date('2023-02-03T04:05:06Z') })
      .where('id', '=', product.id)
      .execute();
    expect((await copies()).map((row) => [at(row.product_created_at), row.product_status])).toEqual([
      ['2023-02-03T04:05:06.000Z', 'published'],
      ['2023-02-03T04:05:06.000Z', 'published'],
    ]);
  });
});
