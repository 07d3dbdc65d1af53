import { describe, expect, it } from 'vitest';
import { toIsoString } from './values.ts';

describe('toIsoString', () => {
  it('reads a Date, SQLite text in toISOString form, and other timestamp text, all to the same form', () => {
    const at = new Date('2026-12-07T02:27:42.123Z');
    expect(toIsoString(at)).toBe('2026-12-07T02:27:42.123Z');
    expect(toIsoString('2026-12-07T02:27:42.123Z')).toBe('2026-12-07T02:27:42.123Z');
    // Other forms are parsed and written again: SQLite's own datetime() text, an offset, no milliseconds.
    expect(toIsoString('2026-12-07 02:27:42')).toBe(new Date('2026-12-07 02:27:42').toISOString());
    expect(toIsoString('2026-12-07T07:27:42+05:00')).toBe('2026-12-07T02:27:42.000Z');
    expect(toIsoString('2026-12-07T02:27:42Z')).toBe('2026-12-07T02:27:42.000Z');
  });
});
