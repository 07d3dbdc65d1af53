import { describe, expect, test } from 'vitest';
import { masterFilterSchema } from '#common/schemas/masters.ts';
import { visitPlaceFilterSchema } from '#common/schemas/tours.ts';
import { readAdminListQuery } from './admin-list-query.server.ts';

const request = (query: string) => new Request(`http://shop.test/admin/list?${query}`);
const readPlaces = (query: string) => readAdminListQuery(request(query), visitPlaceFilterSchema);
const readMasters = (query: string) => readAdminListQuery(request(query), masterFilterSchema);

describe('an admin list reads its page and filters from the address', () => {
  test('the page, the search text and the category, in any case', () => {
    expect(readPlaces('page=3&q=%20Stupa%20&category=historical')).toEqual({
      page: 3,
      q: 'Stupa',
      category: 'historical',
    });
    expect(readMasters('specialty=stone%20CARVING')).toEqual({
      page: 1,
      q: undefined,
      specialty: 'Stone Carving',
    });
  });

  test('a value that does not parse is dropped, the others kept', () => {
    expect(readPlaces('page=0&q=museum&category=Nightlife')).toEqual({
      page: 1,
      q: 'museum',
      category: undefined,
    });
    expect(readMasters(`q=${'x'.repeat(101)}&specialty=Calligraphy`)).toEqual({
      page: 1,
      q: undefined,
      specialty: 'Calligraphy',
    });
  });
});
