import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeJpeg } from '#tests/helpers/image-files.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('tour places API on %s', (kind) => {
  let t: TestApp;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const image = await t.services.media.ingestImageBuffer(await makeJpeg({ width: 1600, height: 1000 }));
    const places = [
      { name: 'Dharmarajika Stupa', tourCategory: 'historical', daysAgo: 30, rating: 4.8, reviews: 56 },
      { name: 'Taxila Museum', tourCategory: 'Cultural', daysAgo: 10 },
      { name: 'Sirkap Walk', tourCategory: 'no-such-category', daysAgo: 20 },
      { name: 'Khanpur Lake', tourCategory: 'ADVENTURE', daysAgo: 5 },
    ];
    for (const place of places) {
      const created = await t.services.tours.create({
        name: place.name,
        description: `${place.name} in Taxila.`,
        tourCategory: place.tourCategory,
        keywords: ['heritage', 'guided walk'],
        rating: place.rating ?? null,
        reviews: place.reviews ?? null,
        imageMediaId: image.id,
        createdAt: new Date(Date.UTC(2026, 5, 30) - place.daysAgo * 86_400_000),
      });
      ids.push(created.id);
    }
  });
  afterAll(() => t.close());

  test('GET /visit-places/all is a bare array, newest first, with capitalised categories', async () => {
    const response = await t.app.inject('/visit-places/all');
    expect(response.statusCode).toBe(200);
    const places = response.json();
    expect(places.map((p: { name: string }) => p.name)).toEqual([
      'Khanpur Lake',
      'Taxila Museum',
      'Sirkap Walk',
      'Dharmarajika Stupa',
    ]);
    expect(places.map((p: { tourCategory: string }) => p.tourCategory)).toEqual([
      'Adventure',
      'Cultural',
      'Featured',
      'Historical',
    ]);
    expect(places[3]).toMatchObject({
      rating: 4.8,
      reviews: 56,
      keywords: ['heritage', 'guided walk'],
      slug: 'dharmarajika-stupa',
    });
    expect(places[0]).toMatchObject({ rating: null, reviews: null });
    expect(places[0].image).toMatch(/\/media\/[a-f0-9]{64}\/[a-z0-9]{10}\/960$/);
  });

  test('GET /api/visit-places/all wraps the list as {visitPlaces}', async () => {
    const body = (await t.app.inject('/api/visit-places/all')).json();
    expect(body.total).toBe(4);
    expect(body.visitPlaces).toHaveLength(4);
  });

  test('GET /api/visit-places pages as {places, total}', async () => {
    const body = (await t.app.inject('/api/visit-places?page=2&limit=3')).json();
    expect(body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(body.places.map((p: { name: string }) => p.name)).toEqual(['Dharmarajika Stupa']);
    expect((await t.app.inject('/api/visit-places?limit=500')).statusCode).toBe(400);
  });

  test('a place answers by id, with and without /api, and by slug', async () => {
    for (const url of [
      `/visit-places/${ids[1]}`,
      `/api/visit-places/${ids[1]}`,
      '/visit-places/taxila-museum',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().name).toBe('Taxila Museum');
    }
  });

  test('an unknown place is 404 "Tour not found", a malformed id 400', async () => {
    const missing = await t.app.inject('/visit-places/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tour not found');
    expect((await t.app.inject('/visit-places/not%20an%20id!')).statusCode).toBe(400);
  });
});
