import type { FastifyInstance } from 'fastify';
import {
  masterCreateFormSchema,
  masterCreateSchema,
  masterSavedSchema,
  masterUpdateFormSchema,
  masterUpdateSchema,
} from '#common/schemas/masters.ts';
import { toMasterRecord } from '#server/http/presenters.ts';
import { recordAdminRoutes } from '#server/records/record-admin-routes.ts';
import type { AppServices } from '#server/services.ts';

/** Adding, editing and removing master craftsmen at the old paths (admin-area.md §7), with a portrait. */
export async function masterAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  recordAdminRoutes(fastify, services, {
    path: '/masters',
    trashKind: 'master',
    files: { image: 'image' },
    key: 'master',
    schemas: {
      createForm: masterCreateFormSchema,
      create: masterCreateSchema,
      updateForm: masterUpdateFormSchema,
      update: masterUpdateSchema,
      saved: masterSavedSchema,
    },
    summaries: {
      add: 'Add a master craftsman, with a portrait',
      save: 'Save a master craftsman',
      trash: 'Move a master craftsman to the trash',
    },
    messages: {
      added: 'Master added successfully!',
      updated: 'Master updated successfully!',
      notFound: 'Master not found',
      trashed: 'Master moved to the trash. You can restore it for 30 days.',
    },
    readCreate: (fields) => masterCreateSchema.parse(fields),
    readUpdate: (fields) => masterUpdateSchema.parse(fields),
    exists: async (id) => (await services.masters.find(id)) !== null,
    create: (input, by) => services.masters.create(input, by),
    update: (id, input, by) => services.masters.update(id, input, by),
    record: (master) => toMasterRecord(master, services.config.publicUrl),
  });
}
