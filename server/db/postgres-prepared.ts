import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The statements PostgreSQL keeps prepared, by their SQL, with their names. Only statements the code builds once
 * are named (compiled-once.ts, a page's products): a fixed, small set, so each connection prepares a bounded number.
 * Past `MOST` (which the code does not come near) statements simply run unnamed, as every other one does.
 */
const names = new Map<string, string>();
const MOST = 300;

/**
 * Marks a statement to be prepared by name on each PostgreSQL connection that runs it, and its plan reused from then
 * on: a page's products (one statement with three JSON subqueries) spent as long being planned as being run.
 */
export function keepPrepared(sql: string): void {
  if (names.has(sql) || names.size >= MOST) return;
  names.set(sql, `gandhara_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`);
}

/** Whether PostgreSQL refused a prepared statement because a table it reads changed its columns since. */
const planOutdated = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  String((error as Error).message).includes('cached plan must not change result type');

/**
 * The pool's connection: a statement marked with `keepPrepared` runs as a named statement (prepared on this
 * connection the first time, by node-postgres). When another instance's migration has changed the columns a kept
 * plan returns, PostgreSQL refuses it once: the statement then runs unnamed on this connection from then on (inside
 * a transaction, that transaction fails once, as it would have on the changed table).
 */
export class PreparingClient extends pg.Client {}

/** Per connection, the named statements PostgreSQL has refused since a change of columns (see PreparingClient). */
const outdatedOf = new WeakMap<pg.Client, Set<string>>();

const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [text, values, callback] = args;
  const name = typeof text === 'string' && callback === undefined ? names.get(text) : undefined;
  if (!name || outdatedOf.get(this)?.has(name)) return plainQuery.apply(this, args);
  const named = plainQuery.call(this, { name, text, values }) as Promise<unknown>;
  return named.catch((error: unknown) => {
    if (!planOutdated(error)) throw error;
    const outdated = outdatedOf.get(this) ?? new Set<string>();
    outdated.add(name);
    outdatedOf.set(this, outdated);
    return plainQuery.call(this, text, values);
  });
} as typeof pg.Client.prototype.query;
