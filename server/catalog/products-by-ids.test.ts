import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAVOURITES_LIMIT } from '#common/favourites.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, TEST_ACTOR, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('a visitor’s favourites, GET /api/products/by-ids, on %s', (kind) => {
  let t: TestApp;
  let products: Awaited<ReturnType<typeof addCatalog>>;
  const byIds = (ids: string) => t.app.inject(`/api/products/by-ids?ids=${ids}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    products = await addCatalog(t.services, 6);
  });
  afterAll(() => t.close());

  test('answers the published pieces asked for, in the order asked, as cards show them', async () => {
    const [a, b, c] = [products[4]!, products[0]!, products[2]!];
    const response = await byIds(`${a.id},${b.id},${c.id},${a.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public/);
    const body = response.json();
    expect(body.products.map((piece: { id: string }) => piece.id)).toEqual([a.id, b.id, c.id]);
    expect(body.products[1]).toMatchObject({
      id: b.id,
      slug: 'carved-piece-01',
      title: 'Carved Piece 01',
      priceCents: 10_000,
      originalPriceCents: 15_000,
      soldOut: false,
      categories: ['Gandhara Art', 'Featured Products'],
    });
    expect(body.products[1].images).toHaveLength(2);
    expect(body.products[1].images[0]).toMatchObject({ kind: 'media', ref: { width: 1200, height: 900 } });
  });

  test('a piece deleted, in the trash or back to a draft is left out; an unknown id is no error', async () => {
    const [kept, trashed, drafted] = [products[1]!, products[3]!, products[5]!];
    expect(await t.services.trash.trash('product', trashed.id, TEST_ACTOR)).toBeDefined();
    const edit = await t.services.catalog.quickEditProduct(
      drafted.id,
      { status: 'draft' },
      drafted.updatedAt,
    );
    expect(edit.kind).toBe('saved');
    const unknown = 'abcdefabcdefabcdefabcdef';
    const body = (await byIds(`${trashed.id},${kept.id},${drafted.id},${unknown}`)).json();
    expect(body).toEqual({ products: [expect.objectContaining({ id: kept.id })] });
    expect((await byIds(unknown)).json()).toEqual({ products: [] });
  });

  test('bad ids answer 400 with a message, never a 500', async () => {
    const id = products[0]!.id;
    const tooMany = Array.from({ length: FAVOURITES_LIMIT + 1 }, (_, index) =>
      index.toString(16).padStart(24, '0'),
    ).join(',');
    for (const [query, message] of [
      ['', /ids is product ids/],
      ['ids=', /24 hexadecimal/],
      [`ids=${id},nope`, /24 hexadecimal/],
      [`ids=${id.toUpperCase()}`, /24 hexadecimal/],
      [`ids=${id},,${id}`, /24 hexadecimal/],
      [`ids=${tooMany}`, /at most 50/],
      [`ids=${'a'.repeat(5000)}`, /at most 50/],
      [`ids=${id}&ids=${id}`, /ids/],
    ] as const) {
      const response = await t.app.inject(`/api/products/by-ids?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });
});
