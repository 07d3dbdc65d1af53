import type { FastifyReply } from 'fastify';
import type { ChangeTopic } from '#server/events/change-bus.ts';
import { PUBLIC_CACHE_CONTROL } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a public read: what its answer shows, so the response cache keeps it until one of these changes. */
    cacheTopics: Set<ChangeTopic> | null;
    /** The response cache's count of changes when the request came in (response-cache.ts `generation`). */
    cacheGeneration: number;
  }
}

/**
 * A public read: kept by the response cache (for visitors) until a write announces one of `topics`, and by a CDN
 * briefly (browsers revalidate each time, cheap with the ETag).
 */
export function cachePublicRead(reply: FastifyReply, ...topics: ChangeTopic[]): void {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.request.cacheTopics = new Set(topics);
}

/**
 * A public answer that never changes at its address (an image variant): kept by the response cache like a read,
 * with its own long-lived cache header and ETag. Its bytes never change, but the media may stop being served when
 * the record that showed it changes or goes (`media`, decision 021); the settings (the watermark is in the address)
 * and the bound end it too.
 */
export function keepImmutableRead(reply: FastifyReply): void {
  reply.request.cacheTopics = new Set(['media']);
}
