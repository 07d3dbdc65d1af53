import { z } from 'zod';
import { SLUG_PATTERN } from '../slug.ts';

export const ID_PATTERN = /^[a-f0-9]{24}$/;

export const recordIdSchema = z.string().regex(ID_PATTERN, 'id must be 24 hexadecimal characters');

/** A product is addressed by its id or by its slug. */
export const idOrSlugSchema = z
  .string()
  .max(160, 'id or slug is too long')
  .refine((value) => ID_PATTERN.test(value) || SLUG_PATTERN.test(value), 'expected a product id or slug');
