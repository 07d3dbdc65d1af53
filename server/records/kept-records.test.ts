import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { AppDatabase } from '#server/db/database.ts';
import { addCatalog } from '#tests/helpers/catalog-fixtures.ts';
import { changesSettled, createTestApp, TEST_ACTOR, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * What every render of the home page reads is kept until a change of it (decision 061): the craftsmen, the tours
 * and the categories its showcases name. The writes straight to the database here are another instance's before
 * its message arrives: what is kept shows until the message.
 */
describe.each(DATABASE_KINDS)('the home page’s reads kept between changes, on %s', (kind) => {
  let database: AppDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await createTestApp(kind, {}, { database });
    await addCatalog(t.services, 1);
    for (const name of ['Ustad Karim', 'Ustad Bashir'])
      await t.services.masters.create({ name, specialty: 'Schist', experience: 30, description: 'Carver.' });
    await t.services.tours.create({ name: 'Dharmarajika Stupa', description: 'A stupa of the Mauryan age.' });
    await changesSettled(t);
  });
  // The messages of the last test's writes come back from PostgreSQL or Redis a moment later: they are heard before
  // a test reads, so that only its own changes drop what it reads.
  beforeEach(() => changesSettled(t));
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const names = async () => (await t.services.masters.all(12)).map((master) => master.name);

  test('the craftsmen are kept until a change of the craftsmen, each list asked for on its own', async () => {
    const before = await names();
    expect(before.length).toBeGreaterThan(1);
    const renamed = `${before[0]} Ahmad`;
    await database.db.updateTable('masters').set({ name: renamed }).where('name', '=', before[0]!).execute();
    expect(await names()).toEqual(before);
    // Another length is a read of its own.
    expect((await t.services.masters.all(1)).map((master) => master.name)).toEqual([renamed]);
    await t.services.changes.publish('products', 'tours', 'settings');
    expect(await names()).toEqual(before);
    await t.services.changes.publish('masters');
    expect(await names()).toEqual([renamed, ...before.slice(1)]);
  });

  test('a craftsman saved, added or moved to the trash through the site shows at once', async () => {
    const [newest, ...others] = await t.services.masters.all(12);
    const rest = others.map((master) => master.name);
    await t.services.masters.update(newest!.id, { ...newest!, name: 'Ustad Bashir of Taxila' });
    expect(await names()).toEqual(['Ustad Bashir of Taxila', ...rest]);
    const added = await t.services.masters.create({
      name: 'Ustad Rehman',
      specialty: 'Marble',
      experience: 12,
      description: 'Carver.',
    });
    expect(await names()).toEqual(['Ustad Rehman', 'Ustad Bashir of Taxila', ...rest]);
    await t.services.trash.trash('master', added.id, TEST_ACTOR);
    expect(await names()).toEqual(['Ustad Bashir of Taxila', ...rest]);
  });

  test('the tours are kept until a change of the tours, or of media', async () => {
    const tours = async () => (await t.services.tours.all()).map((tour) => tour.name);
    expect(await tours()).toEqual(['Dharmarajika Stupa']);
    await database.db.updateTable('visit_places').set({ name: 'Dharmarajika' }).execute();
    expect(await tours()).toEqual(['Dharmarajika Stupa']);
    await t.services.changes.publish('media');
    expect(await tours()).toEqual(['Dharmarajika']);
    const [place] = await t.services.tours.all();
    await t.services.tours.update(place!.id, { ...place!, name: 'Dharmarajika Stupa' });
    expect(await tours()).toEqual(['Dharmarajika Stupa']);
  });

  test('a category a page names is kept until a catalogue change; one not found is asked again', async () => {
    const slugOf = async (key: string) => (await t.services.catalog.findCategory(key))?.slug ?? null;
    expect(await slugOf('gandhara-art')).toBe('gandhara-art');
    expect(await slugOf('prayer-wheels')).toBeNull();
    await database.db
      .updateTable('categories')
      .set({ name: 'Gandhara Sculpture' })
      .where('slug', '=', 'gandhara-art')
      .execute();
    expect((await t.services.catalog.findCategory('gandhara-art'))?.name).toBe('Gandhara Art');
    await t.services.catalog.createCategory({ name: 'Prayer Wheels', position: 50 });
    expect(await slugOf('prayer-wheels')).toBe('prayer-wheels');
    expect((await t.services.catalog.findCategory('gandhara-art'))?.name).toBe('Gandhara Sculpture');
  });
});
