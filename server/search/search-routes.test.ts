import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, TEST_ACTOR, twoInstances, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type SearchBody = {
  total: number;
  products: { title: string; url: string }[];
  facets: { slug: string; name: string; count: number }[];
  didYouMean: string | null;
  tours: { name: string }[];
};

/** Asks until `check` holds of the answer (the index follows a write within moments), at most 5 s. */
async function eventually<T>(ask: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const answer = await ask();
    if (check(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(DATABASE_KINDS)('the search API on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };
  const titles = (body: SearchBody) => body.products.map((product) => product.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    for (const product of [
      {
        title: 'Seated Buddha in Grey Schist',
        keywords: ['buddha'],
        categories: ['Gandhara Art'],
        priceCents: 90_000,
      },
      { title: 'Three-Tier Garden Fountain', keywords: ['water'], categories: ['Fountains', 'Garden Decor'] },
      { title: 'Marble Wall Fountain', keywords: [], categories: ['Fountains'], priceCents: 180_000 },
    ])
      await t.services.catalog.createProduct({ ...product, description: 'Carved in Taxila.', images: [] });
    await t.services.tours.create({
      name: 'Dharmarajika Stupa',
      description: 'A great stupa of the Buddha’s relics.',
    });
    await t.services.search.indexNow();
  });
  afterAll(() => t.close());

  test('GET /api/search answers the products, facets, tours and highlight terms', async () => {
    const { status, body } = await get('/api/search?q=buddha');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Seated Buddha in Grey Schist']);
    expect(body).toMatchObject({
      q: 'buddha',
      total: 1,
      page: 1,
      limit: 20,
      sort: 'relevance',
      category: null,
    });
    expect(body.facets).toEqual([{ slug: 'gandhara-art', name: 'Gandhara Art', count: 1 }]);
    expect(body.tours.map((tour: { name: string }) => tour.name)).toEqual(['Dharmarajika Stupa']);
    expect(body.highlight.terms).toContain('buddha');

    const narrowed = await get('/api/search?q=fountains&category=garden-decor');
    expect(titles(narrowed.body)).toEqual(['Three-Tier Garden Fountain']);
    expect(narrowed.body.total).toBe(1);
    expect(narrowed.body.facets.map((facet: { slug: string }) => facet.slug)).toEqual([
      'fountains',
      'garden-decor',
    ]);
    const cheapest = await get('/api/search?q=fountain&sort=price-asc');
    expect(titles(cheapest.body)).toEqual(['Marble Wall Fountain', 'Three-Tier Garden Fountain']);
  });

  test('nothing found: Did you mean', async () => {
    const { body } = await get('/api/search?q=fauntian');
    expect(body.total).toBe(0);
    expect(body.didYouMean).toBe('fountain');
  });

  test.each([
    ['/api/search', 'q is required'],
    ['/api/search?q=%20%20', 'q is required: the words to search for'],
    [`/api/search?q=${'a'.repeat(101)}`, 'The search text is at most 100 characters'],
    ['/api/search?q=buddha&sort=cheapest', 'sort must be one of relevance, newest, price-asc, price-desc'],
    ['/api/search?q=buddha&page=0', 'page must be a whole number from 1'],
    ['/api/search?q=buddha&limit=1e3', 'limit must be a whole number from 1 to 100'],
    ['/api/search?q=buddha&category=no-such-category', 'Unknown category: no-such-category'],
    ['/api/search/suggest', 'q is required'],
  ])('%s answers 400: %s', async (url, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  test('GET /api/search/suggest offers products, categories and tours for what is typed so far', async () => {
    const { status, body } = await get('/api/search/suggest?q=fo');
    expect(status).toBe(200);
    expect(body.products.map((product: { title: string }) => product.title).sort()).toEqual([
      'Marble Wall Fountain',
      'Three-Tier Garden Fountain',
    ]);
    expect(body.products[0]).toMatchObject({ url: expect.stringMatching(/^\/product\//) });
    expect(body.categories).toEqual([{ name: 'Fountains', slug: 'fountains', url: '/category/fountains' }]);
    const tours = await get('/api/search/suggest?q=dharma');
    expect(tours.body.tours).toEqual([
      { name: 'Dharmarajika Stupa', slug: 'dharmarajika-stupa', url: '/visit-taxila/dharmarajika-stupa' },
    ]);
  });

  test('a saved, renamed or deleted product, and a renamed category, are found as they now are', async () => {
    const search = async (q: string) =>
      (await get(`/api/search?q=${encodeURIComponent(q)}`)).body as SearchBody;
    /** The answer to `q` once it finds `total` products: the index follows a write within moments. */
    const once = (q: string, total: number) =>
      eventually(
        () => search(q),
        (body) => body.total === total,
      );
    // Asked first, so the answer is kept: the write must drop it.
    expect((await search('jade')).total).toBe(0);
    const created = await t.services.catalog.createProduct({
      title: 'Jade Turtle',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    expect(titles(await once('jade', 1))).toEqual(['Jade Turtle']);

    await t.services.catalog.updateProduct(created.id, {
      title: 'Onyx Turtle',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    expect(titles(await once('onyx turtle', 1))).toEqual(['Onyx Turtle']);
    expect((await search('jade')).total).toBe(0);

    const homeDecor = (await t.services.catalog.listCategories()).find(
      (category) => category.slug === 'home-decor',
    )!;
    await t.services.categoryAdmin.update(homeDecor.id, { name: 'Interior Pieces' });
    expect(titles(await once('interior turtle', 1))).toEqual(['Onyx Turtle']);

    await t.services.trash.trash('product', created.id, TEST_ACTOR);
    expect((await once('turtle', 0)).total).toBe(0);
  });

  test('saves of one product at once leave its entry as the last save left it', async () => {
    const created = await t.services.catalog.createProduct({
      title: 'Soapstone Bowl 0',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        t.services.catalog.updateProduct(created.id, {
          title: `Soapstone Bowl ${n + 1}`,
          categories: ['Home Decor'],
          description: '',
          images: [],
        }),
      ),
    );
    await t.services.search.indexNow();
    const saved = await t.services.catalog.productForAdmin(created.id);
    const found = await t.services.search.search({
      q: 'soapstone bowl',
      sort: 'relevance',
      page: 1,
      limit: 20,
    });
    expect(found.products.map((product) => product.title)).toEqual([saved!.title]);
    const indexed = await t.services.database.db
      .selectFrom('search_documents')
      .select('title')
      .where('product_id', '=', created.id)
      .execute();
    expect(indexed).toEqual([{ title: saved!.title.toLowerCase() }]);
  });
});

describe.each(DATABASE_KINDS)('what visitors did not find, on %s', (kind) => {
  let t: TestApp;
  const BROWSER =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  const tell = (payload: unknown, agent = BROWSER) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search/outcome',
      payload: payload as object,
      headers: agent ? { 'user-agent': agent } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    await t.services.catalog.createProduct({
      title: 'Marble Chess Set',
      categories: ['Home Decor'],
      description: '',
      images: [],
    });
    await t.services.search.indexNow();
  });
  afterAll(() => t.close());

  test('searches that found nothing are counted per normalised query, at once from many visitors, never from bots', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        tell({ q: n % 2 ? 'Chess  BOARDS' : 'chess board', outcome: 'no-results' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(204));
    await tell({ q: 'chess boards', outcome: 'no-click' });
    await tell(
      { q: 'chess boards', outcome: 'no-results' },
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    await tell({ q: 'chess boards', outcome: 'no-results' }, '');
    const misses = await t.services.search.missesThisWeek();
    expect(misses).toHaveLength(1);
    expect(misses[0]).toMatchObject({ query: 'chess board', noResults: 12, noClick: 1 });
    // The piece that comes closest, whose keywords the owner may extend.
    expect(misses[0]!.closest?.title).toBe('Marble Chess Set');
  });

  test.each([
    [{ q: '', outcome: 'no-results' }, 'q is required: the words searched for'],
    [{ q: 'vase', outcome: 'clicked' }, 'outcome must be one of no-results, no-click'],
    [{ outcome: 'no-click' }, 'q is required'],
  ])('a malformed outcome answers 400: %j', async (payload, message) => {
    const answer = await tell(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('search on two instances of one PostgreSQL database', () => {
  test('a product saved on one instance is found on the other, and its vocabulary corrects typos there', async () => {
    const { a, b, close } = await twoInstances();
    try {
      await createPublicCategories(a.services);
      await a.services.catalog.createProduct({
        title: 'Bodhisattva Maitreya',
        categories: ['Gandhara Art'],
        description: '',
        images: [],
      });
      const found = await eventually(
        async () => (await b.app.inject('/api/search?q=bodhisatva')).json<SearchBody>(),
        (body) => body.total === 1,
      );
      expect(found.products.map((product) => product.title)).toEqual(['Bodhisattva Maitreya']);
    } finally {
      await close();
    }
  });
});
