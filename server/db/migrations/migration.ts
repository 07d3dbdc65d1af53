import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** A column's type, as `addColumn` takes it. */
type DataTypeExpression = Parameters<CreateTableBuilder<string, string>['addColumn']>[1];

/** Columns added to a table being created, in the order given. */
function addColumns<T extends string, C extends string, N extends string>(
  table: CreateTableBuilder<T, C>,
  columns: [N, DataTypeExpression][],
) {
  return columns.reduce<CreateTableBuilder<T, C | N>>(
    (built, [name, type]) => built.addColumn(name, type, (c) => c.notNull()),
    table,
  );
}

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
        addColumns(
          table,
          names.map((name) => [name, 'text']),
        ),
    /** Required columns of any type, in the order written: `required({ value: 'text', updated_at: timestamp })`. */
    required:
      <N extends string>(columns: Record<N, DataTypeExpression>) =>
      <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
        addColumns(table, Object.entries(columns) as [N, DataTypeExpression][]),
    /** `created_at` and `updated_at`, both required: the last columns of a record the admin edits */
    timestamps: <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
      addColumns(table, [
        ['created_at', timestamp],
        ['updated_at', timestamp],
      ]),
    /** A required link to the row this one belongs to (`'products.id'`): deleting that row deletes this one. */
    belongsTo: (target: string) => (column: ColumnDefinitionBuilder) =>
      column.notNull().references(target).onDelete('cascade'),
  } as const;
}

type ColumnTypes = ReturnType<typeof columnTypes>;

/** An index named `name` on the table's columns, in the order given. */
export function addIndex(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** One migration: its step up, given the database, its dialect's column types and the dialect's name. */
export function migration(
  up: (db: Kysely<unknown>, types: ColumnTypes, dialect: DialectName) => Promise<void>,
) {
  return (dialect: DialectName) => ({ up: (db: Kysely<unknown>) => up(db, columnTypes(dialect), dialect) });
}
