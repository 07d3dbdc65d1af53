import { parsePrice } from '#common/money.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl, MEDIA_URL_PATTERN } from '#common/media-url.ts';
import {
  cellList,
  flagCell,
  listCell,
  moneyCell,
  neutraliseCell,
  PRODUCT_CSV_COLUMNS,
  specificationsCell,
  type OptionalCsvColumn,
  type ProductCsvColumn,
} from '#common/product-csv.ts';
import { normalMaterial } from '#common/catalog-filters.ts';
import { kilogramsOf, SPECIFICATION_LIMITS } from '#common/product-specifications.ts';
import { weightKilograms } from '#common/schemas/products.ts';
import type { ProductCsvRowError } from '#common/schemas/product-csv.ts';
import { MAX_PRODUCT_IMAGES } from '#common/schemas/products.ts';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '#common/slug.ts';
import type { ProductRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import type { ProductCategoryLink, ProductImageLink, ProductSubcategoryLink } from './product-links.ts';
import type { ImportedProductWrite } from './product-csv-repository.ts';

/* A CSV row's cells: read into the stored columns' terms (with each mistake by column), and written from a product. */

/** A row's cells by column; a specification's column the file leaves out is undefined. */
export type Cells = Record<Exclude<ProductCsvColumn, OptionalCsvColumn>, string> &
  Partial<Record<OptionalCsvColumn, string>>;
export type Links = {
  categories: Map<string, ProductCategoryLink[]>;
  subcategories: Map<string, ProductSubcategoryLink[]>;
  images: Map<string, ProductImageLink[]>;
};
/**
 * A product as the file says it should be, in the stored columns' terms: the text and price columns as they are
 * stored, the flags as booleans, the dates as ISO strings, and the links beside them.
 */
export type Desired = Pick<
  ProductRow,
  | 'title'
  | 'description'
  | 'short_description'
  | 'seo_title'
  | 'seo_description'
  | 'image_alt'
  | 'focus_keyword'
  | 'keywords'
  | 'meta_keywords'
  | 'tags'
  | 'specifications'
  | 'price_cents'
  | 'original_price_cents'
  | 'status'
> & {
  /** Null when the cell is empty: an update keeps the stored slug, a new product takes one made from its title. */
  slug: string | null;
  is_new: boolean;
  sold_out: boolean;
  /** Null with `sold_out`: the date it has, or now for a piece not sold before. */
  sold_out_at: string | null;
  featured_until: string | null;
  categoryIds: string[];
  subcategoryIds: string[];
  /** `hash:{content hash}` for our photographs, `url:{link}` for the others, in order. */
  images: string[];
  /** The specifications (decision 040); undefined when the file has no such column (the product keeps its own). */
  material?: string | null;
  dimensions?: string | null;
  weight_grams?: number | null;
  finish?: string | null;
  origin?: string | null;
};
export type PlannedRow = {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'error';
  /** What the fingerprint covers of the row: its action, and the product and version it matched. */
  signature: string;
  title: string;
  changed: string[];
  write?: ImportedProductWrite;
  imagesChanged: boolean;
};

/** A specifications cell's `Label: value` lines (a label without a value ends with its colon), and those that are not. */
function readSpecifications(cell: string): { pairs: [string, string][]; wrong: string[] } {
  const pairs: [string, string][] = [];
  const wrong: string[] = [];
  for (const line of cellList(cell)) {
    const colon = line.endsWith(':') && !line.includes(': ') ? line.length - 1 : line.indexOf(': ');
    if (colon <= 0) wrong.push(line);
    else pairs.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return { pairs, wrong };
}

export function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.product_id, [...(groups.get(row.product_id) ?? []), row]);
  return groups;
}

const orNull = (value: string | null | undefined) => value || null;
export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, n) => value === b[n]);

const imageCell = (link: ProductImageLink, key: string, publicUrl: string): string | null => {
  if (link.content_hash) {
    const ref = { hash: link.content_hash, key, width: link.width ?? DEFAULT_IMAGE_WIDTH, height: 0 };
    return imageVariantUrl(ref, DEFAULT_IMAGE_WIDTH, undefined, publicUrl);
  }
  return link.url;
};

