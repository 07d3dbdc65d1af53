import type { FastifyRequest } from 'fastify';
import type { AppServices } from '#server/services.ts';
import { UPLOAD_RULES, type UploadKind } from '#common/admin/uploads.ts';
import { MediaError } from '#server/media/media-checks.ts';
import { readMultipartForm, type UploadedFile } from './multipart-form.ts';

type FileKind = UploadKind;
const LIMITS: Record<FileKind, number> = {
  image: UPLOAD_RULES.image.maxBytes,
  video: UPLOAD_RULES.video.maxBytes,
};

/**
 * An admin form's fields and optional files, whether sent as multipart (the panel, with files) or as JSON (an API
 * client, without). Files go through the media pipeline only when asked, once the fields are known to be valid, so
 * an invalid form stores nothing; `done` removes whatever is left over.
 */
export async function readAdminForm(
  request: FastifyRequest,
  services: AppServices,
  fileFields: Record<string, FileKind> = { image: 'image' },
  options: { maxFiles?: number } = {},
) {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return {
      fields: body,
      mediaId: async () => undefined,
      mediaIds: async () => [],
      fileCount: () => 0,
      done: async () => undefined,
    };
  }
  const form = await readMultipartForm(request, {
    tmpPath: () => services.storage.tmpPath(),
    fileLimits: Object.fromEntries(Object.entries(fileFields).map(([field, kind]) => [field, LIMITS[kind]])),
    maxFiles: options.maxFiles,
  });
  // A refusal names the file: a form may send ten photographs, and the admin must know which one to replace.
  const ingest = async (file: UploadedFile) => {
    const store =
      fileFields[file.field] === 'video' ? services.media.ingestVideo : services.media.ingestImage;
    try {
      return await store(file.path, { originalName: file.filename });
    } catch (error) {
      if (error instanceof MediaError && !error.message.includes(`"${file.filename}"`))
        throw new MediaError(error.code, `"${file.filename}": ${error.message}`);
      throw error;
    }
  };
  return {
    fields: form.fields as Record<string, unknown>,
    /** The media id of the field's first file, stored through the pipeline; undefined when none was sent. */
    async mediaId(field = 'image'): Promise<string | undefined> {
      const file = form.files.get(field)?.[0];
      if (!file) return undefined;
      return (await ingest(file)).id;
    },
    /** Every file of a repeated field, stored in the order sent. */
    async mediaIds(field: string): Promise<string[]> {
      const ids: string[] = [];
      for (const file of form.files.get(field) ?? []) ids.push((await ingest(file)).id);
      return ids;
    },
    fileCount: (field: string) => form.files.get(field)?.length ?? 0,
    done: form.discard,
  };
}
