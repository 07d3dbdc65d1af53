import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { PAGE_ROUTE } from './response-cache-plugin.ts';

const OVERLOAD_RETRY_AFTER_S = 5;
const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';
/** The page a visitor sees when the server is overloaded: small, styled inline (no stylesheet request), no script. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${OVERLOAD_RETRY_AFTER_S}"><title>A moment, please · Gandhara Arts</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5efe5;color:#2b2621;font:16px/1.6 system-ui,sans-serif;text-align:center;padding:2rem}h1{font:500 2rem/1.2 Georgia,serif;margin:0 0 .5rem}</style></head><body><main><h1>A moment, please</h1><p>${BUSY_MESSAGE}<br>This page will try again by itself.</p></main></body></html>`;

/**
 * What an overloaded server answers. Only work is refused: a page render (a kept page was answered before this) and
 * the API. Scripts, stylesheets and images are files or made once, and refusing them would break the pages that
 * were sent; the health checks must reach a load balancer; a signed-in admin's request goes through.
 */
function busyAnswer(request: FastifyRequest, reply: FastifyReply) {
  const page = request.routeOptions.url === PAGE_ROUTE;
  if (request.personal || (!page && !request.url.startsWith('/api/'))) return undefined;
  reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S)).header('cache-control', 'no-store');
  if (page && !request.url.includes('.data')) {
    reply.type('text/html; charset=utf-8');
    return BUSY_PAGE;
  }
  return { success: false, message: BUSY_MESSAGE };
}

/**
 * Overload: past `maxDelayMs` of event-loop delay (OVERLOAD_DELAY_MS, half a second by default; 0 turns this off), a
 * request that needs work (a render, an API call) is refused at once with 503 and Retry-After, so that those already
 * waiting finish instead of everyone waiting ten seconds (busyAnswer says what still goes through).
 */
export async function registerOverloadGuard(app: FastifyInstance, maxDelayMs: number): Promise<void> {
  if (maxDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    // A window with no sample at all (the loop held for all of it) counts as overloaded, so not too short.
    sampleInterval: 500,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    // The plugin sends what its handler returns, which its types leave out.
    pressureHandler: busyAnswer as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
