import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most a GET or HEAD may send as a body, which no route reads: Fastify's own limit for bodies. */
const IGNORED_BODY_LIMIT = 1024 * 1024;

/** A GET or HEAD that carries a body: no route reads it. */
export const unreadBody = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined);

/**
 * Reads and drops the body of a GET or HEAD before it is answered. Answered first, the body's unread bytes were
 * still arriving when the connection closed, and the client got a reset instead of its answer (the route fuzzer
 * found it: GET /products with 200 KB of JSON). A body over the limit is answered 413 and the connection closed.
 */
export function drainThen(request: IncomingMessage, response: ServerResponse, dispatch: () => void) {
  let size = 0;
  let refused = false;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > IGNORED_BODY_LIMIT && !refused) {
      refused = true;
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      response.end(
        JSON.stringify({ success: false, message: 'A GET request does not carry a body this large.' }),
      );
    }
  });
  request.on('end', () => {
    if (!refused) dispatch();
  });
  request.on('error', () => response.destroy());
}
