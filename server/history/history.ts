import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, HistoryEntryRow } from '#server/db/schema.ts';
import { toIsoString } from '#server/db/values.ts';

/** Who wrote: a signed-in admin, or a command-line tool (then `adminId` is null). */
export type Actor = { adminId: string | null; label: string };

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A record's fields as the history compares them: its columns by name, its links (categories, photographs) as lists. */
export type Snapshot = Record<string, JsonValue>;
export type FieldChange = { field: string; before: JsonValue; after: JsonValue };

export type HistoryKind =
  'product' | 'place' | 'master' | 'category' | 'subcategory' | 'settings' | 'account';

/**
 * Reads a record's snapshot inside a transaction, locking its row when `lock` is set (PostgreSQL only); undefined
 * when there is none.
 */
export type SnapshotReader = (
  trx: Transaction<Database>,
  id: string,
  lock: boolean,
) => Promise<{ label: string; fields: Snapshot } | undefined>;

/** Reads many records' snapshots at once, by id; those missing are not in the map. */
export type ManySnapshotReader = (
  trx: Transaction<Database>,
  ids: readonly string[],
  lock: boolean,
) => Promise<Map<string, { label: string; fields: Snapshot }>>;

/**
 * What a repository's write runs around its statements, inside its transaction: `before` reads the record (and
 * locks its row), `after` reads it again and records the difference. The entry exists exactly when the write does.
 */
export type Audit = {
  before(trx: Transaction<Database>): Promise<void>;
  after(trx: Transaction<Database>): Promise<void>;
};

/** Columns no admin writes: they change by themselves and would fill the history with noise. */
const UNRECORDED = new Set(['created_at', 'updated_at', 'view_count', 'seo_score']);

/** A row as the history keeps it: timestamps as ISO text, JSON columns parsed, bookkeeping columns left out. */
export function rowSnapshot(
  row: Record<string, unknown>,
  shape: { json?: readonly string[]; flags?: readonly string[]; timestamps?: readonly string[] } = {},
): Snapshot {
  const fields: Snapshot = {};
  for (const [column, value] of Object.entries(row)) {
    if (UNRECORDED.has(column) || value === undefined) continue;
    if (value === null) fields[column] = null;
    else if (shape.json?.includes(column) && typeof value === 'string') fields[column] = parseJson(value);
    else if (shape.flags?.includes(column)) fields[column] = value === true || value === 1;
    else if (shape.timestamps?.includes(column) || value instanceof Date)
      fields[column] = toIsoString(value as Date | string);
    else fields[column] = value as JsonValue;
  }
  return fields;
}

function parseJson(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

/** The fields whose values differ, in the order the snapshots name them. */
function changedFields(before: Snapshot | undefined, after: Snapshot | undefined): FieldChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of names) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

let sequence = 0;
/**
 * A history id orders the log: the time in milliseconds (12 hex digits), this process's count (4), then 8 random
 * hex digits, so entries written in the same millisecond by one process keep their order and two processes never
 * collide.
 */
function historyId(at: Date): string {
  sequence = (sequence + 1) % 0x10000;
  return (
    at.getTime().toString(16).padStart(12, '0') +
    sequence.toString(16).padStart(4, '0') +
    randomBytes(4).toString('hex')
  );
}

export type NewHistoryEntry = {
  actor: Actor;
  kind: HistoryKind;
  recordId: string;
  label: string;
  action: string;
  changes: FieldChange[];
  batch?: string | null;
  at?: Date;
};

export async function insertHistoryEntry(db: Kysely<Database>, entry: NewHistoryEntry): Promise<void> {
  await insertHistoryEntries(db, [entry]);
}

/** Inserts entries, 200 to a statement, in their order. */
async function insertHistoryEntries(db: Kysely<Database>, entries: readonly NewHistoryEntry[]) {
  for (let start = 0; start < entries.length; start += 200) {
    await db
      .insertInto('history_entries')
      .values(
        entries.slice(start, start + 200).map((entry) => {
          const at = entry.at ?? new Date();
          return {
            id: historyId(at),
            at,
            admin_id: entry.actor.adminId,
            actor: entry.actor.label,
            kind: entry.kind,
            record_id: entry.recordId,
            label: entry.label,
            action: entry.action,
            changes: JSON.stringify(entry.changes),
            batch: entry.batch ?? null,
          };
        }),
      )
      .execute();
  }
}

/**
 * The audit of one write to one record: the difference between what `read` finds before and after, recorded in
 * the write's transaction. A save that changes nothing leaves no entry, unless the action is one that matters by
 * itself (a record created, trashed or restored).
 */
