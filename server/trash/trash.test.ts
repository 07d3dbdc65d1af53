import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { addSignedInAdmin, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type ProductAnswer = { product: { _id: string; slug: string } };
type TrashList = {
  items: { id: string; kind: string; recordId: string; label: string; slug: string | null }[];
};
type HistoryPage = {
  entries: {
    id: string;
    action: string;
    kind: string;
    recordId: string;
    actor: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
};

const DAY = 24 * 60 * 60 * 1000;

/** Issue 18, item 5: a deleted product, tour place or master waits 30 days in the trash, and comes back whole. */
describe.each(DATABASE_KINDS)('the trash on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  // Ahead of the real time: the admin's password is set with it, and a session older than its password is void.
  let clock = Date.now() + 60_000;

  const owner = { email: 'owner@gandhara.test', password: 'a long and private passphrase' };
  /** Moves the app's clock on; a session does not last days, so the admin signs in again. */
  const advance = async (ms: number) => {
    clock += ms;
    ({ auth } = await signInAdmin(t, owner));
  };

  // Each test on a shop and a clock of its own: what one deletes, restores or lets expire is not another's concern.
  beforeEach(async () => {
    clock = Date.now() + 60_000;
    t = await createTestApp(kind, {}, { now: () => new Date(clock) });
    await createPublicCategories(t.services);
    ({ auth } = await addSignedInAdmin(t, owner));
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function addPiece(title: string, categories = ['Home Decor', 'Garden Decor']) {
    const body = await multipartBody(
      {
        title,
        imageAlt: `${title}, carved in grey schist`,
        description: 'Carved in Taxila from grey schist.',
        categories: JSON.stringify(categories),
        price: '120',
      },
      {
        images: {
          content: await makeJpeg({ width: 64, height: 48, seed: title.length }),
          filename: 'piece.jpg',
          type: 'image/jpeg',
        },
      },
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { _id: id, slug } = answer.json<ProductAnswer>().product;
    return { id, slug };
  }

  test('a deleted product answers 410, keeps its address and photographs, and comes back whole', async () => {
    const piece = await addPiece('Schist Buddha Head');
    // An old address, from a rename.
    const renamed = await multipartBody({ slug: 'schist-buddha-head-large' });
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${piece.id}`,
      headers: { ...auth, ...renamed.headers },
      payload: renamed.payload,
    });
    expect(rename.statusCode, rename.body).toBe(200);

    const before = (await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).json<{
      images: string[];
    }>();
    const deleted = await call('DELETE', `/api/products/${piece.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ message: string }>().message).toMatch(/trash/);
    expect(await t.services.catalog.productForAdmin(piece.id)).toBeNull();
    for (const key of ['schist-buddha-head-large', piece.slug, piece.id])
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${key}` })).statusCode, key).toBe(410);

    // While it is in the trash, a new piece of the same title gets another address.
    const twin = await addPiece('Schist Buddha Head');
    expect(twin.slug).not.toBe(piece.slug);

    const list = (await call('GET', '/api/admin/trash')).json<TrashList>();
    const item = list.items.find((entry) => entry.recordId === piece.id)!;
    expect(item).toMatchObject({
      kind: 'product',
      label: 'Schist Buddha Head',
      slug: 'schist-buddha-head-large',
    });

    const restored = await call('POST', `/api/admin/trash/${item.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordId: piece.id, notes: [] });
    const back = (await t.app.inject({ method: 'GET', url: `/api/products/schist-buddha-head-large` })).json<{
      _id: string;
      categories: string[];
      images: string[];
    }>();
    expect(back._id).toBe(piece.id);
    expect(back.categories).toEqual(['Home Decor', 'Garden Decor']);
    expect(back.images).toEqual(before.images);
    expect(back.images).toHaveLength(1);
    // The old address redirects again, and the item has left the trash.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.slug}` })).statusCode).toBe(301);
    expect(
      (await call('GET', '/api/admin/trash')).json<TrashList>().items.some((entry) => entry.id === item.id),
    ).toBe(false);
    // Restoring twice is a 404, not a second product.
    expect((await call('POST', `/api/admin/trash/${item.id}/restore`)).statusCode).toBe(404);
  });

  test('deleting for good, one or all, frees the photographs for the media collection', async () => {
    const piece = await addPiece('Marble Lotus Bowl');
    const mediaId = (await t.services.catalog.productForAdmin(piece.id))!.imageKeys[0]!.slice(6);
    await call('DELETE', `/api/products/${piece.id}`);
    const item = (await call('GET', '/api/admin/trash'))
      .json<TrashList>()
      .items.find((entry) => entry.recordId === piece.id)!;
    // A day and more later, the collection still keeps what the trash holds.
    await advance(2 * DAY);
    await t.services.mediaRetention.collect();
    expect(
      await t.services.database.db
        .selectFrom('media')
        .select('id')
        .where('id', '=', mediaId)
        .executeTakeFirst(),
    ).toBeDefined();

    const purged = await call('DELETE', `/api/admin/trash/${item.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await call('DELETE', `/api/admin/trash/${item.id}`)).statusCode).toBe(404);
    await t.services.mediaRetention.collect();
    expect(
      await t.services.database.db
        .selectFrom('media')
        .select('id')
        .where('id', '=', mediaId)
        .executeTakeFirst(),
    ).toBeUndefined();
    // Gone for good: a plain 404 now, and the address is free.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.slug}` })).statusCode).not.toBe(
      410,
    );

    await call('DELETE', `/api/products/${(await addPiece('Onyx Candle Stand')).id}`);
    const emptied = await call('DELETE', '/api/admin/trash');
    expect(emptied.json<{ deleted: number }>().deleted).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/trash')).json<TrashList>().items).toEqual([]);
  });

  test('after 30 days an item is deleted for good by the expiry, not before', async () => {
    const piece = await addPiece('Soapstone Elephant');
    await call('DELETE', `/api/products/${piece.id}`);
    await advance(29 * DAY);
    await t.services.trash.expire();
    expect(
      (await call('GET', '/api/admin/trash'))
        .json<TrashList>()
        .items.some((entry) => entry.recordId === piece.id),
    ).toBe(true);
    await advance(2 * DAY);
    expect(await t.services.trash.expire()).toBeGreaterThanOrEqual(1);
    expect(
      (await call('GET', '/api/admin/trash'))
        .json<TrashList>()
        .items.some((entry) => entry.recordId === piece.id),
    ).toBe(false);
    const log = (
      await call('GET', `/api/admin/history?kind=product&recordId=${piece.id}`)
    ).json<HistoryPage>();
    expect(log.entries.map((entry) => entry.action)).toEqual(['purge', 'trash', 'create']);
    expect(log.entries[0]!.actor).toMatch(/30 days/);
  });

  test('a tour place and a master go to the trash and come back', async () => {
    const placeId = (
      await t.services.tours.create({
        name: 'Jaulian Monastery',
        description: 'A monastery on a hill.',
        tourCategory: 'historical',
      })
    ).id;
    const masterId = (
      await t.services.masters.create({
        name: 'Ustad Karim',
        specialty: 'Buddha heads',
        experience: 30,
        description: 'Forty years at the chisel.',
      })
    ).id;
    expect((await call('DELETE', `/api/visit-places/${placeId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/masters/${masterId}`)).statusCode).toBe(200);
    expect(await t.services.tours.find(placeId, { includeDrafts: true })).toBeNull();
    const items = (await call('GET', '/api/admin/trash')).json<TrashList>().items;
    for (const id of [placeId, masterId]) {
      const item = items.find((entry) => entry.recordId === id)!;
      expect((await call('POST', `/api/admin/trash/${item.id}/restore`)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/masters' })).body).toContain('Ustad Karim');
    expect((await t.app.inject({ method: 'GET', url: '/api/visit-places' })).body).toContain(
      'Jaulian Monastery',
    );
  });

  test('two restores of one item at once bring it back once', async () => {
    const piece = await addPiece('Twin Restore Vase');
    await call('DELETE', `/api/products/${piece.id}`);
    const item = (await call('GET', '/api/admin/trash'))
      .json<TrashList>()
      .items.find((entry) => entry.recordId === piece.id)!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/admin/trash/${item.id}/restore`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).statusCode).toBe(200);
  });

  test('a bulk "Move to the trash" trashes each selected piece whole, and its undo brings back those still there', async () => {
    const pieces = [
      await addPiece('Bulk Trash Bowl'),
      await addPiece('Bulk Trash Urn'),
      await addPiece('Bulk Trash Lamp'),
    ];
    const ids = pieces.map((piece) => piece.id);
    const applied = await call('POST', '/api/admin/products/bulk', {
      selection: { ids },
      action: { kind: 'trash' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ changed: 3 });
    for (const piece of pieces)
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.slug}` })).statusCode).toBe(
        410,
      );
    const items = (await call('GET', '/api/admin/trash'))
      .json<TrashList>()
      .items.filter((item) => ids.includes(item.recordId));
    expect(items).toHaveLength(3);
    // One comes back by hand first: the undo leaves it as it is and restores the other two.
    const lamp = items.find((item) => item.recordId === pieces[2]!.id)!;
    expect((await call('POST', `/api/admin/trash/${lamp.id}/restore`)).statusCode).toBe(200);
    const undone = await call('POST', '/api/admin/products/bulk/undo', {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ reverted: 2, keptChanged: 1 });
    for (const piece of pieces)
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/products/${piece.slug}` })).json<{ _id: string }>()
          ._id,
      ).toBe(piece.id);
    const log = (
      await call('GET', `/api/admin/history?kind=product&recordId=${pieces[0]!.id}`)
    ).json<HistoryPage>();
    expect(log.entries.map((entry) => entry.action)).toEqual(['restore', 'trash', 'create']);
  });

  test('only a signed-in admin sees or changes the trash', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/trash'],
      ['DELETE', '/api/admin/trash'],
      ['POST', '/api/admin/trash/65a1b2c3d4e5f60718293a4b/restore'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
  });
});
