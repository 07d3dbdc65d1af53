import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generateCatalogue } from '#scripts/bench/catalogue.ts';
import { createPublicCategories } from '#server/demo/seed.ts';
import { historyEntries } from '#tests/helpers/history.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { CatalogInputError } from './catalog-input-error.ts';
import { createProductBulkEditRepository } from './product-bulk-edit-repository.ts';
import { createProductBulkEditService } from './product-bulk-edit-service.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Applied = {
  success: true;
  message: string;
  matched: number;
  changed: number;
  edit: { id: string } | null;
};
type Preview = {
  matched: number;
  changing: number;
  description: string;
  examples: { title: string; before: string; after: string }[];
};
type Undone = { success: true; message: string; reverted: number; keptChanged: number };
type HistoryEntry = { action: string; changes: { field: string; before: unknown; after: unknown }[] };

/** Issue 18, items 2 and 3: bulk edits of the admin list, their undo, and the list's quick edit. */
describe.each(DATABASE_KINDS)('bulk edit and quick edit on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  // Each test on a shop of its own: none reads what another left behind, in whatever order they run.
  beforeEach(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
    await createPublicCategories(t.services);
    // Two categories each with a "Fountains": a subcategory is named within its category.
    for (const category of ['Garden Decor', 'Home Decor']) {
      const made = await t.services.categoryAdmin.subcategories.create(
        (await t.services.catalog.findCategory(category))!.id,
        { name: 'Fountains' },
      );
      if (!made.ok) throw new Error(made.message);
    }
    const ponds = await t.services.categoryAdmin.subcategories.create(
      (await t.services.catalog.findCategory('Garden Decor'))!.id,
      { name: 'Ponds' },
    );
    if (!ponds.ok) throw new Error(ponds.message);
  });
  afterEach(() => t.close());

  let serial = 0;
  /** Pieces of a category of this test's own (a unique word in their titles, for a filter of their own). */
  const pieces = async (
    word: string,
    prices: (number | null)[],
    extra: { originalPriceCents?: number; material?: string; finish?: string } = {},
  ) => {
    const made = [];
    for (const priceCents of prices)
      made.push(
        await t.services.catalog.createProduct({
          title: `${word} piece ${++serial}`,
          description: 'Carved in Taxila.',
          categories: ['Home Decor'],
          priceCents,
          ...extra,
          images: [],
        }),
      );
    return made;
  };
  const post = (url: string, payload: object, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const apply = async (selection: object, action: object) => {
    const answer = await post('/api/admin/products/bulk', { selection, action });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Applied>();
  };
  const undo = () => post('/api/admin/products/bulk/undo', {});
  const current = async (id: string) => (await t.services.catalog.productForAdmin(id))!;
  const prices = async (ids: string[]) => Promise.all(ids.map(async (id) => (await current(id)).priceCents));

  test('raising prices by 10% rounded to the nearest $10: a summary first, then every selected price, and only those', async () => {
    const chosen = await pieces('Onyx', [12_345, 100_000, null]);
    const other = (await pieces('Onyx', [50_000]))[0]!;
    const selection = { ids: chosen.map((piece) => piece.id) };
    const action = { kind: 'change-price', percent: 10, rounding: '10' };

    const preview = await post('/api/admin/products/bulk/preview', { selection, action });
    expect(preview.statusCode).toBe(200);
    const summary = preview.json<Preview>();
    expect(summary).toMatchObject({
      matched: 3,
      changing: 2,
      description: 'Raise prices by 10%, rounded to the nearest $10',
    });
    expect(summary.examples.map(({ before, after }) => `${before} → ${after}`).sort()).toEqual([
      '$1,000.00 → $1,100.00',
      '$123.45 → $140.00',
    ]);
    // The summary changed nothing.
    expect(await prices(selection.ids)).toEqual([12_345, 100_000, null]);

    const applied = await apply(selection, action);
    expect(applied).toMatchObject({ matched: 3, changed: 2 });
    expect(applied.message).toBe(
      'Raise prices by 10%, rounded to the nearest $10: 2 products changed, 1 already so.',
    );
    // $135.80 rounds to $140; a piece without a price stays "contact for pricing".
    expect(await prices(selection.ids)).toEqual([14_000, 110_000, null]);
    expect((await current(other.id)).priceCents).toBe(50_000);
  });

  test('a price change keeps a sale a sale: the former price is scaled too, and set prices keep it only above them', async () => {
    const [sale] = await pieces('Jasper', [8_000], { originalPriceCents: 10_000 });
    await apply({ ids: [sale!.id] }, { kind: 'change-price', percent: -25, rounding: 'cent' });
    expect(await current(sale!.id)).toMatchObject({ priceCents: 6_000, originalPriceCents: 7_500 });
    await apply({ ids: [sale!.id] }, { kind: 'set-price', price: 70 });
    expect(await current(sale!.id)).toMatchObject({ priceCents: 7_000, originalPriceCents: 7_500 });
    await apply({ ids: [sale!.id] }, { kind: 'set-price', price: '80.5' });
    expect(await current(sale!.id)).toMatchObject({ priceCents: 8_050, originalPriceCents: null });
    // The quick edit follows the same rule: a price below the former one keeps the sale, one above ends it.
    const [other] = await pieces('Jasper', [8_000], { originalPriceCents: 10_000 });
    const quick = async (price: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${other!.id}`,
        headers: auth,
        payload: { price, expectedUpdatedAt: (await current(other!.id)).updatedAt },
      });
    expect((await quick(90)).statusCode).toBe(200);
    expect(await current(other!.id)).toMatchObject({ priceCents: 9_000, originalPriceCents: 10_000 });
    expect((await quick(120)).statusCode).toBe(200);
    expect(await current(other!.id)).toMatchObject({ priceCents: 12_000, originalPriceCents: null });
  });

  test('all matching a filter: the search and the category of the list select the same products', async () => {
    const word = `Garnet${kind}`;
    const inCategory = await pieces(word, [1_000, 2_000]);
    await apply(
      { ids: inCategory.map((piece) => piece.id) },
      { kind: 'add-category', category: 'Gandhara Art' },
    );
    const outside = await pieces(word, [3_000]);
    const selection = { filter: { q: word.toLowerCase(), category: 'gandhara-art' } };
    const preview = (
      await post('/api/admin/products/bulk/preview', { selection, action: { kind: 'unpublish' } })
    ).json<Preview>();
    expect(preview).toMatchObject({ matched: 2, changing: 2 });
    expect(
      (
        await t.services.catalog.adminProducts(
          { page: 1, limit: 20 },
          { search: word, category: 'gandhara-art', sort: 'newest' },
        )
      ).total,
    ).toBe(2);
    await apply(selection, { kind: 'unpublish' });
    for (const piece of inCategory) expect((await current(piece.id)).status).toBe('draft');
    expect((await current(outside[0]!.id)).status).toBe('published');
    // Published again: the public API shows them once more.
    await apply(selection, { kind: 'publish' });
    for (const piece of inCategory)
      expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).statusCode).toBe(200);
  });

  test('adding and removing a category, marking sold and available again', async () => {
    const chosen = await pieces('Lapis', [1_000, 2_000]);
    const ids = chosen.map((piece) => piece.id);
    await apply({ ids }, { kind: 'add-category', category: 'Garden Decor' });
    for (const id of ids)
      expect((await current(id)).categories.map((category) => category.name)).toEqual([
        'Home Decor',
        'Garden Decor',
      ]);
    await apply({ ids }, { kind: 'remove-category', category: 'Home Decor' });
    for (const id of ids)
      expect((await current(id)).categories.map((category) => category.name)).toEqual(['Garden Decor']);
    await apply({ ids }, { kind: 'mark-sold' });
    for (const id of ids) expect(await current(id)).toMatchObject({ soldOut: true });
    const soldAt = (await current(ids[0]!)).soldOutAt;
    expect(soldAt).not.toBeNull();
    await apply({ ids }, { kind: 'mark-available' });
    for (const id of ids) expect(await current(id)).toMatchObject({ soldOut: false, soldOutAt: null });
  });

  /** A product's categories and subcategories, by name in their order. */
  const links = async (id: string) => {
    const product = await current(id);
    return {
      categories: product.categories.map((category) => category.name),
      subcategories: product.subcategories.map((sub) => `${sub.name} (${sub.slug})`),
    };
  };
  const historyOf = (id: string) => historyEntries<HistoryEntry>(t, auth, `kind=product&recordId=${id}`);
  const subcategoryNames = async (id: string) => (await current(id)).subcategories.map((sub) => sub.name);

  test('adding a subcategory brings its category along where a product lacks it, and the undo restores each exactly', async () => {
    const [bare, inGarden, already] = await pieces('Pumice', [1_000, 2_000, 3_000]);
    await t.services.catalog.updateProduct(inGarden!.id, {
      title: inGarden!.title,
      description: 'Carved in Taxila.',
      categories: ['Garden Decor', 'Home Decor'],
      priceCents: 2_000,
    });
    await t.services.catalog.updateProduct(already!.id, {
      title: already!.title,
      description: 'Carved in Taxila.',
      categories: ['Home Decor', 'Garden Decor'],
      subcategories: [
        (await t.services.catalog.findSubcategory('Garden Decor', 'Fountains'))!.subcategory.id,
        (await t.services.catalog.findSubcategory('Home Decor', 'Fountains'))!.subcategory.id,
      ],
      priceCents: 3_000,
    });
    const ids = [bare!.id, inGarden!.id, already!.id];
    const before = await Promise.all(ids.map(links));
    const action = { kind: 'add-subcategory', category: 'garden-decor', subcategory: 'fountains' };

    const preview = (
      await post('/api/admin/products/bulk/preview', { selection: { ids }, action })
    ).json<Preview>();
    expect(preview).toMatchObject({
      matched: 3,
      changing: 2,
      description: 'Add to the subcategory “fountains” of “garden-decor”',
    });
    expect(await Promise.all(ids.map(links))).toEqual(before);

    const applied = await apply({ ids }, action);
    expect(applied).toMatchObject({ matched: 3, changed: 2 });
    // The category came along after the product's own, and only where it was missing; the "Fountains" of Home
    // Decor stays out of it.
    expect(await links(bare!.id)).toEqual({
      categories: ['Home Decor', 'Garden Decor'],
      subcategories: ['Fountains (fountains)'],
    });
    expect(await links(inGarden!.id)).toEqual({
      categories: ['Garden Decor', 'Home Decor'],
      subcategories: ['Fountains (fountains)'],
    });
    const gardenFountains = (await t.services.catalog.findSubcategory('Garden Decor', 'Fountains'))!;
    for (const id of ids)
      expect((await current(id)).subcategories.map((sub) => sub.categoryId)).toContain(
        gardenFountains.category.id,
      );
    expect(await links(already!.id)).toEqual(before[2]);
    // The category page's chip narrows to them.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/products/category/garden-decor?sub=fountains',
    });
    expect(
      page
        .json<{ products: { _id: string }[] }>()
        .products.map((p) => p._id)
        .sort(),
    ).toEqual([...ids].sort());

    // The history records each changed product's links before and after, in the edit's batch.
    const [entry] = await historyOf(bare!.id);
    expect(entry).toMatchObject({ action: 'update' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'categories', before: ['Home Decor'], after: ['Home Decor', 'Garden Decor'] },
        { field: 'subcategories', before: [], after: ['Fountains'] },
      ]),
    );
    // The product that already held it was left out of the edit, and of the history.
    expect(
      (await historyOf(already!.id)).flatMap((each) => each.changes.map((change) => change.field)),
    ).not.toContain('subcategories');

    const undone = await undo();
    expect(undone.json<Undone>()).toMatchObject({ reverted: 2, keptChanged: 0 });
    expect(await Promise.all(ids.map(links))).toEqual(before);
    const [reverted] = await historyOf(bare!.id);
    expect(reverted!.changes).toEqual(
      expect.arrayContaining([
        { field: 'categories', before: ['Home Decor', 'Garden Decor'], after: ['Home Decor'] },
        { field: 'subcategories', before: ['Fountains'], after: [] },
      ]),
    );
  });

  test('the undo of an added subcategory leaves a product changed since as it is, in its category', async () => {
    const [kept, changed] = await pieces('Tufa', [1_000, 2_000]);
    const ids = [kept!.id, changed!.id];
    await apply({ ids }, { kind: 'add-subcategory', category: 'Garden Decor', subcategory: 'Ponds' });
    // The owner moves one from Ponds to Fountains by hand after the bulk edit.
    await t.services.catalog.updateProduct(changed!.id, {
      title: changed!.title,
      description: 'Carved in Taxila.',
      categories: ['Home Decor', 'Garden Decor'],
      subcategories: [
        (await t.services.catalog.findSubcategory('Garden Decor', 'Fountains'))!.subcategory.id,
      ],
      priceCents: 2_000,
    });
    expect((await undo()).json<Undone>()).toMatchObject({ reverted: 1, keptChanged: 1 });
    expect(await links(kept!.id)).toEqual({ categories: ['Home Decor'], subcategories: [] });
    expect(await links(changed!.id)).toEqual({
      categories: ['Home Decor', 'Garden Decor'],
      subcategories: ['Fountains (fountains)'],
    });
  });

  test('removing a subcategory keeps the category and the other subcategories, and the undo links it again', async () => {
    const [both, pondOnly, none] = await pieces('Basalt', [1_000, 2_000, 3_000]);
    for (const [piece, subcategories] of [
      [both!, ['Fountains', 'Ponds']],
      [pondOnly!, ['Ponds']],
    ] as const)
      await t.services.catalog.updateProduct(piece.id, {
        title: piece.title,
        description: 'Carved in Taxila.',
        categories: ['Garden Decor'],
        subcategories: [...subcategories],
        priceCents: 1_000,
      });
    const ids = [both!.id, pondOnly!.id, none!.id];
    const before = await Promise.all(ids.map(links));
    const applied = await apply(
      { ids },
      { kind: 'remove-subcategory', category: 'Garden Decor', subcategory: 'Ponds' },
    );
    expect(applied).toMatchObject({ matched: 3, changed: 2 });
    expect(applied.message).toBe(
      'Remove from the subcategory “Ponds” of “Garden Decor”: 2 products changed, 1 already so.',
    );
    expect(await links(both!.id)).toEqual({
      categories: ['Garden Decor'],
      subcategories: ['Fountains (fountains)'],
    });
    expect(await links(pondOnly!.id)).toEqual({ categories: ['Garden Decor'], subcategories: [] });
    expect(await links(none!.id)).toEqual(before[2]);
    const [entry] = await historyOf(pondOnly!.id);
    expect(entry!.changes).toEqual([{ field: 'subcategories', before: ['Ponds'], after: [] }]);

    expect((await undo()).json<Undone>()).toMatchObject({ reverted: 2, keptChanged: 0 });
    expect(await Promise.all(ids.map(links))).toEqual(before);
    expect(await subcategoryNames(both!.id)).toEqual(['Fountains', 'Ponds']);
  });

  test('undo restores the last edit, leaves a product changed since as it is and says so, and works once', async () => {
    const chosen = await pieces('Amber', [10_000, 20_000, 30_000]);
    const ids = chosen.map((piece) => piece.id);
    await apply({ ids }, { kind: 'change-price', percent: 10, rounding: 'cent' });
    expect(await prices(ids)).toEqual([11_000, 22_000, 33_000]);
    // The owner fixes one price by hand after the bulk edit.
    const edited = await current(ids[1]!);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${ids[1]}`,
      headers: auth,
      payload: { price: 250, expectedUpdatedAt: edited.updatedAt },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const last = await t.app.inject({ method: 'GET', url: '/api/admin/products/bulk/last', headers: auth });
    expect(last.json<{ edit: { description: string } }>().edit.description).toBe('Raise prices by 10%');
    const undone = await undo();
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Undone>()).toMatchObject({ reverted: 2, keptChanged: 1 });
    expect(undone.json<Undone>().message).toBe(
      'Undone: Raise prices by 10%. 2 products restored; 1 product was left as it is, changed since.',
    );
    expect(await prices(ids)).toEqual([10_000, 25_000, 30_000]);
    const again = await undo();
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('no bulk edit to undo');
  });

  test('undo of each kind of action restores what it found', async () => {
    const chosen = await pieces('Topaz', [1_000]);
    const ids = chosen.map((piece) => piece.id);
    const before = await current(ids[0]!);
    for (const action of [
      { kind: 'add-category', category: 'Crockery' },
      { kind: 'remove-category', category: 'Home Decor' },
      { kind: 'add-subcategory', category: 'Garden Decor', subcategory: 'Ponds' },
      { kind: 'unpublish' },
      { kind: 'mark-sold' },
      { kind: 'set-price', price: 5 },
    ]) {
      await apply({ ids }, action);
      expect((await undo()).statusCode).toBe(200);
      expect(await current(ids[0]!)).toMatchObject({
        categories: before.categories,
        subcategories: before.subcategories,
        status: before.status,
        soldOut: before.soldOut,
        priceCents: before.priceCents,
      });
    }
  });

  test('setting a material, a finish and an origin: only pieces that differ change, and the undo restores each one’s own', async () => {
    const [plain] = await pieces('Jasper', [1_000]);
    const [marble] = await pieces('Jasper', [2_000], { material: 'marble', finish: 'Matte' });
    const [carved] = await pieces('Jasper', [3_000], { material: 'onyx' });
    const ids = [plain!.id, marble!.id, carved!.id];
    const materials = async () => Promise.all(ids.map(async (id) => (await current(id)).material));

    const preview = await post('/api/admin/products/bulk/preview', {
      selection: { ids },
      action: { kind: 'set-material', value: '  Onyx ' },
    });
    expect(preview.json<Preview>()).toMatchObject({
      matched: 3,
      changing: 2,
      description: 'Set the material to “Onyx”',
    });
    const applied = await apply({ ids }, { kind: 'set-material', value: '  Onyx ' });
    expect(applied).toMatchObject({ matched: 3, changed: 2 });
    expect(await materials()).toEqual(['onyx', 'onyx', 'onyx']);
    // The visitors' material filter sees the change at once.
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?material=onyx&limit=50' });
    expect(listed.body).toContain(plain!.id);
    expect((await undo()).json<Undone>()).toMatchObject({ reverted: 2, keptChanged: 0 });
    expect(await materials()).toEqual([null, 'marble', 'onyx']);

    await apply({ ids }, { kind: 'set-finish', value: 'Hand-polished' });
    await apply({ ids }, { kind: 'set-origin', value: 'Taxila,   Pakistan' });
    expect((await current(carved!.id)).origin).toBe('Taxila, Pakistan');
    expect((await undo()).statusCode).toBe(200);
    expect((await current(carved!.id)).origin).toBeNull();
    expect((await current(marble!.id)).finish).toBe('Hand-polished');

    // Empty clears; a value too long is a 400 that says so.
    expect(await apply({ ids }, { kind: 'set-finish', value: '' })).toMatchObject({ changed: 3 });
    expect((await current(marble!.id)).finish).toBeNull();
    expect((await undo()).statusCode).toBe(200);
    expect((await current(marble!.id)).finish).toBe('Hand-polished');
    const long = await post('/api/admin/products/bulk', {
      selection: { ids },
      action: { kind: 'set-origin', value: 'x'.repeat(81) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('The origin is at most 80 characters');
  });

  test('two price rises at once both apply: +10% twice is ×1.21, nothing lost', async () => {
    const chosen = await pieces('Beryl', [10_000, 20_000, 40_000, 80_000]);
    const ids = chosen.map((piece) => piece.id);
    const action = { kind: 'change-price', percent: 10, rounding: 'cent' };
    const answers = await Promise.all([
      post('/api/admin/products/bulk', { selection: { ids }, action }),
      post('/api/admin/products/bulk', { selection: { ids: [...ids].reverse() }, action }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await prices(ids)).toEqual([12_100, 24_200, 48_400, 96_800]);
    // The undo of the later one takes back its own 10% only.
    expect((await undo()).json<Undone>()).toMatchObject({ reverted: 4, keptChanged: 0 });
    expect(await prices(ids)).toEqual([11_000, 22_000, 44_000, 88_000]);
  });

  test('a bulk edit and a quick edit at once: neither is lost, or the quick edit is told it came too late', async () => {
    const [piece] = await pieces('Coral', [10_000]);
    const read = await current(piece!.id);
    const [bulk, quick] = await Promise.all([
      post('/api/admin/products/bulk', {
        selection: { ids: [piece!.id] },
        action: { kind: 'change-price', percent: 10, rounding: 'cent' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${piece!.id}`,
        headers: auth,
        payload: { title: 'Coral lamp', expectedUpdatedAt: read.updatedAt },
      }),
    ]);
    expect(bulk.statusCode).toBe(200);
    const now = await current(piece!.id);
    expect(now.priceCents).toBe(11_000);
    if (quick.statusCode === 200) expect(now.title).toBe('Coral lamp');
    else {
      expect(quick.statusCode).toBe(409);
      expect(now.title).toBe(read.title);
    }
  });

  test('quick edit: a title, a price and a status saved; a product changed since is a 409 with how it is now', async () => {
    const [piece] = await pieces('Opal', [10_000]);
    const read = await current(piece!.id);
    const patch = (payload: object, headers: Record<string, string> = auth, id = piece!.id) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers, payload });

    const saved = await patch({
      title: '  Opal bowl ',
      price: '125.5',
      status: 'draft',
      expectedUpdatedAt: read.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json<{
      message: string;
      product: { title: string; price: number; status: string; updatedAt: string };
    }>();
    expect(answer.message).toBe('“Opal bowl” saved.');
    expect(await current(piece!.id)).toMatchObject({
      title: 'Opal bowl',
      priceCents: 12_550,
      status: 'draft',
    });

    // The list still holds the first reading: the save is refused, and the product is as the other change left it.
    const stale = await patch({ title: 'Opal dish', expectedUpdatedAt: read.updatedAt });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<{ success: boolean; message: string; product: { title: string } }>();
    expect(conflict.success).toBe(false);
    expect(conflict.message).toContain('was changed elsewhere');
    expect(conflict.product.title).toBe('Opal bowl');
    expect((await current(piece!.id)).title).toBe('Opal bowl');

    // With the answer's updatedAt, the next save goes through.
    const next = await patch({ title: 'Opal dish', expectedUpdatedAt: answer.product.updatedAt });
    expect(next.statusCode).toBe(200);
  });

  test('bad input is a 400 with a message, a visitor gets 401, an unknown product 404', async () => {
    const [piece] = await pieces('Agate', [10_000]);
    const read = await current(piece!.id);
    const cases: [string, object, string][] = [
      [
        '/api/admin/products/bulk',
        { selection: { ids: [] }, action: { kind: 'publish' } },
        'Select at least one product',
      ],
      [
        '/api/admin/products/bulk',
        { selection: { ids: [piece!.id] }, action: { kind: 'paint' } },
        'Choose what to change',
      ],
      [
        '/api/admin/products/bulk',
        { selection: { ids: [piece!.id] }, action: { kind: 'change-price', percent: -95, rounding: '10' } },
        'at most 90%',
      ],
      [
        '/api/admin/products/bulk',
        { selection: { ids: [piece!.id] }, action: { kind: 'add-category', category: 'Moon Rocks' } },
        'Unknown category: Moon Rocks',
      ],
      [
        '/api/admin/products/bulk',
        {
          selection: { ids: [piece!.id] },
          action: { kind: 'add-subcategory', category: 'Crockery', subcategory: 'Fountains' },
        },
        'Unknown subcategory: “Fountains” is not a subcategory of “Crockery”',
      ],
      [
        '/api/admin/products/bulk/preview',
        {
          selection: { ids: [piece!.id] },
          action: { kind: 'remove-subcategory', category: 'Moon Rocks', subcategory: 'Fountains' },
        },
        'Unknown category: Moon Rocks',
      ],
      [
        '/api/admin/products/bulk',
        { selection: { ids: [piece!.id] }, action: { kind: 'add-subcategory', category: 'Crockery' } },
        'Choose a subcategory',
      ],
      [
        '/api/admin/products/bulk/preview',
        { selection: { ids: [piece!.id] }, action: { kind: 'set-price', price: -1 } },
        'cannot be negative',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await post(url, payload);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
    expect(
      (
        await post(
          '/api/admin/products/bulk',
          { selection: { ids: [piece!.id] }, action: { kind: 'publish' } },
          {},
        )
      ).statusCode,
    ).toBe(401);

    const patch = (payload: object, id = piece!.id, headers: Record<string, string> = auth) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers, payload });
    expect((await patch({ title: 'x', expectedUpdatedAt: read.updatedAt }, piece!.id, {})).statusCode).toBe(
      401,
    );
    const empty = await patch({ expectedUpdatedAt: read.updatedAt });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Send a title, a price or a status to change');
    const blank = await patch({ title: '  ', expectedUpdatedAt: read.updatedAt });
    expect(blank.json<{ message: string }>().message).toBe('Enter the product title');
    expect((await patch({ price: 'ten', expectedUpdatedAt: read.updatedAt })).statusCode).toBe(400);
    expect((await patch({ title: 'Agate' })).statusCode).toBe(400);
    const unknown = await patch(
      { title: 'x', expectedUpdatedAt: read.updatedAt },
      '0123456789abcdef01234567',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await current(piece!.id)).title).toBe(read.title);
  });

  test(
    'a price change of 5,000 products in one transaction, and its undo',
    { timeout: 120_000 },
    async () => {
      await generateCatalogue(t.services.database.db, { count: 5_000, drafts: 0 });
      const category = (await t.services.catalog.findCategory('Gandhara Art'))!;
      const selection = { filter: { category: category.slug } };
      const { matched } = (
        await post('/api/admin/products/bulk/preview', {
          selection,
          action: { kind: 'change-price', percent: 10, rounding: '1' },
        })
      ).json<Preview>();
      expect(matched).toBeGreaterThan(100);
      const before = await t.services.database.db
        .selectFrom('products')
        .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
        .select(['products.id', 'products.price_cents'])
        .where('product_categories.category_id', '=', category.id)
        .execute();
      const everything = { filter: {} };
      const all = (
        await post('/api/admin/products/bulk/preview', {
          selection: everything,
          action: { kind: 'mark-sold' },
        })
      ).json<Preview>();
      expect(all.matched).toBeGreaterThanOrEqual(5_000);
      const applied = await apply(everything, { kind: 'change-price', percent: 10, rounding: '1' });
      expect(applied.matched).toBe(all.matched);
      const after = new Map(
        (await t.services.database.db.selectFrom('products').select(['id', 'price_cents']).execute()).map(
          (row) => [row.id, row.price_cents],
        ),
      );
      for (const row of before)
        if (row.price_cents !== null && row.price_cents > 0)
          // Half up to whole dollars, in integers as the database does it.
          expect(after.get(row.id)).toBe(
            Math.max(100, Math.floor((row.price_cents * 11_000 + 500_000) / 1_000_000) * 100),
          );
      expect((await undo()).json<Undone>()).toMatchObject({ reverted: applied.changed, keptChanged: 0 });
      const restored = new Map(
        (await t.services.database.db.selectFrom('products').select(['id', 'price_cents']).execute()).map(
          (row) => [row.id, row.price_cents],
        ),
      );
      for (const row of before) expect(restored.get(row.id)).toBe(row.price_cents);
    },
  );

  test('a subcategory deleted between the check and the write is a 409 that changes nothing, not a server error', async () => {
    const { catalog, categoryAdmin, database } = t.services;
    const crockery = (await catalog.findCategory('Crockery'))!;
    const made = await categoryAdmin.subcategories.create(crockery.id, { name: 'Tea Sets' });
    if (!made.ok) throw new Error(made.message);
    const [piece] = await pieces('Teaware', [12_000]);
    // The real catalogue, whose lookup is followed at once by another admin's delete of what it found.
    const racing = createProductBulkEditService({
      dialect: database.dialect,
      repository: createProductBulkEditRepository(database.db, database.dialect),
      catalog: {
        findCategory: (key) => catalog.findCategory(key),
        async findSubcategory(category, subcategory) {
          const found = await catalog.findSubcategory(category, subcategory);
          if (found) expect((await categoryAdmin.subcategories.remove(found.subcategory.id)).ok).toBe(true);
          return found;
        },
      },
    });
    const action = { kind: 'add-subcategory', category: 'Crockery', subcategory: 'Tea Sets' } as const;
    const refused = await racing
      .apply({ selection: { ids: [piece!.id] }, action })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogInputError);
    expect(refused).toMatchObject({ kind: 'conflict' });
    expect((refused as Error).message).toContain('deleted meanwhile');
    const after = (await catalog.productForAdmin(piece!.id))!;
    expect(after.categories.map((category) => category.name)).toEqual(['Home Decor']);
    expect(after.subcategories).toEqual([]);
  });
});
