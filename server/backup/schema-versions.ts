import { Migrator, type Migration } from 'kysely/migration';
import {
  migrateToLatest,
  migrationsFor,
  openDatabase,
  type AppDatabase,
  type DialectName,
} from '#server/db/database.ts';
import { createBackupRepository } from './backup-repository.ts';
import { BACKED_UP_TABLES, EXCLUDED_TABLES } from './backup-tables.ts';

/** The schema this version of the site makes: its migrations, oldest first, and its tables with their columns. */
export type ReferenceSchema = {
  migrations: string[];
  latest: string;
  tables: Map<string, string[]>;
};

/** The tables' specs and the schema disagree: a developer's mistake, caught before any archive is written or read. */
class BackupSpecError extends Error {
  override name = 'BackupSpecError';
}

let reference: Promise<ReferenceSchema> | undefined;

/**
 * The schema as `migrateToLatest` makes it, read from a throwaway in-memory SQLite database: the list of
 * migrations this version knows (to compare an archive's or a database's version with) and the tables and
 * columns an archive's rows must fit. It also checks the tables' specs: every table is backed up or left out on
 * purpose, and the backed-up ones are listed after the tables their foreign keys name.
 */
export function referenceSchema(): Promise<ReferenceSchema> {
  reference ??= (async () => {
    const scratch = openDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest(scratch);
      const repository = createBackupRepository(scratch.db, 'sqlite');
      const migrations = (await repository.appliedMigrations()) ?? [];
      const tables = await repository.tables();
      const backedUp = BACKED_UP_TABLES.map((spec) => spec.name as string);
      const known = new Set([...backedUp, ...Object.keys(EXCLUDED_TABLES)]);
      const undecided = [...tables.keys()].filter((name) => !known.has(name));
      const gone = [...known].filter((name) => !tables.has(name));
      if (undecided.length > 0 || gone.length > 0) {
        throw new BackupSpecError(
          `The backup's table list is out of date: ${[
            ...undecided.map((name) => `${name} is neither backed up nor left out`),
            ...gone.map((name) => `${name} is not in the schema`),
          ].join('; ')} (server/backup/backup-tables.ts).`,
        );
      }
      for (const [index, name] of backedUp.entries()) {
        for (const parent of await repository.foreignKeyParents(name)) {
          if (parent !== name && !backedUp.slice(0, index).includes(parent))
            throw new BackupSpecError(
              `${name} refers to ${parent}, which is not backed up before it (server/backup/backup-tables.ts).`,
            );
        }
      }
      return { migrations, latest: migrations.at(-1) ?? '', tables };
    } finally {
      await scratch.close();
    }
  })();
  reference.catch(() => (reference = undefined));
  return reference;
}

/** A schema version (a migration's name) against this version's list: a name it does not know is a newer one's. */
export function compareVersion(version: string, known: string[]): 'current' | 'older' | 'newer' {
  const index = known.indexOf(version);
  if (index === -1) return 'newer';
  return index === known.length - 1 ? 'current' : 'older';
}

/** The migrations as `server/db/database.ts` lists them (`migrationsFor`), oldest first. */
export async function migrationFiles(dialect: DialectName): Promise<Record<string, Migration>> {
  return migrationsFor(dialect);
}

/** Brings an empty scratch SQLite database up to `name` exactly, as the site would have had it at that version. */
export async function migrateScratchTo(scratch: AppDatabase, name: string): Promise<void> {
  const migrations = await migrationFiles(scratch.dialect);
  const migrator = new Migrator({ db: scratch.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed)
    throw new Error(`Database migration ${failed?.migrationName ?? name} failed`, { cause: error });
}
