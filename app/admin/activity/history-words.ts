import { adminProductPath } from '#common/paths.ts';
import { formatUsd } from '#common/money.ts';

/** The activity log's words for its kinds of record, its changes and the fields they touch (decision 027). */
export const KIND_LABELS: Record<string, string> = {
  product: 'Products',
  place: 'Tour places',
  master: 'Masters',
  category: 'Categories',
  subcategory: 'Subcategories',
  settings: 'Settings',
  account: 'Admin accounts',
};
export const ACTION_LABELS: Record<string, string> = {
  create: 'added',
  update: 'edited',
  delete: 'deleted',
  trash: 'moved to the trash',
  restore: 'restored from the trash',
  purge: 'deleted for good',
  'restore-version': 'restored an earlier version of',
};
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  name: 'Name',
  slug: 'Address',
  description: 'Description',
  short_description: 'Short description',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  image_alt: 'Image alt text',
  focus_keyword: 'Focus keyword',
  keywords: 'Keywords',
  meta_keywords: 'Meta keywords',
  tags: 'Tags',
  specifications: 'Specifications',
  price_cents: 'Price',
  original_price_cents: 'Original price',
  is_new: '“New” badge',
  status: 'Status',
  sold_out: 'Sold',
  sold_out_at: 'Sold on',
  featured_until: 'Featured until',
  categories: 'Categories',
  subcategories: 'Subcategories',
  images: 'Photographs',
  tour_category: 'Tour category',
  image_media_id: 'Photograph',
  video_media_id: 'Film',
  note: 'Note',
  position: 'Place in the menu',
  visible: 'Shown',
  category: 'Category',
  email: 'E-mail',
  password_changed_at: 'Password changed',
};

/** Versions of these kinds can be restored; a deletion's entry cannot (the trash restores those). */
export const VERSIONED = new Set(['product', 'place', 'master']);
const RESTORABLE_ACTIONS = new Set(['create', 'update', 'restore', 'restore-version']);

/** Whether an entry's version can be brought back: not the record's newest one (`current`), which is how it is now. */
export const restorable = (entry: { kind: string; action: string }, current: boolean) =>
  VERSIONED.has(entry.kind) && RESTORABLE_ACTIONS.has(entry.action) && !current;

export const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export const capitalized = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

export function humanField(field: string): string {
  return FIELD_LABELS[field] ?? capitalized(field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2'));
}

/** A value as the owner reads it: prices in dollars, lists joined, long text cut, nothing as a dash. */
export function humanValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('price_cents') && typeof value === 'number') return formatUsd(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((field.endsWith('_at') || field === 'featured_until') && typeof value === 'string')
    return WHEN.format(new Date(value));
  if (field === 'images' && Array.isArray(value))
    return `${value.length} ${value.length === 1 ? 'photograph' : 'photographs'}`;
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((item) => (Array.isArray(item) ? item.join(': ') : String(item))).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** Where the panel shows a record of this kind, if anywhere. */
export function recordLink(kind: string, recordId: string): string | null {
  if (kind === 'product') return adminProductPath(recordId);
  if (kind === 'place') return '/admin/places';
  if (kind === 'master') return '/admin/masters';
  if (kind === 'settings') return '/admin/settings';
  if (kind === 'account') return '/admin/account';
  if (kind === 'category' || kind === 'subcategory') return '/admin/categories';
  return null;
}
