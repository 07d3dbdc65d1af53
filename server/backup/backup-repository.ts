import { sql, type Kysely } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { PortableRow } from './backup-tables.ts';

/** Backup and restore walk every table by name, so the SQL here is typed by table name, not by the schema. */
type LooseTables = Record<string, Record<string, unknown>>;

/** Rows a backup leaves out of a table it keeps: a prefix of one text column (no LIKE wildcards in it). */
type LeaveOut = { column: string; prefix: string };

/** Kysely's bookkeeping of applied migrations; the schema version of a database is its last row. */
const MIGRATION_TABLE = 'kysely_migration';

/** The SQL of `npm run backup` and `npm run restore`: whole tables read and written by name. */
export function createBackupRepository(db: Kysely<Database>, dialect: DialectName) {
  const loose = db as unknown as Kysely<LooseTables>;

  return {
    /** The migrations applied to this database, oldest first; null when it has no schema at all. */
    async appliedMigrations(): Promise<string[] | null> {
      const exists =
        dialect === 'postgres'
          ? (
              await sql<{
                found: boolean;
              }>`select to_regclass(${MIGRATION_TABLE}) is not null as found`.execute(db)
            ).rows[0]?.found
          : (
              await sql<{
                found: number;
              }>`select count(*) as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(
                db,
              )
            ).rows[0]?.found;
      if (!exists) return null;
      const rows = await loose.selectFrom(MIGRATION_TABLE).select('name').orderBy('name').execute();
      return rows.map((row) => String(row.name));
    },

    /**
     * Every table but Kysely's own, with its columns in order; SQLite's full-text index (`search_index` and the
     * tables FTS5 keeps it in) is not a table of rows but part of the search index, which is rebuilt, not restored.
     */
    async tables(): Promise<Map<string, string[]>> {
      const schema =
        dialect === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
          : undefined;
      const tables = await db.introspection.getTables();
      return new Map(
        tables
          .filter((found) => !found.isView && (schema === undefined || found.schema === schema))
          .filter((found) => !/^search_index($|_)/.test(found.name))
          .map((found) => [found.name, found.columns.map((column) => column.name)]),
      );
    },

    /** SQLite only: the tables that `table`'s foreign keys name. */
    async foreignKeyParents(table: string): Promise<string[]> {
      const { rows } = await sql<{
        parent: string;
      }>`select distinct "table" as parent from pragma_foreign_key_list(${table})`.execute(db);
      return rows.map((row) => row.parent);
    },

    /** PostgreSQL only: each column's type, to check the tables' specs against the real schema. */
    async postgresColumnTypes(): Promise<{ table: string; column: string; type: string }[]> {
      const { rows } = await sql<{ table: string; column: string; type: string }>`
        select table_name as "table", column_name as "column", data_type as "type"
        from information_schema.columns where table_schema = current_schema()`.execute(db);
      return rows;
    },

    /** The table's rows, but those whose `leaveOut.column` starts with `leaveOut.prefix`. */
    async countRows(table: string, leaveOut?: LeaveOut): Promise<number> {
      let query = loose.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count'));
      if (leaveOut) query = query.where(leaveOut.column, 'not like', `${leaveOut.prefix}%`);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The table's rows in key order, `size` at a time (inside a snapshot, the pages are of one moment). */
    async *readBatches(
      table: string,
      key: string[],
      size: number,
      leaveOut?: LeaveOut,
    ): AsyncGenerator<Record<string, unknown>[]> {
      for (let offset = 0; ; offset += size) {
        let query = loose.selectFrom(table).selectAll();
        if (leaveOut) query = query.where(leaveOut.column, 'not like', `${leaveOut.prefix}%`);
        for (const column of key) query = query.orderBy(column);
        const rows = await query.limit(size).offset(offset).execute();
        if (rows.length > 0) yield rows;
        if (rows.length < size) return;
      }
    },

    async insertRows(table: string, rows: PortableRow[]): Promise<void> {
      if (rows.length > 0) await loose.insertInto(table).values(rows).execute();
    },

    async deleteAllRows(table: string): Promise<void> {
      await loose.deleteFrom(table).execute();
    },

    /**
     * PostgreSQL: rows inserted with their ids leave a serial or identity column's sequence behind, and the next
     * insert would collide; each is set past the largest id. Our ids are text today, so this finds none, but a
     * later table with a numeric key is restored right without anyone remembering this.
     */
    async fixSequences(): Promise<number> {
      if (dialect !== 'postgres') return 0;
      const { rows } = await sql<{ table: string; column: string; sequence: string | null }>`
        select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_name), column_name) as "sequence"
        from information_schema.columns
        where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(
        db,
      );
      let fixed = 0;
      for (const { table, column, sequence } of rows) {
        if (!sequence) continue;
        await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
          db,
        );
        fixed++;
      }
      return fixed;
    },

    /** Every restored photograph waits for its variants, which no archive carries (decision 039). */
    async queueAllPhotographs(): Promise<void> {
      await sql`insert into media_warm_queue (media_id, queued_at)
        select id, created_at from media where kind = 'image'
        on conflict (media_id) do nothing`.execute(db);
    },
  };
}

export type BackupRepository = ReturnType<typeof createBackupRepository>;

/**
 * Runs `read` in one read-only transaction, so every table is read as it was at one moment while the site goes on
 * writing: PostgreSQL's REPEATABLE READ, and in SQLite's WAL mode the snapshot a read transaction takes at its first
 * read and keeps until it ends.
 */
export async function readSnapshot<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  read: (snapshot: BackupRepository) => Promise<T>,
): Promise<T> {
  const builder =
    dialect === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction();
  return builder.execute((trx) => read(createBackupRepository(trx, dialect)));
}

/** Runs `write` in one transaction: a restore that fails halfway leaves the database as it was. */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  write: (trx: BackupRepository) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => write(createBackupRepository(trx, dialect)));
}
