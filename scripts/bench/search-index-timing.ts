/** How long the search index takes to follow the catalogue (search.ts): all of it after a start, and one save. */
import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '#server/db/database.ts';
import type { RunningServer } from '#tests/helpers/server-process.ts';
import { countRows, sleep } from './bench-kit.ts';
import { searchPath } from './search-queries.ts';

/** Saves whose index update is timed; the median is reported. */
const UPDATE_TRIES = 5;
/** Longest wait for the index to take in the grown catalogue, or a save. */
const INDEX_TIMEOUT_MS = 30 * 60_000;
const UPDATE_TIMEOUT_MS = 60_000;

/**
 * Waits until search_queue is empty, read in the database beside the server (the indexer deletes a batch's rows in
 * the transaction that writes its documents, so an empty queue is an index that has taken in everything).
 */
export async function waitForEmptyQueue(database: AppDatabase, startedAt: number, server: RunningServer) {
  let polls = 0;
  for (;;) {
    const left = await countRows(database, 'search_queue');
    polls++;
    if (left === 0) return { ms: Math.round(performance.now() - startedAt), polls };
    if (performance.now() - startedAt > INDEX_TIMEOUT_MS)
      throw new Error(
        `The index still had ${left} changes queued after ${INDEX_TIMEOUT_MS / 60_000} minutes`,
      );
    if (server.process.exitCode !== null)
      throw new Error(`The server exited while indexing:\n${server.output().slice(-4000)}`);
    await sleep(polls < 40 ? 100 : 500);
  }
}

export type SearchAnswer = { total: number; didYouMean: string | null; products: unknown[] };

export async function getJson<T>(
  url: string,
  cookie: string,
): Promise<{ ms: number; status: number; body: T }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as T;
  return { ms: performance.now() - start, status: response.status, body };
}

/** A word no product holds, of letters only (its term is itself: no "s" to be read as a plural). */
function newWord(): string {
  const letters = 'bcdfghjklmnpqrtvwxz';
  let word = 'qz';
  for (const byte of randomBytes(8)) word += letters[byte % letters.length];
  return word;
}

/**
 * An admin's save of a product whose title gains a new word, then searches for that word (one after another, as
 * fast as they answer) until one finds the product: the time from the save's answer to that search's answer.
 */
export async function timeIndexUpdates(
  server: RunningServer,
  database: AppDatabase,
  token: string,
  cookie: string,
) {
  const picked = await database.db
    .selectFrom('products')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    // The generator writes some SEO titles longer than the form allows, which a save would refuse.
    .where('seo_title', 'is', null)
    .orderBy('id')
    .limit(UPDATE_TRIES)
    .execute();
  const tries: { saveMs: number; foundAfterMs: number; searches: number }[] = [];
  for (const product of picked) {
    const word = newWord();
    const saveStart = performance.now();
    const response = await fetch(`${server.url}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${product.title} ${word}`.slice(0, 150) }),
    });
    const saved = await response.text();
    const savedAt = performance.now();
    if (response.status !== 200) throw new Error(`Saving a product answered ${response.status}: ${saved}`);
    let searches = 0;
    for (;;) {
      searches++;
      const found = await getJson<SearchAnswer>(
        `${server.url}${searchPath(word, `update-${word}-${searches}`)}`,
        cookie,
      );
      if (found.status === 200 && found.body.total > 0) break;
      if (performance.now() - savedAt > UPDATE_TIMEOUT_MS)
        throw new Error(`A saved title was not found by search after ${UPDATE_TIMEOUT_MS / 1000} s`);
    }
    tries.push({
      saveMs: Math.round(savedAt - saveStart),
      foundAfterMs: Math.round(performance.now() - savedAt),
      searches,
    });
    await sleep(300);
  }
  return tries;
}
