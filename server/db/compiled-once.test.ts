import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { compiledForValues, compiledOnce } from './compiled-once.ts';
import type { AppDatabase } from './database.ts';

describe.each(DATABASE_KINDS)('a statement compiled once, on %s', (kind) => {
  let database: AppDatabase | undefined;
  afterEach(async () => database?.close());

  /** Three enquiries: two new, one closed, named Visitor 0 to 2. */
  async function enquiries(db: AppDatabase['db']) {
    const at = new Date('2026-12-07T00:00:00.000Z');
    await db
      .insertInto('enquiries')
      .values(
        (['new', 'new', 'closed'] as const).map((status, n) => ({
          id: `enquiry-${n}`,
          status,
          name: `Visitor ${n}`,
          phone: '+923001234567',
          message: 'About a piece',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }

  test('runs with each call’s values, and refuses a call that gives another number of them', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await enquiries(db);
    let built = 0;
    const byStatus = compiledOnce(() => {
      built++;
      return db.selectFrom('enquiries').select('name').where('status', '=', 'new').orderBy('name').compile();
    });
    expect((await db.executeQuery(byStatus('new'))).rows).toEqual([
      { name: 'Visitor 0' },
      { name: 'Visitor 1' },
    ]);
    expect((await db.executeQuery(byStatus('closed'))).rows).toEqual([{ name: 'Visitor 2' }]);
    expect(built).toBe(1);
    expect(() => byStatus()).toThrow(/binds 1 values, not the 0 given/);
    expect(() => byStatus('new', 'closed')).toThrow(/binds 1 values, not the 2 given/);
  });

  test('a statement of the values given: compiled once per form, with its constants kept and each call’s values', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await enquiries(db);
    let built = 0;
    type Filter = { status?: 'new' | 'closed'; name?: string; limit: number };
    const read = (filter: Filter) =>
      compiledForValues(`enquiries ${kind}`, database!.dialect, 'by name', filter, (marked) => {
        built++;
        let query = db
          .selectFrom('enquiries')
          .select('name')
          .where('phone', '=', '+923001234567')
          .orderBy('name')
          .limit(marked.limit);
        if (marked.status !== undefined) query = query.where('status', '=', marked.status);
        if (marked.name !== undefined) query = query.where('name', '=', marked.name);
        return query.compile();
      });
    const names = async (filter: Filter) => (await db.executeQuery(read(filter))).rows.map((row) => row.name);
    expect(await names({ status: 'new', limit: 5 })).toEqual(['Visitor 0', 'Visitor 1']);
    expect(await names({ status: 'closed', limit: 5 })).toEqual(['Visitor 2']);
    expect(await names({ status: 'new', limit: 1 })).toEqual(['Visitor 0']);
    expect(built).toBe(1);
    // Another set of given values is another form, compiled once in its turn.
    expect(await names({ limit: 2 })).toEqual(['Visitor 0', 'Visitor 1']);
    expect(await names({ status: 'new', name: 'Visitor 1', limit: 5 })).toEqual(['Visitor 1']);
    expect(await names({ status: 'closed', name: 'Visitor 1', limit: 5 })).toEqual([]);
    expect(built).toBe(3);
    // A form that leaves out a value it was given would have depended on it: refused.
    const ignoring = () =>
      compiledForValues(`ignoring ${kind}`, database!.dialect, '', { status: 'new' }, () =>
        db.selectFrom('enquiries').select('name').compile(),
      );
    expect(ignoring).toThrow(/no parameter carries status/);
  });
});
