import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RateLimitRepository } from './rate-limit-repository.ts';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = { routeInfo: { method: string; url: string } };

/** Ended windows are swept now and then, not on every hit. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * @fastify/rate-limit's store, kept in the database: every instance on it counts against one budget per key
 * (ARCHITECTURE.md, scale-out). With REDIS_URL the plugin's own Redis store is used instead.
 */
export function databaseRateLimitStore(
  repository: RateLimitRepository,
  now: () => number = Date.now,
): NonNullable<RateLimitPluginOptions['store']> {
  let lastSweep = now();
  class DatabaseStore {
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      const at = now();
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        void repository.removeEnded(at).catch(() => undefined);
      }
      repository.hit(this.prefix + key, timeWindow, at).then(
        ({ count, resetsAt }) => answer(null, { current: count, ttl: Math.max(0, resetsAt - at) }),
        (error: Error) => answer(error),
      );
    }

    read(key: string, answer: Answer) {
      const at = now();
      repository.read(this.prefix + key).then(
        (row) =>
          answer(
            null,
            row && row.resetsAt > at
              ? { current: row.count, ttl: row.resetsAt - at }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => answer(error),
      );
    }

    /** Each route with limits of its own counts apart, as the plugin's stores do. */
    child(routeOptions: RouteOptions) {
      return new DatabaseStore(
        undefined,
        `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      );
    }
  }
  return DatabaseStore as unknown as NonNullable<RateLimitPluginOptions['store']>;
}
