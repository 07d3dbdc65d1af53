import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { masterFilterSchema } from '#common/schemas/masters.ts';
import { paginationQuerySchema } from '#common/schemas/pagination.ts';
import { masterRecordSchema } from '#common/schemas/records.ts';
import { toMasterRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import type { AppServices } from '#server/services.ts';

/**
 * Master craftsmen, newest first (public-site.md §7, admin-area.md §7). The paged list may be narrowed as the admin's
 * Masters List does: `q` in the name, and `specialty`.
 */
export async function masterRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { masters } = services;
  const record = (master: Parameters<typeof toMasterRecord>[0]) =>
    toMasterRecord(master, services.config.publicUrl);

  app.get(
    '/masters/all',
    {
      schema: {
        summary: 'Every master craftsman as a bare array (the old pages’)',
        response: { 200: z.array(masterRecordSchema) },
      },
    },
    async (_request, reply) => {
      cachePublicRead(reply, 'masters');
      return (await masters.all()).map(record);
    },
  );

  app.get(
    '/api/masters/all',
    {
      schema: {
        summary: 'Every master craftsman',
        response: { 200: z.object({ masters: z.array(masterRecordSchema), total: z.number() }) },
      },
    },
    async (_request, reply) => {
      const all = await masters.all();
      cachePublicRead(reply, 'masters');
      return { masters: all.map(record), total: all.length };
    },
  );

  app.get(
    '/api/masters',
    {
      schema: {
        summary: 'Master craftsmen, a page at a time, narrowed by name or specialty',
        querystring: paginationQuerySchema.extend(masterFilterSchema.shape),
        response: {
          200: z.object({
            masters: z.array(masterRecordSchema),
            total: z.number(),
            page: z.number(),
            limit: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const result = await masters.list({ page, limit }, filter);
      cachePublicRead(reply, 'masters');
      return { masters: result.masters.map(record), total: result.total, page, limit };
    },
  );
}
