import type { FastifyRequest } from 'fastify';
import type { AppServices } from '#server/services.ts';
import { readMultipartForm, UPLOAD_LIMITS } from './multipart-form.ts';

type FileKind = 'image' | 'video';
const LIMITS: Record<FileKind, number> = { image: UPLOAD_LIMITS.imageBytes, video: UPLOAD_LIMITS.videoBytes };

/**
 * An admin form's fields and optional files, whether sent as multipart (the panel, with files) or as JSON (an API
 * client, without). Files go through the media pipeline only when asked, once the fields are known to be valid, so
 * an invalid form stores nothing; `done` removes whatever is left over.
 */
export async function readAdminForm(
  request: FastifyRequest,
  services: AppServices,
  fileFields: Record<string, FileKind> = { image: 'image' },
) {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: body, mediaId: async () => undefined, done: async () => undefined };
  }
  const form = await readMultipartForm(request, {
    tmpPath: () => services.storage.tmpPath(),
    fileLimits: Object.fromEntries(Object.entries(fileFields).map(([field, kind]) => [field, LIMITS[kind]])),
  });
  return {
    fields: form.fields as Record<string, unknown>,
    async mediaId(field = 'image'): Promise<string | undefined> {
      const file = form.files.get(field);
      if (!file) return undefined;
      const ingest = fileFields[field] === 'video' ? services.media.ingestVideo : services.media.ingestImage;
      return (await ingest(file.path, { originalName: file.filename })).id;
    },
    done: form.discard,
  };
}
