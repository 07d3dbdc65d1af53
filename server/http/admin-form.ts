import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '#server/services.ts';
import { UPLOAD_RULES, type UploadKind } from '#common/admin/uploads.ts';
import {
  checkImage,
  checkVideo,
  EMPTY_FILE,
  MediaError,
  type CheckedImage,
  type CheckedVideo,
} from '#server/media/media-checks.ts';
import { sha256File } from '#server/media/media-service.ts';
import { readMultipartForm, type UploadedFile } from './multipart-form.ts';

type FileKind = UploadKind;
const LIMITS: Record<FileKind, number> = {
  image: UPLOAD_RULES.image.maxBytes,
  video: UPLOAD_RULES.video.maxBytes,
};

/**
 * An admin form's fields and optional files, whether sent as multipart (the panel, with files) or as JSON (an API
 * client, without). Files go through the media pipeline only when asked, once the fields are known to be valid, and
 * only once every file of the form passed its check, so an invalid form or a refused file stores nothing; `done`
 * removes whatever is left over.
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
  const named = async <T>(file: UploadedFile, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof MediaError && !error.message.includes(`"${file.filename}"`))
        throw new MediaError(error.code, `"${file.filename}": ${error.message}`);
      throw error;
    }
  };
  // Every file of the form is checked before the first is stored, once: a refused third photo leaves the first two
  // unstored, not as files nobody links to. Bytes the store already holds were checked when they were stored.
  type Checked = { contentHash: string; image?: CheckedImage; video?: CheckedVideo };
  let checking: Promise<Map<UploadedFile, Checked>> | undefined;
  const checkAll = () =>
    (checking ??= (async () => {
      const checked = new Map<UploadedFile, Checked>();
      for (const files of form.files.values())
        for (const file of files)
          await named(file, async () => {
            if ((await stat(file.path)).size === 0) throw new MediaError('empty', EMPTY_FILE);
            const kind = fileFields[file.field] === 'video' ? 'video' : 'image';
            const contentHash = await sha256File(file.path);
            if (await services.media.storedAs(contentHash, kind)) checked.set(file, { contentHash });
            else if (kind === 'video') checked.set(file, { contentHash, video: await checkVideo(file.path) });
            else checked.set(file, { contentHash, image: await checkImage(file.path) });
          });
      return checked;
    })());
  const ingest = async (file: UploadedFile) => {
    const { contentHash, image, video } = (await checkAll()).get(file)!;
    const options = { originalName: file.filename, contentHash };
    if (fileFields[file.field] === 'video')
      return named(file, () => services.media.ingestVideo(file.path, { ...options, checkedVideo: video }));
    return named(file, () => services.media.ingestImage(file.path, { ...options, checked: image }));
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
