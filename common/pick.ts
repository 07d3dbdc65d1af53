/** The named fields of a record, and only those: what a page sends of a richer record the server holds. */
export function pick<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}
