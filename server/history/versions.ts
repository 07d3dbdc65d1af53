import { DomainError } from '#server/domain-error.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, HistoryEntryRow } from '#server/db/schema.ts';
import { replaceProductLinks, type NewProductImage } from '#server/catalog/product-links.ts';
import { auditOf, type Actor, type FieldChange, type Snapshot, type SnapshotReader } from './history.ts';
import { masterSnapshot, placeSnapshot, productSnapshot } from './snapshots.ts';

type Trx = Transaction<Database>;
export type VersionKind = 'product' | 'place' | 'master';

const READERS: Record<VersionKind, SnapshotReader> = {
  product: productSnapshot,
  place: placeSnapshot,
  master: masterSnapshot,
};
const TABLES = { product: 'products', place: 'visit_places', master: 'masters' } as const;
/** Fields a version does not bring back: they are facts of the record's life, not its content. */
const KEPT_AS_THEY_ARE = new Set(['created_at', 'updated_at', 'view_count', 'seo_score']);
const TIMESTAMPS = new Set(['sold_out_at', 'featured_until']);
const JSON_COLUMNS = new Set(['keywords', 'tags', 'specifications', 'location_details']);

/** A version that cannot be brought back: there is no such entry, or the record's state forbids it. */
class VersionError extends DomainError {
  override name = 'VersionError';
  constructor(message: string, kind: 'not-found' | 'conflict') {
    super(kind, message);
  }
}

/**
 * The record as it was just after `entry`: its snapshot now, with every later entry's changes taken back, newest
 * first. Each write is recorded, so walking back gives the version exactly.
 */
function versionAfter(current: Snapshot, later: readonly HistoryEntryRow[]): Snapshot {
  const version: Snapshot = { ...current };
  for (const entry of later) {
    for (const change of JSON.parse(entry.changes) as FieldChange[]) {
      if (change.field === 'note') continue;
      version[change.field] = change.before as Snapshot[string];
    }
  }
  return version;
}

/** A snapshot's column values as the table takes them. */
function toColumns(fields: Snapshot): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (KEPT_AS_THEY_ARE.has(field) || ['categories', 'subcategories', 'images'].includes(field)) continue;
    if (value !== null && TIMESTAMPS.has(field)) columns[field] = new Date(value as string);
    else if (value !== null && JSON_COLUMNS.has(field)) columns[field] = JSON.stringify(value);
    else columns[field] = value;
  }
  return columns;
}

async function productLinksOf(trx: Trx, fields: Snapshot, notes: string[]) {
  const names = (fields.categories ?? []) as string[];
  const categories = names.length
    ? await trx.selectFrom('categories').select(['id', 'name']).where('name', 'in', names).execute()
    : [];
  const categoryIds = names.flatMap((name) =>
    categories.filter((row) => row.name === name).map((row) => row.id),
  );
  if (categoryIds.length < names.length) notes.push('a category it had no longer exists');
  const subNames = (fields.subcategories ?? []) as string[];
  const subcategories =
    subNames.length && categoryIds.length
      ? await trx
          .selectFrom('subcategories')
          .select(['id', 'name'])
          .where('name', 'in', subNames)
          .where('category_id', 'in', categoryIds)
          .execute()
      : [];
  const subcategoryIds = [...new Set(subcategories.map((row) => row.id))];
  if (subcategoryIds.length < subNames.length) notes.push('a subcategory it had no longer exists');
  const keys = (fields.images ?? []) as string[];
  const mediaIds = keys.filter((key) => key.startsWith('media:')).map((key) => key.slice(6));
  const present = new Set(
    mediaIds.length
      ? (await trx.selectFrom('media').select('id').where('id', 'in', mediaIds).execute()).map(
          (row) => row.id,
        )
      : [],
  );
  const images = keys.flatMap((key): NewProductImage[] =>
    key.startsWith('media:')
      ? present.has(key.slice(6))
        ? [{ media_id: key.slice(6), url: null }]
        : []
      : [{ media_id: null, url: key.slice(4) }],
  );
  if (images.length < keys.length) notes.push('a photograph it had has since been deleted');
  return { categoryIds, subcategoryIds, images };
}

/**
 * Brings a product, tour place or master back to the version just after a history entry, in one transaction that
 * records the change (action `restore-version`). What cannot come back (a deleted category, a photograph collected
 * since) is left out and named.
 */
export async function restoreVersion(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  entryId: string,
  actor: Actor,
): Promise<{ kind: VersionKind; recordId: string; label: string; notes: string[] }> {
  const entry = await db
    .selectFrom('history_entries')
    .selectAll()
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry || !(entry.kind in READERS)) throw new VersionError('There is no such version.', 'not-found');
  const kind = entry.kind as VersionKind;
  if (entry.action === 'trash' || entry.action === 'purge')
    throw new VersionError(
      'That entry is a deletion: restore the record from the trash instead.',
      'conflict',
    );
  const audit = auditOf(
    READERS[kind],
    { actor, kind, id: entry.record_id, action: 'restore-version' },
    dialect,
  );
  return db.transaction().execute(async (trx) => {
    await audit.before(trx);
    const current = await READERS[kind](trx, entry.record_id, false);
    if (!current)
      throw new VersionError('That record has been deleted: restore it from the trash first.', 'conflict');
    const later = await trx
      .selectFrom('history_entries')
      .selectAll()
      .where('kind', '=', kind)
      .where('record_id', '=', entry.record_id)
      .where('id', '>', entry.id)
      .orderBy('id', 'desc')
      .execute();
    const version = versionAfter(current.fields, later);
    const notes: string[] = [];
    const columns = toColumns(version);
    if (kind !== 'master' && columns.slug !== current.fields.slug) {
      const table = kind === 'product' ? 'products' : 'visit_places';
      const taken = await trx
        .selectFrom(table)
        .select('id')
        .where('slug', '=', columns.slug as string)
        .where('id', '!=', entry.record_id)
        .executeTakeFirst();
      if (taken) {
        notes.push(
          `its old address /${String(columns.slug)} is now another record's; it keeps its current one`,
        );
        columns.slug = current.fields.slug;
      }
    }
    await trx
      .updateTable(TABLES[kind])
      .set({ ...columns, updated_at: new Date() } as never)
      .where('id', '=', entry.record_id)
      .execute();
    if (kind === 'product')
      await replaceProductLinks(trx, entry.record_id, await productLinksOf(trx, version, notes));
    await audit.after(trx);
    return {
      kind,
      recordId: entry.record_id,
      label: String(version.title ?? version.name ?? entry.label),
      notes,
    };
  });
}
