import type { FastifyRequest } from 'fastify';
import type { AppServices } from '#server/services.ts';
import { readMultipartForm, UPLOAD_LIMITS } from './multipart-form.ts';

/**
 * An admin form's fields and optional photograph, whether sent as multipart (the panel, with a file) or as JSON (an
 * API client, without one). The photograph goes through the media pipeline; `done` removes what is left over.
 */
export async function readAdminForm(request: FastifyRequest, services: AppServices, fileField = 'image') {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: body, imageMediaId: async () => undefined, done: async () => undefined };
  }
  const form = await readMultipartForm(request, {
    tmpPath: () => services.storage.tmpPath(),
    fileLimits: { [fileField]: UPLOAD_LIMITS.imageBytes },
  });
  return {
    fields: form.fields as Record<string, unknown>,
    /** Call once the fields are known to be valid: an invalid form stores no photograph. */
    async imageMediaId(): Promise<string | undefined> {
      const file = form.files.get(fileField);
      if (!file) return undefined;
      const media = await services.media.ingestImage(file.path, { originalName: file.filename });
      return media.id;
    },
    done: form.discard,
  };
}
