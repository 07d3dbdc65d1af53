import { afterEach, describe, expect, test } from 'vitest';
import { adminProductRowSchema } from '#common/schemas/products.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('the admin list’s rows, on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  test('each row is what the whole product shows: its first photograph that shows, categories in order, prices, state', async () => {
    t = await createTestApp(kind);
    const { catalog, database } = t.services;
    const [withMedia] = await addCatalog(t.services, 2);
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 1, hour));
    const byUrl = await catalog.createProduct({
      title: 'Onyx Bowl From An Old Link',
      description: 'Carved onyx.',
      priceCents: 12_500,
      originalPriceCents: 15_000,
      categories: ['Crockery', 'Gandhara Art'],
      images: [
        { media_id: null, url: '/uploads/onyx-bowl.jpg' },
        { media_id: null, url: '/uploads/onyx-bowl-side.jpg' },
      ],
      createdAt: at(1),
    });
    const bare = await catalog.createProduct({
      title: 'Unpriced Draft Plinth',
      description: 'Carved schist.',
      status: 'draft',
      categories: ['Garden Decor'],
      images: [],
      createdAt: at(2),
    });
    await database.db.updateTable('products').set({ sold_out: true }).where('id', '=', byUrl.id).execute();
    // A link that shows nothing (neither a photograph nor an address) comes first: the row skips it.
    await database.db
      .insertInto('product_images')
      .values([
        { product_id: bare.id, position: 0, media_id: null, url: null },
        { product_id: bare.id, position: 1, media_id: null, url: '/uploads/plinth.jpg' },
      ])
      .execute();

    const listed = await catalog.adminProducts({ page: 1, limit: 20 }, { sort: 'newest' });
    expect(listed.products.map((row) => row.title)).toEqual([
      'Unpriced Draft Plinth',
      'Onyx Bowl From An Old Link',
      'Carved Piece 02',
      'Carved Piece 01',
    ]);
    // The same as the whole product read and cut down to the row, as the list did before.
    for (const row of listed.products) {
      const whole = await catalog.productForAdmin(row.id);
      expect(row, row.title).toEqual(
        adminProductRowSchema.parse({ ...whole, image: whole!.images[0] ?? null }),
      );
    }
    const [plinth, bowl, , piece] = listed.products;
    expect(plinth).toMatchObject({ id: bare.id, status: 'draft', priceCents: null, image: { kind: 'url' } });
    expect(JSON.stringify(plinth!.image)).toContain('plinth.jpg');
    expect(bowl).toMatchObject({
      soldOut: true,
      priceCents: 12_500,
      originalPriceCents: 15_000,
      categories: [
        { name: 'Crockery', slug: 'crockery' },
        { name: 'Gandhara Art', slug: 'gandhara-art' },
      ],
    });
    expect(bowl!.image).toMatchObject({ kind: 'url' });
    expect(JSON.stringify(bowl!.image)).toContain('onyx-bowl.jpg');
    expect(piece).toMatchObject({ id: withMedia!.id, image: { kind: 'media' } });
    // A search answers with the same rows.
    const searched = await catalog.adminProducts({ page: 1, limit: 20 }, { sort: 'newest', search: 'onyx' });
    expect(searched.products).toEqual([bowl]);
  });
});
