import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryParamsSchema,
  enquiryStatusSchema,
  enquiryUpdatedSchema,
} from '#common/schemas/enquiries.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';

const NOT_FOUND = { success: false as const, message: 'That enquiry is no longer in the inbox.' };
const STATUS_WORDS = { new: 'new', contacted: 'contacted', closed: 'closed' } as const;

/** The owner's inbox of enquiries (decision 036): read page by page, move on, delete. Admins only. */
export async function enquiryAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { enquiries } = services;

  app.get(
    '/api/admin/enquiries',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'The enquiries, newest first, of one status or all',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryListSchema },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const list = await enquiries.list({ page, limit, ...(status ? { status } : {}) });
      return { success: true as const, ...list, page, limit };
    },
  );

  app.patch(
    '/api/admin/enquiries/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Mark an enquiry new, contacted or closed',
        params: enquiryParamsSchema,
        body: enquiryStatusSchema,
        response: { 200: enquiryUpdatedSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const enquiry = await enquiries.setStatus(request.params.id, request.body.status);
      if (!enquiry) return reply.code(404).send(NOT_FOUND);
      return {
        success: true as const,
        message: `${enquiry.name}’s enquiry is marked ${STATUS_WORDS[enquiry.status]}.`,
        enquiry,
      };
    },
  );

  app.delete(
    '/api/admin/enquiries/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Delete an enquiry for good',
        params: enquiryParamsSchema,
        response: { 200: messageAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await enquiries.remove(request.params.id))) return reply.code(404).send(NOT_FOUND);
      return { success: true as const, message: 'The enquiry is deleted.' };
    },
  );
}
