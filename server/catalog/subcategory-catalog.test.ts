import { RouterContextProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { servicesContext } from '#app/context.ts';
import { loader as categoryLoader } from '#app/routes/category.tsx';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';

type Sub = { _id: string; name: string; slug: string };

describe.each(DATABASE_KINDS)('subcategories in the shop and on products, on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let shelves = 0;
  let photo: Buffer;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: auth });
  const addSub = async (categoryId: string, name: string, visible = true): Promise<Sub> =>
    (await call('POST', `/api/admin/categories/${categoryId}/subcategories`, { name, visible })).json()
      .subcategory;
  /** A category of the test's own with subcategories, so that no test depends on another's leftovers. */
  const shelf = async (...subNames: string[]) => {
    const category = await t.services.catalog.createCategory({
      name: `Carved Shelf ${++shelves}`,
      position: shelves,
    });
    const subs: Sub[] = [];
    for (const name of subNames) subs.push(await addSub(category.id, name));
    return { ...category, subs };
  };
  const product = (
    title: string,
    categories: string[],
    subcategories: string[] = [],
    minutes = 0,
    status: 'published' | 'draft' = 'published',
  ) =>
    t.services.catalog.createProduct({
      title,
      description: 'Hand-carved in Taxila.',
      priceCents: 5000,
      categories,
      subcategories,
      status,
      images: [],
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)),
    });
  const addForm = async (fields: Record<string, string>) => {
    const body = await multipartBody(
      {
        title: 'Lotus Bowl',
        price: '80',
        description: 'A lotus bowl carved from white marble.',
        imageAlt: 'White marble lotus bowl',
        ...fields,
      },
      { images: { content: photo, filename: 'bowl.jpg', type: 'image/jpeg' } },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const subcategoriesOf = async (slug: string) =>
    (await t.app.inject(`/api/products/${slug}`)).json().subcategories as string[];
  const mediaCount = async () =>
    Number(
      (
        await t.services.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The shop's /category/{slug} page as the router runs it: its data, or the redirect it answers with. */
  const categoryPage = async (path: string) => {
    const url = new URL(path, TEST_PUBLIC_URL);
    const provider = new RouterContextProvider();
    provider.set(servicesContext, t.services);
    try {
      return await categoryLoader({
        request: new Request(url),
        params: { slug: decodeURIComponent(url.pathname.replace('/category/', '')) },
        context: provider,
      } as unknown as Parameters<typeof categoryLoader>[0]);
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get('location') };
      throw thrown;
    }
  };

  beforeAll(async () => {
    photo = await makeJpeg({ width: 640, height: 480, seed: 3 });
  });
  // Each test on a shop of its own: a subcategory name another test used is not there to be found first.
  beforeEach(async () => {
    t = await createTestApp(kind);
    ({ auth } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  test('the public category list carries each category’s visible subcategories in their order', async () => {
    const shelfA = await shelf('Vases', 'Bowls');
    await addSub(shelfA.id, 'Offcuts', false);
    const shelfB = await shelf();
    const answer = await t.app.inject('/api/categories');
    expect(answer.statusCode).toBe(200);
    const categories = answer.json().categories as { _id: string; subcategories: unknown[] }[];
    expect(categories.find((c) => c._id === shelfA.id)).toEqual({
      _id: shelfA.id,
      name: shelfA.name,
      slug: shelfA.slug,
      position: shelfA.position,
      visible: true,
      subcategories: [
        { _id: shelfA.subs[0]!._id, name: 'Vases', slug: 'vases', position: 0 },
        { _id: shelfA.subs[1]!._id, name: 'Bowls', slug: 'bowls', position: 1 },
      ],
    });
    expect(categories.find((c) => c._id === shelfB.id)?.subcategories).toEqual([]);
  });

  test('?sub= narrows a category’s list to one subcategory, page after page; an unknown one shows the whole category', async () => {
    const { slug, name, subs } = await shelf('Vases', 'Bowls');
    const [vases, bowls] = subs;
    for (let n = 1; n <= 5; n++) await product(`Vase ${n}`, [name], [vases!._id], n);
    await product('Bowl', [name], [bowls!._id], 10);
    await product('Plain Plinth', [name], [], 11);
    await product('Draft Vase', [name], [vases!._id], 12, 'draft');

    const first = await t.app.inject(`/api/products/category/${slug}?sub=vases&page=1&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('s-maxage=60');
    expect(first.json()).toMatchObject({
      category: name,
      subcategory: { _id: vases!._id, name: 'Vases', slug: 'vases', position: 0 },
      subcategories: [
        { name: 'Vases', slug: 'vases' },
        { name: 'Bowls', slug: 'bowls' },
      ],
      total: 5,
      page: 1,
      limit: 2,
    });
    const titles: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (
        await t.app.inject(`/api/products/category/${slug}?sub=vases&page=${page}&limit=2`)
      ).json();
      titles.push(...body.products.map((p: { title: string }) => p.title));
    }
    expect(titles).toEqual(['Vase 5', 'Vase 4', 'Vase 3', 'Vase 2', 'Vase 1']);
    const bowlsOnly = (await t.app.inject(`/api/products/category/${slug}?sub=bowls`)).json();
    expect(bowlsOnly.products.map((p: { subcategories: string[] }) => p.subcategories)).toEqual([['Bowls']]);

    for (const query of ['', '?sub=', '?sub=lamps']) {
      const whole = (await t.app.inject(`/api/products/category/${slug}${query}`)).json();
      expect(whole, query).toMatchObject({ total: 7, subcategory: null });
    }
    for (const bad of ['Not%20A%20Slug', 'vases--bowls', 'x'.repeat(121)]) {
      const refused = await t.app.inject(`/api/products/category/${slug}?sub=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toMatch(/^sub is a subcategory slug/);
    }
  });

  test('the chips follow the products at once: one whose pieces are all drafts shows when one is published, and goes when it is a draft again', async () => {
    const { slug, name, subs } = await shelf('Vases', 'Bowls', 'Lamps');
    await product('Vase', [name], [subs[0]!._id], 1);
    const bowl = await product('Draft Bowl', [name], [subs[1]!._id], 2, 'draft');
    const chips = async () => {
      const answer = await t.app.inject(`/api/products/category/${slug}?page=1&limit=5`);
      expect(answer.statusCode).toBe(200);
      return (answer.json().subcategories as Sub[]).map((chip) => chip.name);
    };
    // Lamps has no product at all, so it shows (decision 030); Bowls holds only a draft.
    expect(await chips()).toEqual(['Vases', 'Lamps']);
    expect(await chips()).toEqual(['Vases', 'Lamps']);
    const published = await call('PUT', `/api/products/${bowl.id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await chips()).toEqual(['Vases', 'Bowls', 'Lamps']);
    expect((await call('PUT', `/api/products/${bowl.id}`, { status: 'draft' })).statusCode).toBe(200);
    expect(await chips()).toEqual(['Vases', 'Lamps']);
  });

  test('the category page shows the chips and keeps the subcategory in its address; a stray ?sub= shows everything', async () => {
    const { id, slug, name, subs } = await shelf('Vases', 'Bowls');
    await addSub(id, 'Hidden Lamps', false);
    await product('Tall Vase', [name], [subs[0]!._id], 1);
    await product('Wide Bowl', [name], [subs[1]!._id], 2);

    const filtered = await categoryPage(`/category/${slug}?sub=bowls`);
    expect(filtered).toMatchObject({
      category: { name, slug },
      subcategories: [
        { name: 'Vases', slug: 'vases' },
        { name: 'Bowls', slug: 'bowls' },
      ],
      subcategory: { name: 'Bowls', slug: 'bowls' },
      total: 1,
      products: [{ title: 'Wide Bowl' }],
    });
    const searched = await categoryPage(`/category/${slug}?sub=vases&q=wide`);
    expect(searched).toMatchObject({ subcategory: { slug: 'vases' }, total: 0, q: 'wide' });
    for (const stray of ['lamps', 'hidden-lamps', 'Not%20A%20Slug', '']) {
      const whole = await categoryPage(`/category/${slug}?sub=${stray}`);
      expect(whole, stray).toMatchObject({ subcategory: null, total: 2 });
    }
    // An old address of the category moves to the current one with the subcategory kept.
    await call('PUT', `/api/admin/categories/${id}`, { name: `${name} Renamed` });
    expect(await categoryPage(`/category/${slug}?sub=bowls&page=2`)).toEqual({
      status: 301,
      location: `/category/${slug}-renamed?sub=bowls&page=2`,
    });
  });

  test('a new product takes subcategories by id or name; one outside its categories is a 400 and nothing is stored', async () => {
    const home = await shelf('Lamps', 'Vases');
    const garden = await shelf('Planters');
    const byId = await addForm({
      categories: JSON.stringify([home.name]),
      subcategories: JSON.stringify([home.subs[1]!._id, home.subs[0]!._id]),
    });
    expect(byId.statusCode, byId.body).toBe(201);
    // In the subcategories' own order, whatever order they were sent in.
    expect(byId.json().product.subcategories).toEqual(['Lamps', 'Vases']);
    const byName = await addForm({
      categories: JSON.stringify([home.name, garden.name]),
      subcategories: 'vases, PLANTERS',
    });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().product).toMatchObject({
      categories: [home.name, garden.name],
      subcategories: expect.arrayContaining(['Vases', 'Planters']),
    });
    expect(await subcategoriesOf(byName.json().product.slug)).toHaveLength(2);

    const products = await t.services.catalog.countAllProducts();
    const media = await mediaCount();
    const refused: [Record<string, string>, string][] = [
      [
        { categories: JSON.stringify([home.name]), subcategories: JSON.stringify([garden.subs[0]!._id]) },
        `The subcategory "Planters" belongs to "${garden.name}", which is not among this product's categories. Choose that category too, or leave the subcategory out.`,
      ],
      [
        { categories: JSON.stringify([home.name]), subcategories: 'Planters' },
        `The subcategory "Planters" belongs to "${garden.name}", which is not among this product's categories. Choose that category too, or leave the subcategory out.`,
      ],
      [{ categories: '[]', subcategories: JSON.stringify([home.subs[0]!._id]) }, 'belongs to'],
      [
        { categories: JSON.stringify([home.name]), subcategories: '["0123456789abcdef01234567"]' },
        'Unknown subcategory: 0123456789abcdef01234567',
      ],
      [
        { categories: JSON.stringify([home.name]), subcategories: 'Moon Rocks' },
        'Unknown subcategory: Moon Rocks',
      ],
      [{ categories: JSON.stringify([home.name]), subcategories: '[broken' }, 'The list is not valid JSON'],
    ];
    for (const [fields, message] of refused) {
      const response = await addForm(fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain('subcategories');
    }
    expect(await t.services.catalog.countAllProducts()).toBe(products);
    expect(await mediaCount()).toBe(media);
  });

  test('a name two of the product’s categories share is ambiguous; its id is not', async () => {
    const a = await shelf('Small');
    const b = await shelf('Small');
    const categories = JSON.stringify([a.name, b.name]);
    const ambiguous = await addForm({ categories, subcategories: 'Small' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toBe(
      `"Small" is a subcategory of more than one of this product's categories; send its id instead`,
    );
    const exact = await addForm({ categories, subcategories: JSON.stringify([b.subs[0]!._id]) });
    expect(exact.statusCode).toBe(201);
    const created = (await t.services.catalog.productForAdmin(exact.json().product._id))!;
    expect(created.subcategories).toEqual([
      { id: b.subs[0]!._id, categoryId: b.id, name: 'Small', slug: 'small' },
    ]);
  });

  test('an edit replaces the subcategories it sends; left out, they stay while their category does', async () => {
    const home = await shelf('Lamps', 'Vases');
    const garden = await shelf('Planters');
    const made = await product(
      'Lamp Vase',
      [home.name, garden.name],
      [home.subs[0]!._id, garden.subs[0]!._id],
    );
    const edit = (payload: object) => call('PUT', `/api/products/${made.id}`, payload);

    const replaced = await edit({ subcategories: [home.subs[1]!._id] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().product.subcategories).toEqual(['Vases']);
    // An old client sends only some fields: the subcategories stay.
    expect((await edit({ title: 'Lamp Vase, Large' })).statusCode).toBe(200);
    expect(await subcategoriesOf(made.slug)).toEqual(['Vases']);
    await edit({ subcategories: [home.subs[0]!._id, garden.subs[0]!._id] });
    // Leaving a category leaves its subcategories too.
    const moved = await edit({ categories: [home.name] });
    expect(moved.json().product).toMatchObject({ categories: [home.name], subcategories: ['Lamps'] });
    // Sending a subcategory of a category it leaves in the same edit is refused, and nothing changes.
    const refused = await edit({ categories: [garden.name], subcategories: [home.subs[0]!._id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(`belongs to "${home.name}"`);
    expect((await t.app.inject(`/api/products/${made.slug}`)).json()).toMatchObject({
      categories: [home.name],
      subcategories: ['Lamps'],
    });
    const cleared = await edit({ subcategories: [] });
    expect(cleared.json().product.subcategories).toEqual([]);
    const filtered = (await t.app.inject(`/api/products/category/${home.slug}?sub=lamps`)).json();
    expect(filtered.total).toBe(0);
  });
});
