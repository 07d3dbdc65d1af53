import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('masters API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const names = ['Ustad Ahmed', 'Bilal Khan', 'Sana Malik'];
    const specialties = ['Stone Carving', 'Calligraphy', 'Stone Carving'] as const;
    for (const [i, name] of names.entries()) {
      await t.services.masters.create({
        name,
        specialty: specialties[i]!,
        experience: 20 + i,
        description: `${name} carves schist.`,
        quote: i === 0 ? 'The stone tells me where to cut.' : null,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  });
  afterAll(() => t.close());

  test('GET /masters/all is a bare array, newest first; a master without a photo gets the placeholder', async () => {
    const masters = (await t.app.inject('/masters/all')).json();
    expect(masters.map((m: { name: string }) => m.name)).toEqual(['Sana Malik', 'Bilal Khan', 'Ustad Ahmed']);
    expect(masters[2]).toMatchObject({
      specialty: 'Stone Carving',
      experience: 20,
      quote: 'The stone tells me where to cut.',
    });
    expect(masters[0].image).toBe('http://shop.test/images/placeholder.svg');
  });

  test('GET /api/masters pages as {masters, total}', async () => {
    const body = (await t.app.inject('/api/masters?page=1&limit=2')).json();
    expect(body.total).toBe(3);
    expect(body.masters).toHaveLength(2);
    expect((await t.app.inject('/api/masters/all')).json().masters).toHaveLength(3);
  });

  test('GET /api/masters narrows by text in the name and by specialty, in any case', async () => {
    const names = async (query: string) => {
      const response = await t.app.inject(`/api/masters?${query}`);
      expect(response.statusCode, query).toBe(200);
      const body = response.json();
      return { total: body.total, names: body.masters.map((m: { name: string }) => m.name) };
    };
    expect(await names('q=KHAN')).toEqual({ total: 1, names: ['Bilal Khan'] });
    expect(await names('q=a')).toEqual({ total: 3, names: ['Sana Malik', 'Bilal Khan', 'Ustad Ahmed'] });
    expect(await names('specialty=stone%20carving')).toEqual({
      total: 2,
      names: ['Sana Malik', 'Ustad Ahmed'],
    });
    expect(await names('specialty=Calligraphy&q=sana')).toEqual({ total: 0, names: [] });
    // The description is not searched: only the name.
    expect(await names('q=schist')).toEqual({ total: 0, names: [] });
    expect(await names('q=_')).toEqual({ total: 0, names: [] });
    expect((await names('q=&specialty=')).total).toBe(3);
  });

  test('an unknown specialty is a 400 that says so', async () => {
    const response = await t.app.inject('/api/masters?specialty=Painting');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('specialty is not one of the specialties');
  });
});
