import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#common/schemas/records.ts';
import {
  PROMO_VIDEO_SLOTS,
  SETTINGS_FILE_FIELDS,
  SETTINGS_SAVED,
  settingsAnswerSchema,
  settingsChangeSchema,
  settingsFormBodySchema,
} from '#common/schemas/settings.ts';
import { readAdminForm } from '#server/http/admin-form.ts';
import type { AppServices } from '#server/services.ts';
import { actorOf } from '#server/history/actor.ts';

/** Every file the form can carry at once: pop-up, home film and poster, and a film and a poster per promo video. */
const MAX_FILES = 3 + 2 * PROMO_VIDEO_SLOTS;

/** The change a request carries: a JSON body, or the multipart form's `settings` field (JSON) beside its files. */
function changeOf(fields: Record<string, unknown>, multipart: boolean): unknown {
  if (!multipart) return fields;
  const { settings } = fields;
  if (settings === undefined) return {};
  try {
    return JSON.parse(String(settings)) as unknown;
  } catch {
    throw new z.ZodError([
      {
        code: 'custom',
        path: ['settings'],
        message: 'The settings field must be JSON, such as {"businessPhone":"+92 300 1234567"}',
        input: settings,
      },
    ]);
  }
}

/**
 * The owner's site settings: contact details, social profiles, analytics, watermark, pop-up image, home film and
 * promo videos. Reading and writing both need a signed-in admin.
 */
export async function settingsAdminRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/settings',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'The site settings, with previews of their media',
        response: { 200: settingsAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await services.settingsAdmin.view()) };
    },
  );

  // The change is checked by the service against the whole form (the stored settings with the change applied),
  // whose field rules are the ones `settingsChangeSchema` describes.
  app.put(
    '/api/admin/settings',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Save the site settings, with files',
        documentedBody: {
          'multipart/form-data': settingsFormBodySchema,
          'application/json': settingsChangeSchema,
        },
        response: {
          200: settingsAnswerSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, services, SETTINGS_FILE_FIELDS, { maxFiles: MAX_FILES });
      try {
        const view = await services.settingsAdmin.update(
          changeOf(form.fields, request.isMultipart()),
          {
            sent: (field) => form.fileCount(field) > 0,
            store: (field) => form.mediaId(field),
          },
          { actor: actorOf(request) },
        );
        reply.header('cache-control', 'no-store');
        return { success: true as const, message: SETTINGS_SAVED, ...view };
      } finally {
        await form.done();
      }
    },
  );
}
