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

  test('GET /api/visit-places narrows by text in the name or description and by category, in any case', async () => {
    const names = async (query: string) => {
      const response = await t.app.inject(`/api/visit-places?${query}`);
      expect(response.statusCode, query).toBe(200);
      const body = response.json();
      return { total: body.total, names: body.places.map((p: { name: string }) => p.name) };
    };
    expect(await names('q=MUSEUM')).toEqual({ total: 1, names: ['Taxila Museum'] });
    // Every description says "in Taxila."; the order stays newest first.
    expect(await names('q=%20in%20taxila')).toEqual({
      total: 4,
      names: ['Khanpur Lake', 'Taxila Museum', 'Sirkap Walk', 'Dharmarajika Stupa'],
    });
    expect(await names('category=Historical')).toEqual({ total: 1, names: ['Dharmarajika Stupa'] });
    // An unknown category was stored as featured, and is found there.
    expect(await names('category=featured')).toEqual({ total: 1, names: ['Sirkap Walk'] });
    expect(await names('q=lake&category=ADVENTURE')).toEqual({ total: 1, names: ['Khanpur Lake'] });
    expect(await names('q=lake&category=cultural')).toEqual({ total: 0, names: [] });
    // The total counts what the filter lets through, not the page.
    expect(await names('q=a&limit=1&page=2')).toEqual({ total: 4, names: ['Taxila Museum'] });
    // The searcher's % and _ are plain characters; 'All Categories' (empty) is no filter.
    expect(await names('q=%25')).toEqual({ total: 0, names: [] });
    expect(await names('q=Sirkap_Walk')).toEqual({ total: 0, names: [] });
    expect((await names('q=&category=')).total).toBe(4);
    const bad = await t.app.inject('/api/visit-places?category=Nightlife');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('category is one of Featured, Cultural, Historical, Adventure');
    expect((await t.app.inject(`/api/visit-places?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
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
