import { adminProductPath } from '#common/paths.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import { trashListSchema, trashPurgedSchema, trashRestoredSchema } from '#common/schemas/trash.ts';
import { toIsoString } from '#server/db/values.ts';
import { actorOf } from '#server/history/actor.ts';
import type { AppServices } from '#server/services.ts';

const params = z.object({ id: recordIdSchema });
const ADMIN_PAGES = { product: '/admin/products', place: '/admin/places', master: '/admin/masters' } as const;
const NOUNS = { product: 'Product', place: 'Tour place', master: 'Master' } as const;

/** The trash (issue 18, item 5): what was deleted in the last 30 days, to restore or delete for good. */
export async function trashRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { trash } = services;
  /** A route on one item of the trash: the admin's, by the item's id, answering 404 once the item is gone. */
  const onOneItem = <T>(summary: string, answer: T) => ({
    onRequest: fastify.requireAdmin,
    schema: { summary, params, response: { 200: answer, 404: errorResponseSchema } },
  });
  const gone = { success: false, message: 'That item is no longer in the trash.' } as const;

  app.get(
    '/api/admin/trash',
    {
      onRequest: fastify.requireAdmin,
      schema: { summary: 'What is in the trash', response: { 200: trashListSchema } },
    },
    async () => ({
      success: true as const,
      items: (await trash.list()).map((item) => ({
        id: item.id,
        kind: item.kind,
        recordId: item.record_id,
        label: item.label,
        slug: item.slug,
        trashedAt: toIsoString(item.trashed_at),
        trashedBy: item.trashed_by,
        expiresAt: item.expiresAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/api/admin/trash/:id/restore',
    onOneItem('Restore an item from the trash', trashRestoredSchema),
    async (request, reply) => {
      const restored = await trash.restore(request.params.id, actorOf(request));
      if (!restored) return reply.code(404).send(gone);
      return {
        success: true as const,
        message: `${NOUNS[restored.kind]} “${restored.label}” is restored.`,
        kind: restored.kind,
        recordId: restored.recordId,
        adminUrl:
          restored.kind === 'product' ? adminProductPath(restored.recordId) : ADMIN_PAGES[restored.kind],
        notes: restored.skipped,
      };
    },
  );

  app.delete(
    '/api/admin/trash/:id',
    onOneItem('Delete an item for good', trashPurgedSchema),
    async (request, reply) => {
      const deleted = await trash.purge([request.params.id], actorOf(request));
      if (deleted === 0) return reply.code(404).send(gone);
      return { success: true as const, message: 'Deleted for good.', deleted };
    },
  );

  app.delete(
    '/api/admin/trash',
    {
      onRequest: fastify.requireAdmin,
      schema: { summary: 'Empty the trash', response: { 200: trashPurgedSchema } },
    },
    async (request) => {
      const deleted = await trash.empty(actorOf(request));
      return {
        success: true as const,
        message: deleted === 0 ? 'The trash was already empty.' : `${deleted} deleted for good.`,
        deleted,
      };
    },
  );
}
