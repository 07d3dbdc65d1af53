/**
 * The search engine at 100 and at 100,000 products (issue 17): the built server on SQLite and on PostgreSQL, with
 * the catalogue of catalogue.ts grown as in scale.ts, measured for
 * - the time the server takes to index the grown catalogue after it starts (the queue of search_queue read in the
 *   database itself until it is empty);
 * - `GET /api/search` over a rotating set of queries a visitor would type (the generator's own materials, subjects
 *   and categories; misspelt ones; two and three words; one that matches nothing), at 1 and 10 connections, and
 *   each query alone, to see which is slow;
 * - `GET /api/search/suggest` over the prefixes of words being typed, at 1 connection;
 * - the time from an admin's save (a product's title given a new word) to the first search that finds it.
 *
 * As in scale.ts, no response cache takes part: every request carries a query string of its own (`_=n`) and a
 * signed-in admin's session, and PAGE_CACHE_MB is 0; the overload guard is set out of reach.
 */
import { sql } from 'kysely';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import { ensureBuild } from '#scripts/ensure-build.ts';
import { migrateToLatest, openDatabase } from '#server/db/database.ts';
import { countRows as countFound } from '#server/db/count-rows.ts';
import {
  benchKinds,
  countRows,
  growCatalogue,
  grownLine,
  type LatencyFigure,
  latencyLine,
  measurePaths,
  percentile,
  scratchDatabase,
  type ServerBenchOptions,
  signInBenchAdmin,
  startBenchServer,
} from './bench-kit.ts';
import { SEARCH_QUERIES, searchPath, SUGGEST_PREFIXES, suggestPath } from './search-queries.ts';
import { getJson, timeIndexUpdates, type SearchAnswer, waitForEmptyQueue } from './search-index-timing.ts';

const SIZES = [100, 100_000];
const TARGETS = { searchP95Ms: 50, suggestP95Ms: 20, indexUpdateMs: 1_000 };

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round1 = (value: number) => Math.round(value * 10) / 10;

type Opened = ReturnType<typeof openDatabase>;

/** Adds products until the database holds `total` (bench-kit.ts), and says how many changes that queued. */
async function growTo(database: Opened, total: number, print: (line: string) => void) {
  const made = await growCatalogue(database, total);
  const queued = await countRows(database, 'search_queue');
  print(
    `search: ${grownLine(database.dialect, total, made)}, ${queued.toLocaleString('en')} changes queued for the index`,
  );
  return { ...made, queued };
}

