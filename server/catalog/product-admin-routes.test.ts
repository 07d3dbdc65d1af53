import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { scoreProductSeo } from '#common/admin/product-seo.ts';
import { PRODUCT_CHANGED_MESSAGE } from '#common/schemas/products.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const PRODUCT = {
  title: 'Seated Buddha in Grey Schist',
  price: '450.50',
  description:
    'A seated Buddha carved by hand from the grey schist of the Swat valley, in the manner of the Gandhara workshops: calm face, folded robe, lotus base.',
  keywords: ' buddha, schist ,, gandhara art ',
  categories: JSON.stringify(['Gandhara Art', 'Home Decor']),
  imageAlt: 'Seated Buddha in grey schist, hand carved',
  seoTitle: 'Seated Buddha in Grey Schist | Gandhara Arts',
  seoDescription:
    'Hand-carved seated Buddha in grey schist from Taxila, made in the Gandhara tradition. Ships worldwide.',
  focusKeyword: 'seated buddha',
  slug: 'seated-buddha-grey-schist',
};

describe.each(DATABASE_KINDS)('adding, editing and removing products on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const photos: Buffer[] = [];
  const jpeg = (n: number) => ({ content: photos[n]!, filename: `photo-${n}.jpg`, type: 'image/jpeg' });
  const historyCount = async (id: string) =>
    Number(
      (
        await t.services.database.db
          .selectFrom('history_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('record_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mediaCount = async () =>
    Number(
      (
        await t.services.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    for (let n = 0; n < 4; n++) photos.push(await makeJpeg({ width: 900, height: 700, seed: n + 1 }));
  });
  // Each test on a shop of its own, and with the products it needs: none depends on what another left behind.
  beforeEach(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    ({ auth } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files = {},
    headers: Record<string, string> = auth,
  ) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  /** The seated Buddha, with two photographs and `fields` over PRODUCT's: its id. */
  const addBuddha = async (fields: Record<string, string> = {}): Promise<string> => {
    const response = await send(
      'POST',
      '/api/admin/products/add',
      { ...PRODUCT, ...fields },
      { images: [jpeg(0), jpeg(1)] },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product._id;
  };

  test('without a signed-in admin nothing is created and no photograph is stored', async () => {
    const response = await send('POST', '/api/admin/products/add', PRODUCT, { images: [jpeg(0)] }, {});
    expect(response.statusCode).toBe(401);
    expect(await t.services.catalog.countAllProducts()).toBe(0);
    expect(await mediaCount()).toBe(0);
  });

  test('mistakes are answered with a 400 naming the field, and store nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...PRODUCT, price: '-1' }, 'price', 'The price cannot be negative'],
      [{ ...PRODUCT, price: '10.505' }, 'price', 'The price has at most two decimals (cents)'],
      [{ ...PRODUCT, price: 'ten' }, 'price', 'The price is a number, such as 120 or 99.50'],
      [{ ...PRODUCT, imageAlt: 'Bud' }, 'imageAlt', 'Minimum 5 characters required'],
      [{ ...PRODUCT, seoTitle: 'x'.repeat(61) }, 'seoTitle', 'The SEO title is at most 60 characters'],
      [{ ...PRODUCT, slug: 'Not A Slug' }, 'slug', 'The URL slug is lowercase letters'],
      [{ ...PRODUCT, discountPrice: '500' }, 'discountPrice', 'The sale price must be lower than the price'],
      [{ ...PRODUCT, weightKg: 'heavy' }, 'weightKg', 'The weight is in kilograms, such as 6.5'],
      [{ ...PRODUCT, weightKg: '0' }, 'weightKg', 'The weight is more than 0 and at most 10,000 kg'],
      [{ ...PRODUCT, weightKg: '1.2345' }, 'weightKg', 'at most three decimals'],
      [{ ...PRODUCT, dimensions: 'x'.repeat(121) }, 'dimensions', 'The dimensions is at most 120 characters'],
      [{ ...PRODUCT, finish: 'x'.repeat(81) }, 'finish', 'The finish is at most 80 characters'],
      [{ ...PRODUCT, origin: 'x'.repeat(81) }, 'origin', 'The origin is at most 80 characters'],
      [
        { ...PRODUCT, categories: '["Gandhara Art","Moon Rocks"]' },
        'categories',
        'Unknown category: Moon Rocks',
      ],
    ];
    for (const [fields, path, message] of cases) {
      const response = await send('POST', '/api/admin/products/add', fields, { images: [jpeg(0)] });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(message);
      expect(body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(await t.services.catalog.countAllProducts()).toBe(0);
    expect(await mediaCount()).toBe(0);
  });

  test('a photograph the server refuses is named in the answer, and no product is created', async () => {
    const fake = {
      content: Buffer.from('just words, named like a photo'),
      filename: 'lotus-side.jpg',
      type: 'image/jpeg',
    };
    const response = await send('POST', '/api/admin/products/add', PRODUCT, { images: [jpeg(0), fake] });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      '"lotus-side.jpg": The file is not an image we accept (JPEG, PNG, WebP or GIF).',
    );
    expect(await t.services.catalog.countAllProducts()).toBe(0);
    // The good photograph before it was not stored either: every file is checked before the first is kept.
    expect(await mediaCount()).toBe(0);

    // Editing: a new photograph and a refused one leave the product and the stored photographs as they were.
    const id = await addBuddha();
    const stored = await mediaCount();
    const before = (await t.app.inject({ url: `/api/products/${id}` })).json();
    const edit = await send(
      'PUT',
      `/api/admin/products/${id}`,
      { title: 'Renamed Buddha' },
      { images: [jpeg(3), fake] },
    );
    expect(edit.statusCode).toBe(415);
    expect(await mediaCount()).toBe(stored);
    expect((await t.app.inject({ url: `/api/products/${id}` })).json()).toEqual(before);
  });

  test('an admin adds a product with two photographs and gets its SEO score', async () => {
    const response = await send('POST', '/api/admin/products/add', PRODUCT, { images: [jpeg(0), jpeg(1)] });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Product added successfully!');
    expect(body.errors).toEqual([]);
    expect(body.details).toEqual({
      seoTitle: PRODUCT.seoTitle,
      seoDescription: PRODUCT.seoDescription,
      imageAlt: PRODUCT.imageAlt,
    });
    // The same function as the form's live score, on what was stored.
    const expected = scoreProductSeo({ ...PRODUCT, imageCount: 2 });
    expect(body.seoScore).toBe(expected.score);
    expect(body.seoScore).toBeGreaterThanOrEqual(90);
    expect(body.product).toMatchObject({
      slug: PRODUCT.slug,
      price: 450.5,
      keywords: ['buddha', 'schist', 'gandhara art'],
      categories: ['Gandhara Art', 'Home Decor'],
      status: 'published',
    });
    expect(body.product.images).toHaveLength(2);

    const page = await t.app.inject({ url: `/api/products/${PRODUCT.slug}` });
    expect(page.statusCode).toBe(200);
    const sitemap = await t.app.inject({ url: '/sitemap-products-1.xml' });
    expect(sitemap.body).toContain(`/product/${PRODUCT.slug}</loc>`);
  });

  test('a second product asking for a slug in use gets the next free one', async () => {
    await addBuddha();
    const response = await send('POST', '/api/admin/products/add', { ...PRODUCT, title: 'Twin' }, {});
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.product.slug).toBe(`${PRODUCT.slug}-2`);
    // No photograph: the score says so.
    expect(body.seoIssues).toContain('Add a photograph.');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${body.product._id}`,
      headers: auth,
    });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Product moved to the trash. You can restore it for 30 days.',
    });
  });

  test('an edit reorders, removes and adds photographs and a sale price', async () => {
    const id = await addBuddha();
    const before = (await t.services.catalog.productForAdmin(id))!;
    expect(before.imageKeys).toHaveLength(2);
    const order = [before.imageKeys[1], 'new:0', before.imageKeys[0]];
    const response = await send(
      'PUT',
      `/api/admin/products/${id}`,
      { ...PRODUCT, discountPrice: '400', imageOrder: JSON.stringify(order) },
      { images: [jpeg(2)] },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Product updated successfully!');
    const after = (await t.services.catalog.productForAdmin(id))!;
    expect(after.imageKeys).toHaveLength(3);
    expect(after.imageKeys[0]).toBe(before.imageKeys[1]);
    expect(after.imageKeys[2]).toBe(before.imageKeys[0]);
    expect(after.priceCents).toBe(40000);
    expect(after.originalPriceCents).toBe(45050);

    // Dropping one: it is gone from the product.
    const dropped = await send('PUT', `/api/admin/products/${id}`, {
      imageOrder: JSON.stringify([after.imageKeys[2], after.imageKeys[0]]),
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await t.services.catalog.productForAdmin(id))!.imageKeys).toEqual([
      after.imageKeys[2],
      after.imageKeys[0],
    ]);

    // Turning a stored photograph makes a new, turned image; the original is left as it was.
    const kept = (await t.services.catalog.productForAdmin(id))!.imageKeys;
    const turned = await send('PUT', `/api/admin/products/${id}`, {
      imageOrder: JSON.stringify([`${kept[0]}@90`, kept[1]]),
    });
    expect(turned.statusCode, turned.body).toBe(200);
    const turnedKeys = (await t.services.catalog.productForAdmin(id))!.imageKeys;
    expect(turnedKeys[0]).not.toBe(kept[0]);
    expect(turnedKeys[1]).toBe(kept[1]);
    const turnedMedia = await t.services.media.findById(turnedKeys[0]!.slice(6));
    expect([turnedMedia?.width, turnedMedia?.height]).toEqual([700, 900]);
    const original = await t.services.media.findById(kept[0]!.slice(6));
    expect([original?.width, original?.height]).toEqual([900, 700]);

    // An order naming a photograph that is not the product's, or a file not sent, is refused before storing.
    const media = await mediaCount();
    for (const bad of [['media:0123456789abcdef01234567'], ['new:1']]) {
      const refused = await send(
        'PUT',
        `/api/admin/products/${id}`,
        { imageOrder: JSON.stringify(bad) },
        {
          images: [jpeg(3)],
        },
      );
      expect(refused.statusCode).toBe(400);
    }
    expect(await mediaCount()).toBe(media);
  });

  test('the old list modal sends only some fields: the rest keep their values', async () => {
    const id = await addBuddha({ discountPrice: '400' });
    const response = await send('PUT', `/api/products/${id}`, {
      title: 'Seated Buddha, Grey Schist',
      keywords: JSON.stringify(['buddha', 'meditation']),
      description: PRODUCT.description,
      price: '460',
      categories: JSON.stringify(['Gandhara Art']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const product = (await t.services.catalog.productForAdmin(id))!;
    expect(product.title).toBe('Seated Buddha, Grey Schist');
    expect(product.keywords).toEqual(['buddha', 'meditation']);
    expect(product.categories.map((category) => category.name)).toEqual(['Gandhara Art']);
    expect(product.seoTitle).toBe(PRODUCT.seoTitle);
    expect(product.focusKeyword).toBe(PRODUCT.focusKeyword);
    expect(product.imageKeys).toHaveLength(2);
    // The sale price set when it was added was not sent: it stays, now below the new regular price.
    expect(product.priceCents).toBe(40000);
    expect(product.originalPriceCents).toBe(46000);
  });

  test('specifications are saved from the form, kept when left out and cleared when empty', async () => {
    const id = await addBuddha({
      material: ' Grey  Schist ',
      dimensions: ' 30 × 18  × 15 cm ',
      weightKg: '6.5',
      finish: 'Hand-polished',
      origin: 'Taxila, Pakistan',
    });
    const record = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(record).toMatchObject({
      material: 'grey schist',
      dimensions: '30 × 18 × 15 cm',
      weightKg: 6.5,
      finish: 'Hand-polished',
      origin: 'Taxila, Pakistan',
    });
    // The old list's modal sends none of them: they stay. The form sends them empty: they go.
    const partial = await send('PUT', `/api/products/${id}`, { title: 'Seated Buddha, Grey Schist' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().product).toMatchObject({ weightKg: 6.5, origin: 'Taxila, Pakistan' });
    const cleared = await send('PUT', `/api/admin/products/${id}`, {
      ...PRODUCT,
      material: '',
      dimensions: '',
      weightKg: '',
      finish: '',
      origin: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().product).toMatchObject({
      material: null,
      dimensions: null,
      weightKg: null,
      finish: null,
      origin: null,
    });
  });

  test('a new slug keeps the old one answering with a 301; a slug in use is refused', async () => {
    const id = await addBuddha();
    const other = await send('POST', '/api/admin/products/add', {
      ...PRODUCT,
      title: 'Other',
      slug: 'other-piece',
    });
    expect(other.statusCode).toBe(201);
    const taken = await send('PUT', `/api/admin/products/${id}`, { slug: 'other-piece' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The URL slug "other-piece" is already used by another product');

    const renamed = await send('PUT', `/api/admin/products/${id}`, { slug: 'buddha-in-schist' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await t.app.inject({ url: `/api/products/${PRODUCT.slug}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/products/buddha-in-schist');
    // The old slug stays reserved for this product; taking it back works and the redirect stops.
    const back = await send('PUT', `/api/admin/products/${id}`, { slug: PRODUCT.slug });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${PRODUCT.slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/products/buddha-in-schist' })).statusCode).toBe(301);
    // Another product cannot take a slug that still redirects to this one.
    const stolen = await send('PUT', `/api/admin/products/${other.json().product._id}`, {
      slug: 'buddha-in-schist',
    });
    expect(stolen.statusCode).toBe(409);
  });

  test('a save from a form opened before another change is refused with a 409 and writes nothing', async () => {
    const id = await addBuddha();
    const opened = (await t.services.catalog.productForAdmin(id))!;
    // Meanwhile the list's quick edit changes the title.
    const quick = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: auth,
      payload: { title: 'Seated Buddha (quick edit)', expectedUpdatedAt: opened.updatedAt },
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const changed = (await t.services.catalog.productForAdmin(id))!;
    const entries = await historyCount(id);
    const media = await mediaCount();

    const stale = await send(
      'PUT',
      `/api/admin/products/${id}`,
      { ...PRODUCT, title: 'Typed in the stale form', expectedUpdatedAt: opened.updatedAt },
      { images: [jpeg(3)] },
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: PRODUCT_CHANGED_MESSAGE,
      errors: [{ path: 'expectedUpdatedAt', message: PRODUCT_CHANGED_MESSAGE }],
    });
    expect(PRODUCT_CHANGED_MESSAGE).toMatch(/^This product was changed by someone else since you opened it/);
    const after = (await t.services.catalog.productForAdmin(id))!;
    expect(after.title).toBe('Seated Buddha (quick edit)');
    expect(after.description).toBe(changed.description);
    expect(after.updatedAt).toBe(changed.updatedAt);
    expect(await historyCount(id)).toBe(entries);
    // Refused before its photograph was stored.
    expect(await mediaCount()).toBe(media);

    // Loaded again, the form's save goes through; a client that sends no version still saves as before.
    const fresh = await send('PUT', `/api/admin/products/${id}`, {
      title: 'Seated Buddha, Grey Schist',
      expectedUpdatedAt: changed.updatedAt,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const old = await send('PUT', `/api/products/${id}`, { title: 'Seated Buddha, Grey Schist' });
    expect(old.statusCode, old.body).toBe(200);
    const bad = await send('PUT', `/api/admin/products/${id}`, { expectedUpdatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('expectedUpdatedAt');
  });

  test('two saves of the same version at once: exactly one is written, the other gets a 409', async () => {
    const id = await addBuddha();
    const opened = (await t.services.catalog.productForAdmin(id))!;
    const entries = await historyCount(id);
    const answers = await Promise.all(
      ['First writer', 'Second writer'].map((shortDescription) =>
        send('PUT', `/api/admin/products/${id}`, {
          shortDescription,
          expectedUpdatedAt: opened.updatedAt,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const after = (await t.services.catalog.productForAdmin(id))!;
    expect(after.shortDescription).toBe(['First writer', 'Second writer'][winner]);
    expect(answers[1 - winner]!.json().message).toBe(PRODUCT_CHANGED_MESSAGE);
    // Only the winner's change is in the history.
    expect(await historyCount(id)).toBe(entries + 1);
  });

  test('the check is the write’s own condition: two saves that both read the same version, one is written', async () => {
    const id = await addBuddha();
    // Past the route's early refusal: both services read the product before either writes.
    const opened = (await t.services.catalog.productForAdmin(id))!;
    const changes = {
      ...opened,
      keywords: opened.keywords,
      categories: opened.categories.map((category) => category.name),
      subcategories: undefined,
      images: undefined,
    };
    const outcomes = await Promise.allSettled(
      ['Service one', 'Service two'].map((shortDescription) =>
        t.services.catalog.updateProduct(
          id,
          { ...changes, shortDescription },
          { actor: { adminId: null, label: 'test' } },
          opened.updatedAt,
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')!;
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict' });
  });

  test('the admin list searches, filters by category and sorts; drafts included', async () => {
    await addBuddha({
      title: 'Seated Buddha, Grey Schist',
      keywords: 'buddha, meditation',
      categories: '["Gandhara Art"]',
      discountPrice: '400',
    });
    await send('POST', '/api/admin/products/add', { ...PRODUCT, title: 'Other', slug: 'other-piece' });
    await send('POST', '/api/admin/products/add', {
      ...PRODUCT,
      title: 'Cheap Marble Coaster',
      slug: 'coaster',
      price: '5',
      categories: '["Home Decor"]',
      status: 'draft',
    });
    const list = (
      sort: 'newest' | 'oldest' | 'title' | 'price-high' | 'price-low',
      search?: string,
      category?: string,
    ) =>
      t.services.catalog
        .adminProducts({ page: 1, limit: 20 }, { sort, search, category })
        .then((result) => result.products.map((product) => product.title));
    expect(await list('newest')).toEqual(['Cheap Marble Coaster', 'Other', 'Seated Buddha, Grey Schist']);
    expect(await list('oldest')).toEqual(['Seated Buddha, Grey Schist', 'Other', 'Cheap Marble Coaster']);
    expect(await list('title')).toEqual(['Cheap Marble Coaster', 'Other', 'Seated Buddha, Grey Schist']);
    // By what the customer pays: the Buddha is on sale at 400.00, the other piece 450.50.
    expect(await list('price-high')).toEqual(['Other', 'Seated Buddha, Grey Schist', 'Cheap Marble Coaster']);
    expect(await list('price-low')).toEqual(['Cheap Marble Coaster', 'Seated Buddha, Grey Schist', 'Other']);
    expect(await list('newest', 'MARBLE')).toEqual(['Cheap Marble Coaster']);
    expect(await list('newest', 'meditation')).toEqual(['Seated Buddha, Grey Schist']);
    expect(await list('newest', undefined, 'home-decor')).toEqual(['Cheap Marble Coaster', 'Other']);
    // The list's category filter names every category, with how many pieces (drafts too) each holds.
    const filter = await t.services.catalog.categoryFilter();
    expect(filter.length).toBe(await t.services.catalog.countCategories());
    for (const category of filter) {
      const listed = await t.services.catalog.adminProducts(
        { page: 1, limit: 20 },
        { sort: 'newest', category: category.slug },
      );
      expect(category.productCount, category.name).toBe(listed.total);
    }
    expect(filter.find((category) => category.name === 'Home Decor')?.productCount).toBe(2);
    // Kept between changes, and counted again right after one.
    expect(await t.services.catalog.categoryFilter()).toBe(await t.services.catalog.categoryFilter());
    await send('POST', '/api/admin/products/add', {
      ...PRODUCT,
      title: 'Marble Candle Stand',
      slug: 'candle-stand',
      categories: '["Home Decor"]',
    });
    const counted = await t.services.catalog.categoryFilter();
    expect(counted.find((category) => category.name === 'Home Decor')?.productCount).toBe(3);
    // The draft is not public.
    expect((await t.app.inject({ url: '/api/products/coaster' })).statusCode).toBe(404);
  });

  test('deleting moves the product to the trash: its address and old slugs answer 410 Gone', async () => {
    const id = await addBuddha();
    expect((await send('PUT', `/api/admin/products/${id}`, { slug: 'buddha-in-schist' })).statusCode).toBe(
      200,
    );
    const response = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(await t.services.catalog.productForAdmin(id)).toBeNull();
    expect((await t.app.inject({ url: `/api/products/${PRODUCT.slug}` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: '/api/products/buddha-in-schist' })).statusCode).toBe(410);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });
});
