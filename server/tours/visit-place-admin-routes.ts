import type { FastifyInstance } from 'fastify';
import {
  visitPlaceCreateFormSchema,
  visitPlaceCreateSchema,
  visitPlaceSavedSchema,
  visitPlaceUpdateFormSchema,
  visitPlaceUpdateSchema,
  type VisitPlaceInput,
} from '#common/schemas/tours.ts';
import { toVisitPlaceRecord } from '#server/http/presenters.ts';
import { recordAdminRoutes } from '#server/records/record-admin-routes.ts';
import type { AppServices } from '#server/services.ts';

/** The form's price (in cents, by the one price parser) is the service's `priceCents`. */
const toInput = ({ price, ...place }: VisitPlaceInput) => ({ ...place, priceCents: price });

/** Tour places at the old paths (admin-area.md §7): a photograph (10 MB) or a video (100 MB), admins only. */
export async function visitPlaceAdminRoutes(
  fastify: FastifyInstance,
  { services }: { services: AppServices },
) {
  recordAdminRoutes(fastify, services, {
    path: '/visit-places',
    trashKind: 'place',
    files: { image: 'image', video: 'video' },
    key: 'place',
    schemas: {
      createForm: visitPlaceCreateFormSchema,
      create: visitPlaceCreateSchema,
      updateForm: visitPlaceUpdateFormSchema,
      update: visitPlaceUpdateSchema,
      saved: visitPlaceSavedSchema,
    },
    summaries: {
      add: 'Add a tour place, with a photograph or a video',
      save: 'Save a tour place',
      trash: 'Move a tour place to the trash',
    },
    messages: {
      added: 'Visit place added successfully!',
      updated: 'Visit place updated successfully!',
      notFound: 'Tour not found',
      trashed: 'Visit place moved to the trash. You can restore it for 30 days.',
    },
    readCreate: (fields) => toInput(visitPlaceCreateSchema.parse(fields)),
    readUpdate: (fields) => toInput(visitPlaceUpdateSchema.parse(fields)),
    exists: async (id) => (await services.tours.find(id, { includeDrafts: true })) !== null,
    create: (input, by) => services.tours.create(input, by),
    update: (id, input, by) => services.tours.update(id, input, by),
    record: (place) => toVisitPlaceRecord(place, services.config.publicUrl),
  });
}