export function auditOf(
  read: SnapshotReader,
  write: { actor: Actor; kind: HistoryKind; id: string; action: string; batch?: string | null },
  dialect: 'sqlite' | 'postgres',
): Audit {
  let before: { label: string; fields: Snapshot } | undefined;
  return {
    async before(trx) {
      before = await read(trx, write.id, dialect === 'postgres');
    },
    async after(trx) {
      const after = await read(trx, write.id, false);
      const changes = changedFields(before?.fields, after?.fields);
      if (changes.length === 0 && write.action === 'update') return;
      await insertHistoryEntry(trx, {
        actor: write.actor,
        kind: write.kind,
        recordId: write.id,
        label: (after ?? before)?.label ?? write.id,
        action: write.action,
        changes,
        batch: write.batch ?? null,
      });
    },
  };
}

/** Who made a write, for the history: the admin (or tool) and the bulk action or import it was part of. */
export type WrittenBy = { actor: Actor; batch?: string | null };

/**
 * The audits of one kind of record's writes, each for the admin (or tool) named by its `by`: a command-line tool
 * that names none is not recorded.
 */
export function auditsOf(read: SnapshotReader, kind: HistoryKind, dialect: 'sqlite' | 'postgres') {
  return (by: WrittenBy | undefined, id: string, action: 'create' | 'update'): Audit | undefined =>
    by ? auditOf(read, { actor: by.actor, kind, id, action, batch: by.batch }, dialect) : undefined;
}

/**
 * The audit of one write to many records (a bulk edit, its undo, a batch of an import), in the write's transaction:
 * `before` reads the records it is about to change (locking them on PostgreSQL), `after` reads them, and those it
 * created, again, and records one entry per record that changed, each with the write's `batch`. A record that did
 * not exist before is a `create`.
 */
export type ManyAudit = {
  before(trx: Transaction<Database>, ids: readonly string[]): Promise<void>;
  after(trx: Transaction<Database>, created?: readonly string[]): Promise<void>;
};

export function auditOfMany(
  read: ManySnapshotReader,
  write: { actor: Actor; kind: HistoryKind; action: string; batch?: string | null },
  dialect: 'sqlite' | 'postgres',
): ManyAudit {
  let ids: readonly string[] = [];
  let before = new Map<string, { label: string; fields: Snapshot }>();
  return {
    async before(trx, changing) {
      ids = changing;
      before = await read(trx, changing, dialect === 'postgres');
    },
    async after(trx, created = []) {
      const all = [...ids, ...created];
      const after = await read(trx, all, false);
      const at = new Date();
      const entries: NewHistoryEntry[] = [];
      for (const id of all) {
        const was = before.get(id);
        const now = after.get(id);
        if (!now) {
          // Gone: a deletion, recorded with what it held.
          if (was)
            entries.push({
              actor: write.actor,
              kind: write.kind,
              recordId: id,
              label: was.label,
              action: 'delete',
              changes: changedFields(was.fields, undefined),
              batch: write.batch ?? null,
              at,
            });
          continue;
        }
        const changes = changedFields(was?.fields, now.fields);
        if (changes.length === 0) continue;
        entries.push({
          actor: write.actor,
          kind: write.kind,
          recordId: id,
          label: now.label,
          action: was ? write.action : 'create',
          changes,
          batch: write.batch ?? null,
          at,
        });
      }
      await insertHistoryEntries(trx, entries);
    },
  };
}

/** Runs `write` in a transaction with the audit around it (for writes that have no repository method of their own). */
export async function audited<T>(
  db: Kysely<Database>,
  audit: Audit | undefined,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await audit?.before(trx);
    const result = await write(trx);
    await audit?.after(trx);
    return result;
  });
}

export type HistoryFilter = {
  kind?: string;
  recordId?: string;
  adminId?: string;
  action?: string;
  batch?: string;
  /** entries older than this id: the next page */
  before?: string;
  limit: number;
};

export function createHistoryRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    async list(filter: HistoryFilter): Promise<HistoryEntryRow[]> {
      let query = db.selectFrom('history_entries').selectAll();
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.recordId) query = query.where('record_id', '=', filter.recordId);
      if (filter.adminId) query = query.where('admin_id', '=', filter.adminId);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.batch) query = query.where('batch', '=', filter.batch);
      if (filter.before) query = query.where('id', '<', filter.before);
      return query.orderBy('id', 'desc').limit(filter.limit).execute();
    },
    async find(id: string): Promise<HistoryEntryRow | undefined> {
      return db.selectFrom('history_entries').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The people who appear in the log, for its filter. */
    async actors(): Promise<{ admin_id: string | null; actor: string }[]> {
      return db
        .selectFrom('history_entries')
        .select(['admin_id', sql<string>`max(actor)`.as('actor')])
        .groupBy('admin_id')
        .execute();
    },
  };
}
