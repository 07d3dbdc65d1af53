import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadKind } from '#common/admin/uploads.ts';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import { readAdminForm } from '#server/http/admin-form.ts';
import { actorOf } from '#server/history/actor.ts';
import type { WrittenBy } from '#server/history/history.ts';
import type { AppServices } from '#server/services.ts';
import { moveToTrashRoute } from '#server/trash/move-to-trash-route.ts';

const params = z.object({ id: recordIdSchema });
/** A file that is not a picture (or a video), too big, or unreadable. */
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema, 422: errorResponseSchema };

/** The stored media of a form's files, by field: `image` gives `imageMediaId`; none when no file was sent. */
type MediaIds = { imageMediaId?: string; videoMediaId?: string };

/**
 * How one kind of record (tour places, master craftsmen) is added, saved and trashed at the old paths: its files,
 * its forms' schemas, its words, and its service's writes.
 */
export type RecordAdmin<CreateInput, UpdateInput, View> = {
  /** `/masters`, `/visit-places` */
  path: string;
  trashKind: 'master' | 'place';
  /** The files its form may carry, and what each is (a photograph or a video). */
  files: Partial<Record<'image' | 'video', UploadKind>>;
  /** Where the answer holds the record: `master`, `place`. */
  key: string;
  schemas: {
    createForm: z.ZodType;
    create: z.ZodType;
    updateForm: z.ZodType;
    update: z.ZodType;
    saved: z.ZodType;
  };
  summaries: { add: string; save: string; trash: string };
  messages: { added: string; updated: string; notFound: string; trashed: string };
  /** The form's fields as the service's input: a mistake is the admin's, a 400, before any file is stored. */
  readCreate: (fields: unknown) => CreateInput;
  readUpdate: (fields: unknown) => UpdateInput;
  exists: (id: string) => Promise<boolean>;
  create: (input: CreateInput & MediaIds, by: WrittenBy) => Promise<View>;
  update: (id: string, input: UpdateInput & MediaIds, by: WrittenBy) => Promise<View | null>;
  /** The record as the API answers it. */
  record: (view: View) => unknown;
};

/**
 * Adding, saving and trashing one kind of record (admin-area.md §7), each for a signed-in admin only: the guard runs
 * before the body is read, so a stranger's upload is never even stored.
 */
export function recordAdminRoutes<CreateInput, UpdateInput, View>(
  fastify: FastifyInstance,
  services: AppServices,
  kind: RecordAdmin<CreateInput, UpdateInput, View>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = kind.files as Record<string, UploadKind>;
  /** Each file sent, stored through the media pipeline in the order of `files`. */
  const mediaOf = async (form: Awaited<ReturnType<typeof readAdminForm>>) => {
    const ids: MediaIds = {};
    for (const field of Object.keys(files) as ('image' | 'video')[])
      ids[`${field}MediaId`] = await form.mediaId(field);
    return ids;
  };

  app.post(
    `${kind.path}/add`,
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: kind.summaries.add,
        documentedBody: {
          'multipart/form-data': kind.schemas.createForm,
          'application/json': kind.schemas.create,
        },
        response: { 201: kind.schemas.saved, ...fileRefusals },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, services, files);
      try {
        const input = kind.readCreate(form.fields);
        const created = await kind.create(
          { ...input, ...(await mediaOf(form)) },
          { actor: actorOf(request) },
        );
        return reply
          .code(201)
          .send({ success: true, message: kind.messages.added, [kind.key]: kind.record(created) });
      } finally {
        await form.done();
      }
    },
  );

  for (const path of [`${kind.path}/:id`, `/api${kind.path}/:id`]) {
    app.put(
      path,
      {
        onRequest: fastify.requireAdmin,
        schema: {
          summary: kind.summaries.save,
          params,
          documentedBody: {
            'multipart/form-data': kind.schemas.updateForm,
            'application/json': kind.schemas.update,
          },
          response: { 200: kind.schemas.saved, 404: errorResponseSchema, ...fileRefusals },
        },
      },
      async (request, reply) => {
        const form = await readAdminForm(request, services, files);
        try {
          const input = kind.readUpdate(form.fields);
          if (!(await kind.exists(request.params.id)))
            return reply.code(404).send({ success: false, message: kind.messages.notFound });
          const saved = await kind.update(
            request.params.id,
            { ...input, ...(await mediaOf(form)) },
            { actor: actorOf(request) },
          );
          return { success: true as const, message: kind.messages.updated, [kind.key]: kind.record(saved!) };
        } finally {
          await form.done();
        }
      },
    );
  }

  moveToTrashRoute(fastify, services, {
    path: `/api${kind.path}/:id`,
    kind: kind.trashKind,
    summary: kind.summaries.trash,
    notFound: kind.messages.notFound,
    trashed: kind.messages.trashed,
  });
}
