import type { ColumnType } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from './column-types.ts';

/** What a category and a subcategory both are: an entry of the menu, in its place in its list, shown or not. */
interface MenuEntryColumns {
  id: string;
  name: string;
  slug: string;
  position: number;
  visible: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CategoryTable = MenuEntryColumns;

interface CategoryAliasTable {
  alias: string;
  category_id: string;
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
  /** the stone, lowercased (`onyx`, `grey schist`); null when not known (migration 0016) */
  material: ColumnType<string | null, string | null | undefined, string | null>;
  /** the piece's specifications (migration 0018, decision 040); each null when not given */
  dimensions: ColumnType<string | null, string | null | undefined, string | null>;
  weight_grams: ColumnType<number | null, number | null | undefined, number | null>;
  finish: ColumnType<string | null, string | null | undefined, string | null>;
  origin: ColumnType<string | null, string | null | undefined, string | null>;
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

interface ProductCategoryTable {
  product_id: string;
  category_id: string;
  position: number;
  product_created_at: ProductCreatedCopy;
  product_status: ProductStatusCopy;
  product_sold_out: ProductSoldCopy;
}

interface ProductImageTable {
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

export interface SubcategoryTable extends MenuEntryColumns {
  category_id: string;
}

interface ProductSubcategoryTable {
  product_id: string;
  subcategory_id: string;
  product_created_at: ProductCreatedCopy;
  product_status: ProductStatusCopy;
  product_sold_out: ProductSoldCopy;
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
  before_material: ColumnType<string | null, string | null | undefined, string | null>;
  before_finish: ColumnType<string | null, string | null | undefined, string | null>;
  before_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** the category link's position, for a "remove a category"; for an "add a subcategory", null when it added the category */
  before_position: number | null;
}

/** A subcategory link a "remove a category" took away with the category. */
interface ProductBulkEditSubcategoryTable {
  edit_id: string;
  product_id: string;
  subcategory_id: string;
}

/** The catalogue: categories and their subcategories, products and their links, and the admin list's bulk edits. */
export interface CatalogTables {
  categories: CategoryTable;
  category_aliases: CategoryAliasTable;
  products: ProductTable;
  product_categories: ProductCategoryTable;
  product_images: ProductImageTable;
  product_slug_history: ProductSlugHistoryTable;
  subcategories: SubcategoryTable;
  product_subcategories: ProductSubcategoryTable;
  product_bulk_edits: ProductBulkEditTable;
  product_bulk_edit_rows: ProductBulkEditRowTable;
  product_bulk_edit_subcategories: ProductBulkEditSubcategoryTable;
}
