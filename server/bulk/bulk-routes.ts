import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkAcceptedSchema,
  bulkFailedSchema,
  bulkImagesFormSchema,
  bulkJobSchema,
  bulkOutcomeSchema,
  bulkUploadFieldsSchema,
  bulkZipFormSchema,
  type BulkError,
} from '#common/schemas/bulk.ts';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema, messageAnswerSchema } from '#common/schemas/records.ts';
import { megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { AppServices } from '#server/services.ts';
import type { BulkJobView } from './bulk-job-view.ts';
import type { StagedFile } from './bulk-service.ts';

class UploadRefused extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * Reads a bulk upload as it streams: each file straight to the tmp folder under a name we choose, cut off at its
 * limit. In image mode a file over the limit is refused on its own (reported with its name, not fatal), and what
 * each file is, is decided by its content when it is processed, not by the type the browser sent; the ZIP must come
 * whole. Everything received is removed again if the request fails.
 */
async function receive(request: FastifyRequest, services: AppServices, mode: 'images' | 'zip') {
  const field = mode === 'images' ? 'images' : 'zipFile';
  const limit = mode === 'images' ? UPLOAD_RULES.image.maxBytes : UPLOAD_RULES.zip.maxBytes;
  const maxFiles = mode === 'images' ? UPLOAD_RULES.bulkImages.maxFiles : UPLOAD_RULES.zip.maxFiles;
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  const refused: BulkError[] = [];
  const discard = () => Promise.all(files.map((file) => rm(file.path, { force: true })));
  if (!request.isMultipart()) throw new UploadRefused(400, 'Send the files as multipart/form-data.');
  try {
    let received = 0;
    // A file past its limit is cut off and marked truncated, and refused below on its own: the others go on.
    // (@fastify/multipart reads `throwFileSizeLimit` here too, though its type for parts() leaves it out.)
    const options = {
      limits: { fileSize: limit, files: maxFiles + 1, fields: 10, fieldSize: 10_000 },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || !part.filename) {
        part.file.resume();
        continue;
      }
      received++;
      if (received > maxFiles) {
        part.file.resume();
        throw new UploadRefused(
          400,
          mode === 'images'
            ? `At most ${maxFiles} images per upload. Upload the rest in another batch, or as a ZIP.`
            : 'Send one ZIP file per upload.',
        );
      }
      const path = services.storage.tmpPath();
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated || (await stat(path)).size > limit) {
        await rm(path, { force: true });
        if (mode === 'zip') throw new UploadRefused(413, `The ZIP file is larger than ${megabytes(limit)}.`);
        refused.push({
          filename: part.filename,
          error: `Larger than the ${megabytes(limit)} limit per photograph: not uploaded.`,
        });
        continue;
      }
      files.push({ filename: part.filename, path });
    }
    if (files.length === 0 && refused.length === 0)
      throw new UploadRefused(400, 'Please select files to upload');
    const parsed = bulkUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw new UploadRefused(400, parsed.error.issues[0]!.message);
    return { ...parsed.data, files, refused };
  } catch (error) {
    await discard();
    throw error;
  }
}

type Received = Awaited<ReturnType<typeof receive>>;

/** The old screen's answer: counts, the products made and what could not be used. */
function outcome(job: BulkJobView) {
  if (job.status === 'failed' && job.total === 0) {
    return { success: false, message: job.message ?? 'Upload failed', error: job.message ?? 'Upload failed' };
  }
  return {
    success: job.status === 'done' && job.successful > 0,
    message:
      job.status === 'failed'
        ? (job.message ?? 'Upload failed')
        : `Created ${job.successful} of ${job.total} ${job.total === 1 ? 'product' : 'products'}${job.failed ? `; ${job.failed} could not be used` : ''}.`,
    successful: job.successful,
    failed: job.failed,
    total: job.total,
    results: job.results,
    errors: job.errors,
    jobId: job.id,
  };
}

const params = z.object({ id: recordIdSchema });