export function csvRecord(row: ProductRow, links: Links, key: string, publicUrl: string): string[] {
  const cells: Cells = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    shortDescription: row.short_description ?? '',
    seoTitle: row.seo_title ?? '',
    seoDescription: row.seo_description ?? '',
    imageAlt: row.image_alt ?? '',
    focusKeyword: row.focus_keyword ?? '',
    keywords: listCell(parseJsonArray(row.keywords)),
    metaKeywords: row.meta_keywords ?? '',
    tags: listCell(parseJsonArray(row.tags)),
    specifications: specificationsCell(JSON.parse(row.specifications) as [string, string][]),
    material: row.material ?? '',
    dimensions: row.dimensions ?? '',
    weightKg: kilogramsOf(row.weight_grams ?? null),
    finish: row.finish ?? '',
    origin: row.origin ?? '',
    price: moneyCell(row.price_cents),
    originalPrice: moneyCell(row.original_price_cents),
    isNew: flagCell(toBoolean(row.is_new)),
    status: row.status,
    sold: flagCell(toBoolean(row.sold_out)),
    soldAt: row.sold_out_at ? toIsoString(row.sold_out_at) : '',
    featuredUntil: row.featured_until ? toIsoString(row.featured_until) : '',
    categories: listCell((links.categories.get(row.id) ?? []).map((link) => link.name)),
    subcategories: listCell((links.subcategories.get(row.id) ?? []).map((link) => link.name)),
    images: listCell(
      (links.images.get(row.id) ?? [])
        .map((link) => imageCell(link, key, publicUrl))
        .filter((cell) => cell !== null),
    ),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
  return PRODUCT_CSV_COLUMNS.map((column) => neutraliseCell(cells[column] ?? ''));
}

/** The stored state of a product in the terms of `Desired`, to tell what a row would change. */
export function storedState(row: ProductRow, links: Links): Desired {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    short_description: orNull(row.short_description),
    seo_title: orNull(row.seo_title),
    seo_description: orNull(row.seo_description),
    image_alt: orNull(row.image_alt),
    focus_keyword: orNull(row.focus_keyword),
    // Lists and specifications as a file would give them back (trimmed, empty values left out): stored text with
    // stray spaces is not a change the owner made.
    keywords: JSON.stringify(cellList(listCell(parseJsonArray(row.keywords)))),
    meta_keywords: orNull(row.meta_keywords),
    tags: JSON.stringify(cellList(listCell(parseJsonArray(row.tags)))),
    specifications: JSON.stringify(
      readSpecifications(specificationsCell(JSON.parse(row.specifications) as [string, string][])).pairs,
    ),
    price_cents: row.price_cents,
    original_price_cents: row.original_price_cents,
    material: row.material ?? null,
    dimensions: row.dimensions ?? null,
    weight_grams: row.weight_grams ?? null,
    finish: row.finish ?? null,
    origin: row.origin ?? null,
    is_new: toBoolean(row.is_new),
    status: row.status,
    sold_out: toBoolean(row.sold_out),
    sold_out_at: row.sold_out_at ? toIsoString(row.sold_out_at) : null,
    featured_until: row.featured_until ? toIsoString(row.featured_until) : null,
    categoryIds: [], // compared by slug below: the links carry the category's slug, not its id
    subcategoryIds: (links.subcategories.get(row.id) ?? []).map((link) => link.id).sort(),
    images: (links.images.get(row.id) ?? [])
      .map((link) => (link.content_hash ? `hash:${link.content_hash}` : link.url ? `url:${link.url}` : null))
      .filter((ref) => ref !== null),
  };
}

