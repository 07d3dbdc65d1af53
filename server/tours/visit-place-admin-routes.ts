import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import {
  visitPlaceCreateFormSchema,
  visitPlaceCreateSchema,
  visitPlaceSavedSchema,
  visitPlaceUpdateFormSchema,
  visitPlaceUpdateSchema,
  type VisitPlaceInput,
} from '#common/schemas/tours.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import { readAdminForm } from '#server/http/admin-form.ts';
import { toVisitPlaceRecord } from '#server/http/presenters.ts';
import type { AppServices } from '#server/services.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });
const FILES = { image: 'image', video: 'video' } as const;
/** A photograph or video that is not one, too big, or unreadable. */
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema, 422: errorResponseSchema };

const toInput = ({ price, ...place }: VisitPlaceInput) => ({ ...place, priceCents: price });

/** Tour places at the old paths (admin-area.md §7): a photograph (10 MB) or a video (100 MB), admins only. */
export async function visitPlaceAdminRoutes(
  fastify: FastifyInstance,
  { services }: { services: AppServices },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const record = (place: Parameters<typeof toVisitPlaceRecord>[0]) =>
    toVisitPlaceRecord(place, services.config.publicUrl);

  app.post(
    '/visit-places/add',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Add a tour place, with a photograph or a video',
        documentedBody: {
          'multipart/form-data': visitPlaceCreateFormSchema,
          'application/json': visitPlaceCreateSchema,
        },
        response: { 201: visitPlaceSavedSchema, ...fileRefusals },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, services, FILES);
      try {
        const input = toInput(visitPlaceCreateSchema.parse(form.fields));
        const place = await services.tours.create(
          {
            ...input,
            imageMediaId: (await form.mediaId('image')) ?? null,
            videoMediaId: (await form.mediaId('video')) ?? null,
          },
          { actor: actorOf(request) },
        );
        return reply
          .code(201)
          .send({ success: true, message: 'Visit place added successfully!', place: record(place) });
      } finally {
        await form.done();
      }
    },
  );

  for (const path of ['/visit-places/:id', '/api/visit-places/:id']) {
    app.put(
      path,
      {
        onRequest: fastify.requireAdmin,
        schema: {
          summary: 'Save a tour place',
          params,
          documentedBody: {
            'multipart/form-data': visitPlaceUpdateFormSchema,
            'application/json': visitPlaceUpdateSchema,
          },
          response: { 200: visitPlaceSavedSchema, 404: errorResponseSchema, ...fileRefusals },
        },
      },
      async (request, reply) => {
        const form = await readAdminForm(request, services, FILES);
        try {
          const input = toInput(visitPlaceUpdateSchema.parse(form.fields));
          if (!(await services.tours.find(request.params.id, { includeDrafts: true })))
            return reply.code(404).send({ success: false, message: 'Tour not found' });
          const place = await services.tours.update(
            request.params.id,
            {
              ...input,
              imageMediaId: await form.mediaId('image'),
              videoMediaId: await form.mediaId('video'),
            },
            { actor: actorOf(request) },
          );
          return {
            success: true as const,
            message: 'Visit place updated successfully!',
            place: record(place!),
          };
        } finally {
          await form.done();
        }
      },
    );
  }

  app.delete(
    '/api/visit-places/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Move a tour place to the trash',
        params,
        response: { 200: messageAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await services.trash.trash('place', request.params.id, actorOf(request))))
        return reply.code(404).send({ success: false, message: 'Tour not found' });
      return {
        success: true as const,
        message: 'Visit place moved to the trash. You can restore it for 30 days.',
      };
    },
  );
}
