import type { NullableTimestamp, Timestamp } from './column-types.ts';

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

interface MediaLegacyPathTable {
  /** normalised by the image-path rule: no leading slash or uploads/ prefix, forward slashes */
  path: string;
  media_id: string;
}

/** One variant being generated, by one instance, until it is in the store or the claim expires (decision 014). */
interface MediaVariantClaimTable {
  object_key: string;
  holder: string;
  expires_at: Timestamp;
}

/** A photograph whose page variants are still to be made, and the instance making them until when (decision 039). */
interface MediaWarmQueueTable {
  media_id: string;
  queued_at: Timestamp;
  claimed_until: NullableTimestamp;
  holder: string | null;
}

export interface MediaTables {
  media: MediaTable;
  media_legacy_paths: MediaLegacyPathTable;
  media_variant_claims: MediaVariantClaimTable;
  media_warm_queue: MediaWarmQueueTable;
}
