import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productCsvImportLineSchema,
  productCsvImportQuerySchema,
  productCsvPreviewAnswerSchema,
  type ProductCsvImportLine,
} from '#common/schemas/product-csv.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';
import { megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { AppServices } from '#server/services.ts';
import { DomainError } from '#server/domain-error.ts';
import { DOMAIN_STATUS } from '#server/http/error-handler.ts';
import { CsvFileError, CsvPreviewStaleError } from './product-csv-service.ts';
import { actorOf } from '#server/history/actor.ts';

const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain'];
const NO_FILE = 'Send the CSV file as the request body (Content-Type: text/csv)';
/** The import's file, as the request's body (read by the route as a stream, at most MAX_PRODUCT_CSV_BYTES). */
const csvBody = {
  'text/csv': z
    .string()
    .describe('The products as the export writes them: a header row, then one row per product'),
};

class TooLargeError extends Error {}

/**
 * The request's body written to a file of its own (the import reads it twice: to plan, then to write), at most
 * the upload rules' CSV size; `use` runs with its path, and the file goes afterwards.
 */
async function withSpooledBody<T>(body: unknown, use: (filePath: string) => Promise<T>): Promise<T> {
  if (!(body instanceof Readable)) throw new CsvFileError(NO_FILE);
  const folder = await mkdtemp(path.join(tmpdir(), 'gandhara-csv-'));
  const filePath = path.join(folder, 'products.csv');
  try {
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > UPLOAD_RULES.csv.maxBytes ? new TooLargeError() : null, chunk);
      },
    });
    await pipeline(body, limit, createWriteStream(filePath));
    if (bytes === 0) throw new CsvFileError(NO_FILE);
    return await use(filePath);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A refusal of the file as a whole, or null when the error is not the client's. */
function refusal(error: unknown): { status: 400 | 404 | 409 | 413; message: string } | null {
  if (error instanceof DomainError) return { status: DOMAIN_STATUS[error.kind], message: error.message };
  if (error instanceof TooLargeError)
    return { status: 413, message: `The file is larger than ${megabytes(UPLOAD_RULES.csv.maxBytes)}` };
  return null;
}

/**
 * The products' CSV export and import, for a signed-in admin (issue 18, item 4; docs/decisions/028-product-csv.md).
 * The import's file is the request's body as sent (text/csv), read as a stream.
 */
export async function productCsvRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { productCsv } = services;
  // In this plugin only: the body stays a stream for the route to spool.
  app.addContentTypeParser(CSV_TYPES, (_request, payload, done) => done(null, payload));

  const refuse = (reply: FastifyReply, error: unknown) => {
    const answer = refusal(error);
    if (!answer) throw error;
    return reply.code(answer.status).send({ success: false as const, message: answer.message });
  };

  app.get(
    '/api/admin/products/export.csv',
    {
      onRequest: fastify.requireAdmin,
      compress: false,
      schema: {
        summary: 'Every product as CSV',
        response: {
          200: {
            description: 'Every product, one row each, as a download (streamed)',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gandhara-arts-products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(productCsv.exportCsv()) as never); // streamed: no serializer applies
    },
  );

  app.post(
    '/api/admin/products/import/preview',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'What importing a CSV file would do (writes nothing)',
        documentedBody: csvBody,
        response: {
          200: productCsvPreviewAnswerSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const preview = await withSpooledBody(request.body, (filePath) => productCsv.preview(filePath));
        return { success: true as const, ...preview };
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      onRequest: fastify.requireAdmin,
      compress: false,
      schema: {
        summary: 'Import a previewed CSV file',
        querystring: productCsvImportQuerySchema,
        documentedBody: csvBody,
        response: {
          // A stream of lines, each checked against the schema as it is written (send, below).
          200: {
            description: 'One JSON line per step: progress lines, then a last `done` or `failed` line',
            content: { 'application/x-ndjson': { schema: productCsvImportLineSchema } },
          },
          400: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const lines = new PassThrough();
      const send = (line: ProductCsvImportLine) =>
        lines.write(`${JSON.stringify(productCsvImportLineSchema.parse(line))}\n`);
      let streaming = false;
      // The answer starts with the first progress line: until then, a refusal is an ordinary JSON answer.
      let started!: () => void;
      const start = new Promise<void>((resolve) => (started = resolve));
      const work = withSpooledBody(request.body, (filePath) =>
        productCsv.importFile(
          filePath,
          request.query.fingerprint,
          (progress) => {
            send({ kind: 'progress', ...progress });
            if (!streaming) {
              streaming = true;
              started();
            }
          },
          { actor: actorOf(request) },
        ),
      );
      const outcome = await Promise.race([
        start.then(() => null),
        work.then(
          () => null,
          (error: unknown) => error,
        ),
      ]);
      if (!streaming) return refuse(reply, outcome);
      work.then(
        (done) => {
          send({ kind: 'done', ...done });
          lines.end();
        },
        (error: unknown) => {
          const answer = refusal(error);
          if (!answer) request.log.error({ err: error }, 'product import failed');
          send({
            kind: 'failed',
            status: answer?.status ?? 500,
            message:
              answer?.message ??
              'The import stopped on a server error; rows written so far stay: preview again',
            written: error instanceof CsvPreviewStaleError ? error.written : 0,
          });
          lines.end();
        },
      );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(lines as never); // the stream's lines are checked one by one (send)
    },
  );
}
