import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '#server/domain-error.ts';
import { MediaError } from '#server/media/media-checks.ts';
import { VARIANTS_RETRY_AFTER_SECONDS, VariantsBusyError } from '#server/media/media-variants.ts';
import { unreadableFormMessage } from './multipart-form.ts';

/** Each kind of a service's refusal, as an HTTP status: the one place that says it. */
export const DOMAIN_STATUS = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
} as const satisfies Record<DomainErrorKind, number>;

const MEDIA_STATUS: Record<MediaError['code'], number> = {
  'unsupported-type': 415,
  'too-many-pixels': 413,
  'too-large': 413,
  corrupt: 422,
  empty: 400,
};

/** What the router refuses before any route runs (Fastify's `frameworkErrors`), said in the API's words. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * PostgreSQL's refusal of text it cannot store (a NUL byte in a JSON string or a form field): the client's input. On
 * SQLite the same text is stored as sent.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** A percent-encoded control character in a path (no page, file or record has one), and a NUL anywhere in the URL. */
const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)/i;
const NUL = /%00/;

/**
 * One place turns failures into answers: a client's mistake gets a 4xx with a message it may show (and no more in
 * the log than the request's own line); anything else is logged in full and answered with a plain 500 that carries
 * no detail. Fastify's handler for errors raised in a request, and its `frameworkErrors` for those its router
 * raises before a route is found (a malformed percent-encoding in the path), so both answer alike.
 */
/** A field's name as the admin reads it: `seoTitle` → "SEO title", `discountPrice` → "Discount price". */
function fieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? '';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bseo\b/g, 'SEO')
    .replace(/\burl\b/g, 'URL')
    .replace(/\bid\b/g, 'id');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'A value';
}

/**
 * Zod's own words for a missing or mistyped field ("Invalid input: expected string, received undefined") are a
 * developer's: a field without a message of its own is named instead (issue 18, item 9), so the panel's toast and
 * an API client both read what to fix.
 */
function readable(message: string, path: string): string {
  const typed = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (!typed) return message;
  const [, expected, received] = typed as unknown as [string, string, string];
  if (received === 'undefined' || received === 'null') return `${fieldLabel(path)} is required`;
  const kind = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  }[expected];
  return `${fieldLabel(path)} must be ${kind ?? expected}`;
}

export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path ?? [];
      const path =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.map(String).join('.');
      return { path, message: readable(issue.message ?? 'is invalid', path) };
    });
    return reply.code(400).send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
  }
  // Forms read by hand (multipart) are checked with the same shared schemas: their mistakes are the client's too.
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      return { path, message: readable(issue.message, path) };
    });
    return reply.code(400).send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
  }
  // The multipart parser's own failures (no boundary, a body that stops mid-form) carry no status: they are the
  // client's, whichever route was reading the form.
  const unreadable = unreadableFormMessage(error);
  if (unreadable) return reply.code(400).send({ success: false, message: unreadable });
  if (UNSTORABLE_TEXT.has(String(error.code)) && 'severity' in error) {
    return reply.code(400).send({
      success: false,
      message: 'The request contains a character that cannot be stored (a NUL byte).',
    });
  }
  // A service's refusal; one about a field names it, for the form to show beside it.
  if (error instanceof DomainError) {
    return reply.code(DOMAIN_STATUS[error.kind]).send({
      success: false,
      message: error.message,
      ...(error.path === undefined ? {} : { errors: [{ path: error.path, message: error.message }] }),
    });
  }
  if (error instanceof MediaError) {
    return reply.code(MEDIA_STATUS[error.code]).send({ success: false, message: error.message });
  }
  // Not a failure: the photographs' encoders are busy, and the visitor is asked to come back shortly.
  if (error instanceof VariantsBusyError) {
    return reply
      .code(503)
      .header('retry-after', String(VARIANTS_RETRY_AFTER_SECONDS))
      .send({ success: false, message: error.message });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  }
  const status = error.statusCode ?? 500;
  const frameworkMessage = FRAMEWORK_MESSAGES[error.code];
  if (frameworkMessage) return reply.code(status).send({ success: false, message: frameworkMessage });
  if (status >= 400 && status < 500)
    return reply.code(status).send({ success: false, message: error.message });
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request’s address and headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * A request Node's HTTP parser could not read (headers too long, not HTTP at all): answered, as Fastify's own
 * handler does, on the bare socket, but in the API's words and without a body for a HEAD request, whose answer a
 * client reads as headers only (Fastify's body would be taken for the start of the next answer).
 */
export function answerClientError(error: ConnectionError, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read.',
  };
  const body = JSON.stringify({ success: false, message });
  // Typed as its JSON form, but a Buffer when it comes.
  const packet: unknown = error.rawPacket;
  const head = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      (head ? '' : body),
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  // Before anything else reads the address: a NUL would reach the database (PostgreSQL refuses it), and a newline in
  // a path matches no page route (React Router logs a stack for it).
  app.addHook('onRequest', async (request, reply) => {
    const start = request.url.indexOf('?');
    const path = start < 0 ? request.url : request.url.slice(0, start);
    const query = start < 0 ? '' : request.url.slice(start);
    if (CONTROL_IN_PATH.test(path) || NUL.test(query))
      return reply
        .code(400)
        .send({ success: false, message: 'The address is not valid: it contains a control character.' });
  });
}
