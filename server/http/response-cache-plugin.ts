import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { sessionToken } from '#server/auth/auth-http.ts';
import type { AuthService } from '#server/auth/auth-service.ts';
import {
  entryPayload,
  isEntry,
  PRIVATE_CACHE_CONTROL,
  sendEntry,
  type ResponseCache,
} from './response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    /** A signed-in admin's request: it never reads nor fills the response cache, and its answer is kept by no one. */
    personal: boolean;
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
  return `${isbot(request.headers['user-agent'] ?? '') ? 'bot' : 'person'} ${pageUrl(request.url)}`;
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
    app.decorateRequest('cacheTopics', null);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      // Only a session that still verifies makes a request personal: a made-up cookie is a visitor's.
      const found = sessionToken(request);
      if (found && (await auth.authenticate(found.token))) {
        request.personal = true;
        return;
      }
      const entry = cache.lookup(cacheKey(request));
      if (entry) return sendEntry(request, reply, entry, 'hit');
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
      const answer = await cache.fill(cacheKey(request), async () => ({
        status: 200,
        headers: {
          'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          'cache-control': String(reply.getHeader('cache-control')),
        },
        body: Buffer.from(payload),
        topics,
        cacheable: true,
      }));
      return isEntry(answer) ? entryPayload(request, reply, answer, 'miss') : payload;
    });
  },
  { name: 'response-cache', dependencies: ['@fastify/cookie'] },
);
