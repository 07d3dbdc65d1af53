import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicCategories } from '#server/demo/seed.ts';
import { multipartBody } from '#tests/helpers/multipart.ts';
import { createSignedInTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * Issue 18, item 9: saving a product must not drop what the form does not show (meta keywords, tags,
 * specifications, the "new" flag), which the old site's import brings.
 */
describe.each(DATABASE_KINDS)('an edit keeps the fields the form does not show, on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    ({ auth, ...t } = await createSignedInTestApp(kind));
    await createPublicCategories(t.services);
  });
  afterAll(() => t.close());

  test('meta keywords, tags, specifications and "new" survive a save from the panel', async () => {
    const piece = await t.services.catalog.createProduct({
      title: 'Imported Marble Urn',
      description: 'An urn brought over from the old site.',
      categories: ['Garden Decor'],
      images: [],
      metaKeywords: 'marble urn, garden urn',
      tags: ['urn', 'marble'],
      specifications: [
        ['Material', 'White marble'],
        ['Height', '60 cm'],
      ],
      isNew: true,
    });
    const body = await multipartBody({
      title: 'Imported Marble Urn, Large',
      description: 'An urn brought over from the old site, now with its size.',
      imageAlt: 'White marble garden urn',
      price: '320',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${piece.id}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.services.catalog.productForAdmin(piece.id);
    expect(after).toMatchObject({
      title: 'Imported Marble Urn, Large',
      metaKeywords: 'marble urn, garden urn',
      tags: ['urn', 'marble'],
      specifications: [
        ['Material', 'White marble'],
        ['Height', '60 cm'],
      ],
      isNew: true,
    });
  });
});
