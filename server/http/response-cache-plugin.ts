import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { SESSION_COOKIE, sessionToken } from '#server/auth/auth-http.ts';
import type { AdminIdentity, AuthService } from '#server/auth/auth-service.ts';
import { entryPayload, isEntry, keptAnswer, sendEntry } from './kept-answer.ts';
import { PRIVATE_CACHE_CONTROL, type CachedEntry, type ResponseCache } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    /** A signed-in admin's request: it never reads nor fills the response cache, and its answer is kept by no one. */
    personal: boolean;
    /** The admin whose session cookie (not a bearer token) made the request personal; the pages take it as checked. */
    cookieAdmin: AdminIdentity | null;
    /** The kept answer this request was sent, if any: its headers are noted once sent (for the front door). */
    keptEntry: CachedEntry | null;
  }
}

/** The page host's route, whose misses render through React Router (it fills the cache itself, one render per key). */
export const PAGE_ROUTE = '/*';

/**
 * The cache key of a request: its path and query string, and for pages whether a crawler asks (crawlers get the
 * whole document at once, people get it streamed). Nothing else changes the HTML: pages read no cookie and no header
 * but these, and a signed-in admin's requests never reach the cache.
 */
export function cacheKey(request: FastifyRequest): string {
  if (request.routeOptions.url !== PAGE_ROUTE) return `api ${request.url}`;
  return pageKey(request.url, request.headers['user-agent']);
}

function pageKey(url: string, userAgent: string | undefined): string {
  return `${isbot(userAgent ?? '') ? 'bot' : 'person'} ${pageUrl(url)}`;
}

/** Parameters that ad networks and analytics add to a shared link; no page reads them. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|gbraid|wbraid|msclkid|igshid|mc_cid|mc_eid|_ga)$/i;

/**
 * The address a page is rendered for: without tracking parameters, so that a link shared in WhatsApp or on Facebook,
 * which arrives with a fresh `fbclid` for every visitor, is one kept page and not a render per visitor.
 */
export function pageUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  const kept = [...query].filter(([name]) => !TRACKING.test(name));
  if (kept.length === query.size) return url;
  const rest = new URLSearchParams(kept).toString();
  return rest ? `${url.slice(0, start)}?${rest}` : url.slice(0, start);
}

/**
 * The response cache in front of every public read (response-cache.ts). A hit is answered here, before anything
 * else runs: no rate limit, no database, no render, and no overload refusal either (a kept page costs next to
 * nothing to send). A JSON read is kept on its way out (onSend), when its route marked it public.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: { cache: ResponseCache; auth: AuthService }) => {
    const { cache, auth } = options;
    app.decorate('responseCache', cache);
    app.decorateRequest('personal', false);
    app.decorateRequest('cookieAdmin', null);
    app.decorateRequest('cacheTopics', null);
    app.decorateRequest('keptEntry', null);

    app.decorateRequest('cacheGeneration', 0);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      // A JSON read is kept on its way out only if nothing changed since it began reading (response-cache.ts).
      request.cacheGeneration = cache.generation();
      // Only a session that still verifies makes a request personal: a made-up cookie is a visitor's.
      const found = sessionToken(request);
      const admin = found ? await auth.authenticate(found.token) : null;
      if (admin) {
        request.personal = true;
        if (found!.source === 'cookie') request.cookieAdmin = admin;
        return;
      }
      const entry = cache.lookup(cacheKey(request));
      if (entry) return sendEntry(request, reply, entry, 'hit');
    });

    // The headers a kept answer went out with, for the front door to send with it from then on.
    app.addHook('onResponse', async (request, reply) => {
      const entry = request.keptEntry;
      if (!entry || entry.sent || reply.statusCode !== 200) return;
      entry.sent = Object.fromEntries(
        Object.entries(reply.raw.getHeaders()).flatMap(([name, value]) =>
          value === undefined || ONE_RESPONSE.test(name)
            ? []
            : [[name, typeof value === 'number' ? String(value) : value]],
        ),
      );
    });

    // A personal answer says so, whatever its route set, so that no CDN or browser cache keeps it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.personal) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return payload;
      }
      const topics = request.cacheTopics;
      if (!topics || reply.statusCode !== 200 || reply.getHeader('x-cache')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const answer = await cache.fill(
        cacheKey(request),
        async () => ({
          status: 200,
          headers: {
            'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            'cache-control': String(reply.getHeader('cache-control')),
          },
          body: Buffer.from(payload),
          topics,
          cacheable: true,
          ...(typeof reply.getHeader('etag') === 'string' ? { etag: reply.getHeader('etag') as string } : {}),
        }),
        request.cacheGeneration,
      );
      return isEntry(answer) ? entryPayload(request, reply, answer, 'miss') : payload;
    });
  },
  { name: 'response-cache', dependencies: ['@fastify/cookie'] },
);

/** Headers that belong to one response, never sent again with another (the front door sets its own). */
const ONE_RESPONSE =
  /^(content-length|content-encoding|etag|vary|x-cache|date|connection|keep-alive|transfer-encoding|set-cookie|retry-after|x-ratelimit-.*)$/;

/**
 * The front door: a kept answer for a visitor, sent from the HTTP server's own request listener before Fastify
 * parses, routes or runs a hook. At a crowd's rate that work was most of the cost of a hit. It answers only what the
 * cache plugin would answer the same way: a GET or HEAD without a session (a request carrying the session cookie or
 * a Bearer token goes through Fastify, which checks it), for an answer the app has already sent once, with the
 * headers it sent then (security headers and the page's CSP included). Everything else, including every miss,
 * returns false and goes to Fastify.
 */
export function createFrontDoor(cache: ResponseCache) {
  const sessionCookie = `${SESSION_COOKIE}=`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url = '/', headers } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (headers.authorization || headers.cookie?.includes(sessionCookie)) return false;
    const entry = url.startsWith('/api/')
      ? cache.lookupSent(`api ${url}`)
      : (cache.lookupSent(pageKey(url, headers['user-agent'])) ?? cache.lookupSent(`api ${url}`));
    if (!entry) return false;
    const answer = keptAnswer(entry, headers, 'hit');
    const sent: Record<string, string | string[] | number> = { ...entry.sent, ...answer.headers };
    if (answer.status === 304) delete sent['content-type'];
    response.writeHead(answer.status, sent);
    response.end(answer.status === 200 && method !== 'HEAD' ? answer.body : undefined);
    return true;
  };
}
