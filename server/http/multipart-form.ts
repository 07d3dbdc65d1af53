import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MediaError } from '#server/media/media-checks.ts';

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a body it cannot read: plain Errors with
 * no code or status, told apart by their message. Each is the client's mistake, whichever route reads the form.
 */
const UNREADABLE_FORMS: [RegExp, string][] = [
  [/^Multipart: Boundary not found$/, 'The form could not be read: its Content-Type names no boundary.'],
  // The parser searches for the boundary with a needle of at most 256 bytes (RFC 2046 allows 70 characters).
  [
    /^The needle cannot have a length bigger than 256\.$/,
    'The form could not be read: its boundary is too long.',
  ],
  [
    /^Unexpected end of multipart data$|terminated early due to unexpected end of multipart data$/,
    'The form could not be read: the request ended in the middle of it.',
  ],
];

/** The message for a client whose multipart body could not be parsed; undefined for any other error. */
export function unreadableFormMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || 'code' in error || 'statusCode' in error) return undefined;
  return UNREADABLE_FORMS.find(([pattern]) => pattern.test(error.message))?.[1];
}

export type UploadedFile = { field: string; path: string; filename: string; mimetype: string; bytes: number };

/**
 * A multipart form read as it streams: text fields into an object, each file straight to a temporary file (never
 * held in memory), cut off past its limit. Nothing is trusted here; the fields go through the shared schemas and
 * the files through the media pipeline, which checks their content.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { tmpPath: () => string; fileLimits: Record<string, number>; maxFiles?: number },
): Promise<{
  fields: Record<string, string>;
  /** Each field's files in the order they were sent (a field may repeat, as `images` does). */
  files: Map<string, UploadedFile[]>;
  discard: () => Promise<void>;
}> {
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile[]>();
  const discard = async () => {
    await Promise.all([...files.values()].flat().map((file) => rm(file.path, { force: true })));
  };
  if (!request.isMultipart()) return { fields, files, discard };
  const largest = Math.max(0, ...Object.values(options.fileLimits));
  try {
    for await (const part of request.parts({
      limits: { fileSize: largest, files: options.maxFiles ?? 2, fields: 40, fieldSize: 20_000 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const limit = options.fileLimits[part.fieldname];
      if (limit === undefined || !part.filename) {
        // A file under a name the form does not have: read and dropped.
        part.file.resume();
        continue;
      }
      const path = options.tmpPath();
      const file: UploadedFile = {
        field: part.fieldname,
        path,
        filename: part.filename,
        mimetype: part.mimetype,
        bytes: 0,
      };
      files.set(part.fieldname, [...(files.get(part.fieldname) ?? []), file]);
      await pipeline(part.file, createWriteStream(path));
      const bytes = (await stat(path)).size;
      if (part.file.truncated || bytes > limit)
        throw new MediaError(
          'too-large',
          `The file "${part.filename}" is larger than ${limit / 1024 / 1024} MB.`,
        );
      file.bytes = bytes;
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}
