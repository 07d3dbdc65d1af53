import type { Timestamp } from './column-types.ts';

export type TrashKind = 'product' | 'place' | 'master';

/** A deleted product, tour place or master, whole, for 30 days (migration 0012, decision 026). */
interface TrashItemTable {
  id: string;
  kind: TrashKind;
  record_id: string;
  /** the title or name it had */
  label: string;
  /** JSON of its rows (trash-snapshots.ts) */
  snapshot: string;
  trashed_at: Timestamp;
  /** who deleted it, as the history names them */
  trashed_by: string;
}

/** An address a trashed record answered on: kept from new records, and answered with 410 Gone. */
interface TrashSlugTable {
  kind: TrashKind;
  slug: string;
  trash_id: string;
}

/** A photograph or film a trashed record used: kept from the media collection. */
interface TrashMediaTable {
  trash_id: string;
  media_id: string;
}

/** One admin write (migration 0012, decision 027): only ever inserted. */
interface HistoryEntryTable {
  id: string;
  at: Timestamp;
  /** null for a command-line tool */
  admin_id: string | null;
  /** the admin's name and e-mail at the time, or the tool's name */
  actor: string;
  kind: string;
  record_id: string;
  label: string;
  action: string;
  /** JSON array of { field, before, after } */
  changes: string;
  /** the bulk action or import the write was part of */
  batch: string | null;
}

/** The trash (deleted records, kept 30 days) and the history of admin writes. */
export interface TrashHistoryTables {
  trash_items: TrashItemTable;
  trash_slugs: TrashSlugTable;
  trash_media: TrashMediaTable;
  history_entries: HistoryEntryTable;
}
