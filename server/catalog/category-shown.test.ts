import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { servicesContext } from '#app/context.ts';
import { loader as rootLoader } from '#app/root.tsx';
import { createPublicCategories } from '#server/demo/seed.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * Issue 18, item 9 (decision 030): a bulk upload's new category was public (menu, API, sitemap) while every product
 * in it was a draft. A category shows when it has a published product, or no product at all.
 */
describe.each(DATABASE_KINDS)('which categories a visitor is shown, on %s', (kind) => {
  let t: TestApp;
  /** The menu of every page, as the router's root loader reads it. */
  const menu = async () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, t.services);
    const data = await rootLoader({
      request: new Request(TEST_PUBLIC_URL),
      params: {},
      context,
    } as unknown as Parameters<typeof rootLoader>[0]);
    return data.categories.map((category) => category.slug);
  };
  /** Where a visitor meets the categories: the (cached) API, the sitemap and the menu. */
  const seen = async (slug: string) => {
    const [api, sitemap, slugs] = await Promise.all([
      t.app.inject('/api/categories'),
      t.app.inject('/sitemap-pages.xml'),
      menu(),
    ]);
    expect([api.statusCode, sitemap.statusCode]).toEqual([200, 200]);
    return {
      api: api.json<{ categories: { slug: string }[] }>().categories.some((c) => c.slug === slug),
      sitemap: sitemap.body.includes(`/category/${slug}<`),
      menu: slugs.includes(slug),
    };
  };
  const everywhere = { api: true, sitemap: true, menu: true };
  const nowhere = { api: false, sitemap: false, menu: false };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createPublicCategories(t.services);
  });
  afterAll(() => t?.close());

  test('a category whose every product is a draft stays hidden until one is published', async () => {
    const { catalog } = t.services;
    // The shop's menu shows its categories before any piece arrives.
    expect(await seen('salt')).toEqual(everywhere);

    // As a bulk upload does: a new category, and the photographs' products in it as drafts.
    await catalog.createCategory({ name: 'Marble Inlay', position: 24 });
    const drafts = [];
    for (const n of [1, 2])
      drafts.push(
        await catalog.createProduct({
          title: `Marble inlay ${n}`,
          description: 'From a bulk upload.',
          categories: ['Marble Inlay'],
          images: [],
          status: 'draft',
        }),
      );
    expect(await seen('marble-inlay')).toEqual(nowhere);

    // The owner publishes one: the category shows, on every page however it was cached.
    const [first] = drafts;
    await catalog.updateProduct(first!.id, {
      title: first!.title,
      description: first!.description,
      categories: ['Marble Inlay'],
      status: 'published',
    });
    await expect.poll(() => seen('marble-inlay'), { timeout: 10_000, interval: 50 }).toEqual(everywhere);

    // Back to a draft: hidden again.
    await catalog.updateProduct(first!.id, {
      title: first!.title,
      description: first!.description,
      categories: ['Marble Inlay'],
      status: 'draft',
    });
    await expect.poll(() => seen('marble-inlay'), { timeout: 10_000, interval: 50 }).toEqual(nowhere);
  });

  test('a subcategory whose every product is a draft offers no chip', async () => {
    const { catalog, categoryAdmin } = t.services;
    const category = (await catalog.findCategory('Crockery'))!;
    const outcome = await categoryAdmin.subcategories.create(category.id, { name: 'Tea Sets' });
    if (!outcome.ok) throw new Error(outcome.message);
    const created = outcome.value;
    const chips = async () =>
      (await catalog.listCategoryProducts('crockery', { page: 1, limit: 20 }))!.subcategories.map(
        (chip) => chip.name,
      );
    expect(await chips()).toEqual(['Tea Sets']);
    const piece = await catalog.createProduct({
      title: 'Onyx tea set',
      description: 'Six cups.',
      categories: ['Crockery'],
      subcategories: [created._id],
      images: [],
      status: 'draft',
    });
    expect(await chips()).toEqual([]);
    await catalog.updateProduct(piece.id, {
      title: piece.title,
      description: piece.description,
      categories: ['Crockery'],
      subcategories: [created._id],
      status: 'published',
    });
    await expect.poll(chips, { timeout: 10_000, interval: 50 }).toEqual(['Tea Sets']);
  });
});
