import { describe, expect, test } from 'vitest';
import { masterFilterSchema } from '#common/schemas/masters.ts';
import { visitPlaceFilterSchema } from '#common/schemas/tours.ts';
import { readAdminListQuery } from './admin-list-query.server.ts';

const read = (query: string, schema: typeof visitPlaceFilterSchema | typeof masterFilterSchema) =>
  readAdminListQuery(new Request(`http://shop.test/admin/list?${query}`), schema);

describe('an admin list reads its page and filters from the address', () => {
  test('the page, the search text and the category, in any case', () => {
    expect(read('page=3&q=%20Stupa%20&category=historical', visitPlaceFilterSchema)).toEqual({
      page: 3,
      q: 'Stupa',
      category: 'historical',
    });
    expect(read('specialty=stone%20CARVING', masterFilterSchema)).toEqual({
      page: 1,
      q: undefined,
      specialty: 'Stone Carving',
    });
  });

  test('a value that does not parse is dropped, the others kept', () => {
    expect(read('page=0&q=museum&category=Nightlife', visitPlaceFilterSchema)).toEqual({
      page: 1,
      q: 'museum',
      category: undefined,
    });
    expect(read(`q=${'x'.repeat(101)}&specialty=Calligraphy`, masterFilterSchema)).toEqual({
      page: 1,
      q: undefined,
      specialty: 'Calligraphy',
    });
  });
});
