import { describe, expect, test } from 'vitest';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { twoInstancesForTests } from '#tests/helpers/test-app.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn(
    'the response cache across instances SKIPPED: TEST_DATABASE_URL is not set (it needs PostgreSQL).',
  );

describe.runIf(postgresUrl).each([
  ['PostgreSQL notifications', undefined],
  ['Redis', 'redis://127.0.0.1:6379'],
])('two instances on one PostgreSQL, told through %s', (_name, redisUrl) => {
  const instances = twoInstancesForTests(redisUrl);

  test("a product saved on A drops B's kept answers showing it, and B's other answers stay kept", async () => {
    const { a, b } = instances;
    const [first, second] = await addCatalog(a.services, 2);
    const list = '/api/products?page=1&limit=20';
    const other = `/api/products/${second!.slug}`;
    const tours = '/visit-places/all';
    for (const url of [list, other, tours])
      await expect
        .poll(async () => (await b.app.inject(url)).headers['x-cache'], { message: url })
        .toBe('hit');

    await a.services.catalog.updateProduct(first!.id, {
      title: 'Renamed on Instance A',
      description: first!.description,
      categories: first!.categories.map((category) => category.name),
    });
    // The notification travels between processes' connections: B sees the new title as soon as it arrives.
    await expect
      .poll(async () => (await b.app.inject(list)).json().products.map((p: { title: string }) => p.title))
      .toContain('Renamed on Instance A');
    expect((await b.app.inject(other)).headers['x-cache']).toBe('hit');
    expect((await b.app.inject(tours)).headers['x-cache']).toBe('hit');
  });
});
