import type { FastifyReply } from 'fastify';

/**
 * Public reads: browsers revalidate each time (cheap with the ETag), a CDN may keep a copy for a minute and
 * serve it a little longer while it refetches. An admin write is visible at once to browsers.
 */
export function cachePublicRead(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
}
