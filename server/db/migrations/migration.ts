import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The column types of each database: PostgreSQL's own, and the text and integers SQLite keeps the same values in.
 * A migration takes them from here, so that every table stores a date, a flag or a number the same way.
 */
function columnTypes(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? 'timestamptz' : 'text';
  return {
    timestamp,
    flag: postgres ? 'boolean' : 'integer',
    real: postgres ? 'double precision' : 'real',
    /** a flag's false, as a default */
    no: postgres ? sql`false` : sql`0`,
    /** a key the database numbers, one more than the last: a `bigserial`, or SQLite's integer row id */
    serial: postgres ? 'bigserial' : 'integer',
    serialKey: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    /** Required text columns, in the order named: most of a record's columns. */
    requiredText:
      <N extends string>(...names: N[]) =>
      <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
        names.reduce<CreateTableBuilder<T, C | N>>(
          (built, name) => built.addColumn(name, 'text', (c) => c.notNull()),
          table,
        ),
    /** `created_at` and `updated_at`, both required: the last columns of a record the admin edits */
    timestamps: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      table
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull()),
  } as const;
}

type ColumnTypes = ReturnType<typeof columnTypes>;

/** One migration: its step up, given the database, its dialect's column types and the dialect's name. */
export function migration(
  up: (db: Kysely<unknown>, types: ColumnTypes, dialect: DialectName) => Promise<void>,
) {
  return (dialect: DialectName) => ({ up: (db: Kysely<unknown>) => up(db, columnTypes(dialect), dialect) });
}