/** The rows' cells as stored values, and each mistake by row and column. */
export function readCells(row: number, cells: Cells, errors: ProductCsvRowError[], publicUrl: string) {
  const ourMedia = `${publicUrl}/media/`;
  const fail = (column: ProductCsvColumn, message: string) => errors.push({ row, column, message });
  const money = (column: 'price' | 'originalPrice'): number | null => {
    const parsed = parsePrice(cells[column]);
    if (parsed.ok) return parsed.cents;
    fail(column, `"${cells[column]}" is not a price: write dollars such as 120 or 99.50`);
    return null;
  };
  const flag = (column: 'isNew' | 'sold'): boolean => {
    const text = cells[column].trim().toLowerCase();
    if (['yes', 'true', '1'].includes(text)) return true;
    if (['no', 'false', '0', ''].includes(text)) return false;
    fail(column, `"${cells[column]}" is not yes or no`);
    return false;
  };
  const date = (column: 'soldAt' | 'featuredUntil'): string | null => {
    const text = cells[column].trim();
    if (!text) return null;
    const time = Date.parse(text);
    if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time)) {
      fail(column, `"${text}" is not a date: write it as 2026-03-01 or 2026-03-01T09:30:00Z`);
      return null;
    }
    return new Date(time).toISOString();
  };
  const title = cells.title;
  if (!title.trim()) fail('title', 'The title is missing');
  else if (title.length > 150) fail('title', 'The title is at most 150 characters');
  const slug = cells.slug.trim();
  if (slug && (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)))
    fail('slug', `"${slug}" is not a URL slug: lowercase letters, digits and single hyphens`);
  const priceCents = money('price');
  const originalPriceCents = money('originalPrice');
  if (originalPriceCents !== null && (priceCents === null || originalPriceCents <= priceCents))
    fail('originalPrice', 'The original price must be higher than the price');
  const status = cells.status.trim().toLowerCase() || 'published';
  if (status !== 'published' && status !== 'draft')
    fail('status', `"${cells.status}" is not published or draft`);
  const sold = flag('sold');
  const soldAt = date('soldAt');
  if (soldAt && !sold) fail('soldAt', 'A sale date is given but sold is no');
  const { pairs: specifications, wrong } = readSpecifications(cells.specifications);
  for (const line of wrong) fail('specifications', `"${line}" is not "Label: value"`);
  /** A specification's text as stored: single-spaced, null when empty, undefined when the file has no column. */
  const text = (column: 'material' | 'dimensions' | 'finish' | 'origin') => {
    const cell = cells[column];
    if (cell === undefined) return undefined;
    const value = cell.trim().replace(/\s+/g, ' ');
    if (value.length > SPECIFICATION_LIMITS[column]) {
      fail(column, `The ${column} is at most ${SPECIFICATION_LIMITS[column]} characters`);
      return null;
    }
    return value || null;
  };
  const material = text('material');
  const weight = weightKilograms.safeParse(cells.weightKg);
  if (!weight.success) fail('weightKg', weight.error.issues[0]?.message ?? 'The weight is in kilograms');
  const images = cellList(cells.images);
  if (images.length > MAX_PRODUCT_IMAGES)
    fail('images', `A product has at most ${MAX_PRODUCT_IMAGES} photographs`);
  const imageRefs: string[] = [];
  for (const image of images) {
    const media = (image.startsWith(ourMedia) ? image.slice(publicUrl.length) : image).match(
      MEDIA_URL_PATTERN,
    );
    if (media) imageRefs.push(`hash:${media[1]}`);
    else if (image.length > 500) fail('images', 'An image address is at most 500 characters');
    else if (/^https?:\/\/\S+$/i.test(image) || !/^[a-z][a-z0-9+.-]*:/i.test(image))
      imageRefs.push(`url:${image}`);
    else fail('images', `"${image}" is not an http(s) address or a path of the old site`);
  }
  return {
    desired: {
      slug: slug || null,
      title,
      description: cells.description,
      short_description: orNull(cells.shortDescription),
      seo_title: orNull(cells.seoTitle),
      seo_description: orNull(cells.seoDescription),
      image_alt: orNull(cells.imageAlt),
      focus_keyword: orNull(cells.focusKeyword),
      keywords: JSON.stringify(cellList(cells.keywords)),
      meta_keywords: orNull(cells.metaKeywords),
      tags: JSON.stringify(cellList(cells.tags)),
      specifications: JSON.stringify(specifications),
      price_cents: priceCents,
      original_price_cents: originalPriceCents,
      is_new: flag('isNew'),
      status: status as 'published' | 'draft',
      sold_out: sold,
      sold_out_at: soldAt,
      featured_until: date('featuredUntil'),
      categoryIds: [] as string[],
      subcategoryIds: [] as string[],
      images: imageRefs,
      material: material ? normalMaterial(material) : material,
      dimensions: text('dimensions'),
      weight_grams: weight.success ? weight.data : null,
      finish: text('finish'),
      origin: text('origin'),
    } satisfies Desired,
    categoryNames: cellList(cells.categories),
    subcategoryNames: cellList(cells.subcategories),
  };
}
