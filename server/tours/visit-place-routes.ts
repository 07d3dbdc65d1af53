import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOrSlugSchema } from '#common/schemas/ids.ts';
import { paginationQuerySchema } from '#common/schemas/pagination.ts';
import { errorResponseSchema, visitPlaceRecordSchema } from '#common/schemas/records.ts';
import { visitPlaceFilterSchema } from '#common/schemas/tours.ts';
import { toVisitPlaceRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import type { AppServices } from '#server/services.ts';

const placeParamsSchema = z.object({ id: idOrSlugSchema });

/**
 * Tour places, newest first, at the old paths with and without /api (public-site.md §7, admin-area.md §7). The paged
 * list may be narrowed as the admin's Places List does: `q` in the name or description, and `category`.
 */
export async function visitPlaceRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tours } = services;
  const record = (place: Parameters<typeof toVisitPlaceRecord>[0]) =>
    toVisitPlaceRecord(place, services.config.publicUrl);

  app.get(
    '/visit-places/all',
    {
      schema: {
        summary: 'Every tour place as a bare array (the old pages’)',
        response: { 200: z.array(visitPlaceRecordSchema) },
      },
    },
    async (_request, reply) => {
      cachePublicRead(reply, 'tours');
      return (await tours.all()).map(record);
    },
  );

  app.get(
    '/api/visit-places/all',
    {
      schema: {
        summary: 'Every tour place',
        response: { 200: z.object({ visitPlaces: z.array(visitPlaceRecordSchema), total: z.number() }) },
      },
    },
    async (_request, reply) => {
      const places = await tours.all();
      cachePublicRead(reply, 'tours');
      return { visitPlaces: places.map(record), total: places.length };
    },
  );

  app.get(
    '/api/visit-places',
    {
      schema: {
        summary: 'Tour places, a page at a time, narrowed by words or category',
        querystring: paginationQuerySchema.extend(visitPlaceFilterSchema.shape),
        response: {
          200: z.object({
            places: z.array(visitPlaceRecordSchema),
            total: z.number(),
            page: z.number(),
            limit: z.number(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const { places, total } = await tours.list({ page, limit }, filter);
      cachePublicRead(reply, 'tours');
      return { places: places.map(record), total, page, limit };
    },
  );

  for (const path of ['/visit-places/:id', '/api/visit-places/:id']) {
    app.get(
      path,
      {
        schema: {
          summary: 'One tour place, by id or slug',
          params: placeParamsSchema,
          response: { 200: visitPlaceRecordSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const place = await tours.find(request.params.id);
        if (!place) return reply.code(404).send({ success: false, message: 'Tour not found' });
        cachePublicRead(reply, 'tours');
        return record(place);
      },
    );
  }
}
