import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import {
  masterCreateFormSchema,
  masterCreateSchema,
  masterSavedSchema,
  masterUpdateFormSchema,
  masterUpdateSchema,
} from '#common/schemas/masters.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import { readAdminForm } from '#server/http/admin-form.ts';
import { toMasterRecord } from '#server/http/presenters.ts';
import type { AppServices } from '#server/services.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });
/** A portrait that is not a picture, too big, or unreadable. */
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema, 422: errorResponseSchema };

/**
 * Adding, editing and removing master craftsmen at the old paths (admin-area.md §7), each for a signed-in admin
 * only: the guard runs before the body is read, so a stranger's upload is never even stored.
 */
export async function masterAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const record = (master: Parameters<typeof toMasterRecord>[0]) =>
    toMasterRecord(master, services.config.publicUrl);

  app.post(
    '/masters/add',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Add a master craftsman, with a portrait',
        documentedBody: {
          'multipart/form-data': masterCreateFormSchema,
          'application/json': masterCreateSchema,
        },
        response: { 201: masterSavedSchema, ...fileRefusals },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, services);
      try {
        const input = masterCreateSchema.parse(form.fields);
        const master = await services.masters.create(
          { ...input, imageMediaId: await form.mediaId() },
          { actor: actorOf(request) },
        );
        return reply
          .code(201)
          .send({ success: true, message: 'Master added successfully!', master: record(master) });
      } finally {
        await form.done();
      }
    },
  );

  for (const path of ['/masters/:id', '/api/masters/:id']) {
    app.put(
      path,
      {
        onRequest: fastify.requireAdmin,
        schema: {
          summary: 'Save a master craftsman',
          params,
          documentedBody: {
            'multipart/form-data': masterUpdateFormSchema,
            'application/json': masterUpdateSchema,
          },
          response: { 200: masterSavedSchema, 404: errorResponseSchema, ...fileRefusals },
        },
      },
      async (request, reply) => {
        const form = await readAdminForm(request, services);
        try {
          const input = masterUpdateSchema.parse(form.fields);
          if (!(await services.masters.find(request.params.id)))
            return reply.code(404).send({ success: false, message: 'Master not found' });
          const master = await services.masters.update(
            request.params.id,
            { ...input, imageMediaId: await form.mediaId() },
            { actor: actorOf(request) },
          );
          return { success: true as const, message: 'Master updated successfully!', master: record(master!) };
        } finally {
          await form.done();
        }
      },
    );
  }

  app.delete(
    '/api/masters/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Move a master craftsman to the trash',
        params,
        response: { 200: messageAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await services.trash.trash('master', request.params.id, actorOf(request))))
        return reply.code(404).send({ success: false, message: 'Master not found' });
      return {
        success: true as const,
        message: 'Master moved to the trash. You can restore it for 30 days.',
      };
    },
  );
}
