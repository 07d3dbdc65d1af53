import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

type Answer = {
  success: boolean;
  message: string;
  product: { id: string; isSoldOut: boolean; soldOutAt: string | null };
};

/** Issue 18, item 1: a piece sells, and the owner marks it sold (or available again) in one call. */
describe.each(DATABASE_KINDS)('marking a piece sold on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
    await createPublicCategories(t.services);
  });
  afterAll(() => t.close());

  const newPiece = (title: string) =>
    t.services.catalog.createProduct({
      title,
      description: 'Carved in Taxila.',
      categories: ['Home Decor'],
      images: [],
    });
  const mark = (id: string, body: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}/sold`, payload: body as object, headers });
  const publicRecord = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{
      isSoldOut: boolean;
      soldOutAt: string | null;
    }>();

  test('marked sold, the piece keeps its public page with the date; marked available, the date goes', async () => {
    const piece = await newPiece('Onyx Elephant');
    // Read once, so a kept answer would show if a write did not drop it.
    expect(await publicRecord(piece.id)).toMatchObject({ isSoldOut: false, soldOutAt: null });

    const sold = await mark(piece.id, { sold: true });
    expect(sold.statusCode).toBe(200);
    const answer = sold.json<Answer>();
    expect(answer.message).toBe('“Onyx Elephant” is marked sold.');
    expect(answer.product.isSoldOut).toBe(true);
    expect(Date.now() - Date.parse(answer.product.soldOutAt!)).toBeLessThan(60_000);
    expect(await publicRecord(piece.id)).toMatchObject({
      isSoldOut: true,
      soldOutAt: answer.product.soldOutAt,
    });

    // Marked sold again (a second click, another tab), it keeps the day it first sold.
    const again = (await mark(piece.id, { sold: true })).json<Answer>();
    expect(again.product.soldOutAt).toBe(answer.product.soldOutAt);

    const available = (await mark(piece.id, { sold: false })).json<Answer>();
    expect(available.message).toBe('“Onyx Elephant” is available again.');
    expect(available.product).toMatchObject({ isSoldOut: false, soldOutAt: null });
    expect(await publicRecord(piece.id)).toMatchObject({ isSoldOut: false, soldOutAt: null });
  });

  test('two marks at once agree on one date', async () => {
    const piece = await newPiece('Marble Lantern');
    const answers = await Promise.all([mark(piece.id, { sold: true }), mark(piece.id, { sold: true })]);
    const dates = answers.map((answer) => answer.json<Answer>().product.soldOutAt);
    expect(dates[0]).not.toBeNull();
    expect(dates[1]).toBe(dates[0]);
    expect((await publicRecord(piece.id)).soldOutAt).toBe(dates[0]);
  });

  test('a visitor cannot mark a piece, a bad body is a 400 with a message, an unknown piece a 404', async () => {
    const piece = await newPiece('Jade Bowl');
    expect((await mark(piece.id, { sold: true }, {})).statusCode).toBe(401);
    const bad = await mark(piece.id, { sold: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Say whether the piece is sold');
    expect((await mark(piece.id, {})).statusCode).toBe(400);
    expect((await publicRecord(piece.id)).isSoldOut).toBe(false);
    const unknown = await mark('0123456789abcdef01234567', { sold: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Product not found' });
  });
});
