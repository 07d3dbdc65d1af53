import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeLegacyPath } from '#common/image-path.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl, type ImageFormat } from '#common/media-url.ts';
import type { AppServices } from '#server/services.ts';
import { IMMUTABLE_CACHE_CONTROL, VARIANT_CONTENT_TYPES } from './media-content-types.ts';
import { imageRefOf } from './media-service.ts';
import type { ByteRange } from './media-storage.ts';
import { keepImmutableRead } from '#server/http/read-cache.ts';

/**
 * How long a browser or a CDN in front of the site keeps a redirect to MEDIA_PUBLIC_URL: the object behind it never
 * changes, but the operator may move the CDN to another address.
 */
const PUBLIC_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const variantParamsSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{64}$/, 'unknown image'),
  key: z.string().regex(/^[a-z0-9]{10}$/, 'unknown image'),
  file: z.string().regex(/^\d{2,5}(\.(avif|webp|jpg))?$/, 'unknown image size or format'),
});

/** AVIF where the client says it takes it, else WebP, else JPEG. */
function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = accept ?? '';
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpg';
}

/**
 * The one byte range a Range header asks for within `size` bytes; null for the whole object (no header, another
 * unit, several ranges or a malformed one, which RFC 9110 lets a server answer in full); 'unsatisfiable' when it
 * starts past the end.
 */
function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

/** Variants up to this size are kept by the response cache (most are 5–60 KB; a 1920 px JPEG can pass 300 KB). */
const KEPT_VARIANT_BYTES = 256 * 1024;

/** The same headers from either store: content-addressed, so the ETag is the address and never changes. */
async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  object: { key: string; size: number; contentType: string; etag: string; ranges: boolean },
) {
  const { key, size, etag } = object;
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag).type(object.contentType);
  if (object.ranges) reply.header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // If-Range: a range of the object the client already holds part of, else the whole object.
  const ifRange = request.headers['if-range'];
  const range =
    object.ranges && (!ifRange || ifRange === etag) ? requestedRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('text/plain')
      .send('Range Not Satisfiable');
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', size);
  }
  if (request.method === 'HEAD') return reply.send();
  const body = await services.media.readObject(key, range ?? undefined);
  // One the response cache keeps goes to it as bytes (it keeps no stream).
  return reply.send(request.cacheTopics ? Buffer.concat(await body.toArray()) : body);
}

/** Public media: image variants at content-addressed URLs, videos with Range support, and the old site's upload paths. */
export async function mediaRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { media } = services;

  // HEAD is declared with GET, not left to Fastify's automatic one, which would read the whole object to throw it
  // away (and, for an answer without a body, send a length of 0).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:hash/:key/:file',
    schema: { params: variantParamsSchema },
    async handler(request, reply) {
      const { hash, key, file } = request.params;
      const [widthText, explicitFormat] = file.split('.') as [string, ImageFormat | undefined];
      const width = Number(widthText);
      const negotiated = !explicitFormat;
      const format = explicitFormat ?? negotiateFormat(request.headers.accept);

      const row = await media.findByHash(hash);
      if (
        !row ||
        row.kind !== 'image' ||
        !media.isServedWidth(row, width) ||
        !(await media.isServable(row))
      ) {
        return reply.code(404).type('text/plain').send('Image not found');
      }
      const currentKey = await media.currentKey();
      if (key !== currentKey) {
        // The watermark changed (a new phone number, say): send the client to the image as it is now.
        reply.header('cache-control', 'public, max-age=300');
        return reply.redirect(imageVariantUrl(imageRefOf(row, currentKey), width, explicitFormat), 301);
      }
      const variant = await media.variantObject(row, width, format);
      if (negotiated) reply.header('vary', 'Accept');
      const publicUrl = media.publicObjectUrl(variant.key);
      if (publicUrl) {
        // The variant is in the bucket now, so the CDN in front of it can answer (decision 014).
        return reply.header('cache-control', PUBLIC_REDIRECT_CACHE_CONTROL).redirect(publicUrl, 302);
      }
      // A small variant asked for by its format is kept in memory with the pages: the crowd's most frequent request
      // then costs no query, no file and no Fastify (the front door sends it).
      if (!negotiated && request.method === 'GET' && variant.size <= KEPT_VARIANT_BYTES)
        keepImmutableRead(reply);
      return sendStoredObject(request, reply, services, {
        key: variant.key,
        size: variant.size,
        contentType: VARIANT_CONTENT_TYPES[format],
        etag: `"${hash.slice(0, 20)}-${key}-${width}-${format}"`,
        ranges: false,
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/videos/:file',
    schema: {
      params: z.object({
        file: z.string().regex(/^[a-f0-9]{64}\.(mp4|webm|ogv|mov|avi)$/, 'unknown video'),
      }),
    },
    async handler(request, reply) {
      const hash = request.params.file.split('.')[0]!;
      const row = await media.findByHash(hash);
      if (
        !row ||
        row.kind !== 'video' ||
        row.storage_key !== request.params.file ||
        !(await media.isServable(row))
      ) {
        return reply.code(404).type('text/plain').send('Video not found');
      }
      const key = media.videoKey(row);
      const publicUrl = media.publicObjectUrl(key);
      if (publicUrl)
        return reply.header('cache-control', PUBLIC_REDIRECT_CACHE_CONTROL).redirect(publicUrl, 302);
      const stored = await media.statObject(key);
      if (!stored) return reply.code(404).type('text/plain').send('Video not found');
      return sendStoredObject(request, reply, services, {
        key,
        size: stored.size,
        contentType: row.mime,
        etag: `"${hash.slice(0, 20)}"`,
        ranges: true,
      });
    },
  });

  // Files the old site stored as uploads/…: those imported into the media store answer with their variant or video.
  app.get('/uploads/*', async (request, reply) => {
    // The router has decoded the path once already: decoding it again would misread a `%` in a name (`%25`).
    const legacyPath = normalizeLegacyPath((request.params as { '*': string })['*']);
    const row = legacyPath ? await media.findByLegacyPath(legacyPath) : undefined;
    if (!row || !(await media.isServable(row)))
      return reply.code(404).type('text/plain').send('Image not found');
    reply.header('cache-control', 'public, max-age=86400');
    if (row.kind === 'video') return reply.redirect(`/media/videos/${row.storage_key}`, 301);
    return reply.redirect(
      imageVariantUrl(imageRefOf(row, await media.currentKey()), DEFAULT_IMAGE_WIDTH),
      301,
    );
  });
}
