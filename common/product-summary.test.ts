import { describe, expect, test } from 'vitest';
import { soldDate } from './product-summary.ts';

describe('the day a piece sold, written without Intl (decision 050)', () => {
  const reference = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  test('matches Intl’s en-GB long date on every day of two years, leap day included', () => {
    const start = Date.UTC(2027, 0, 1);
    for (let day = 0; day < 731; day++) {
      const iso = new Date(start + day * 86_400_000 + 23 * 3_600_000).toISOString();
      expect(soldDate(iso), iso).toBe(reference.format(new Date(iso)));
    }
  });

  test('the day is the UTC day, whatever the offset written', () => {
    expect(soldDate('2026-11-26T23:30:00-05:00')).toBe('27 November 2026');
    expect(soldDate('2026-01-05T00:10:00+01:00')).toBe('4 January 2026');
  });
});
