import type { FastifyInstance } from 'fastify';
import { masterFilterSchema } from '#common/schemas/masters.ts';
import { masterRecordSchema } from '#common/schemas/records.ts';
import { toMasterRecord } from '#server/http/presenters.ts';
import { recordListRoutes } from '#server/records/record-routes.ts';
import type { AppServices } from '#server/services.ts';

/**
 * Master craftsmen, newest first (public-site.md §7, admin-area.md §7). The paged list may be narrowed as the admin's
 * Masters List does: `q` in the name, and `specialty`.
 */
export async function masterRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const { masters } = services;
  const record = (master: Parameters<typeof toMasterRecord>[0]) =>
    toMasterRecord(master, services.config.publicUrl);

  recordListRoutes(fastify, {
    path: '/masters',
    topic: 'masters',
    record: masterRecordSchema,
    filter: masterFilterSchema,
    keys: { all: 'masters', page: 'masters' },
    summaries: {
      bare: 'Every master craftsman as a bare array (the old pages’)',
      all: 'Every master craftsman',
      page: 'Master craftsmen, a page at a time, narrowed by name or specialty',
    },
    all: async () => (await masters.all()).map(record),
    page: async (page, filter) => {
      const result = await masters.list(page, filter);
      return { records: result.masters.map(record), total: result.total };
    },
  });
}
