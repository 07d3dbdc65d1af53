import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { historyEntries } from '#tests/helpers/history.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Entry = {
  id: string;
  action: string;
  actor: string;
  adminId: string | null;
  label: string;
  changes: { field: string; before: unknown; after: unknown }[];
};
type Page = { entries: Entry[]; next: string | null; actors: { adminId: string | null; actor: string }[] };

/** Issue 18, item 6: every admin write is recorded, who and when, with each changed field before and after. */
describe.each(DATABASE_KINDS)('the history on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
    await createPublicCategories(t.services);
  });
  afterEach(() => t.close());

  const save = async (id: string | null, fields: Record<string, string>) => {
    const body = await multipartBody(fields);
    const answer = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/admin/products/${id}` : '/api/admin/products/add',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json<{ product: { _id: string } }>().product._id;
  };
  const historyOf = (id: string) => historyEntries<Entry>(t, auth, `kind=product&recordId=${id}`);
  const first = {
    title: 'Grey Schist Bodhisattva',
    description: 'A standing Bodhisattva in grey schist.',
    imageAlt: 'Grey schist Bodhisattva',
    categories: JSON.stringify(['Home Decor']),
    price: '450',
  };

  test('a create, an edit and a sale are recorded with who, and each changed field before and after', async () => {
    const id = await save(null, first);
    await save(id, {
      title: 'Grey Schist Bodhisattva, Standing',
      price: '495',
      categories: JSON.stringify(['Home Decor', 'Garden Decor']),
    });
    // A save that changes nothing leaves no entry.
    await save(id, {});
    const sold = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/sold`,
      headers: auth,
      payload: { sold: true },
    });
    expect(sold.statusCode).toBe(200);

    const entries = await historyOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(entries.every((entry) => entry.actor.includes('owner@gandhara.test') && entry.adminId)).toBe(true);
    const [sale, edit, create] = entries as [Entry, Entry, Entry];
    expect(create.changes).toContainEqual({ field: 'title', before: null, after: 'Grey Schist Bodhisattva' });
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: 'Grey Schist Bodhisattva', after: 'Grey Schist Bodhisattva, Standing' },
        { field: 'categories', before: ['Home Decor'], after: ['Home Decor', 'Garden Decor'] },
      ]),
    );
    expect(edit.changes.find((change) => change.field === 'price_cents')).toMatchObject({
      before: expect.any(Number),
      after: expect.any(Number),
    });
    expect(edit.changes.some((change) => change.field === 'description')).toBe(false);
    expect(sale.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['sold_out', 'sold_out_at']),
    );
    expect(edit.label).toBe('Grey Schist Bodhisattva, Standing');
  });

  test('"restore this version" brings a product back to how it was after an entry, and is recorded too', async () => {
    const id = await save(null, { ...first, title: 'Marble Stupa Model' });
    await save(id, { title: 'Marble Stupa Model, Small', categories: JSON.stringify(['Garden Decor']) });
    await save(id, { title: 'Marble Stupa Model, Tiny', price: '80' });
    const created = (await historyOf(id)).at(-1)!;
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/history/${created.id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const product = (await t.services.catalog.productForAdmin(id))!;
    expect(product).toMatchObject({ title: 'Marble Stupa Model' });
    expect(product.categories.map((category) => category.name)).toEqual(['Home Decor']);
    const [latest] = await historyOf(id);
    expect(latest).toMatchObject({ action: 'restore-version' });
    expect(latest!.changes).toContainEqual({
      field: 'title',
      before: 'Marble Stupa Model, Tiny',
      after: 'Marble Stupa Model',
    });
    // An entry that is not there, and one of a deletion, are the admin's mistakes, not errors.
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/history/00000000000000000000dead/restore',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'There is no such version.' });
  });

  test('edits fired at once are each recorded, none lost and none merged', async () => {
    const id = await save(null, { ...first, title: 'Onyx Lamp' });
    await Promise.all(
      ['Onyx Lamp A', 'Onyx Lamp B', 'Onyx Lamp C', 'Onyx Lamp D'].map((title) => save(id, { title })),
    );
    const edits = (await historyOf(id)).filter((entry) => entry.action === 'update');
    expect(edits).toHaveLength(4);
    // Each entry's "before" is the title the previous entry wrote: the chain is whole.
    const chain = edits.reverse().map((entry) => entry.changes.find((change) => change.field === 'title')!);
    expect(chain[0]!.before).toBe('Onyx Lamp');
    for (let n = 1; n < chain.length; n += 1) expect(chain[n]!.before).toBe(chain[n - 1]!.after);
    expect((await t.services.catalog.productForAdmin(id))!.title).toBe(chain.at(-1)!.after);
  });

  test('tour places, masters and the settings are recorded too', async () => {
    const form = async (url: string, method: 'POST' | 'PUT', fields: Record<string, string>) => {
      const body = await multipartBody(fields);
      const answer = await t.app.inject({
        method,
        url,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer.json<Record<string, { _id: string }>>();
    };
    const placeId = (
      await form('/visit-places/add', 'POST', {
        name: 'Sirkap',
        description: 'The old city.',
        tourCategory: 'Historical',
      })
    ).place!._id;
    await form(`/api/visit-places/${placeId}`, 'PUT', {
      name: 'Sirkap, the Greek City',
      description: 'The old city.',
      tourCategory: 'Historical',
    });
    const masterId = (
      await form('/masters/add', 'POST', {
        name: 'Ustad Rahim',
        specialty: 'Stone Carving',
        experience: '20',
        description: 'A carver.',
      })
    ).master!._id;
    await form(`/api/masters/${masterId}`, 'PUT', {
      name: 'Ustad Rahim',
      specialty: 'Calligraphy',
      experience: '21',
      description: 'A carver.',
    });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: auth,
      payload: { businessPhone: '+92 311 0000000' },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const log = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/history?${query}`, headers: auth })).json<Page>()
        .entries;
    const place = await log(`kind=place&recordId=${placeId}`);
    expect(place.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(place[0]!.changes).toEqual([{ field: 'name', before: 'Sirkap', after: 'Sirkap, the Greek City' }]);
    const master = await log(`kind=master&recordId=${masterId}`);
    expect(master[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'specialty', before: 'Stone Carving', after: 'Calligraphy' },
        { field: 'experience', before: 20, after: 21 },
      ]),
    );
    const [site] = await log('kind=settings');
    expect(site!.changes).toContainEqual(
      expect.objectContaining({ field: 'businessPhone', after: '+92 311 0000000' }),
    );
  });

  test('a bulk edit, its undo, a quick edit and a CSV import are recorded per product, with the batch they were part of', async () => {
    const ids = [
      await save(null, { ...first, title: 'Batch Vase One', price: '100' }),
      await save(null, { ...first, title: 'Batch Vase Two', price: '200' }),
    ];
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: auth, payload });
    const applied = await post('/api/admin/products/bulk', {
      selection: { ids },
      action: { kind: 'change-price', percent: 10, rounding: 'cent' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const batch = (await historyOf(ids[0]!))[0]!;
    expect(batch).toMatchObject({ action: 'update' });
    const raised = batch.changes.find((change) => change.field === 'price_cents')!;
    expect(raised.before).toBe(10000);
    expect(raised.after).toBe(11000);
    const inBatch = await t.app.inject({
      method: 'GET',
      url: `/api/admin/history?batch=${(await t.services.database.db.selectFrom('history_entries').select('batch').where('id', '=', batch.id).executeTakeFirstOrThrow()).batch}`,
      headers: auth,
    });
    expect(inBatch.json<Page>().entries).toHaveLength(2);

    expect((await post('/api/admin/products/bulk/undo', {})).statusCode).toBe(200);
    const [undone] = await historyOf(ids[1]!);
    expect(undone!.changes.find((change) => change.field === 'price_cents')).toMatchObject({
      before: 22000,
      after: 20000,
    });

    const current = (await t.app.inject({ method: 'GET', url: `/api/products/${ids[1]}` })).json<{
      updatedAt: string;
    }>();
    const quick = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids[1]}`,
      headers: auth,
      payload: { title: 'Batch Vase Two, Tall', expectedUpdatedAt: current.updatedAt },
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect((await historyOf(ids[1]!))[0]!.changes).toContainEqual({
      field: 'title',
      before: 'Batch Vase Two',
      after: 'Batch Vase Two, Tall',
    });

    // A CSV that renames one piece and adds another: an update and a create, in one import batch.
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: auth })
    ).body;
    const [header, ...rows] = exported
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const mine = rows.find((row) => row.includes('Batch Vase One'))!;
    const renamed = mine.replace('Batch Vase One', 'Batch Vase One Renamed');
    const added = mine
      .replace(ids[0]!, '')
      .replace(/batch-vase-one[\w-]*/, 'batch-vase-three')
      .replace('Batch Vase One', 'Batch Vase Three');
    const csv = [header, renamed, added].join('\r\n') + '\r\n';
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import/preview',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json<{ errors: unknown[] }>().errors, plan.body).toEqual([]);
    const { fingerprint } = plan.json<{ fingerprint: string }>();
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?fingerprint=${fingerprint}`,
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [rename] = await historyOf(ids[0]!);
    expect(rename!.changes).toContainEqual({
      field: 'title',
      before: 'Batch Vase One',
      after: 'Batch Vase One Renamed',
    });
    const creates = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/history?kind=product&action=create&limit=1',
        headers: auth,
      })
    ).json<Page>().entries;
    expect(creates[0]).toMatchObject({ label: 'Batch Vase Three' });
    const batches = await t.services.database.db
      .selectFrom('history_entries')
      .select('batch')
      .where('id', 'in', [rename!.id, creates[0]!.id])
      .execute();
    expect(batches[0]!.batch).toMatch(/^import-/);
    expect(batches[0]!.batch).toBe(batches[1]!.batch);
  });

  test('the menu is recorded too: a category added, renamed, hidden, moved and deleted', async () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    const added = await send('POST', '/api/admin/categories', { name: 'Soapstone' });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const id = added.json<{ category: { _id: string } }>().category._id;
    expect(
      (await send('PUT', `/api/admin/categories/${id}`, { name: 'Soapstone Carvings' })).statusCode,
    ).toBe(200);
    expect((await send('PUT', `/api/admin/categories/${id}`, { visible: false })).statusCode).toBe(200);
    const order = (await t.services.categoryAdmin.list()).map((category) => category._id);
    const moved = [id, ...order.filter((other) => other !== id)];
    expect((await send('PUT', '/api/admin/categories/order', { ids: moved })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(200);
    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/history?kind=category&recordId=${id}`,
        headers: auth,
      })
    ).json<Page>().entries;
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'update', 'create']);
    const [removed, reordered, hidden, renamed] = log as [Entry, Entry, Entry, Entry];
    expect(renamed.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Soapstone', after: 'Soapstone Carvings' }]),
    );
    expect(hidden.changes).toEqual([{ field: 'visible', before: true, after: false }]);
    expect(reordered.changes).toEqual([{ field: 'position', before: order.indexOf(id), after: 0 }]);
    expect(removed.changes).toContainEqual({ field: 'name', before: 'Soapstone Carvings', after: null });
  });

  test('subcategories are recorded: added, renamed and deleted under their category', async () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    const category = (await t.services.categoryAdmin.list()).find((row) => row.name === 'Home Decor')!;
    const added = await send('POST', `/api/admin/categories/${category._id}/subcategories`, {
      name: 'Lamps',
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const id = added.json<{ subcategory: { _id: string } }>().subcategory._id;
    expect((await send('PUT', `/api/admin/subcategories/${id}`, { name: 'Stone Lamps' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/admin/subcategories/${id}`)).statusCode).toBe(200);
    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/history?kind=subcategory&recordId=${id}`,
        headers: auth,
      })
    ).json<Page>().entries;
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]!.changes).toContainEqual({ field: 'name', before: 'Lamps', after: 'Stone Lamps' });
    expect(log[2]!.changes).toContainEqual({ field: 'category', before: null, after: 'Home Decor' });
  });

  test('the log is never changed: the database refuses an update', async () => {
    await save(null, first);
    await expect(
      t.services.database.db.updateTable('history_entries').set({ actor: 'someone else' }).execute(),
    ).rejects.toThrow(/never changed/);
  });

  test('the activity log pages newest first and filters by action', async () => {
    const id = await save(null, first);
    await save(id, { price: '495' });
    await save(id, { price: '520' });
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/history?limit=2', headers: auth });
    const body = page.json<Page>();
    expect(body.entries).toHaveLength(2);
    expect(body.next).toBe(body.entries[1]!.id);
    const more = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/history?limit=2&before=${body.next}`,
        headers: auth,
      })
    ).json<Page>();
    expect(more.entries[0]!.id < body.next!).toBe(true);
    const creates = (
      await t.app.inject({ method: 'GET', url: '/api/admin/history?action=create', headers: auth })
    ).json<Page>();
    expect(creates.entries.length).toBeGreaterThan(0);
    expect(creates.entries.every((entry) => entry.action === 'create')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/history?before=nonsense', headers: auth }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/history' })).statusCode).toBe(401);
  });
});