/** An upload's answers: when done (200, or 422 when no file could be used), or at once with its job (202). */
const uploadResponses = {
  200: bulkOutcomeSchema,
  202: bulkAcceptedSchema,
  413: errorResponseSchema,
  422: bulkFailedSchema,
};
const jobAnswer = z.object({ success: z.literal(true), job: bulkJobSchema });

/**
 * `POST /api/bulk-upload/bulk-images` and `POST /api/bulk-upload/bulk-zip` (admin-area.md §7), for a signed-in admin
 * only. By default the call answers when every photograph is done, as the old one did; a client that sends
 * `Prefer: respond-async` gets `202` with the job at once and follows it at `GET /api/bulk-upload/jobs/{id}` (the
 * panel does, to show progress). Either way the work goes on if the client leaves.
 */
export async function bulkRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { bulk } = services;

  const answer = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (/respond-async/i.test(String(request.headers.prefer ?? ''))) {
      const job = (await bulk.find(id))!;
      return reply.code(202).header('location', `/api/bulk-upload/jobs/${id}`).send({
        success: true,
        message: 'Upload received; the photographs are being processed.',
        jobId: id,
        job,
      });
    }
    await bulk.waitFor(id);
    const job = (await bulk.find(id))!;
    const body = outcome(job);
    return reply.code(job.status === 'failed' && job.total === 0 ? 422 : 200).send(body);
  };

  // The two ways in differ only in what they take (photographs or one ZIP) and how the job starts.
  const uploads = [
    {
      url: '/api/bulk-upload/bulk-images',
      summary: 'Upload up to 50 photographs that become products',
      body: bulkImagesFormSchema,
      mode: 'images',
      start: (input: Received) => bulk.startImages(input),
    },
    {
      url: '/api/bulk-upload/bulk-zip',
      summary: 'Upload a ZIP of photographs that become products',
      body: bulkZipFormSchema,
      mode: 'zip',
      start: (input: Received) => {
        if (input.files.length !== 1) throw new UploadRefused(400, 'Please select files to upload');
        return bulk.startZip({ ...input, zipPath: input.files[0]!.path });
      },
    },
  ] as const;
  for (const upload of uploads)
    app.post(
      upload.url,
      {
        onRequest: fastify.requireAdmin,
        schema: {
          summary: upload.summary,
          documentedBody: { 'multipart/form-data': upload.body },
          response: uploadResponses,
        },
      },
      async (request, reply) => {
        const id = await upload.start(await receive(request, services, upload.mode));
        return answer(request, reply, id);
      },
    );

  app.get(
    '/api/bulk-upload/jobs/latest',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'The latest upload’s job',
        response: { 200: z.object({ success: z.literal(true), job: bulkJobSchema.nullable() }) },
      },
    },
    async () => ({ success: true as const, job: await bulk.latest() }),
  );

  app.get(
    '/api/bulk-upload/jobs/:id',
    {
      onRequest: fastify.requireAdmin,
      schema: { summary: 'An upload’s job', params, response: { 200: jobAnswer, 404: errorResponseSchema } },
    },
    async (request, reply) => {
      const job = await bulk.find(request.params.id);
      if (!job) return reply.code(404).send({ success: false, message: 'Upload not found' });
      return { success: true as const, job };
    },
  );

  app.post(
    '/api/bulk-upload/jobs/:id/retry',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Go on with an upload’s photographs that have no outcome',
        params,
        response: {
          200: messageAnswerSchema.extend({ job: bulkJobSchema }),
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await bulk.find(request.params.id)))
        return reply.code(404).send({ success: false, message: 'Upload not found' });
      if (!(await bulk.retry(request.params.id)))
        return reply
          .code(409)
          .send({ success: false, message: 'Nothing to retry: every photograph has its outcome.' });
      return {
        success: true as const,
        message: 'Processing continues.',
        job: (await bulk.find(request.params.id))!,
      };
    },
  );
}
