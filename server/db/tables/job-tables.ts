import type { ColumnType } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from './column-types.ts';

export type BulkJobStatus = 'extracting' | 'processing' | 'done' | 'failed';
export type BulkItemStatus = 'pending' | 'done' | 'failed';

interface BulkJobTable {
  id: string;
  kind: 'images' | 'zip';
  status: BulkJobStatus;
  /** JSON array of category names */
  categories: string;
  publish: Flag;
  /** JSON of the specifications each product starts with (decision 040); null for uploads before migration 0018 */
  specifications: ColumnType<string | null, string | null | undefined, string | null>;
  message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the instance working on the job, until `lease_until` (epoch ms); null when no one is */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<number | null, number | null | undefined, number | null>;
}

interface BulkJobItemTable {
  job_id: string;
  position: number;
  /** the name the photograph had (in a ZIP: its path there): for titles and messages only, never a path */
  filename: string;
  /** the file's name in the job's folder, which we chose */
  staged_name: string | null;
  status: BulkItemStatus;
  error: string | null;
  product_id: string | null;
  title: string | null;
  slug: string | null;
}

export type ImportCollection =
  'products' | 'visitplaces' | 'masters' | 'subcategories' | 'admins' | 'categoryorders';

interface ImportRecordTable {
  collection: ImportCollection;
  source_id: string;
  target_id: string;
  source_hash: string;
  source_updated_at: NullableTimestamp;
  target_version: string;
  imported_at: Timestamp;
}

/** The jobs that write the catalogue in bulk: bulk uploads and their photographs, and the old site's import ledger. */
export interface JobTables {
  bulk_jobs: BulkJobTable;
  bulk_job_items: BulkJobItemTable;
  import_records: ImportRecordTable;
}
