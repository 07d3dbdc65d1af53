import type { CompiledQuery } from 'kysely';
import type { DialectName } from './database.ts';
import { keepPrepared } from './postgres-prepared.ts';

/**
 * A compiled statement with other values for its parameters. The statement must have been built with one
 * placeholder value per parameter, in order, and nothing else bound: a different number is refused, since it
 * would mean the statement binds something the caller does not give.
 */
function withParameters<R>(compiled: CompiledQuery<R>, parameters: readonly unknown[]): CompiledQuery<R> {
  if (compiled.parameters.length !== parameters.length)
    throw new Error(
      `A reused statement binds ${compiled.parameters.length} values, not the ${parameters.length} given: ${compiled.sql}`,
    );
  return { ...compiled, parameters };
}

/**
 * A statement Kysely builds and compiles once, then run with each call's values as its parameters: on the reads
 * every request makes (the admin's session, a list's products), building and compiling the query cost more than
 * SQLite's running it. `compile` builds it with placeholder values, one per parameter (see `withParameters`). On
 * PostgreSQL it is also prepared once per connection (postgres-prepared.ts).
 */
export function compiledOnce<R>(compile: () => CompiledQuery<R>) {
  let compiled: CompiledQuery<R> | undefined;
  return (...parameters: unknown[]): CompiledQuery<R> => {
    if (!compiled) {
      compiled = compile();
      keepPrepared(compiled.sql);
    }
    return withParameters(compiled, parameters);
  };
}

const compiledByCount = new Map<string, CompiledQuery<unknown>>();
const COMPILED_MAX = 200;
/** The most ids of a statement kept prepared on PostgreSQL: a page's (the API's limit is 100). */
const PREPARED_MAX_IDS = 100;

/**
 * A statement of a list of ids (a page's products), compiled once per name, dialect and number of ids (a page's
 * size, a batch's), then run with the ids as its parameters: building and compiling it cost more of a list's
 * request than running it did. `compile` builds it with `placeholderIds`, and the ids are its only parameters.
 * Shared by every Kysely instance of the dialect: the SQL names no schema, and the app's instances add no plugins.
 */
export function compiledForIds<R>(
  name: string,
  dialect: DialectName,
  ids: readonly string[],
  compile: () => CompiledQuery<R>,
): CompiledQuery<R> {
  const key = `${name} ${dialect} ${ids.length}`;
  let compiled = compiledByCount.get(key) as CompiledQuery<R> | undefined;
  if (!compiled) {
    compiled = compile();
    // A page's statement is kept prepared on PostgreSQL; a whole list's batches are not worth a plan each.
    if (dialect === 'postgres' && ids.length <= PREPARED_MAX_IDS) keepPrepared(compiled.sql);
    if (compiledByCount.size >= COMPILED_MAX) compiledByCount.clear();
    compiledByCount.set(key, compiled);
  }
  return withParameters(compiled, ids);
}

/** `count` placeholder ids, for a statement compiled once and run with the real ones. */
export const placeholderIds = (count: number) => Array.from({ length: count }, (_, n) => `id ${n}`);
