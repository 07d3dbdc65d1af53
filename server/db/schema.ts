import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are written as Date; SQLite hands them back as ISO text, PostgreSQL as Date. */
type Timestamp = ColumnType<Date | string, Date, Date>;
/** Booleans are written as boolean; SQLite hands them back as 0/1. */
type Flag = ColumnType<boolean | number, boolean, boolean>;
type NullableTimestamp = ColumnType<Date | string | null, Date | null | undefined, Date | null>;

export interface CategoryTable {
  id: string;
  name: string;
  slug: string;
  position: number;
  visible: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface CategoryAliasTable {
  alias: string;
  category_id: string;
}

interface MediaTable {
  id: string;
  kind: 'image' | 'video';
  content_hash: string;
  storage_key: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  original_name: string | null;
  /** Superseded by media_legacy_paths (a photograph may have had several old names); SQLite cannot drop a UNIQUE column. */
  legacy_path: string | null;
  created_at: Timestamp;
}

export interface ProductTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  short_description: string | null;
  seo_title: string | null;
  seo_description: string | null;
  image_alt: string | null;
  focus_keyword: string | null;
  /** JSON array of strings */
  keywords: string;
  meta_keywords: string | null;
  /** JSON array of strings */
  tags: string;
  /** JSON array of [label, value] pairs, in display order */
  specifications: string;
  price_cents: number | null;
  original_price_cents: number | null;
  is_new: Flag;
  status: 'published' | 'draft';
  /** A one-of-a-kind piece that has sold: its page stays for links and search engines. */
  sold_out: ColumnType<boolean | number, boolean | undefined, boolean>;
  sold_out_at: NullableTimestamp;
  featured_until: NullableTimestamp;
  view_count: ColumnType<number, number | undefined, number>;
  canonical_url: string | null;
  seo_score: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The product's `created_at` and `status`, copied by triggers (migration 0007): a category lists from its index. */
type ProductCreatedCopy = ColumnType<Date | string, never, never>;
type ProductStatusCopy = ColumnType<'published' | 'draft', never, never>;
/** The product's `sold_out`, copied the same way (migration 0014): a visitor's list reads its shelves from it. */
type ProductSoldCopy = ColumnType<boolean | number, never, never>;

export interface ProductCategoryTable {
  product_id: string;
  category_id: string;
  position: number;
  product_created_at: ProductCreatedCopy;
  product_status: ProductStatusCopy;
  product_sold_out: ProductSoldCopy;
}

export interface ProductImageTable {
  product_id: string;
  position: number;
  media_id: string | null;
  /** a legacy path of the old site or an absolute http(s) URL, when there is no media row */
  url: string | null;
}

interface ProductSlugHistoryTable {
  slug: string;
  product_id: string;
  created_at: Timestamp;
}

export interface VisitPlaceTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  tour_category: 'featured' | 'cultural' | 'historical' | 'adventure';
  /** JSON array of strings */
  keywords: string;
  rating: number | null;
  reviews: number | null;
  price_cents: number | null;
  location: string | null;
  image_media_id: string | null;
  image_url: string | null;
  video_media_id: string | null;
  status: ColumnType<'published' | 'draft', 'published' | 'draft' | undefined, 'published' | 'draft'>;
  seo_title: string | null;
  seo_description: string | null;
  image_alt: string | null;
  meta_keywords: string | null;
  /** JSON of the old site's structured location: { address, district, province, country, coordinates: [lng, lat] } */
  location_details: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MasterTable {
  id: string;
  name: string;
  specialty: string;
  experience: number;
  description: string;
  quote: string | null;
  image_media_id: string | null;
  image_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface AdminSessionTable {
  token_hash: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A budget of wrong passwords (decision 019), counted and decided by one upsert. */
interface SignInBudgetTable {
  /** `account:<e-mail in lower case>` for browsers the account does not know, `device:<admin id>:<device id>` for one it does */
  key: string;
  /** attempts since the count last started, refused ones included */
  failures: number;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** Failed sign-ins and password changes for the dashboard: counters per day, address, account, attempt and browser. */
interface SignInFailureTable {
  key: string;
  address: string;
  /** null when the e-mail typed belongs to no account */
  admin_id: string | null;
  attempt: 'sign-in' | 'change-password';
  browser: 'known' | 'unknown';
  /** passwords checked and found wrong */
  failures: number;
  /** attempts refused unchecked while a lock held */
  refused: number;
  /** locks these failures started */
  locks: number;
  first_at: Timestamp;
  last_at: Timestamp;
}

interface SettingTable {
  key: string;
  /** JSON */
  value: string;
  updated_at: Timestamp;
}

export type BulkJobStatus = 'extracting' | 'processing' | 'done' | 'failed';
export type BulkItemStatus = 'pending' | 'done' | 'failed';

interface BulkJobTable {
  id: string;
  kind: 'images' | 'zip';
  status: BulkJobStatus;
  /** JSON array of category names */
  categories: string;
  publish: Flag;
  message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the instance working on the job, until `lease_until` (epoch ms); null when no one is */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<number | null, number | null | undefined, number | null>;
}

interface RateLimitTable {
  key: string;
  count: number;
  /** epoch milliseconds at which the window ends and the count starts again */
  resets_at: number;
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

export interface SubcategoryTable {
  id: string;
  category_id: string;
  name: string;
  slug: string;
  position: number;
  visible: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductSubcategoryTable {
  product_id: string;
  subcategory_id: string;
  product_created_at: ProductCreatedCopy;
  product_status: ProductStatusCopy;
  product_sold_out: ProductSoldCopy;
}

interface MediaLegacyPathTable {
  /** normalised by the image-path rule: no leading slash or uploads/ prefix, forward slashes */
  path: string;
  media_id: string;
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

/** One variant being generated, by one instance, until it is in the store or the claim expires (decision 014). */
interface MediaVariantClaimTable {
  object_key: string;
  holder: string;
  expires_at: Timestamp;
}

/** A product whose search entry is out of date (migration 0009). */
interface SearchQueueTable {
  id: Generated<number>;
  product_id: string;
}

/** A published product's words, normalised, by field; PostgreSQL adds a generated `document` tsvector. */
interface SearchDocumentTable {
  doc: Generated<number>;
  product_id: string;
  title: string;
  keywords: string;
  categories: string;
  description: string;
  created_at: Timestamp;
  price_cents: number | null;
  /** the product was sold when this document was written (migration 0014) */
  sold_out: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/** An indexed term, how many documents hold it, and a word it was read from. */
interface SearchTermTable {
  term: string;
  documents: number;
  word: string;
}

/** Searches that found nothing, or nothing opened, per week and normalised query (migration 0010). */
interface SearchMissTable {
  /** the week's Monday, UTC, as YYYY-MM-DD */
  week: string;
  query: string;
  no_results: ColumnType<number, number | undefined, number>;
  no_click: ColumnType<number, number | undefined, number>;
  last_seen: Timestamp;
}

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

/** One bulk edit of the admin list (migration 0013, decision 029): the action as JSON, and when it was undone. */
interface ProductBulkEditTable {
  id: string;
  action: string;
  description: string;
  product_count: number;
  created_at: Timestamp;
  undone_at: NullableTimestamp;
}

/** A product a bulk edit changed: what it held before, and the prices the edit wrote (the other values are the action's). */
export interface ProductBulkEditRowTable {
  edit_id: string;
  product_id: string;
  before_price_cents: number | null;
  before_original_price_cents: number | null;
  after_price_cents: number | null;
  after_original_price_cents: number | null;
  before_status: 'published' | 'draft' | null;
  before_sold_out: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  before_sold_out_at: NullableTimestamp;
  /** the category link's position, for a "remove a category"; for an "add a subcategory", null when it added the category */
  before_position: number | null;
}

/** A subcategory link a "remove a category" took away with the category. */
interface ProductBulkEditSubcategoryTable {
  edit_id: string;
  product_id: string;
  subcategory_id: string;
}

export interface Database {
  categories: CategoryTable;
  category_aliases: CategoryAliasTable;
  media: MediaTable;
  products: ProductTable;
  product_categories: ProductCategoryTable;
  product_images: ProductImageTable;
  product_slug_history: ProductSlugHistoryTable;
  visit_places: VisitPlaceTable;
  masters: MasterTable;
  admins: AdminTable;
  admin_sessions: AdminSessionTable;
  sign_in_budgets: SignInBudgetTable;
  sign_in_failures: SignInFailureTable;
  settings: SettingTable;
  bulk_jobs: BulkJobTable;
  bulk_job_items: BulkJobItemTable;
  subcategories: SubcategoryTable;
  product_subcategories: ProductSubcategoryTable;
  media_legacy_paths: MediaLegacyPathTable;
  import_records: ImportRecordTable;
  media_variant_claims: MediaVariantClaimTable;
  rate_limits: RateLimitTable;
  search_queue: SearchQueueTable;
  search_documents: SearchDocumentTable;
  search_terms: SearchTermTable;
  search_misses: SearchMissTable;
  trash_items: TrashItemTable;
  trash_slugs: TrashSlugTable;
  trash_media: TrashMediaTable;
  history_entries: HistoryEntryTable;
  product_bulk_edits: ProductBulkEditTable;
  product_bulk_edit_rows: ProductBulkEditRowTable;
  product_bulk_edit_subcategories: ProductBulkEditSubcategoryTable;
}

export type CategoryRow = Selectable<CategoryTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type MediaRow = Selectable<MediaTable>;
export type AdminRow = Selectable<AdminTable>;
export type BulkJobRow = Selectable<BulkJobTable>;
export type BulkJobItemRow = Selectable<BulkJobItemTable>;
export type SubcategoryRow = Selectable<SubcategoryTable>;
export type ImportRecordRow = Selectable<ImportRecordTable>;
export type TrashItemRow = Selectable<TrashItemTable>;
export type HistoryEntryRow = Selectable<HistoryEntryTable>;
