import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  subcategoryAnswerSchema,
  subcategoryCreateSchema,
  subcategoryOrderAnswerSchema,
  subcategoryOrderSchema,
  subcategoryUpdateSchema,
} from '#common/schemas/categories.ts';
import { messageAnswerSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';
import { accepted } from '#server/domain-error.ts';
import { actorOf } from '#server/history/actor.ts';
import { entryParams, entryRefusals, SUBCATEGORY_WORDS } from './menu-entry-words.ts';

/**
 * The admin's subcategories of a category: add, rename, show or hide on the category page, reorder, and remove
 * (its products stay in the category). Every call needs a signed-in admin; the list is part of
 * `GET /api/admin/categories`.
 */
export async function subcategoryAdminRoutes(
  fastify: FastifyInstance,
  { services }: { services: AppServices },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { subcategories } = services.categoryAdmin;
  const admin = { onRequest: fastify.requireAdmin };

  app.post(
    '/api/admin/categories/:id/subcategories',
    {
      ...admin,
      schema: {
        summary: 'Add a subcategory to a category',
        params: entryParams,
        body: subcategoryCreateSchema,
        response: { 201: subcategoryAnswerSchema, ...entryRefusals },
      },
    },
    async (request, reply) => {
      const subcategory = accepted(
        await subcategories.create(request.params.id, request.body, { actor: actorOf(request) }),
      );
      return reply.code(201).send({ success: true, message: SUBCATEGORY_WORDS.added, subcategory });
    },
  );

  app.put(
    '/api/admin/categories/:id/subcategories/order',
    {
      ...admin,
      schema: {
        summary: 'Reorder a category’s subcategories',
        params: entryParams,
        body: subcategoryOrderSchema,
        response: { 200: subcategoryOrderAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const ordered = accepted(
        await subcategories.reorder(request.params.id, request.body.ids, { actor: actorOf(request) }),
      );
      return { success: true as const, message: SUBCATEGORY_WORDS.ordered, subcategories: ordered };
    },
  );

  app.put(
    '/api/admin/subcategories/:id',
    {
      ...admin,
      schema: {
        summary: 'Rename, show or hide a subcategory',
        params: entryParams,
        body: subcategoryUpdateSchema,
        response: { 200: subcategoryAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const { subcategory, renamed } = accepted(
        await subcategories.update(request.params.id, request.body, { actor: actorOf(request) }),
      );
      return {
        success: true as const,
        message: SUBCATEGORY_WORDS.updated(subcategory, renamed),
        subcategory,
      };
    },
  );

  app.delete(
    '/api/admin/subcategories/:id',
    {
      ...admin,
      schema: {
        summary: 'Delete a subcategory (its products stay in the category)',
        params: entryParams,
        response: { 200: messageAnswerSchema, ...entryRefusals },
      },
    },
    async (request) => {
      const { name, category, productCount } = accepted(
        await subcategories.remove(request.params.id, { actor: actorOf(request) }),
      );
      const kept =
        productCount === 0
          ? ''
          : productCount === 1
            ? ` Its product stays in "${category}".`
            : ` Its ${productCount} products stay in "${category}".`;
      const message = `${SUBCATEGORY_WORDS.deleted(name)}${kept}`;
      return { success: true as const, message };
    },
  );
}
