import type { EnquiryStatus } from '#common/enquiries.ts';
import type { Timestamp } from './column-types.ts';

/** A visitor's enquiry (migration 0015, decision 036). */
interface EnquiryTable {
  id: string;
  status: EnquiryStatus;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  product_id: string | null;
  visit_place_id: string | null;
  /** the piece's title or the tour's name when it was sent */
  subject_label: string | null;
  /** YYYY-MM-DD */
  preferred_date: string | null;
  party_size: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EnquiryTables {
  enquiries: EnquiryTable;
}
