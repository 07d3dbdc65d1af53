import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOrSlugSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema, visitPlaceRecordSchema } from '#common/schemas/records.ts';
import { visitPlaceFilterSchema } from '#common/schemas/tours.ts';
import { toVisitPlaceRecord } from '#server/http/presenters.ts';
import { cachePublicRead } from '#server/http/read-cache.ts';
import { recordListRoutes } from '#server/records/record-routes.ts';
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

  recordListRoutes(fastify, {
    path: '/visit-places',
    topic: 'tours',
    record: visitPlaceRecordSchema,
    filter: visitPlaceFilterSchema,
    keys: { all: 'visitPlaces', page: 'places' },
    summaries: {
      bare: 'Every tour place as a bare array (the old pages’)',
      all: 'Every tour place',
      page: 'Tour places, a page at a time, narrowed by words or category',
    },
    all: async () => (await tours.all()).map(record),
    page: async (page, filter) => {
      const { places, total } = await tours.list(page, filter);
      return { records: places.map(record), total };
    },
  });

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
