import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import type { TrashKindName } from '#common/schemas/trash.ts';
import { actorOf } from '#server/history/actor.ts';
import type { AppServices } from '#server/services.ts';

/**
 * `DELETE {path}`: a signed-in admin moves a product, a tour place or a master to the trash (issue 18, item 5),
 * where it can be restored for 30 days; 404 with `notFound` when there is no such record.
 */
export function moveToTrashRoute(
  fastify: FastifyInstance,
  services: AppServices,
  route: { path: string; kind: TrashKindName; summary: string; notFound: string; trashed: string },
) {
  fastify.withTypeProvider<ZodTypeProvider>().delete(
    route.path,
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: route.summary,
        params: z.object({ id: recordIdSchema }),
        response: { 200: messageAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await services.trash.trash(route.kind, request.params.id, actorOf(request))))
        return reply.code(404).send({ success: false, message: route.notFound });
      return { success: true as const, message: route.trashed };
    },
  );
}
