import { afterEach, describe, expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { AppDatabase } from './database.ts';

describe.each(DATABASE_KINDS)('a statement compiled once, on %s', (kind) => {
  let database: AppDatabase | undefined;
  afterEach(async () => database?.close());

  test('runs with each call’s values, and refuses a call that gives another number of them', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
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
});
