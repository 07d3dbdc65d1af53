import { createHash } from 'node:crypto';
import { ObjectId, type Document } from 'bson';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import type { OldLocation } from './old-records.ts';

/**
 * Readers of one field of an old document: each takes whatever real data holds there (a missing field, a string
 * where a number was meant, an array where a string was) and gives a value of one type or null.
 */

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function textList(value: unknown): string[] {
  // Older records hold one comma-separated string where newer ones hold an array.
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  for (const item of items) {
    const entry = text(item);
    if (entry && !seen.has(entry)) seen.add(entry);
  }
  return [...seen];
}

export function date(value: unknown): Date | null {
  const parsed =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  return parsed && Number.isFinite(parsed.getTime()) ? parsed : null;
}

export function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return fallback;
}

export function number(value: unknown): number | null {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The old `_id`, kept as our id when it is an ObjectId, so `/product/{oldId}` keeps answering. Any other id (a
 * string some script wrote) gets an id of our form derived from it, the same on every run.
 */
export type OldIdentity = { sourceId: string; id: string; createdFromId: Date | null };

export function identity(doc: Document, collection: string): OldIdentity | null {
  const raw: unknown = doc._id;
  if (raw instanceof ObjectId) {
    return { sourceId: raw.toHexString(), id: raw.toHexString(), createdFromId: raw.getTimestamp() };
  }
  const sourceId = text(raw);
  if (!sourceId) return null;
  if (ID_PATTERN.test(sourceId.toLowerCase()))
    return { sourceId, id: sourceId.toLowerCase(), createdFromId: null };
  const derived = createHash('sha256').update(`${collection}:${sourceId}`).digest('hex').slice(0, 24);
  return { sourceId, id: derived, createdFromId: null };
}

export function timestamps(doc: Document, fromId: Date | null, notes: string[]) {
  const created = date(doc.createdAt);
  if (!created && doc.createdAt !== undefined) notes.push('createdAt is not a date');
  const createdAt = created ?? fromId ?? new Date(0);
  const updatedAt = date(doc.updatedAt) ?? createdAt;
  return { createdAt, updatedAt };
}

export function imagePaths(...values: unknown[]): string[] {
  const paths: string[] = [];
  for (const value of values) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const path = typeof item === 'string' ? item.trim() : '';
      if (path && !paths.includes(path)) paths.push(path);
    }
  }
  return paths;
}

export function location(value: unknown): OldLocation | null {
  if (typeof value === 'string') {
    const address = text(value);
    return address ? { address, district: null, province: null, country: null, coordinates: null } : null;
  }
  if (!value || typeof value !== 'object') return null;
  const place = value as Record<string, unknown>;
  const coordinates = Array.isArray(place.coordinates) ? place.coordinates.map(number) : [];
  const [lng, lat] = coordinates;
  const result: OldLocation = {
    address: text(place.address),
    district: text(place.district),
    province: text(place.province),
    country: text(place.country),
    coordinates:
      coordinates.length === 2 && lng != null && lat != null && Math.abs(lng) <= 180 && Math.abs(lat) <= 90
        ? [lng, lat]
        : null,
  };
  return Object.values(result).some((part) => part !== null) ? result : null;
}
