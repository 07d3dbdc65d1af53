import { describe, expect, test } from 'vitest';
import { looksLikeProductId } from '../legacy-redirects.ts';
import { historyQuerySchema } from './history.ts';
import { ID_PATTERN, idOrSlugSchema, idSchema, recordIdSchema } from './ids.ts';
import { imageOrderSchema } from './products.ts';

const ID = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('the one id pattern', () => {
  test('an id is 24 lowercase hexadecimal characters', () => {
    expect(ID_PATTERN.test(ID)).toBe(true);
    for (const wrong of [ID.toUpperCase(), ID.slice(1), `${ID}0`, `x${ID.slice(1)}`, ` ${ID}`])
      expect(ID_PATTERN.test(wrong)).toBe(false);
  });

  test('each schema refuses a non-id with its own message', () => {
    expect(recordIdSchema.safeParse(ID).success).toBe(true);
    expect(recordIdSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'id must be 24 hexadecimal characters',
    );
    expect(idSchema('entryId must be an id from the log').safeParse('1').error?.issues[0]?.message).toBe(
      'entryId must be an id from the log',
    );
    expect(historyQuerySchema.safeParse({ before: 'zz' }).error?.issues[0]?.message).toBe(
      'before must be an id from the log',
    );
    expect(idOrSlugSchema.safeParse(ID).success).toBe(true);
    expect(idOrSlugSchema.safeParse('marble-vase').success).toBe(true);
  });

  test('the pattern is the same where an id sits among other text', () => {
    expect(imageOrderSchema.safeParse(JSON.stringify([`media:${ID}@90`, 'new:0'])).success).toBe(true);
    expect(imageOrderSchema.safeParse(JSON.stringify([`media:${ID.slice(2)}`])).success).toBe(false);
    expect(looksLikeProductId(ID)).toBe(true);
    expect(looksLikeProductId('1830')).toBe(true);
    expect(looksLikeProductId(ID.toUpperCase())).toBe(false);
  });
});
