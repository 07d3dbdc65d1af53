/**
 * What the benches that start the built server on a scratch database share (scale.ts, search.ts, csv.ts): the scratch
 * database, the server started on it with the bench's admin and its sign-in, the catalogue grown to a size, and the
 * percentiles of response times.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { countRows as countFound } from '#server/db/count-rows.ts';
import type { AppDatabase, DatabaseOptions, DialectName } from '#server/db/database.ts';
import { startServer, type RunningServer } from '#tests/helpers/server-process.ts';
import { generateCatalogue } from './catalogue.ts';

const BENCH_ADMIN = { email: 'bench@gandhara-arts.example', password: 'a bench of stone, 2026' };
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The `p`th percentile of times sorted in ascending order; NaN of none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * autocannon for `seconds` over paths of the bench's making (`pathOf` gives the nth; each its own query string, so no
 * kept answer serves it): requests a second, p50 and p95 of every response to a tenth of a millisecond, and errors.
 */
export async function measurePaths(
  url: string,
  pathOf: (n: number) => string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
) {
  let n = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return latency(times, Math.round(result.requests.average), result.errors + result.timeouts + result.non2xx);
}

/** What one measure of a server bench found: requests a second, p50 and p95 in milliseconds, and errors. */
export type Latency = { requestsPerSecond: number; p50Ms: number; p95Ms: number; errors: number };

/** The latency of a measure's response times (sorted here), p50 and p95 to a tenth of a millisecond. */
export function latency(times: number[], requestsPerSecond: number, errors: number): Latency {
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond,
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(percentile(times, 95) * 10) / 10,
    errors,
  };
}

/** One figure of a server bench's report: a request measured on a database of some size at some connections. */
export type LatencyFigure<R extends string> = Latency & {
  database: DialectName;
  products: number;
  request: R;
  connections: number;
  /** null where the bench sets no latency target for this request at these connections */
  targetMet: boolean | null;
};

/** A measure as the benches print it: connections, p50, p95, requests a second and errors, in aligned columns. */
export const latencyLine = (connections: number, result: Latency) =>
  `${String(connections).padStart(2)} conn  ` +
  `p50 ${String(result.p50Ms).padStart(6)} ms  p95 ${String(result.p95Ms).padStart(6)} ms  ${String(result.requestsPerSecond).padStart(5)} req/s  errors ${result.errors}`;

/** What a bench that starts the server is told: where to print, how long each measure lasts, which databases. */
export type ServerBenchOptions = { print: (line: string) => void; seconds?: number; kinds?: DialectName[] };

/** The databases a bench runs on: the ones asked for, or both. */
export const benchKinds = (options: ServerBenchOptions) => options.kinds ?? (['sqlite', 'postgres'] as const);

/**
 * A database of the bench's own, named after it (`scale`, `search`): a new SQLite file, or a new PostgreSQL
 * database dropped afterwards.
 */
export async function scratchDatabase(kind: DialectName, bench: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `gandhara-${bench}-`));
  if (kind === 'sqlite') {
    return {
      dataDir,
      options: { kind: 'sqlite', file: path.join(dataDir, 'app.db') } as DatabaseOptions,
      env: { DATABASE_URL: '' },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `gandhara_${bench}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    options: { kind: 'postgres', url: url.toString() } as DatabaseOptions,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      // The bench's own pool has just been closed, but its connections may still be on their way out: one cut by
      // FORCE meanwhile is an unhandled error in this process. So FORCE only when they have had their time.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}${attempt < 20 ? '' : ' WITH (FORCE)'}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await sleep(250);
        }
      }
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on a scratch database, with the bench's admin and no demo content, refusing work only past 10 s
 * of delay (the benches load the machine themselves); `env` adds to or overrides its settings.
 */
export function startBenchServer(
  scratch: Awaited<ReturnType<typeof scratchDatabase>>,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer(
    {
      ...scratch.env,
      DATA_DIR: scratch.dataDir,
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      OVERLOAD_DELAY_MS: '10000',
      ...env,
    },
    { timeoutMs: 300_000 },
  );
}

/** The bench admin's session token; a busy machine may turn the first tries away (503), so it tries for 30 s. */
export async function signInBenchAdmin(server: RunningServer): Promise<string> {
  for (const deadline = Date.now() + 30_000; ;) {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (response.status === 200) return ((await response.json()) as { token: string }).token;
    if (response.status !== 503 || Date.now() > deadline)
      throw new Error(`Signing in answered ${response.status}`);
    await sleep(1_000);
  }
}

/** How many rows a table holds. */
export const countRows = (database: AppDatabase, table: 'products' | 'search_queue' | 'search_documents') =>
  countFound(database.db.selectFrom(table));

/** Adds products until the database holds `total`; PostgreSQL then gets the statistics autovacuum would gather. */
export async function growCatalogue(database: AppDatabase, total: number) {
  const made = await generateCatalogue(database.db, {
    count: total - (await countRows(database, 'products')),
  });
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  return made;
}

/** The report's words for a catalogue grown to `total` products (growCatalogue's `made`). */
export const grownLine = (dialect: DialectName, total: number, made: { products: number; ms: number }) =>
  `${dialect} catalogue grown to ${total.toLocaleString('en')} products (${made.products.toLocaleString('en')} written in ${(made.ms / 1000).toFixed(1)} s)`;
