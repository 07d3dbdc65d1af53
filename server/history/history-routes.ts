import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyPageSchema, historyQuerySchema, historyRestoredSchema } from '#common/schemas/history.ts';
import { idSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import { toIsoString } from '#server/db/values.ts';
import type { HistoryEntryRow } from '#server/db/schema.ts';
import type { AppServices } from '#server/services.ts';
import { actorOf } from './actor.ts';
import type { FieldChange } from './history.ts';
import { restoreVersion } from './versions.ts';
import { topicsOf } from '#server/trash/trash-service.ts';

const entryParams = z.object({
  entryId: idSchema('entryId must be an id from the log'),
});

const present = (row: HistoryEntryRow) => ({
  id: row.id,
  at: toIsoString(row.at),
  actor: row.actor,
  adminId: row.admin_id,
  kind: row.kind,
  recordId: row.record_id,
  label: row.label,
  action: row.action,
  changes: JSON.parse(row.changes) as FieldChange[],
  batch: row.batch,
});

/** The history (issue 18, item 6): the site-wide activity log, a record's versions, and restoring one. */
export async function historyRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/history',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'The activity log, newest first',
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema },
      },
    },
    async (request) => {
      const { limit, ...filter } = request.query;
      const [rows, actors] = await Promise.all([
        services.history.list({ ...filter, limit: limit + 1 }),
        services.history.actors(),
      ]);
      const entries = rows.slice(0, limit).map(present);
      return {
        success: true as const,
        entries,
        next: rows.length > limit ? entries.at(-1)!.id : null,
        actors: actors.map((row) => ({ adminId: row.admin_id, actor: row.actor })),
      };
    },
  );

  app.post(
    '/api/admin/history/:entryId/restore',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Bring a record back to how it was after an entry',
        params: entryParams,
        response: {
          200: historyRestoredSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    // A version that cannot be restored is a VersionError: 404 or 409, by the error handler.
    async (request) => {
      const restored = await restoreVersion(
        services.database.db,
        services.database.dialect,
        request.params.entryId,
        actorOf(request),
      );
      await services.changes.publish(...topicsOf(restored.kind, restored.recordId)).catch(() => undefined);
      return {
        success: true as const,
        message: `“${restored.label}” is back to that version.`,
        recordId: restored.recordId,
        notes: restored.notes,
      };
    },
  );
}
