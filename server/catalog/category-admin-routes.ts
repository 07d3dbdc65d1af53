import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  categoryAnswerSchema,
  categoryCreateSchema,
  categoryOrderAnswerSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
} from '#common/schemas/categories.ts';
import { messageAnswerSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';
import { accepted } from '#server/domain-error.ts';
import { CATEGORY_WORDS, entryParams, entryRefusals } from './menu-entry-words.ts';
import { subcategoryAdminRoutes } from './subcategory-admin-routes.ts';
import { actorOf } from '#server/history/actor.ts';

/**
 * The admin's categories: all of them with product counts and subcategories, add, rename (the old address keeps
 * answering), show or hide in the menu, reorder, and remove one no product uses; and their subcategories' own
 * calls. Every call needs a signed-in admin.
 */
export async function categoryAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { categoryAdmin } = services;
  const admin = { onRequest: fastify.requireAdmin };

  app.get(
    '/api/admin/categories',
    {
      ...admin,
      schema: {
        summary: 'Every category (hidden ones too) with product counts and subcategories',
        response: {
          200: z.object({ success: z.literal(true), categories: z.array(adminCategorySchema) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, categories: await categoryAdmin.list() };
    },
  );

  app.post(
    '/api/admin/categories',
    {
      ...admin,
      schema: {
        summary: 'Add a category',
        body: categoryCreateSchema,
        response: { 201: categoryAnswerSchema, ...entryRefusals },
      },
    },
    async (request, reply) => {
      const category = accepted(await categoryAdmin.create(request.body, { actor: actorOf(request) }));
      return reply.code(201).send({ success: true as const, message: CATEGORY_WORDS.added, category });
    },
  );

  app.put(
    '/api/admin/categories/order',
    {
      ...admin,
      schema: {
        summary: 'Reorder the categories',
        body: categoryOrderSchema,
        response: { 200: categoryOrderAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const categories = accepted(await categoryAdmin.reorder(request.body.ids, { actor: actorOf(request) }));
      return { success: true as const, message: CATEGORY_WORDS.ordered, categories };
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      ...admin,
      schema: {
        summary: 'Rename, show or hide a category',
        params: entryParams,
        body: categoryUpdateSchema,
        response: { 200: categoryAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const { category, renamed } = accepted(
        await categoryAdmin.update(request.params.id, request.body, { actor: actorOf(request) }),
      );
      return { success: true as const, message: CATEGORY_WORDS.updated(category, renamed), category };
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      ...admin,
      schema: {
        summary: 'Delete a category that no product uses',
        params: entryParams,
        response: { 200: messageAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const { name } = accepted(await categoryAdmin.remove(request.params.id, { actor: actorOf(request) }));
      return { success: true as const, message: CATEGORY_WORDS.deleted(name) };
    },
  );

  await subcategoryAdminRoutes(fastify, { services });
}
