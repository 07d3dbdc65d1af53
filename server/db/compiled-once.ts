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

/** Where each parameter of a statement compiled by `compiledForValues` comes from: a named value, or a constant. */
type ParameterSource = { value: string } | { constant: unknown };
const compiledByShape = new Map<string, { compiled: CompiledQuery<unknown>; sources: ParameterSource[] }>();
/** Past this many shapes (a list's filters, order and start make a few hundred at most) the compiled are dropped. */
const SHAPES_MAX = 500;
const MARKER = '\u0000value\u0000';

/**
 * A statement whose form depends on which values are given (a list's filters, its start), compiled once per name,
 * dialect, `shape` and set of given `values`, then run with each call's values as its parameters; kept prepared on
 * PostgreSQL. The read every list request makes (a page's positions) spent more in Kysely building and compiling it,
 * and on PostgreSQL in planning it, than in running it.
 *
 * `build` is called with a marker in place of each given value, so it may test a value only for being given (`!==
 * undefined`): everything else its form depends on belongs in `shape`. Each parameter of the compiled statement is
 * then a given value or a constant of the form (a status, say). A given value that no parameter carries is refused:
 * the form would then have depended on it.
 */
export function compiledForValues<R, V extends Record<string, unknown>>(
  name: string,
  dialect: DialectName,
  shape: string,
  values: V,
  build: (markers: V) => CompiledQuery<R>,
): CompiledQuery<R> {
  const given = Object.keys(values).filter((key) => values[key] !== undefined);
  const key = `${name} ${dialect} ${shape} ${given.join(',')}`;
  let found = compiledByShape.get(key);
  if (!found) {
    const markers = Object.fromEntries(given.map((value) => [value, `${MARKER}${value}`])) as V;
    const compiled = build(markers) as CompiledQuery<unknown>;
    const sources = compiled.parameters.map((parameter): ParameterSource => {
      const named = typeof parameter === 'string' && parameter.startsWith(MARKER);
      return named ? { value: parameter.slice(MARKER.length) } : { constant: parameter };
    });
    const carried = new Set(sources.flatMap((source) => ('value' in source ? [source.value] : [])));
    const uncarried = given.filter((value) => !carried.has(value));
    if (uncarried.length > 0)
      throw new Error(`${name}: no parameter carries ${uncarried.join(', ')} (${compiled.sql})`);
    if (dialect === 'postgres') keepPrepared(compiled.sql);
    if (compiledByShape.size >= SHAPES_MAX) compiledByShape.clear();
    found = { compiled, sources };
    compiledByShape.set(key, found);
  }
  const parameters = found.sources.map((source) =>
    'value' in source ? values[source.value] : source.constant,
  );
  return { ...(found.compiled as CompiledQuery<R>), parameters };
}
