import { z } from 'zod';
import { SLUG_PATTERN } from '../slug.ts';

/**
 * A record id: 24 lowercase hexadecimal characters (server/db/ids.ts makes them; the old site's MongoDB ObjectIds,
 * which imported records keep, have the same form). `ID_CHARACTERS` is for patterns that hold an id among other text.
 */
export const ID_CHARACTERS = '[a-f0-9]{24}';
export const ID_PATTERN = new RegExp(`^${ID_CHARACTERS}$`);

/** An id in a request, refused with `message` when it is not one. */
export const idSchema = (message: string) => z.string().regex(ID_PATTERN, message);

export const recordIdSchema = idSchema('id must be 24 hexadecimal characters');

/** A product is addressed by its id or by its slug. */
export const idOrSlugSchema = z
  .string()
  .max(160, 'id or slug is too long')
  .refine((value) => ID_PATTERN.test(value) || SLUG_PATTERN.test(value), 'expected a product id or slug');
