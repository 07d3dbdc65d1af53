import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import { etagMatches } from './kept-answer.ts';

/**
 * A large public answer that many ask for and that changes only when the catalogue does (a sitemap file, the whole
 * catalogue of the old site's `/api/products/all`), kept gzipped only: its text is compressed as it is written, so
 * the whole of it is never in memory at once.
 */
export type KeptDocument = { gzipped: Buffer; etag: string; length: number };

export type KeptDocumentsOptions = {
  /** What the documents kept may weigh together, compressed; the least recently used go first past it. */
  maxBytes: number;
  changes: Pick<ChangeBus, 'subscribe'>;
  /** Change topics that leave every document as it was; any other (or an unknown one) drops them all. */
  unaffectedBy: ReadonlySet<ChangeTopic>;
};

/** Compresses the text as it comes, and hashes it for the ETag. */
async function keep(text: AsyncIterable<string>): Promise<KeptDocument> {
  const hash = createHash('sha256');
  let length = 0;
  const parts: Buffer[] = [];
  await pipeline(
    Readable.from(
      (async function* () {
        for await (const chunk of text) {
          const bytes = Buffer.from(chunk);
          hash.update(bytes);
          length += bytes.length;
          yield bytes;
          // The text is read from the database a batch at a time, and SQLite answers synchronously: without a turn
          // of the event loop between chunks, a whole catalogue's batches would hold every other request back.
          await setImmediate();
        }
      })(),
    ),
    createGzip(),
    async function (compressed: AsyncIterable<Buffer>) {
      for await (const part of compressed) parts.push(part);
    },
  );
  return { gzipped: Buffer.concat(parts), etag: `W/"${hash.digest('base64url').slice(0, 27)}"`, length };
}

/**
 * Documents kept by key until a change they may show. Requests that arrive while one is being written wait for that
 * one writing: however many ask at once, each document is written once. A writing that a change overtakes still
 * answers those who were waiting for it, but is not kept.
 */
export function createKeptDocuments(options: KeptDocumentsOptions) {
  const kept = new Map<string, Promise<KeptDocument>>();
  const sizes = new Map<string, number>();
  const unsubscribe = options.changes.subscribe((topic) => {
    if (topic === 'all' || !options.unaffectedBy.has(topic)) {
      kept.clear();
      sizes.clear();
    }
  });

  /** Drops the least recently used documents until those kept weigh at most the limit. */
  function bound() {
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const key of [...kept.keys()]) {
      if (total <= options.maxBytes) break;
      total -= sizes.get(key) ?? 0;
      kept.delete(key);
      sizes.delete(key);
    }
  }

  return {
    /** Stops listening for changes: the app is closing. */
    close: unsubscribe,
    /** The document at `key`, written from `write()`'s text unless it is kept or being written. */
    get(key: string, write: () => AsyncIterable<string>): Promise<KeptDocument> {
      let writing = kept.get(key);
      if (writing) {
        // Used again: to the end of the Map's order, which is the order of use.
        kept.delete(key);
        kept.set(key, writing);
        return writing;
      }
      writing = keep(write());
      kept.set(key, writing);
      writing.then(
        (document) => {
          if (kept.get(key) !== writing) return;
          sizes.set(key, document.gzipped.length);
          bound();
        },
        () => {
          if (kept.get(key) === writing) kept.delete(key);
        },
      );
      return writing;
    },
  };
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * Answers with a kept document: 304 to its ETag, the gzip copy as it is to a client that takes gzip (compressing
 * megabytes again for each one would cost far more), and to one that does not, the copy unzipped as it is sent.
 * The caller sets its type and cache headers.
 */
export function sendKeptDocument(request: FastifyRequest, reply: FastifyReply, document: KeptDocument) {
  reply.header('etag', document.etag).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  if (acceptsGzip(request))
    return reply
      .header('content-encoding', 'gzip')
      .header('content-length', document.gzipped.length)
      .send(document.gzipped);
  return reply
    .header('content-length', document.length)
    .send(Readable.from([document.gzipped]).pipe(createGunzip()));
}
