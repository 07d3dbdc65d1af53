import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/auth-http.ts';
import { addSignedInAdmin, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';
const MISSING_ID = '0123456789abcdef01234567';

type Listed = {
  _id: string;
  categoryId: string;
  name: string;
  slug: string;
  position: number;
  visible: boolean;
  productCount: number;
};

describe.each(DATABASE_KINDS)('the admin’s subcategories on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let shelves = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  /** A category of the test's own, so that no test depends on another's leftovers. */
  const shelf = async () =>
    t.services.catalog.createCategory({ name: `Stone Shelf ${++shelves}`, position: 100 + shelves });
  const add = async (categoryId: string, name: string, visible?: boolean): Promise<Listed> => {
    const response = await call('POST', `/api/admin/categories/${categoryId}/subcategories`, {
      name,
      ...(visible === undefined ? {} : { visible }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().subcategory;
  };
  /** A category's subcategories as the admin's list shows them, in their order. */
  const listed = async (categoryId: string): Promise<Listed[]> => {
    const response = await call('GET', '/api/admin/categories');
    const category = response
      .json()
      .categories.find((c: { _id: string; subcategories: Listed[] }) => c._id === categoryId);
    return category.subcategories;
  };
  const chips = async (slug: string) => {
    const body = (await t.app.inject(`/api/products/category/${slug}`)).json();
    return (body.subcategories as { name: string }[]).map((sub) => sub.name);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterAll(() => t.close());

  test('without a signed-in admin every write is a 401 (a 403 from another site) and nothing changes', async () => {
    const category = await shelf();
    const sub = await add(category.id, 'Marble Vases');
    const before = await listed(category.id);
    const calls: [string, string, object | undefined][] = [
      ['POST', `/api/admin/categories/${category.id}/subcategories`, { name: 'Onyx Vases' }],
      ['PUT', `/api/admin/subcategories/${sub._id}`, { name: 'Onyx Vases', visible: false }],
      ['PUT', `/api/admin/categories/${category.id}/subcategories/order`, { ids: [sub._id] }],
      ['DELETE', `/api/admin/subcategories/${sub._id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method: method as 'PUT', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const crossSite = await t.app.inject({
        method: method as 'PUT',
        url,
        payload,
        headers: { origin: 'https://evil.example' },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(crossSite.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await listed(category.id)).toEqual(before);
    // From the panel's own pages the cookie is enough.
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/subcategories/${sub._id}`,
      payload: { visible: false },
      headers: { origin: TEST_PUBLIC_URL },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(own.statusCode).toBe(200);
  });

  test('adding: at the end of its category, with a slug by the project’s rule; a taken name or a missing category is refused', async () => {
    const category = await shelf();
    const first = await call('POST', `/api/admin/categories/${category.id}/subcategories`, {
      name: '  Marble & Onyx Vases ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: 'Subcategory added.',
      subcategory: {
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        categoryId: category.id,
        name: 'Marble & Onyx Vases',
        slug: 'marble-and-onyx-vases',
        position: 0,
        visible: true,
        productCount: 0,
      },
    });
    const hidden = await add(category.id, 'Candle Stands', false);
    expect(hidden).toMatchObject({ position: 1, visible: false });
    // Another category may use the same name: names are unique within a category.
    expect((await add((await shelf()).id, 'Candle Stands')).slug).toBe('candle-stands');

    const refused: [string, object, number, string][] = [
      [
        category.id,
        { name: 'candle STANDS' },
        409,
        `"${category.name}" already has a subcategory named "Candle Stands".`,
      ],
      [
        category.id,
        { name: 'Candle-Stands!' },
        409,
        `"Candle-Stands!" would have the same address (?sub=candle-stands) as "Candle Stands" in "${category.name}". Choose another name.`,
      ],
      [MISSING_ID, { name: 'Lamps' }, 404, 'Category not found'],
      [category.id, { name: '   ' }, 400, 'Enter the subcategory name'],
      [category.id, {}, 400, 'Enter the subcategory name'],
      [category.id, { name: 'x'.repeat(61) }, 400, 'A subcategory name is at most 60 characters'],
      [category.id, { name: '!!!' }, 400, 'Use at least one letter or digit in the name'],
      [
        category.id,
        { name: 'Lamps', visible: 'yes' },
        400,
        'visible is true (shown on the category page) or false (hidden)',
      ],
      ['not-an-id', { name: 'Lamps' }, 400, 'id must be 24 hexadecimal characters'],
    ];
    for (const [id, payload, status, message] of refused) {
      const response = await call('POST', `/api/admin/categories/${id}/subcategories`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await listed(category.id)).map((sub) => sub.name)).toEqual([
      'Marble & Onyx Vases',
      'Candle Stands',
    ]);
  });

  test('renaming changes the slug by the same rule; hiding takes the chip off the category page', async () => {
    const category = await shelf();
    const vases = await add(category.id, 'Vases');
    await add(category.id, 'Bowls');
    const product = await t.services.catalog.createProduct({
      title: 'Onyx Vase',
      description: 'Turned from green onyx.',
      categories: [category.name],
      subcategories: [vases._id],
      images: [],
    });

    const renamed = await call('PUT', `/api/admin/subcategories/${vases._id}`, { name: 'Onyx Vases' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      message: 'Subcategory renamed to "Onyx Vases".',
      subcategory: { ...vases, name: 'Onyx Vases', slug: 'onyx-vases', productCount: 1 },
    });
    // The product follows the rename: its record names the subcategory as it is now.
    const record = (await t.app.inject(`/api/products/${product.slug}`)).json();
    expect(record.subcategories).toEqual(['Onyx Vases']);
    const filtered = (await t.app.inject(`/api/products/category/${category.slug}?sub=onyx-vases`)).json();
    expect(filtered).toMatchObject({ total: 1, subcategory: { name: 'Onyx Vases', slug: 'onyx-vases' } });

    const clash = await call('PUT', `/api/admin/subcategories/${vases._id}`, { name: 'bowls' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`"${category.name}" already has a subcategory named "Bowls".`);
    const cased = await call('PUT', `/api/admin/subcategories/${vases._id}`, { name: 'ONYX vases' });
    expect(cased.json().subcategory).toMatchObject({ name: 'ONYX vases', slug: 'onyx-vases' });
    const empty = await call('PUT', `/api/admin/subcategories/${vases._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a new name, visible, or both');
    const missing = await call('PUT', `/api/admin/subcategories/${MISSING_ID}`, { name: 'Anything' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Subcategory not found');

    expect(await chips(category.slug)).toEqual(['ONYX vases', 'Bowls']);
    const hidden = await call('PUT', `/api/admin/subcategories/${vases._id}`, { visible: false });
    expect(hidden.json()).toMatchObject({
      message: '"ONYX vases" is hidden from its category page.',
      subcategory: { visible: false, productCount: 1 },
    });
    expect(await chips(category.slug)).toEqual(['Bowls']);
    // A hidden subcategory does not narrow the list: its old links show the whole category.
    const whole = (await t.app.inject(`/api/products/category/${category.slug}?sub=onyx-vases`)).json();
    expect(whole).toMatchObject({ total: 1, subcategory: null });
    const shown = await call('PUT', `/api/admin/subcategories/${vases._id}`, { visible: true });
    expect(shown.json().message).toBe('"ONYX vases" is shown on its category page.');
    expect(await chips(category.slug)).toEqual(['ONYX vases', 'Bowls']);
  });

  test('reordering takes every subcategory of the category once, and the chips follow', async () => {
    const category = await shelf();
    const subs = [];
    for (const name of ['Lamps', 'Bowls', 'Vases', 'Coasters']) subs.push(await add(category.id, name));
    const ids = subs.map((sub) => sub._id);
    const reversed = [...ids].reverse();
    const saved = await call('PUT', `/api/admin/categories/${category.id}/subcategories/order`, {
      ids: reversed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Subcategory order saved.');
    expect(saved.json().subcategories.map((sub: Listed) => [sub._id, sub.position])).toEqual(
      reversed.map((id, position) => [id, position]),
    );
    expect(await chips(category.slug)).toEqual(['Coasters', 'Vases', 'Bowls', 'Lamps']);

    const other = await add((await shelf()).id, 'Plates');
    const message = `The new order must list every subcategory of "${category.name}" exactly once. Reload the page and try again.`;
    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), other._id], [...ids, MISSING_ID]]) {
      const response = await call('PUT', `/api/admin/categories/${category.id}/subcategories/order`, {
        ids: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const none = await call('PUT', `/api/admin/categories/${category.id}/subcategories/order`, { ids: [] });
    expect(none.statusCode).toBe(400);
    const missing = await call('PUT', `/api/admin/categories/${MISSING_ID}/subcategories/order`, {
      ids: [ids[0]],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
    expect((await listed(category.id)).map((sub) => sub._id)).toEqual(reversed);
  });

  test('two reorders at once leave one whole order with every position once', async () => {
    const category = await shelf();
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) ids.push((await add(category.id, `Size ${n}`))._id);
    const rotated = [...ids.slice(3), ...ids.slice(0, 3)];
    const reversed = [...ids].reverse();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [rotated, reversed].map((order) =>
          call('PUT', `/api/admin/categories/${category.id}/subcategories/order`, { ids: order }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const now = await listed(category.id);
      expect(now.map((sub) => sub.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect([rotated, reversed]).toContainEqual(now.map((sub) => sub._id));
    }
  });

  test('adds at once, and an add beside a reorder, never share a position', async () => {
    const category = await shelf();
    const first = await add(category.id, 'First');
    const answers = await Promise.all([
      ...['Second', 'Third', 'Fourth', 'Fifth'].map((name) =>
        call('POST', `/api/admin/categories/${category.id}/subcategories`, { name }),
      ),
      call('PUT', `/api/admin/categories/${category.id}/subcategories/order`, { ids: [first._id] }),
    ]);
    // The reorder ran before or after the adds: with them it lists too few, alone it is whole.
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect([200, 400]).toContain(answers[4]!.statusCode);
    const positions = (await listed(category.id)).map((sub) => sub.position);
    expect(positions).toHaveLength(5);
    expect(new Set(positions).size).toBe(5);
  });

  test('deleting a subcategory unlinks its products, which stay in the category', async () => {
    const category = await shelf();
    const vases = await add(category.id, 'Vases');
    const bowls = await add(category.id, 'Bowls');
    const made = [];
    for (const title of ['Tall Vase', 'Squat Vase'])
      made.push(
        await t.services.catalog.createProduct({
          title,
          description: 'Turned from marble.',
          categories: [category.name],
          subcategories: [vases._id, bowls._id],
          images: [],
        }),
      );
    expect((await listed(category.id)).map((sub) => sub.productCount)).toEqual([2, 2]);

    const removed = await call('DELETE', `/api/admin/subcategories/${vases._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      success: true,
      message: `Subcategory "Vases" deleted. Its 2 products stay in "${category.name}".`,
    });
    for (const product of made) {
      const record = (await t.app.inject(`/api/products/${product.slug}`)).json();
      expect(record.categories).toEqual([category.name]);
      expect(record.subcategories).toEqual(['Bowls']);
    }
    expect((await t.app.inject(`/api/products/category/${category.slug}`)).json().total).toBe(2);
    expect((await listed(category.id)).map((sub) => sub.name)).toEqual(['Bowls']);
    expect((await call('DELETE', `/api/admin/subcategories/${vases._id}`)).statusCode).toBe(404);
    // The name is free again; a new one goes after the others.
    await add(category.id, 'Vases');
    expect((await listed(category.id)).map((sub) => sub.name)).toEqual(['Bowls', 'Vases']);
    const empty = await add(category.id, 'Coasters');
    expect((await call('DELETE', `/api/admin/subcategories/${empty._id}`)).json().message).toBe(
      'Subcategory "Coasters" deleted.',
    );
  });

  test('a category deleted with its subcategories takes them along', async () => {
    const category = await shelf();
    await add(category.id, 'Lamps');
    const removed = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(removed.statusCode).toBe(200);
    const all = (await call('GET', '/api/admin/categories')).json().categories as {
      subcategories: Listed[];
    }[];
    expect(all.flatMap((c) => c.subcategories).some((sub) => sub.categoryId === category.id)).toBe(false);
  });
});
