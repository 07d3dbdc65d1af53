/** SQLite returns timestamps as ISO text and flags as 0/1; PostgreSQL as Date and boolean. One reading for both. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function parseJsonArray(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
