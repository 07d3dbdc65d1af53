import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ENQUIRY_HOURLY_LIMIT, ENQUIRY_MESSAGES } from '#common/enquiries.ts';
import { enquiryCreatedSchema, enquiryCreateSchema, enquiryTicketSchema } from '#common/schemas/enquiries.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';

/** The refusal past the hourly budget, in the form's words (the plugin's own names only the time). */
const tooMany = () => Object.assign(new Error(ENQUIRY_MESSAGES.tooMany), { statusCode: 429 });

/** A visitor's enquiry (issue 20, item 4; decision 036): the form's ticket, then the enquiry itself. */
export async function enquiryRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/enquiries/ticket',
    {
      schema: {
        summary: 'A ticket for the enquiry form: its signed start time, sent back with the enquiry',
        response: { 200: enquiryTicketSchema },
      },
    },
    async (_request, reply) => {
      // Each form its own: never kept by a cache on the way.
      reply.header('cache-control', 'no-store');
      return { success: true as const, ticket: await services.enquiries.ticket() };
    },
  );

  app.post(
    '/api/enquiries',
    {
      // Per address, on every instance (the rate-limit store is shared: decision 016).
      config: {
        rateLimit: { max: ENQUIRY_HOURLY_LIMIT, timeWindow: '1 hour', errorResponseBuilder: tooMany },
      },
      schema: {
        summary: 'Send an enquiry about a piece, a tour or anything else',
        body: enquiryCreateSchema,
        response: { 201: enquiryCreatedSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = await services.enquiries.create(request.body);
      return reply.code(201).send({ success: true as const, message: ENQUIRY_MESSAGES.sent, id });
    },
  );
}
