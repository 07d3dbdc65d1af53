import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AdminTables } from './tables/admin-tables.ts';
import type { CatalogTables } from './tables/catalog-tables.ts';
import type { ContentTables } from './tables/content-tables.ts';
import type { EnquiryTables } from './tables/enquiry-tables.ts';
import type { JobTables } from './tables/job-tables.ts';
import type { MediaTables } from './tables/media-tables.ts';
import type { SearchTables } from './tables/search-tables.ts';
import type { TrashHistoryTables } from './tables/trash-history-tables.ts';

export type {
  CategoryTable,
  ProductBulkEditRowTable,
  ProductTable,
  SubcategoryTable,
} from './tables/catalog-tables.ts';
export type { MasterTable, VisitPlaceTable } from './tables/content-tables.ts';
export type { AdminTable } from './tables/admin-tables.ts';
export type { BulkItemStatus, BulkJobStatus, ImportCollection } from './tables/job-tables.ts';
export type { TrashKind } from './tables/trash-history-tables.ts';

/** Every table, as Kysely sees it; each feature's tables are described in tables/. */
export interface Database
  extends
    CatalogTables,
    ContentTables,
    MediaTables,
    AdminTables,
    JobTables,
    SearchTables,
    TrashHistoryTables,
    EnquiryTables {}

export type CategoryRow = Selectable<Database['categories']>;
export type ProductRow = Selectable<Database['products']>;
export type NewProductRow = Insertable<Database['products']>;
export type ProductUpdate = Updateable<Database['products']>;
export type MediaRow = Selectable<Database['media']>;
export type AdminRow = Selectable<Database['admins']>;
export type BulkJobRow = Selectable<Database['bulk_jobs']>;
export type BulkJobItemRow = Selectable<Database['bulk_job_items']>;
export type SubcategoryRow = Selectable<Database['subcategories']>;
export type ImportRecordRow = Selectable<Database['import_records']>;
export type TrashItemRow = Selectable<Database['trash_items']>;
export type HistoryEntryRow = Selectable<Database['history_entries']>;
