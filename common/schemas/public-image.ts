import { z } from 'zod';
import type { PublicImage } from '../media-url.ts';

/** An image as pages show it: a media-store image with its variants (common/media-url.ts), or an outside URL. */
export const publicImageSchema: z.ZodType<PublicImage> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('media'),
    ref: z.object({ hash: z.string(), key: z.string(), width: z.number(), height: z.number() }),
  }),
  z.object({ kind: z.literal('url'), url: z.string() }),
]);
