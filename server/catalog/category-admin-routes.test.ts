import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { servicesContext } from '#app/context.ts';
import { loader as categoryLoader } from '#app/routes/category.tsx';
import { loader as rootLoader } from '#app/root.tsx';
import { SESSION_COOKIE } from '#server/auth/auth-http.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import { addSignedInAdmin, createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

const EMAIL = 'owner@gandhara.test';
const PASSWORD = 'a long and private passphrase';

type Listed = {
  _id: string;
  name: string;
  slug: string;
  position: number;
  visible: boolean;
  productCount: number;
};

describe.each(DATABASE_KINDS)('the admin’s categories on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const bearer = () => ({ authorization: `Bearer ${token}` });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer() });
  const adminList = async (): Promise<Listed[]> =>
    (await call('GET', '/api/admin/categories')).json().categories;
  const byName = async (name: string) => (await adminList()).find((category) => category.name === name)!;
  const publicNames = async (): Promise<string[]> =>
    (await t.app.inject('/api/categories')).json().categories.map((c: { name: string }) => c.name);
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, t.services);
    return provider;
  };
  /** The shop's /category/{slug} page as the router runs it: its data, or the redirect it answers with. */
  const categoryPage = async (path: string) => {
    const url = new URL(path, TEST_PUBLIC_URL);
    const slug = decodeURIComponent(url.pathname.replace('/category/', ''));
    try {
      const data = await categoryLoader({
        request: new Request(url),
        params: { slug },
        context: context(),
      } as unknown as Parameters<typeof categoryLoader>[0]);
      return { status: 200, name: data.category.name, total: data.total };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get('location') };
      // data(null, { status: 404 }): the page's own "not found".
      const init = (thrown as { init?: { status?: number } }).init;
      if (init?.status) return { status: init.status };
      throw thrown;
    }
  };
  const menu = async () => {
    const data = await rootLoader({
      request: new Request(TEST_PUBLIC_URL),
      params: {},
      context: context(),
    } as unknown as Parameters<typeof rootLoader>[0]);
    return data.categories.map((category) => category.name);
  };

  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
    for (const [index, categories] of [
      ['Fountains'],
      ['Fountains', 'Garden Decor'],
      ['Garden Decor'],
    ].entries()) {
      await t.services.catalog.createProduct({
        title: `Carved piece ${index}`,
        description: 'Hand-carved in Taxila.',
        categories,
        images: [],
        status: index === 2 ? 'draft' : 'published',
      });
    }
    ({ token } = await addSignedInAdmin(t, { email: EMAIL, password: PASSWORD }));
  });
  afterEach(() => t.close());

  test('without a signed-in admin every call is a 401 (a 403 from another site) and nothing changes', async () => {
    const before = await adminList();
    const fountains = before.find((category) => category.name === 'Fountains')!;
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/admin/categories', undefined],
      ['POST', '/api/admin/categories', { name: 'Prayer Wheels' }],
      ['PUT', `/api/admin/categories/${fountains._id}`, { name: 'Water Features', visible: false }],
      ['PUT', '/api/admin/categories/order', { ids: before.map((c) => c._id).reverse() }],
      ['DELETE', `/api/admin/categories/${before.at(-1)!._id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      if (method === 'GET') continue;
      const crossSite = await t.app.inject({
        method: method as 'PUT',
        url,
        payload,
        headers: { origin: 'https://evil.example' },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(crossSite.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await adminList()).toEqual(before);
  });

  test('the admin sees every category in menu order, hidden ones too, with how many products each holds', async () => {
    const list = await adminList();
    expect(list).toHaveLength(24);
    expect(list.map((category) => category.position)).toEqual([...list.keys()]);
    expect(list[0]).toMatchObject({
      name: 'Gandhara Art',
      slug: 'gandhara-art',
      visible: true,
      productCount: 0,
    });
    // Drafts count too: they would lose their category with it.
    expect(await byName('Fountains')).toMatchObject({ productCount: 2 });
    expect(await byName('Garden Decor')).toMatchObject({ productCount: 2 });
  });

  test('adding a category: at the end of the menu; a name taken in any case, or empty, or too long, is refused', async () => {
    const added = await call('POST', '/api/admin/categories', { name: '  Prayer Wheels ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Category added.',
      category: {
        name: 'Prayer Wheels',
        slug: 'prayer-wheels',
        position: 24,
        visible: true,
        productCount: 0,
      },
    });
    expect((await publicNames()).at(-1)).toBe('Prayer Wheels');
    expect((await menu()).at(-1)).toBe('Prayer Wheels');
    expect(await categoryPage('/category/prayer-wheels')).toEqual({
      status: 200,
      name: 'Prayer Wheels',
      total: 0,
    });

    const refused: [object, number, string][] = [
      [{ name: 'prayer WHEELS' }, 409, 'A category named "Prayer Wheels" already exists.'],
      [
        { name: 'Prayer-Wheels!' },
        409,
        '"Prayer-Wheels!" would have the same address (/category/prayer-wheels) as "Prayer Wheels". Choose another name.',
      ],
      [
        { name: 'Luxury' },
        409,
        'The address /category/luxury still leads to "Luxury Collection", which had that name before. Choose another name.',
      ],
      [{ name: '   ' }, 400, 'Enter the category name'],
      [{ name: 'x'.repeat(61) }, 400, 'A category name is at most 60 characters'],
      [{ name: '!!!' }, 400, 'Use at least one letter or digit in the name'],
      [{}, 400, 'Enter the category name'],
      [{ name: 'Lamps', visible: 'yes' }, 400, 'visible is true (in the menu) or false (hidden)'],
    ];
    for (const [payload, status, message] of refused) {
      const response = await call('POST', '/api/admin/categories', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await adminList()).toHaveLength(25);
  });

  test('renaming keeps the products and the old address, which moves permanently to the new one', async () => {
    const fountains = await byName('Fountains');
    const renamed = await call('PUT', `/api/admin/categories/${fountains._id}`, { name: 'Stone Fountains' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      success: true,
      message: 'Category renamed to "Stone Fountains".',
      category: { _id: fountains._id, name: 'Stone Fountains', slug: 'stone-fountains', productCount: 2 },
    });
    expect(await categoryPage('/category/stone-fountains')).toEqual({
      status: 200,
      name: 'Stone Fountains',
      total: 2,
    });
    expect(await categoryPage('/category/fountains?q=carved&page=1')).toEqual({
      status: 301,
      location: '/category/stone-fountains?q=carved&page=1',
    });
    // Old clients asking by the old name or slug get the same products under the new name.
    const old = (await t.app.inject('/api/products/category/fountains')).json();
    expect(old).toMatchObject({ category: 'Stone Fountains', total: 2 });
    const product = (await t.app.inject('/api/products?page=1&limit=20'))
      .json()
      .products.find((p: { title: string }) => p.title === 'Carved piece 1');
    expect(product.categories).toEqual(['Stone Fountains', 'Garden Decor']);
    expect(await menu()).toContain('Stone Fountains');
    expect(await menu()).not.toContain('Fountains');

    // The old name is not free for another category while its address leads here; this category may take it back.
    const taken = await call('POST', '/api/admin/categories', { name: 'Fountains' });
    expect(taken.statusCode).toBe(409);
    const back = await call('PUT', `/api/admin/categories/${fountains._id}`, { name: 'Fountains' });
    expect(back.json().category).toMatchObject({ name: 'Fountains', slug: 'fountains', productCount: 2 });
    expect(await categoryPage('/category/fountains')).toEqual({ status: 200, name: 'Fountains', total: 2 });
    expect(await categoryPage('/category/stone-fountains')).toEqual({
      status: 301,
      location: '/category/fountains',
    });
    // A change of case only keeps the address.
    const cased = await call('PUT', `/api/admin/categories/${fountains._id}`, { name: 'FOUNTAINS' });
    expect(cased.json().category).toMatchObject({ name: 'FOUNTAINS', slug: 'fountains' });
    await call('PUT', `/api/admin/categories/${fountains._id}`, { name: 'Fountains' });

    const clash = await call('PUT', `/api/admin/categories/${fountains._id}`, { name: 'garden decor' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A category named "Garden Decor" already exists.');
    const empty = await call('PUT', `/api/admin/categories/${fountains._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a new name, visible, or both');
    const missing = await call('PUT', '/api/admin/categories/0123456789abcdef01234567', { name: 'Anything' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
  });

  test('a hidden category leaves the public list and the menu but keeps its page and products', async () => {
    const garden = await byName('Garden Decor');
    const hidden = await call('PUT', `/api/admin/categories/${garden._id}`, { visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: '"Garden Decor" is hidden from the menu.',
      category: { visible: false },
    });
    expect(await publicNames()).not.toContain('Garden Decor');
    expect(await menu()).not.toContain('Garden Decor');
    expect(await byName('Garden Decor')).toMatchObject({ visible: false, productCount: 2 });
    expect(await categoryPage('/category/garden-decor')).toMatchObject({ status: 200, total: 1 });

    const shown = await call('PUT', `/api/admin/categories/${garden._id}`, { visible: true });
    expect(shown.json().message).toBe('"Garden Decor" is shown in the menu.');
    expect(await publicNames()).toContain('Garden Decor');
    expect(await menu()).toContain('Garden Decor');
  });

  test('reordering takes every id once, and the shop’s menu follows', async () => {
    const ids = (await adminList()).map((category) => category._id);
    const reversed = [...ids].reverse();
    const saved = await call('PUT', '/api/admin/categories/order', { ids: reversed });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Category order saved.');
    expect(saved.json().categories.map((c: Listed) => c._id)).toEqual(reversed);
    const names = (await adminList()).map((category) => category.name);
    expect(await publicNames()).toEqual(names);
    expect(await menu()).toEqual(names);

    const message = 'The new order must list every category exactly once. Reload the page and try again.';
    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), '0123456789abcdef01234567']]) {
      const response = await call('PUT', '/api/admin/categories/order', { ids: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const notIds = await call('PUT', '/api/admin/categories/order', { ids: ['first'] });
    expect(notIds.statusCode).toBe(400);
    expect((await adminList()).map((category) => category._id)).toEqual(reversed);
    await call('PUT', '/api/admin/categories/order', { ids });
  });

  test('a category no product uses can be deleted; one in use is kept with a 409 that says why', async () => {
    const garden = await byName('Garden Decor');
    const inUse = await call('DELETE', `/api/admin/categories/${garden._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      '"Garden Decor" still has 2 products. Move them to another category or hide the category instead.',
    );
    expect(await byName('Garden Decor')).toMatchObject({ productCount: 2 });

    expect((await call('POST', '/api/admin/categories', { name: 'Prayer Wheels' })).statusCode).toBe(201);
    const wheels = await byName('Prayer Wheels');
    await call('PUT', `/api/admin/categories/${wheels._id}`, { name: 'Prayer Drums' });
    const removed = await call('DELETE', `/api/admin/categories/${wheels._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Category "Prayer Drums" deleted.' });
    expect(await publicNames()).not.toContain('Prayer Drums');
    // Its old address goes with it, and the name is free again.
    expect(await categoryPage('/category/prayer-wheels')).toMatchObject({ status: 404 });
    expect((await call('POST', '/api/admin/categories', { name: 'Prayer Wheels' })).statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/categories/${wheels._id}`)).statusCode).toBe(404);
  });
});
