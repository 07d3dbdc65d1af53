import { afterEach, describe, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * The products and admin rows one instance keeps by id between catalogue changes (decision 053): every write that
 * changes what a list shows of a product is seen by the next read, in the visitors' lists, a category's list, the
 * products by id and the admin's list, while reads between writes come from what is kept.
 */
describe.each(DATABASE_KINDS)('products kept by id, on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  test('a quick edit, a sale and a category’s new name are in every list at once', async () => {
    t = await createTestApp(kind);
    const { catalog, categoryAdmin } = t.services;
    await addCatalog(t.services, 3);
    const page = { page: 1, limit: 20 };
    const titles = async () => (await catalog.listProducts(page)).products.map((product) => product.title);
    const [first] = (await catalog.listProducts(page)).products;
    const id = first!.id;
    const category = first!.categories[0]!;
    const before = await titles();
    // Read again: the same, from what is kept.
    expect(await titles()).toEqual(before);

    const edited = await catalog.quickEditProduct(id, { title: 'Lotus Bowl, Renamed' }, first!.updatedAt);
    expect(edited.kind).toBe('saved');
    expect(await titles()).toContain('Lotus Bowl, Renamed');
    const inCategory = await catalog.listCategoryProducts(category.slug, page);
    expect(inCategory!.products.find((product) => product.id === id)?.title).toBe('Lotus Bowl, Renamed');
    const admin = await catalog.adminProducts(page, { sort: 'newest' });
    expect(admin.products.find((row) => row.id === id)?.title).toBe('Lotus Bowl, Renamed');
    expect((await catalog.publishedProductsByIds([id]))[0]?.title).toBe('Lotus Bowl, Renamed');

    await catalog.setSold(id, true);
    expect((await catalog.publishedProductsByIds([id]))[0]?.soldOut).toBe(true);
    expect(
      (await catalog.adminProducts(page, { sort: 'newest' })).products.find((row) => row.id === id)?.soldOut,
    ).toBe(true);

    const categories = await categoryAdmin.list();
    const shown = categories.find((each) => each.slug === category.slug)!;
    const renamed = await categoryAdmin.update(shown._id, { name: `${shown.name} Renamed` });
    expect(renamed.ok).toBe(true);
    const [listed] = await catalog.publishedProductsByIds([id]);
    expect(listed?.categories.map((each) => each.name)).toContain(`${shown.name} Renamed`);
    const row = (await catalog.adminProducts(page, { sort: 'newest' })).products.find(
      (each) => each.id === id,
    );
    expect(row?.categories.map((each) => each.name)).toContain(`${shown.name} Renamed`);
  });

  test('what is kept is shared read-only: a caller cannot change it, and the next read is as it was', async () => {
    t = await createTestApp(kind);
    const { catalog } = t.services;
    await addCatalog(t.services, 2);
    const page = { page: 1, limit: 20 };
    // Kept from their second read (decision 057): the first read's records are its caller's own.
    await catalog.listProducts(page);
    const [read] = (await catalog.listProducts(page)).products;
    const title = read!.title;
    expect(() => (read!.title = 'Changed by a caller')).toThrow(TypeError);
    expect(() => (read!.categories.length = 0)).toThrow(TypeError);
    expect(() => read!.images.push(read!.images[0]!)).toThrow(TypeError);
    const image = read!.images[0]!;
    expect(() => (image.kind === 'media' ? (image.ref.key = 'changed') : (image.url = 'changed'))).toThrow(
      TypeError,
    );
    const [again] = (await catalog.listProducts(page)).products;
    expect(again!.title).toBe(title);
    expect(again!.categories.length).toBeGreaterThan(0);
    expect(again!.images.length).toBeGreaterThan(0);
  });

  test('a product kept is shown again when the photographs’ variant key changes', async () => {
    t = await createTestApp(kind);
    const { catalog } = t.services;
    await addCatalog(t.services, 2);
    const page = { page: 1, limit: 20 };
    const keysOf = async () =>
      (await catalog.listProducts(page)).products.flatMap((product) =>
        product.images.map((image) => (image.kind === 'media' ? image.ref.key : image.url)),
      );
    const before = await keysOf();
    expect(before.length).toBeGreaterThan(0);
    expect(await keysOf()).toEqual(before);
    // Turning the watermark on or off changes the photographs' variants, so their addresses.
    const keyBefore = await t.services.media.currentKey();
    const { watermarkEnabled } = await t.services.settings.getSite();
    await t.services.settings.updateSite({ watermarkEnabled: !watermarkEnabled });
    expect(await t.services.media.currentKey()).not.toBe(keyBefore);
    const after = await keysOf();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });
});
