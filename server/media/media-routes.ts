import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeLegacyPath } from '#common/image-path.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl, type ImageFormat } from '#common/media-url.ts';
import type { AppServices } from '#server/services.ts';
import { imageRefOf, VARIANT_CONTENT_TYPES } from './media-service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const variantParamsSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{64}$/, 'unknown image'),
  key: z.string().regex(/^[a-z0-9]{10}$/, 'unknown image'),
  file: z.string().regex(/^\d{2,5}(\.(avif|webp|jpg))?$/, 'unknown image size or format'),
});

/** AVIF where the client says it takes it, else WebP, else JPEG. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = accept ?? '';
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpg';
}

async function sendImmutableFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  contentType: string,
  etag: string,
) {
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const { size } = await stat(file);
  return reply.type(contentType).header('content-length', size).send(createReadStream(file));
}

/** Public media: image variants at content-addressed URLs, videos with Range support, and the old site's upload paths. */
export async function mediaRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { media } = services;

  app.get('/media/:hash/:key/:file', { schema: { params: variantParamsSchema } }, async (request, reply) => {
    const { hash, key, file } = request.params;
    const [widthText, explicitFormat] = file.split('.') as [string, ImageFormat | undefined];
    const width = Number(widthText);
    const negotiated = !explicitFormat;
    const format = explicitFormat ?? negotiateFormat(request.headers.accept);

    const row = await media.findByHash(hash);
    if (!row || row.kind !== 'image' || !media.isServedWidth(row, width)) {
      return reply.code(404).type('text/plain').send('Image not found');
    }
    const currentKey = await media.currentKey();
    if (key !== currentKey) {
      // The watermark changed (a new phone number, say): send the client to the image as it is now.
      reply.header('cache-control', 'public, max-age=300');
      return reply.redirect(imageVariantUrl(imageRefOf(row, currentKey), width, explicitFormat), 301);
    }
    const path = await media.variantFile(row, width, format);
    if (negotiated) reply.header('vary', 'Accept');
    return sendImmutableFile(
      request,
      reply,
      path,
      VARIANT_CONTENT_TYPES[format],
      `"${hash.slice(0, 20)}-${key}-${width}-${format}"`,
    );
  });

  app.get(
    '/media/videos/:file',
    {
      schema: {
        params: z.object({
          file: z.string().regex(/^[a-f0-9]{64}\.(mp4|webm|ogv|mov|avi)$/, 'unknown video'),
        }),
      },
    },
    async (request, reply) => {
      const hash = request.params.file.split('.')[0]!;
      const row = await media.findByHash(hash);
      if (!row || row.kind !== 'video' || row.storage_key !== request.params.file) {
        return reply.code(404).type('text/plain').send('Video not found');
      }
      reply.header('cache-control', IMMUTABLE);
      return reply.sendFile(row.storage_key, media.videosRoot, { cacheControl: false, acceptRanges: true });
    },
  );

  // Files the old site stored as uploads/…: those imported into the media store answer with their variant or video.
  app.get('/uploads/*', async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    const legacyPath = normalizeLegacyPath(decodeURIComponent(raw));
    const row = legacyPath ? await media.findByLegacyPath(legacyPath) : undefined;
    if (!row) return reply.code(404).type('text/plain').send('Image not found');
    reply.header('cache-control', 'public, max-age=86400');
    if (row.kind === 'video') return reply.redirect(`/media/videos/${row.storage_key}`, 301);
    return reply.redirect(
      imageVariantUrl(imageRefOf(row, await media.currentKey()), DEFAULT_IMAGE_WIDTH),
      301,
    );
  });
}
