import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppServices } from '#server/services.ts';

/** The health checks a load balancer asks: alive (/healthz) and ready (/readyz). */
export function healthRoutes(app: FastifyInstance, services: AppServices): void {
  // Alive: the process answers. A load balancer restarts an instance that stops answering this.
  const health = app.withTypeProvider<ZodTypeProvider>();
  const healthy = z.object({ status: z.literal('ok') });
  health.get(
    '/healthz',
    { schema: { summary: 'The process is alive', response: { 200: healthy } } },
    async () => ({ status: 'ok' as const }),
  );
  // Ready: the database and the media store answer, and the process is not shutting down. A load balancer sends
  // requests only to an instance that is ready; a stopping one says no here while it finishes its requests.
  health.get(
    '/readyz',
    {
      schema: {
        summary: 'The database and the media store answer',
        response: {
          200: healthy,
          503: z.object({ status: z.enum(['stopping', 'unavailable']), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (services.lifecycle.stopping)
        return reply.code(503).send({ status: 'stopping', message: 'The server is shutting down.' });
      const checks = await Promise.allSettled([
        sql`select 1`.execute(services.database.db),
        services.storage.ping(),
      ]);
      const [database, media] = checks;
      if (database.status === 'fulfilled' && media.status === 'fulfilled') return { status: 'ok' as const };
      const failing = [
        ...(database.status === 'rejected' ? ['database'] : []),
        ...(media.status === 'rejected' ? ['media store'] : []),
      ];
      for (const check of checks)
        if (check.status === 'rejected') app.log.error({ err: check.reason }, 'readiness check failed');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: `Not reachable: ${failing.join(' and ')}.` });
    },
  );
}
