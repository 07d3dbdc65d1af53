import type { Database } from '#server/db/schema.ts';
import { toIsoString } from '#server/db/values.ts';

type TableName = keyof Database;
type ColumnOf<T extends TableName> = keyof Database[T] & string;

/** How one table goes into an archive (decision 017). */
export type TableSpec<T extends TableName = TableName> = {
  name: T;
  /** The primary key: rows are written in its order, so the same data always makes the same file. */
  key: ColumnOf<T>[];
  /** SQLite hands these back as 0/1; the archive holds true/false. */
  flags: ColumnOf<T>[];
  /** SQLite hands these back as text, PostgreSQL as Date; the archive holds ISO 8601 in UTC. */
  timestamps: ColumnOf<T>[];
  /** Rows left out: those whose `column` starts with `prefix`. */
  leaveOut?: { column: ColumnOf<T>; prefix: string; why: string };
};

function table<T extends TableName>(
  name: T,
  key: ColumnOf<T>[],
  columns: Partial<Pick<TableSpec<T>, 'flags' | 'timestamps' | 'leaveOut'>> = {},
): TableSpec<T> {
  return { name, key, flags: [], timestamps: [], ...columns };
}

const created = ['created_at', 'updated_at'] as const;

/**
 * Every table whose rows are the shop, in an order where each table comes after the tables its foreign keys name:
 * a restore inserts in this order, and deletes in the reverse one. A test checks the order against the schema.
 */
export const BACKED_UP_TABLES = [
  table('categories', ['id'], { flags: ['visible'], timestamps: [...created] }),
  table('category_aliases', ['alias']),
  table('subcategories', ['id'], { flags: ['visible'], timestamps: [...created] }),
  table('media', ['id'], { timestamps: ['created_at'] }),
  table('media_legacy_paths', ['path']),
  table('products', ['id'], {
    flags: ['is_new', 'sold_out'],
    timestamps: [...created, 'sold_out_at', 'featured_until'],
  }),
  table('product_categories', ['product_id', 'category_id'], {
    flags: ['product_sold_out'],
    timestamps: ['product_created_at'],
  }),
  table('product_subcategories', ['product_id', 'subcategory_id'], {
    flags: ['product_sold_out'],
    timestamps: ['product_created_at'],
  }),
  table('product_images', ['product_id', 'position']),
  table('product_slug_history', ['slug'], { timestamps: ['created_at'] }),
  table('visit_places', ['id'], { timestamps: [...created] }),
  table('masters', ['id'], { timestamps: [...created] }),
  table('admins', ['id'], { timestamps: ['password_changed_at', ...created] }),
  table('settings', ['key'], {
    timestamps: ['updated_at'],
    leaveOut: {
      column: 'key',
      prefix: 'secret:',
      why: 'the session secret PostgreSQL sites keep here: an archive carries no signing key, and sessions are not restored anyway',
    },
  }),
  table('import_records', ['collection', 'source_id'], { timestamps: ['source_updated_at', 'imported_at'] }),
  table('search_misses', ['week', 'query'], { timestamps: ['last_seen'] }),
  table('trash_items', ['id'], { timestamps: ['trashed_at'] }),
  table('trash_slugs', ['kind', 'slug']),
  table('trash_media', ['trash_id', 'media_id']),
  table('history_entries', ['id'], { timestamps: ['at'] }),
  table('enquiries', ['id'], { timestamps: [...created] }),
];

type BackedUpName = (typeof BACKED_UP_TABLES)[number]['name'];

/**
 * The tables left out, and why. Typed over the schema: a table added to `Database` without a decision here (or
 * above) does not compile. None of them is named by a foreign key of a backed-up table, so leaving them out never
 * breaks a restore; a restore with --force empties them too, in this order, before the others.
 */
export const EXCLUDED_TABLES: Record<Exclude<TableName, BackedUpName>, string> = {
  admin_sessions:
    'signed-in sessions: restored, a session revoked after the backup would be valid again; admins sign in anew',
  sign_in_budgets: 'failed sign-in counters and lockouts: short-lived security state, not content',
  sign_in_failures: 'the dashboard’s record of failed sign-ins: recent security history, not content',
  media_variant_claims:
    'which instance is encoding which variant: locks of a few seconds, and variants are not backed up',
  media_warm_queue:
    'photographs waiting for their variants to be made: variants are not backed up, so a restore queues every photograph',
  bulk_job_items: 'the photographs of a bulk upload (see bulk_jobs)',
  search_queue:
    'products waiting to be indexed for search: every restored product is queued again by the triggers',
  search_documents: 'the search index, derived from the products: rebuilt from them after a restore',
  search_terms: 'the search vocabulary, derived from the products with the index',
  rate_limits: 'request counters of windows a few minutes long: meaningless once the restore is over',
  product_bulk_edits:
    'the undo of the last bulk edit of the product list: restored onto other products, an undo would revert what it did not write',
  product_bulk_edit_rows: 'the values the last bulk edit replaced (see product_bulk_edits)',
  product_bulk_edit_subcategories:
    'the subcategory links the last bulk edit took away (see product_bulk_edits)',
  bulk_jobs:
    'bulk uploads as a work queue: their products and photographs are in the archive, their staged files are not, so a restored job could neither resume nor retry',
};

export type PortableValue = string | number | boolean | null;
export type PortableRow = Record<string, PortableValue>;

/** An archive row has a value of a kind this version cannot carry: a bug to fix here, not data to guess at. */
class UnportableValueError extends Error {
  override name = 'UnportableValueError';
}

/**
 * A row as the archive holds it, the same whichever database it came from: timestamps as ISO strings, flags as
 * booleans, numbers and text as they are. PostgreSQL describes its own values (Date, boolean); SQLite needs the
 * table's spec to tell a flag from a number.
 */
export function toPortableRow(
  spec: { name: string; flags: readonly string[]; timestamps: readonly string[] },
  row: Record<string, unknown>,
): PortableRow {
  const portable: PortableRow = {};
  for (const [column, value] of Object.entries(row)) {
    const where = `${spec.name}.${column}`;
    if (value === null || value === undefined) portable[column] = null;
    else if (spec.flags.includes(column)) {
      if (value !== true && value !== false && value !== 0 && value !== 1)
        throw new UnportableValueError(`${where}: ${JSON.stringify(value)} is not a flag`);
      portable[column] = value === true || value === 1;
    } else if (spec.timestamps.includes(column) || value instanceof Date) {
      const time = value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : NaN;
      if (Number.isNaN(time))
        throw new UnportableValueError(`${where}: ${JSON.stringify(value)} is not a timestamp`);
      portable[column] = toIsoString(value as Date | string);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value))
        throw new UnportableValueError(`${where}: ${value} is not a finite number`);
      portable[column] = value;
    } else if (typeof value === 'string' || typeof value === 'boolean') portable[column] = value;
    else throw new UnportableValueError(`${where}: a value of type ${typeof value} has no portable form`);
  }
  return portable;
}
