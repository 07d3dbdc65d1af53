/** What `toISOString` writes, which is how the app stores every timestamp in SQLite. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * SQLite returns timestamps as ISO text and flags as 0/1; PostgreSQL as Date and boolean. One reading for both.
 * Text already in `toISOString`'s form is returned as it is: parsing and writing it again gave the same text, at
 * a few percent of a list's request.
 */
export function toIsoString(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString();
}

export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function parseJsonArray(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
