import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createServices } from '#server/services.ts';

const baseUrl = inject('baseUrl');

test('no product field can close the JSON-LD script tag or inject markup', async () => {
  const dataDir = inject('dataDir');
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
  const services = await createServices(
    loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'silent' }),
    database,
  );
  const hostile = 'Vase </script><script>alert(1)</script> & "Bowl"';
  const product = await services.catalog.createProduct({
    title: hostile,
    description: 'A line </script><img src=x onerror=alert(2)> and <b>bold</b> text.',
    categories: ['Crockery'],
    images: [],
    priceCents: 12_500,
    // Far in the past, so that no other journey meets it at the top of a list.
    createdAt: new Date('2000-01-01T00:00:00Z'),
  });
  await database.close();

  const html = await (await fetch(`${baseUrl}/product/${product.slug}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const block of blocks) expect(block).not.toMatch(/<\/?script|<img/i);
  const structured = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product');
  expect(structured.name).toBe(hostile);
  expect(structured.offers.price).toBe('125.00');
  // Everywhere else on the page the text is escaped too: no script or image element came from the data.
  expect(html).not.toContain('<script>alert(1)</script>');
  expect(html).not.toContain('<img src=x');
});
