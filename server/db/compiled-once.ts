import type { CompiledQuery } from 'kysely';
import { keepPrepared } from './postgres-prepared.ts';

/**
 * A compiled statement with other values for its parameters. The statement must have been built with one
 * placeholder value per parameter, in order, and nothing else bound: a different number is refused, since it
 * would mean the statement binds something the caller does not give.
 */
export function withParameters<R>(
  compiled: CompiledQuery<R>,
  parameters: readonly unknown[],
): CompiledQuery<R> {
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
