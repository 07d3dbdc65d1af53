import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
} from '#common/schemas/categories.ts';
import { recordIdSchema } from '#common/schemas/ids.ts';
import type { AppServices } from '#server/services.ts';
import { refusal } from '#server/domain-error.ts';
import { subcategoryAdminRoutes } from './subcategory-admin-routes.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });

/**
 * The admin's categories: all of them with product counts and subcategories, add, rename (the old address keeps
 * answering), show or hide in the menu, reorder, and remove one no product uses; and their subcategories' own
 * calls. Every call needs a signed-in admin.
 */
export async function categoryAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { categoryAdmin } = services;
  const admin = { onRequest: fastify.requireAdmin };

  app.get('/api/admin/categories', admin, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, categories: await categoryAdmin.list() };
  });

  app.post(
    '/api/admin/categories',
    { ...admin, schema: { body: categoryCreateSchema } },
    async (request, reply) => {
      const outcome = await categoryAdmin.create(request.body, { actor: actorOf(request) });
      if (!outcome.ok) throw refusal(outcome);
      return reply.code(201).send({ success: true, message: 'Category added.', category: outcome.value });
    },
  );

  app.put(
    '/api/admin/categories/order',
    { ...admin, schema: { body: categoryOrderSchema } },
    async (request) => {
      const outcome = await categoryAdmin.reorder(request.body.ids, { actor: actorOf(request) });
      if (!outcome.ok) throw refusal(outcome);
      return { success: true, message: 'Category order saved.', categories: outcome.value };
    },
  );

  app.put(
    '/api/admin/categories/:id',
    { ...admin, schema: { params, body: categoryUpdateSchema } },
    async (request) => {
      const outcome = await categoryAdmin.update(request.params.id, request.body, {
        actor: actorOf(request),
      });
      if (!outcome.ok) throw refusal(outcome);
      const { category, renamed } = outcome.value;
      const message = renamed
        ? `Category renamed to "${category.name}".`
        : category.visible
          ? `"${category.name}" is shown in the menu.`
          : `"${category.name}" is hidden from the menu.`;
      return { success: true, message, category };
    },
  );

  app.delete('/api/admin/categories/:id', { ...admin, schema: { params } }, async (request) => {
    const outcome = await categoryAdmin.remove(request.params.id, { actor: actorOf(request) });
    if (!outcome.ok) throw refusal(outcome);
    return { success: true, message: `Category "${outcome.value.name}" deleted.` };
  });

  await subcategoryAdminRoutes(fastify, { services });
}
