import type { ColumnType } from 'kysely';
import type { MasterWords } from '#common/masters.ts';
import type { Timestamp } from './column-types.ts';

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
  /** How long the tour takes, as the owner writes it ("3-4 hours"); null: not said (migration 0019) */
  duration: string | null;
  /** The smallest and largest group, in people; null: not said */
  group_min: number | null;
  group_max: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MasterTable extends MasterWords {
  id: string;
  image_media_id: string | null;
  image_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface SettingTable {
  key: string;
  /** JSON */
  value: string;
  updated_at: Timestamp;
}

/** The site's content beside the catalogue: tour places, masters and the settings. */
export interface ContentTables {
  visit_places: VisitPlaceTable;
  masters: MasterTable;
  settings: SettingTable;
}
