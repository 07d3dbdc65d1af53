import { createHash } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedEntry as Entry, Rendered } from './response-cache.ts';

/*
 * How a kept answer (response-cache.ts) goes out to one request: its ETag compared, its encoding chosen, and its
 * headers set, whoever sends it (Fastify or the front door).
 */

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Whether `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

export function weakEtag(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function isEntry(answer: Entry | Rendered): answer is Entry {
  return 'bodies' in answer;
}

/** An entry's answer uncompressed: an image as kept, text from its br body (the one body text always has). */
function plainText(entry: Entry): Buffer {
  return entry.bodies.identity ?? brotliDecompressSync(entry.bodies.br!);
}

/** br, then gzip, then none, as the request accepts them. */
function encodingFor(accepted: string | undefined): Encoding {
  if (!accepted) return 'identity';
  return (negotiate(accepted, ENCODINGS as unknown as string[]) as Encoding | undefined) ?? 'identity';
}

/**
 * What a request gets of a kept answer, whoever sends it (Fastify or the front door): 304 when it has it already,
 * else the body in an encoding it accepts, with the headers that belong to this one response. A 304 carries no
 * content type: the sender leaves out the one the entry has.
 */
export function keptAnswer(
  entry: Entry,
  requestHeaders: { 'accept-encoding'?: string; 'if-none-match'?: string },
  source: 'hit' | 'miss',
):
  | { status: 304; headers: Record<string, string> }
  | { status: 200; headers: Record<string, string | number>; body: Buffer } {
  const headers = { etag: entry.etag, vary: 'Accept-Encoding', 'x-cache': source };
  if (etagMatches(requestHeaders['if-none-match'], entry.etag)) return { status: 304, headers };
  const encoding = entry.compressible ? encodingFor(requestHeaders['accept-encoding']) : 'identity';
  let body = entry.bodies[encoding];
  if (!body && encoding === 'identity') body = plainText(entry);
  else if (!body) {
    // zlib's default level: level 9 took longer for 0.3% fewer bytes. About 3 ms for the home page, once per entry.
    body = entry.bodies.gzip = gzipSync(plainText(entry), { level: 6 });
    entry.grew?.();
  }
  return {
    status: 200,
    headers: {
      ...headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    },
    body,
  };
}

/**
 * Sets the headers of a kept answer for this request and gives its body: in the encoding the request accepts, or
 * nothing with a 304 when the browser already has it. The headers are the entry's, so a page's CSP with its script
 * hashes always travels with that page's bytes.
 */
export function entryPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  source: 'hit' | 'miss',
): Buffer | string {
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  request.keptEntry = entry;
  const answer = keptAnswer(entry, request.headers, source);
  reply.headers(answer.headers).code(answer.status);
  if (answer.status === 304) {
    reply.removeHeader('content-type');
    return '';
  }
  return answer.body;
}

export function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  source: 'hit' | 'miss',
) {
  return reply.send(entryPayload(request, reply, entry, source));
}
