import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LRUCache } from 'lru-cache';

/** node:sqlite only binds numbers, strings, bigints, buffers and null: map the rest the way the PostgreSQL driver would store them. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

/**
 * Statements kept prepared, by their SQL: a page runs the same dozen queries on every render, and preparing them
 * cost more than running them. Sharing one is safe because `all` and `run` finish before they return (node:sqlite
 * is synchronous); an iteration stays open across awaits, so it gets a statement of its own.
 */
const PREPARED_STATEMENTS = 500;

/** Kysely 0.29 ships no node:sqlite dialect; its SqliteDialect accepts any database with this small surface. */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  const prepared = new LRUCache<string, { statement: StatementSync; reader: boolean }>({
    max: PREPARED_STATEMENTS,
  });
  function kept(sql: string) {
    let entry = prepared.get(sql);
    if (!entry) {
      const statement = database.prepare(sql);
      entry = { statement, reader: statement.columns().length > 0 };
      prepared.set(sql, entry);
    }
    return entry;
  }
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare: (sql): SqliteStatement => {
      const { statement, reader } = kept(sql);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => database.prepare(sql).iterate(...bind(parameters)),
      };
    },
  };
}
