import type { KyselyPlugin } from 'kysely';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { servicesContext } from '#app/context.ts';
import { loader as homeLoader } from '#app/routes/home.tsx';
import { loader as mastersLoader } from '#app/routes/our-masters.tsx';
import type { AppDatabase } from '#server/db/database.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * The database as the services see it, counting every statement they run: counted as each result comes back, since
 * a statement built once (compiled-once.ts) is not built again for the plugin to see.
 */
function countStatements(database: AppDatabase) {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements++;
      return result;
    },
  };
  return { database: { ...database, db: database.db.withPlugin(counter) }, statements: () => statements };
}

describe.each(DATABASE_KINDS)('the home and masters pages’ reads, on %s', (kind) => {
  let t: TestApp;
  let database: AppDatabase;
  let statements: () => number;
  let made = 0;

  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, t.services);
    return provider;
  };
  const home = () => homeLoader({ context: context() } as unknown as Parameters<typeof homeLoader>[0]);
  const ourMasters = () =>
    mastersLoader({ context: context() } as unknown as Parameters<typeof mastersLoader>[0]);
  /**
   * A change of the catalogue, the craftsmen and the tours announced and heard back (a shared bus, PostgreSQL's,
   * brings the message a second time), and the shown categories' check it starts finished: neither is then counted
   * as the page's. Everything the page's reads keep until a change (decision 061) is read again after it.
   */
  const catalogueChanged = async () => {
    const { changes } = t.services;
    const hearings = changes.kind === 'local' ? 1 : 2;
    let heard = 0;
    const echoed = new Promise<void>((resolve) => {
      const stop = changes.subscribe((topic) => {
        // One message, its topics heard in their order: the last one heard, all have been.
        if (topic === 'tours' && ++heard === hearings) {
          stop();
          resolve();
        }
      });
    });
    await changes.publish('products', 'masters', 'tours');
    await echoed;
    await t.services.shownCategories.idle();
  };
  /**
   * Statements one call runs, right after a catalogue change: what the instance keeps between changes (a list's
   * count, the products by id) is read again, so that few cards and many are counted alike.
   */
  const counted = async (read: () => Promise<unknown>) => {
    await catalogueChanged();
    const before = statements();
    await read();
    return statements() - before;
  };
  const addMasters = async (count: number) => {
    for (let i = 0; i < count; i++)
      await t.services.masters.create({
        name: `Master ${++made}`,
        specialty: 'Stone Carving',
        experience: 10 + made,
        description: 'Carves grey schist.',
        createdAt: new Date(Date.UTC(2026, 0, 1, made)),
      });
  };

  beforeAll(async () => {
    const plain = await createTestDatabase(kind);
    ({ database, statements } = countStatements(plain));
    t = await createTestApp(kind, {}, { database });
    // Six products, one hour apart: pieces 1 and 4 are featured, 2 and 5 in the luxury collection.
    await addCatalog(t.services, 6);
    await addMasters(2);
    await t.services.tours.create({ name: 'Jaulian Monastery', description: 'A hilltop monastery.' });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  test('each collection shows its category’s newest pieces, and the reads do not grow with the number of cards', async () => {
    // The search index follows writes in the background, on the same database: stopped, its reads (an index pass,
    // its facts) are not counted as the page's.
    await t.services.search.stop();
    await home();
    const fewCards = await counted(home);
    const first = await home();
    expect(first.featured.map((product) => product.title)).toEqual(['Carved Piece 04', 'Carved Piece 01']);
    expect(first.luxury.map((product) => product.title)).toEqual(['Carved Piece 05', 'Carved Piece 02']);
    expect(first.featured[0]!.images).toHaveLength(1);
    expect(first.featured[0]!.categories).toEqual(['Gandhara Art', 'Featured Products']);
    expect(first.masters.map((master) => master.name)).toEqual(['Master 2', 'Master 1']);

    // Many more of everything: the page shows the first 12 featured, 16 luxury and 12 craftsmen.
    const photo = first.featured[0]!.images[0]!;
    if (photo.kind !== 'media') throw new Error('The fixture photographs are in the media store');
    const media = await t.services.media.findByHash(photo.ref.hash);
    for (let i = 0; i < 40; i++)
      await t.services.catalog.createProduct({
        title: `Later Piece ${String(i + 1).padStart(2, '0')}`,
        description: 'Hand-carved.',
        categories: [i % 2 === 0 ? 'Featured Products' : 'Luxury Collection'],
        images: [{ media_id: media!.id, url: null }],
        createdAt: new Date(Date.UTC(2026, 1, 1, i)),
      });
    await addMasters(14);
    const manyCards = await counted(home);
    const full = await home();
    expect(full.featured).toHaveLength(12);
    expect(full.featured[0]!.title).toBe('Later Piece 39');
    expect(full.luxury).toHaveLength(16);
    expect(full.luxury[0]!.title).toBe('Later Piece 40');
    expect(full.luxury.every((product) => product.images.length === 1)).toBe(true);
    expect(full.masters).toHaveLength(12);
    expect(full.masters[0]!.name).toBe('Master 16');
    expect(manyCards).toBe(fewCards);
  });

  test('the masters page lists every craftsman and the four newest featured pieces, as the category page does', async () => {
    const [page, category, everyone] = await Promise.all([
      ourMasters(),
      t.services.catalog.listCategoryProducts('Featured Products', { page: 1, limit: 4 }),
      t.services.masters.all(),
    ]);
    expect(page.pieces.length).toBeGreaterThan(0);
    expect(page.pieces.map((product) => product.title)).toEqual(
      category!.products.map((product) => product.title),
    );
    expect(page.pieces.map((product) => product.images)).toEqual(
      category!.products.map((product) => product.images.slice(0, 1)),
    );
    expect(page.masters.map((master) => master.name)).toEqual(everyone.map((master) => master.name));
  });
});
