import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MediaError } from '#server/media/media-service.ts';

const MEDIA_STATUS: Record<MediaError['code'], number> = {
  'unsupported-type': 415,
  'too-many-pixels': 413,
  'too-large': 413,
  corrupt: 422,
  empty: 400,
};

/**
 * One place turns failures into answers: a client's mistake gets a 4xx with a message it may show; anything
 * else is logged in full and answered with a plain 500 that carries no detail.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path ?? [];
        return {
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.map(String).join('.'),
          message: issue.message ?? 'is invalid',
        };
      });
      return reply
        .code(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    // Forms read by hand (multipart) are checked with the same shared schemas: their mistakes are the client's too.
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return reply
        .code(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof MediaError) {
      return reply.code(MEDIA_STATUS[error.code]).send({ success: false, message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply
        .code(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A service's input error may name the field it is about, for the form to show beside it.
      const path = (error as { path?: unknown }).path;
      return reply.code(status).send({
        success: false,
        message: error.message,
        ...(typeof path === 'string' ? { errors: [{ path, message: error.message }] } : {}),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
