import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  migrateTo,
  migrateToLatest,
  openDatabase,
  type AppDatabase,
  type DialectName,
} from '#server/db/database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Every database test runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASE_KINDS: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!postgresUrl) {
  console.warn(
    'PostgreSQL database tests SKIPPED: TEST_DATABASE_URL is not set, so they run on SQLite only.',
  );
}

/**
 * A migrated, empty database of its own: an in-memory SQLite file, or a new PostgreSQL schema dropped afterwards.
 * With `upTo`, migrated to that migration exactly, as a site of that version had it.
 */
export async function createTestDatabase(
  kind: DialectName,
  options: { upTo?: string } = {},
): Promise<AppDatabase> {
  const migrate = (database: AppDatabase) =>
    options.upTo ? migrateTo(database, options.upTo) : migrateToLatest(database);
  if (kind === 'sqlite') {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrate(database);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = openDatabase({ kind: 'postgres', url: postgresUrl!, schema, maxConnections: 4 });
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
