import type { Document } from 'bson';
import { dollarsToCents } from '#common/money.ts';
import { isBcryptHash } from '#server/auth/password.ts';
import {
  date,
  flag,
  identity,
  imagePaths,
  location,
  number,
  text,
  textList,
  timestamps,
  type OldIdentity,
} from './old-values.ts';
import type { ProductWords } from '#common/product-words.ts';

/**
 * The old site's documents made into plain records. Every field may be missing or of the wrong type in real data
 * (issue 13): a field that cannot be read becomes empty and is noted, and only a record that cannot be a record
 * at all (no id, no title or name) is skipped with its reason.
 */

export type Readout<T> = { record: T; notes: string[] } | { skip: string; sourceId: string | null };

export type OldProduct = ProductWords & {
  sourceId: string;
  id: string;
  metaKeywords: string[];
  canonicalUrl: string | null;
  seoScore: number | null;
  priceCents: number | null;
  categories: string[];
  slug: string | null;
  images: string[];
  active: boolean;
  featured: boolean;
  featuredUntil: Date | null;
  soldOut: boolean;
  soldOutAt: Date | null;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export type OldVisitPlace = {
  sourceId: string;
  id: string;
  name: string;
  description: string;
  slug: string | null;
  tourCategory: string | null;
  attractions: string[];
  image: string | null;
  video: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  imageAlt: string | null;
  metaKeywords: string[];
  location: OldLocation | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type OldLocation = {
  address: string | null;
  district: string | null;
  province: string | null;
  country: string | null;
  coordinates: [number, number] | null;
};

export type OldMaster = {
  sourceId: string;
  id: string;
  name: string;
  specialty: string;
  experience: number;
  description: string;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type OldSubcategory = {
  sourceId: string;
  id: string;
  name: string;
  slug: string | null;
  parentCategoryName: string;
  visible: boolean;
  sortOrder: number;
  updatedAt: Date;
};

export type OldMenuEntry = { name: string; visible: boolean };

export type OldAdmin = {
  sourceId: string;
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
};

type Skipped = { skip: string };

/**
 * A record that cannot be one without its ids and its name (or title): `read` gives its other fields from those, or
 * another reason to skip it, and the record starts with its ids.
 */
function readNamed<T extends object>(
  doc: Document,
  collection: string,
  field: 'name' | 'title',
  read: (start: { ids: OldIdentity; name: string; notes: string[] }) => T | Skipped,
): Readout<{ sourceId: string; id: string } & T> {
  const ids = identity(doc, collection);
  if (!ids) return { skip: 'no _id', sourceId: null };
  const name = text(doc[field]);
  if (!name) return { skip: `no ${field}`, sourceId: ids.sourceId };
  const notes: string[] = [];
  const fields = read({ ids, name, notes });
  if ('skip' in fields) return { skip: fields.skip, sourceId: ids.sourceId };
  return { notes, record: { sourceId: ids.sourceId, id: ids.id, ...fields } };
}

/** The words a product and a tour place give search engines. */
function searchWords(doc: Document) {
  return {
    seoTitle: text(doc.seoTitle),
    seoDescription: text(doc.seoDescription),
    imageAlt: text(doc.imageAlt),
    metaKeywords: textList(doc.metaKeywords),
  };
}

export function readProduct(doc: Document): Readout<OldProduct> {
  return readNamed(doc, 'products', 'title', ({ ids, name: title, notes }) => {
    if (ids.id !== ids.sourceId)
      notes.push(`_id "${ids.sourceId}" is not an ObjectId: the product's id is ${ids.id}`);
    const price = number(doc.price);
    if (doc.price !== undefined && (price === null || price < 0))
      notes.push(`price ${JSON.stringify(doc.price)} is not a price: imported as "Contact for pricing"`);
    const soldOut = flag(doc.isSoldOut, false);
    return {
      title,
      description: text(doc.description) ?? '',
      shortDescription: text(doc.shortDescription),
      ...searchWords(doc),
      focusKeyword: text(doc.focusKeyword),
      keywords: textList(doc.keywords),
      canonicalUrl: text(doc.canonicalUrl),
      seoScore: number(doc.seoScore),
      // The old site stored 0 where the owner gave no price, and showed "Contact for pricing" for it.
      priceCents: price !== null && price > 0 ? dollarsToCents(price) : null,
      categories: textList(doc.categories),
      slug: text(doc.slug),
      images: imagePaths(doc.image, doc.images),
      active: flag(doc.isActive, true),
      featured: flag(doc.isFeatured, false),
      featuredUntil: date(doc.featuredUntil),
      soldOut,
      soldOutAt: soldOut ? date(doc.soldOutAt) : null,
      viewCount: Math.max(0, Math.round(number(doc.viewCount) ?? 0)),
      ...timestamps(doc, ids.createdFromId, notes),
    };
  });
}

export function readVisitPlace(doc: Document): Readout<OldVisitPlace> {
  return readNamed(doc, 'visitplaces', 'name', ({ ids, name, notes }) => {
    const [image] = imagePaths(doc.image);
    const [video] = imagePaths(doc.video);
    return {
      name,
      description: text(doc.description) ?? '',
      slug: text(doc.slug),
      tourCategory: text(doc.tourCategory),
      attractions: textList(doc.attractions),
      image: image ?? null,
      video: video ?? null,
      ...searchWords(doc),
      location: location(doc.location),
      active: flag(doc.isActive, true),
      ...timestamps(doc, ids.createdFromId, notes),
    };
  });
}

export function readMaster(doc: Document): Readout<OldMaster> {
  return readNamed(doc, 'masters', 'name', ({ ids, name, notes }) => {
    const experience = number(doc.experience);
    if (experience === null)
      notes.push(`experience ${JSON.stringify(doc.experience)} is not a number of years`);
    const [image] = imagePaths(doc.image);
    return {
      name,
      specialty: text(doc.specialty) ?? '',
      experience: Math.max(0, Math.round(experience ?? 0)),
      description: text(doc.description) ?? '',
      image: image ?? null,
      ...timestamps(doc, ids.createdFromId, notes),
    };
  });
}

export function readSubcategory(doc: Document): Readout<OldSubcategory> {
  return readNamed<Omit<OldSubcategory, 'sourceId' | 'id'>>(
    doc,
    'subcategories',
    'name',
    ({ ids, name, notes }) => {
      const parentCategoryName = text(doc.parentCategoryName);
      if (!parentCategoryName) return { skip: 'no parent category' };
      return {
        name,
        slug: text(doc.slug),
        parentCategoryName,
        visible: flag(doc.isVisible, true),
        sortOrder: number(doc.sortOrder) ?? 0,
        updatedAt: timestamps(doc, ids.createdFromId, notes).updatedAt,
      };
    },
  );
}

/** The menu document (`configKey: "main"`): category names in menu order, each visible or hidden. */
export function readMenu(doc: Document): OldMenuEntry[] | null {
  if (doc.configKey !== undefined && doc.configKey !== 'main') return null;
  if (!Array.isArray(doc.categories)) return null;
  const entries: OldMenuEntry[] = [];
  for (const item of doc.categories as unknown[]) {
    const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : { name: item };
    const name = text(entry.name);
    if (name && !entries.some((existing) => existing.name === name))
      entries.push({ name, visible: flag(entry.isVisible, true) });
  }
  return entries;
}

export function readAdmin(doc: Document): Readout<OldAdmin> {
  const ids = identity(doc, 'admins');
  if (!ids) return { skip: 'no _id', sourceId: null };
  const email = text(doc.email)?.toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { skip: 'no valid e-mail address', sourceId: ids.sourceId };
  if (!flag(doc.isActive, true))
    return { skip: `${email} was deactivated on the old site`, sourceId: ids.sourceId };
  const passwordHash = typeof doc.password === 'string' ? doc.password : '';
  if (!isBcryptHash(passwordHash))
    return {
      skip: `${email} has no bcrypt password hash: create the account with npm run admin -- create`,
      sourceId: ids.sourceId,
    };
  const notes: string[] = [];
  return {
    notes,
    record: {
      sourceId: ids.sourceId,
      id: ids.id,
      email,
      name: text(doc.name) ?? email.split('@')[0]!,
      passwordHash,
      ...timestamps(doc, ids.createdFromId, notes),
    },
  };
}
