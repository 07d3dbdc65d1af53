import { z } from 'zod';
import { ID_PATTERN } from '../record-id.ts';
import { SLUG_PATTERN } from '../slug.ts';

// The pattern lives beside the schemas' zod-free neighbours; the schemas' readers find it here as before.
export { ID_CHARACTERS, ID_PATTERN } from '../record-id.ts';

/** An id in a request, refused with `message` when it is not one. */
export const idSchema = (message: string) => z.string().regex(ID_PATTERN, message);

export const recordIdSchema = idSchema('id must be 24 hexadecimal characters');

/** A product is addressed by its id or by its slug. */
export const idOrSlugSchema = z
  .string()
  .max(160, 'id or slug is too long')
  .refine((value) => ID_PATTERN.test(value) || SLUG_PATTERN.test(value), 'expected a product id or slug');
