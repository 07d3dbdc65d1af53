import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type AppDatabase } from '#server/db/database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * `count` handles on one new PostgreSQL schema (migrated unless `migrate: false`), as that many instances of the
 * site would have, and a function that closes them and drops the schema. Needs TEST_DATABASE_URL.
 */
export async function sharedPostgres(
  count: number,
  options: { migrate?: boolean } = {},
): Promise<{ handles: AppDatabase[]; close: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `shared_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handles = Array.from({ length: count }, () =>
    openDatabase({ kind: 'postgres', url: postgresUrl, schema, maxConnections: 4 }),
  );
  if (options.migrate !== false) await migrateToLatest(handles[0]!);
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close()));
      const drop = new pg.Client({ connectionString: postgresUrl });
      await drop.connect();
      await drop.query(`DROP SCHEMA ${schema} CASCADE`);
      await drop.end();
    },
  };
}
