/**
 * A write the database refused because a row it names is gone (a foreign key): PostgreSQL's `23503`, SQLite's
 * `SQLITE_CONSTRAINT_FOREIGNKEY` (787). What a client named existed when checked and was deleted before the write:
 * a conflict to answer with a message, not a server error.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return (
    code === '23503' ||
    errcode === 787 ||
    (typeof message === 'string' && message.includes('FOREIGN KEY constraint failed'))
  );
}