export async function benchSearch(options: ServerBenchOptions) {
  const { print } = options;
  const seconds = options.seconds ?? 5;
  ensureBuild(print);
  const figures: LatencyFigure<'search' | 'suggest'>[] = [];
  const indexing: Record<string, unknown>[] = [];
  const queries: Record<string, unknown>[] = [];
  const updates: Record<string, unknown>[] = [];
  const generation: Record<string, unknown>[] = [];
  for (const kind of benchKinds(options)) {
    const scratch = await scratchDatabase(kind, 'search');
    const database = openDatabase(scratch.options);
    try {
      await migrateToLatest(database);
      for (const size of SIZES) {
        const label = `search: ${kind.padEnd(8)} ${size.toLocaleString('en').padStart(7)} products`;
        const made = await growTo(database, size, print);
        generation.push({ database: kind, products: size, written: made.products, ms: made.ms });
        const launchedAt = performance.now();
        const server = await startBenchServer(scratch, { PAGE_CACHE_MB: '0' });
        try {
          // Indexing: the server starts it at once; the queue is read beside it until empty.
          const indexed = await waitForEmptyQueue(database, launchedAt, server);
          // The statistics autovacuum would gather on the new documents before long, as growTo does for products.
          if (kind === 'postgres') await sql`vacuum analyze`.execute(database.db);
          const [documents, published] = await Promise.all([
            countRows(database, 'search_documents'),
            countFound(database.db.selectFrom('products').where('status', '=', 'published')),
          ]);
          const index = {
            database: kind,
            products: size,
            productsToIndex: made.products,
            queuedChanges: made.queued,
            serverReadyMs: server.readyAfterMs,
            indexedAfterStartSeconds: round1(indexed.ms / 1000),
            documents,
            publishedProducts: published,
          };
          indexing.push(index);
          print(
            `${label}  indexing of the ${made.products.toLocaleString('en')} new products (${made.queued.toLocaleString('en')} queued changes): ` +
              `queue empty ${index.indexedAfterStartSeconds} s after the server was launched (it answered after ${(server.readyAfterMs / 1000).toFixed(1)} s); ` +
              `${documents.toLocaleString('en')} documents for ${published.toLocaleString('en')} published products${documents === published ? '' : ' (MISMATCH)'}`,
          );

          const token = await signInBenchAdmin(server);
          const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;

          // Each query alone: what it finds, and its median time of a few, to see which is slow.
          for (const query of SEARCH_QUERIES) {
            const times: number[] = [];
            let answer: SearchAnswer | undefined;
            for (let i = 0; i < 5; i++) {
              const found = await getJson<SearchAnswer>(
                `${server.url}${searchPath(query, `one-${i}`)}`,
                cookie,
              );
              if (found.status !== 200) throw new Error(`Search for "${query}" answered ${found.status}`);
              times.push(found.ms);
              answer = found.body;
            }
            const figure = {
              database: kind,
              products: size,
              query,
              total: answer!.total,
              didYouMean: answer!.didYouMean,
              firstMs: round1(times[0]!),
              medianMs: round1(median(times.slice(1))),
            };
            queries.push(figure);
            print(
              `${label}  search ${`"${query}"`.padEnd(32)} ${String(figure.total).padStart(6)} found${figure.didYouMean ? ` (did you mean "${figure.didYouMean}")` : ''}  ` +
                `first ${figure.firstMs} ms, then median ${figure.medianMs} ms`,
            );
          }

          for (const [request, pathOf, connectionsList, target] of [
            [
              'search',
              (n: number) => searchPath(SEARCH_QUERIES[n % SEARCH_QUERIES.length]!, n),
              [1, 10],
              TARGETS.searchP95Ms,
            ],
            [
              'suggest',
              (n: number) => suggestPath(SUGGEST_PREFIXES[n % SUGGEST_PREFIXES.length]!, n),
              [1],
              TARGETS.suggestP95Ms,
            ],
          ] as const) {
            for (const connections of connectionsList) {
              const result = await measurePaths(server.url, pathOf, connections, seconds, { cookie });
              const targetMet = connections === 1 ? result.p95Ms <= target : null;
              figures.push({ database: kind, products: size, request, connections, ...result, targetMet });
              print(
                `${label}  ${`GET /api/${request === 'search' ? 'search' : 'search/suggest'}`.padEnd(24)} ${latencyLine(connections, result)}  ` +
                  (connections === 1
                    ? `target p95 <= ${target} ms at 1 conn: ${targetMet ? 'met' : 'NOT MET'}`
                    : '(target is at 1 conn)'),
              );
            }
          }

          // A save, then the search that first finds it.
          const tries = await timeIndexUpdates(server, database, token, cookie);
          const foundAfterMs = median(tries.map((one) => one.foundAfterMs));
          const update = {
            database: kind,
            products: size,
            tries,
            medianFoundAfterMs: foundAfterMs,
            targetMet: foundAfterMs <= TARGETS.indexUpdateMs,
          };
          updates.push(update);
          print(
            `${label}  index update after a save: found by search ${foundAfterMs} ms after the save answered (median of ${tries.length}: ` +
              `${tries.map((one) => one.foundAfterMs).join(', ')} ms; saves took ${tries.map((one) => one.saveMs).join(', ')} ms)  ` +
              `target <= ${TARGETS.indexUpdateMs} ms: ${update.targetMet ? 'met' : 'NOT MET'}`,
          );
        } finally {
          await server.stop();
        }
      }
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  return {
    targets: TARGETS,
    seconds,
    queries: SEARCH_QUERIES,
    suggestPrefixes: SUGGEST_PREFIXES,
    generation,
    indexing,
    perQuery: queries,
    figures,
    updates,
  };
}
