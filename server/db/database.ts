import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import pg from 'pg';
import { initialSchema } from './migrations/0001-initial.ts';
import { adminSessions } from './migrations/0002-admin-sessions.ts';
import { bulkJobs } from './migrations/0003-bulk-jobs.ts';
import { oldSiteImport } from './migrations/0004-old-site-import.ts';
import { mediaVariantClaims } from './migrations/0005-media-variant-claims.ts';
import { sharedInstances } from './migrations/0006-shared-instances.ts';
import { catalogueAtScale } from './migrations/0007-catalogue-at-scale.ts';
import { signInProtection } from './migrations/0008-sign-in-protection.ts';
import { search } from './migrations/0009-search.ts';
import { searchMisses } from './migrations/0010-search-misses.ts';
import { searchMatchList } from './migrations/0011-search-match-list.ts';
import { trashAndHistory } from './migrations/0012-trash-and-history.ts';
import { productBulkEdits } from './migrations/0013-product-bulk-edits.ts';
import { soldPiecesLast } from './migrations/0014-sold-pieces-last.ts';
import { enquiries } from './migrations/0015-enquiries.ts';
import { productMaterial } from './migrations/0016-product-material.ts';
import { productSpecifications } from './migrations/0018-product-specifications.ts';
import { mediaWarmQueue } from './migrations/0017-media-warm-queue.ts';
import { tourFactsAndLuxuryName } from './migrations/0019-tour-facts-and-luxury-name.ts';
import type { Database } from './schema.ts';
import { adaptNodeSqlite } from './sqlite-driver.ts';
import { OwnSchemaPostgresDialect } from './postgres-introspector.ts';
import { PreparingClient } from './postgres-prepared.ts';

export type DialectName = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL only: a connection of its own, outside the pool, for LISTEN (the caller connects and ends it). */
  dedicatedClient?: () => pg.Client;
  /** PostgreSQL only: the schema the site lives in, when not the default (several sites or tests in one database). */
  schema?: string;
};

export type DatabaseOptions =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

/**
 * The site's own database, as its configuration names it: PostgreSQL at DATABASE_URL, else the SQLite file in
 * DATA_DIR. The site and every command-line tool open this one; `label` is how a tool names it to the owner.
 */
export function siteDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  const sqliteFile = path.join(config.dataDir, 'app.db');
  const options: DatabaseOptions = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: sqliteFile };
  return { options, sqliteFile, label: config.databaseUrl ? 'PostgreSQL' : `SQLite at ${sqliteFile}` };
}

// pg returns BIGINT as text to avoid precision loss; our bigints are cents and byte counts, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DatabaseOptions): AppDatabase {
  if (options.kind === 'sqlite') {
    if (options.file !== ':memory:') {
      // The database holds the admins' password hashes and sessions: its folder and file are the owner's alone
      // (SQLite gives its -wal and -shm files the database file's mode).
      mkdirSync(path.dirname(options.file), { recursive: true, mode: 0o700 });
      closeSync(openSync(options.file, 'a', 0o600));
    }
    const sqlite = new DatabaseSync(options.file);
    sqlite.exec(
      'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
    );
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(sqlite) }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const connection = {
    connectionString: options.url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10, Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    dedicatedClient: () => new pg.Client(connection),
    ...(options.schema ? { schema: options.schema } : {}),
  };
}

/** Every migration, oldest first: the site migrates to the last; a restore of an older backup stops at its own. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialSchema(dialect),
    '0002-admin-sessions': adminSessions(dialect),
    '0003-bulk-jobs': bulkJobs(dialect),
    '0004-old-site-import': oldSiteImport(dialect),
    '0005-media-variant-claims': mediaVariantClaims(dialect),
    '0006-shared-instances': sharedInstances(dialect),
    '0007-catalogue-at-scale': catalogueAtScale(dialect),
    '0008-sign-in-protection': signInProtection(dialect),
    '0009-search': search(dialect),
    '0010-search-misses': searchMisses(dialect),
    '0011-search-match-list': searchMatchList(dialect),
    '0012-trash-and-history': trashAndHistory(dialect),
    '0013-product-bulk-edits': productBulkEdits(dialect),
    '0014-sold-pieces-last': soldPiecesLast(dialect),
    '0015-enquiries': enquiries(dialect),
    '0016-product-material': productMaterial(dialect),
    '0017-media-warm-queue': mediaWarmQueue(dialect),
    '0018-product-specifications': productSpecifications(dialect),
    '0019-tour-facts-and-luxury-name': tourFactsAndLuxuryName(dialect),
  };
}

async function migratorFor(database: AppDatabase): Promise<Migrator> {
  // Kysely's own PostgreSQL dialect looks for its bookkeeping table in every schema (a test's Kysely may use it):
  // pin it to ours, or another schema's copy would count. openDatabase's dialect introspects ours alone.
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Whether the schema is up to date, not created at all, or behind this version; reads only. */
export async function schemaState(database: AppDatabase): Promise<'current' | 'empty' | 'behind'> {
  const migrations = await (await migratorFor(database)).getMigrations();
  const applied = migrations.filter((migration) => migration.executedAt !== undefined).length;
  return applied === migrations.length ? 'current' : applied === 0 ? 'empty' : 'behind';
}

/** Brings the schema up to date; runs at every start and in every test database. */
export async function migrateToLatest(database: AppDatabase): Promise<void> {
  throwOnFailure(await (await migratorFor(database)).migrateToLatest(), '');
}

/** Brings the schema up to one migration exactly, as a site of that version had it: a later migration's tests. */
export async function migrateTo(database: AppDatabase, name: string): Promise<void> {
  throwOnFailure(await (await migratorFor(database)).migrateTo(name), name);
}

function throwOnFailure({ error, results }: MigrationResultSet, name: string) {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? name} failed`, { cause: error });
  }
}
