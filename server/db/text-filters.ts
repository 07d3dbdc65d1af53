import { sql } from 'kysely';

/** lower(column) contains the text, with the user's own % and _ taken literally, on SQLite and PostgreSQL alike. */
export function containsText(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** lower(column) is the text, in any case. */
export function equalsText(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}
