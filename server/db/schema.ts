import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are written as Date; SQLite hands them back as ISO text, PostgreSQL as Date. */
type Timestamp = ColumnType<Date | string, Date, Date>;
/** Booleans are written as boolean; SQLite hands them back as 0/1. */
type Flag = ColumnType<boolean | number, boolean, boolean>;

export interface CategoryTable {
  id: string;
  name: string;
  slug: string;
  position: number;
  visible: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoryAliasTable {
  alias: string;
  category_id: string;
}

export interface MediaTable {
  id: string;
  kind: 'image' | 'video';
  content_hash: string;
  storage_key: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  original_name: string | null;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductCategoryTable {
  product_id: string;
  category_id: string;
  position: number;
}

export interface ProductImageTable {
  product_id: string;
  position: number;
  media_id: string | null;
  /** a legacy path of the old site or an absolute http(s) URL, when there is no media row */
  url: string | null;
}

export interface ProductSlugHistoryTable {
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

export interface AdminSessionTable {
  token_hash: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginAttemptTable {
  /** lower case */
  email: string;
  failures: number;
  locked_until: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  updated_at: Timestamp;
}

export interface SettingTable {
  key: string;
  /** JSON */
  value: string;
  updated_at: Timestamp;
}

export type BulkJobStatus = 'extracting' | 'processing' | 'done' | 'failed';
export type BulkItemStatus = 'pending' | 'done' | 'failed';

export interface BulkJobTable {
  id: string;
  kind: 'images' | 'zip';
  status: BulkJobStatus;
  /** JSON array of category names */
  categories: string;
  publish: Flag;
  message: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BulkJobItemTable {
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
  login_attempts: LoginAttemptTable;
  settings: SettingTable;
  bulk_jobs: BulkJobTable;
  bulk_job_items: BulkJobItemTable;
}

export type CategoryRow = Selectable<CategoryTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProductRow = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type MediaRow = Selectable<MediaTable>;
export type VisitPlaceRow = Selectable<VisitPlaceTable>;
export type MasterRow = Selectable<MasterTable>;
export type AdminRow = Selectable<AdminTable>;
export type BulkJobRow = Selectable<BulkJobTable>;
export type BulkJobItemRow = Selectable<BulkJobItemTable>;
