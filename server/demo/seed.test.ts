import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEATURED_CATEGORY, LUXURY_CATEGORY, PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { seedDemoContent } from './seed.ts';

describe.each(DATABASE_KINDS)('demo content on %s', (kind) => {
  let t: TestApp;
  let summary: Awaited<ReturnType<typeof seedDemoContent>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    summary = await seedDemoContent(t.services);
  }, 180_000);
  afterAll(() => t.close());

  test('fills an empty database with a catalogue a visitor can browse', async () => {
    expect(summary).toMatchObject({ categories: 24 });
    const { products, total } = await t.services.catalog.listProducts({ page: 1, limit: 100 });
    expect(total).toBeGreaterThanOrEqual(72);
    for (const product of products) {
      expect(product.images.length, product.title).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.title).toBeLessThanOrEqual(4);
      expect(product.images.every((image) => image.kind === 'media')).toBe(true);
    }
    expect(
      products.some(
        (p) => p.originalPriceCents != null && p.priceCents != null && p.originalPriceCents > p.priceCents,
      ),
    ).toBe(true);
    expect(products.every((p) => p.specifications.length > 0 && p.keywords.length > 0)).toBe(true);
  });

  test('every public category has products, with at least 6 featured and 9 luxury pieces', async () => {
    const categories = await t.services.catalog.listCategories();
    expect(categories.map((c) => c.name)).toEqual([...PUBLIC_CATEGORY_NAMES]);
    for (const name of PUBLIC_CATEGORY_NAMES) {
      const page = await t.services.catalog.listCategoryProducts(name, { page: 1, limit: 1 });
      expect(page?.total, name).toBeGreaterThan(0);
    }
    expect(
      (await t.services.catalog.listCategoryProducts(FEATURED_CATEGORY, { page: 1, limit: 1 }))!.total,
    ).toBeGreaterThanOrEqual(6);
    expect(
      (await t.services.catalog.listCategoryProducts(LUXURY_CATEGORY, { page: 1, limit: 1 }))!.total,
    ).toBeGreaterThanOrEqual(9);
  });

  test('tour places cover all four categories newest first, and four masters have portraits and quotes', async () => {
    const places = await t.services.tours.all();
    expect(places.length).toBeGreaterThanOrEqual(10);
    expect(new Set(places.map((p) => p.tourCategory))).toEqual(
      new Set(['featured', 'cultural', 'historical', 'adventure']),
    );
    const times = places.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(places.every((p) => p.image?.kind === 'media')).toBe(true);

    const masters = await t.services.masters.all();
    expect(masters).toHaveLength(4);
    expect(masters.every((m) => m.quote && m.image?.kind === 'media')).toBe(true);
  });

  test('the site settings carry the hero video, its poster and four promo videos', async () => {
    const site = await t.services.settings.getSite();
    expect(site.heroVideoMediaId).toMatch(/^[a-f0-9]{24}$/);
    expect(site.heroPosterMediaId).toMatch(/^[a-f0-9]{24}$/);
    expect(site.promoVideos.map((v) => v.category)).toEqual([
      'Heritage Art',
      'Stone Art',
      'Garden Decor',
      'Featured',
    ]);
  });

  test('the tours page hero has thirteen photographs whose file names title every kind of slide', async () => {
    const slides = await t.services.publicSite.tourSlides();
    expect(slides).toHaveLength(13);
    expect(new Set(slides.map((slide) => slide.title))).toEqual(
      new Set([
        'Cultural Events',
        'VIP Delegation Tours',
        'Dharmarajika Stupa',
        'Group Events',
        'Jaulian Monastery',
        'Sirkap Ancient City',
        'Taxila Museum',
        'Heritage Site Experience',
      ]),
    );
    expect(slides.every((slide) => slide.image.kind === 'media' && slide.alt.startsWith(slide.title))).toBe(
      true,
    );
  });

  test('runs once: a second start adds nothing', async () => {
    const before = await t.services.catalog.listProducts({ page: 1, limit: 1 });
    expect(await seedDemoContent(t.services)).toBeNull();
    const after = await t.services.catalog.listProducts({ page: 1, limit: 1 });
    expect(after.total).toBe(before.total);
  });
});
