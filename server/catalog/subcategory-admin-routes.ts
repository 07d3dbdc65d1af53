import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  subcategoryAnswerSchema,
  subcategoryCreateSchema,
  subcategoryOrderAnswerSchema,
  subcategoryOrderSchema,
  subcategoryUpdateSchema,
} from '#common/schemas/categories.ts';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';
import { refusal } from '#server/domain-error.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

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
        params,
        body: subcategoryCreateSchema,
        response: { 201: subcategoryAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const outcome = await subcategories.create(request.params.id, request.body, {
        actor: actorOf(request),
      });
      if (!outcome.ok) throw refusal(outcome);
      return reply
        .code(201)
        .send({ success: true, message: 'Subcategory added.', subcategory: outcome.value });
    },
  );

  app.put(
    '/api/admin/categories/:id/subcategories/order',
    {
      ...admin,
      schema: {
        summary: 'Reorder a category’s subcategories',
        params,
        body: subcategoryOrderSchema,
        response: { 200: subcategoryOrderAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await subcategories.reorder(request.params.id, request.body.ids, {
        actor: actorOf(request),
      });
      if (!outcome.ok) throw refusal(outcome);
      return { success: true as const, message: 'Subcategory order saved.', subcategories: outcome.value };
    },
  );

  app.put(
    '/api/admin/subcategories/:id',
    {
      ...admin,
      schema: {
        summary: 'Rename, show or hide a subcategory',
        params,
        body: subcategoryUpdateSchema,
        response: { 200: subcategoryAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await subcategories.update(request.params.id, request.body, {
        actor: actorOf(request),
      });
      if (!outcome.ok) throw refusal(outcome);
      const { subcategory, renamed } = outcome.value;
      const message = renamed
        ? `Subcategory renamed to "${subcategory.name}".`
        : subcategory.visible
          ? `"${subcategory.name}" is shown on its category page.`
          : `"${subcategory.name}" is hidden from its category page.`;
      return { success: true as const, message, subcategory };
    },
  );

  app.delete(
    '/api/admin/subcategories/:id',
    {
      ...admin,
      schema: {
        summary: 'Delete a subcategory (its products stay in the category)',
        params,
        response: { 200: messageAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await subcategories.remove(request.params.id, { actor: actorOf(request) });
      if (!outcome.ok) throw refusal(outcome);
      const { name, category, productCount } = outcome.value;
      const kept =
        productCount === 0
          ? ''
          : productCount === 1
            ? ` Its product stays in "${category}".`
            : ` Its ${productCount} products stay in "${category}".`;
      const message = `Subcategory "${name}" deleted.${kept}`;
      return { success: true as const, message };
    },
  );
}
