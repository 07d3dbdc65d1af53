import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import {
  bulkEditAppliedSchema,
  bulkEditLastSchema,
  bulkEditPreviewSchema,
  bulkEditRequestSchema,
  bulkEditUndoneSchema,
  productQuickEditAnswerSchema,
  productQuickEditConflictSchema,
  productQuickEditSchema,
} from '#common/schemas/product-bulk-edit.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import { toProductRecord } from '#server/http/presenters.ts';
import type { AppServices } from '#server/services.ts';
import { actorOf } from '#server/history/actor.ts';

const params = z.object({ id: recordIdSchema });
const undoSchema = z.object(
  { editId: z.string().max(64).optional() },
  { message: 'Send {} or { "editId" }' },
);

/** The admin list's bulk edit and quick edit (issue 18, decision 029), for a signed-in admin only. */
export async function productBulkEditRoutes(
  fastify: FastifyInstance,
  { services }: { services: AppServices },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog, productBulkEdits } = services;
  const publicUrl = services.config.publicUrl;

  app.post(
    '/api/admin/products/bulk/preview',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'What a bulk edit would change (writes nothing)',
        body: bulkEditRequestSchema,
        response: { 200: bulkEditPreviewSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await productBulkEdits.preview(request.body)) }),
  );

  app.post(
    '/api/admin/products/bulk',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Apply a bulk edit',
        body: bulkEditRequestSchema,
        response: { 200: bulkEditAppliedSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await productBulkEdits.apply(request.body, { actor: actorOf(request) })),
    }),
  );

  app.get(
    '/api/admin/products/bulk/last',
    {
      onRequest: fastify.requireAdmin,
      schema: { summary: 'The bulk edit an undo would revert', response: { 200: bulkEditLastSchema } },
    },
    async () => ({ success: true as const, edit: await productBulkEdits.last() }),
  );

  app.post(
    '/api/admin/products/bulk/undo',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Undo the last bulk edit',
        body: undoSchema.optional(),
        response: { 200: bulkEditUndoneSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const undone = await productBulkEdits.undo(request.body?.editId, { actor: actorOf(request) });
      if (!undone)
        return reply.code(409).send({
          success: false as const,
          message: 'There is no bulk edit to undo: it was undone already, or another came after it.',
        });
      return { success: true as const, ...undone };
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Quick edit from the list: title, price or status',
        params,
        body: productQuickEditSchema,
        response: {
          200: productQuickEditAnswerSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: productQuickEditConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const { expectedUpdatedAt, price, ...fields } = request.body;
      const edited = await catalog.quickEditProduct(
        request.params.id,
        { ...fields, ...(price !== undefined ? { priceCents: price } : {}) },
        expectedUpdatedAt,
        { actor: actorOf(request) },
      );
      if (edited.kind === 'missing')
        return reply.code(404).send({ success: false as const, message: 'Product not found' });
      const product = toProductRecord(edited.product, publicUrl);
      if (edited.kind === 'changed')
        return reply.code(409).send({
          success: false as const,
          message: `“${edited.product.title}” was changed elsewhere since this list was read: look at it again, then make your change.`,
          product,
        });
      return { success: true as const, message: `“${edited.product.title}” saved.`, product };
    },
  );
}
