import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

describe.each(DATABASE_KINDS)('masters API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const names = ['Ustad Ahmed', 'Bilal Khan', 'Sana Malik'];
    for (const [i, name] of names.entries()) {
      await t.services.masters.create({
        name,
        specialty: 'Stone Carving',
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
});
