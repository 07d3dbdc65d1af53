import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { categoryLookupKey } from '#common/categories.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl, MEDIA_URL_PATTERN } from '#common/media-url.ts';
import {
  cellList,
  flagCell,
  listCell,
  moneyCell,
  neutraliseCell,
  PRODUCT_CSV_COLUMNS,
  restoreCell,
  specificationsCell,
  type ProductCsvColumn,
} from '#common/product-csv.ts';
import type { ProductCsvPreview, ProductCsvRowError } from '#common/schemas/product-csv.ts';
import { MAX_PRODUCT_IMAGES } from '#common/schemas/products.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, uniqueSlug } from '#common/slug.ts';
import { newId } from '#server/db/ids.ts';
import type { CategoryRow, ProductRow, SubcategoryRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import type {
  CatalogRepository,
  NewProductImage,
  ProductCategoryLink,
  ProductImageLink,
  ProductSubcategoryLink,
} from './catalog-repository.ts';
import {
  ImportConflictError,
  type ImportedProductWrite,
  type ProductCsvRepository,
} from './product-csv-repository.ts';
import type { DialectName } from '#server/db/database.ts';
import type { WrittenBy } from './catalog-service.ts';
import { auditOfMany } from '#server/history/history.ts';
import { productSnapshots } from '#server/history/snapshots.ts';

/** Rows planned and written together: one transaction each (issue 18). */
const IMPORT_BATCH = 200;
const EXPORT_PAGE = 500;
/** How many rows of each kind the preview lists; the counts cover all of them. */
const LISTED = 200;
/** Writes are announced in messages of at most this many topics (PostgreSQL's NOTIFY payload is under 8,000 bytes). */
const TOPICS_PER_MESSAGE = 100;

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;
/** Columns an import reads; the rest are written for reading only. */
const READ_ONLY: ReadonlySet<ProductCsvColumn> = new Set(['createdAt', 'updatedAt']);

/** The file as a whole cannot be read (not CSV, wrong columns): answered 400 with this message. */
export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFileError';
  }
}
/** The catalogue changed since the preview, or while the import ran: the owner previews again (409). */
export class CsvPreviewStaleError extends Error {
  readonly written: number;
  constructor(message: string, written = 0) {
    super(message);
    this.name = 'CsvPreviewStaleError';
    this.written = written;
  }
}

type Cells = Record<ProductCsvColumn, string>;
type Links = {
  categories: Map<string, ProductCategoryLink[]>;
  subcategories: Map<string, ProductSubcategoryLink[]>;
  images: Map<string, ProductImageLink[]>;
};
/** A product as the file says it should be, in the stored columns' terms. */
type Desired = {
  slug: string | null;
  title: string;
  description: string;
  short_description: string | null;
  seo_title: string | null;
  seo_description: string | null;
  image_alt: string | null;
  focus_keyword: string | null;
  keywords: string;
  meta_keywords: string | null;
  tags: string;
  specifications: string;
  price_cents: number | null;
  original_price_cents: number | null;
  is_new: boolean;
  status: 'published' | 'draft';
  sold_out: boolean;
  /** Null with `sold_out`: the date it has, or now for a piece not sold before. */
  sold_out_at: string | null;
  featured_until: string | null;
  categoryIds: string[];
  subcategoryIds: string[];
  /** `hash:{content hash}` for our photographs, `url:{link}` for the others, in order. */
  images: string[];
};
type PlannedRow = {
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

function groupBy<T extends { product_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.product_id, [...(groups.get(row.product_id) ?? []), row]);
  return groups;
}

const orNull = (value: string | null | undefined) => value || null;
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, n) => value === b[n]);

/** The products' CSV export and import (issue 18, item 4; docs/decisions/028-product-csv.md). */
export function createProductCsvService(deps: {
  repository: ProductCsvRepository;
  catalog: CatalogRepository;
  variantKey: () => Promise<string>;
  publicUrl: string;
  changes?: Pick<ChangeBus, 'publish'>;
  log?: (message: string) => void;
  batchSize?: number;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
}) {
  const { repository, catalog, publicUrl } = deps;
  const batchSize = deps.batchSize ?? IMPORT_BATCH;
  const ourMedia = `${publicUrl}/media/`;

  async function linksOf(ids: readonly string[]): Promise<Links> {
    const [categories, subcategories, images] = await Promise.all([
      catalog.categoriesOf(ids),
      catalog.subcategoriesOf(ids),
      catalog.imagesOf(ids),
    ]);
    return {
      categories: groupBy(categories),
      subcategories: groupBy(subcategories),
      images: groupBy(images),
    };
  }

  const imageCell = (link: ProductImageLink, key: string): string | null => {
    if (link.content_hash) {
      const ref = { hash: link.content_hash, key, width: link.width ?? DEFAULT_IMAGE_WIDTH, height: 0 };
      return imageVariantUrl(ref, DEFAULT_IMAGE_WIDTH, undefined, publicUrl);
    }
    return link.url;
  };

  function csvRecord(row: ProductRow, links: Links, key: string): string[] {
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
        (links.images.get(row.id) ?? []).map((link) => imageCell(link, key)).filter((cell) => cell !== null),
      ),
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => neutraliseCell(cells[column]));
  }

  /** The stored state of a product in the terms of `Desired`, to tell what a row would change. */
  function storedState(row: ProductRow, links: Links): Desired {
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
      is_new: toBoolean(row.is_new),
      status: row.status,
      sold_out: toBoolean(row.sold_out),
      sold_out_at: row.sold_out_at ? toIsoString(row.sold_out_at) : null,
      featured_until: row.featured_until ? toIsoString(row.featured_until) : null,
      categoryIds: [], // compared by slug below: the links carry the category's slug, not its id
      subcategoryIds: (links.subcategories.get(row.id) ?? []).map((link) => link.id).sort(),
      images: (links.images.get(row.id) ?? [])
        .map((link) =>
          link.content_hash ? `hash:${link.content_hash}` : link.url ? `url:${link.url}` : null,
        )
        .filter((ref) => ref !== null),
    };
  }

  /** Every category, alias and subcategory, read once per plan: a row names them, the plan looks them up. */
  async function catalogueTerms() {
    const [categories, aliases, subcategories] = await Promise.all([
      catalog.listCategories({ visibleOnly: false }),
      repository.categoryAliases(),
      catalog.listSubcategories({ visibleOnly: false }),
    ]);
    const bySlug = new Map(categories.map((row) => [row.slug, row]));
    const byId = new Map(categories.map((row) => [row.id, row]));
    const byAlias = new Map(aliases.map((row) => [row.alias, byId.get(row.category_id)!]));
    const fingerprint = JSON.stringify([
      categories.map((row) => [row.id, row.name, row.slug]),
      aliases.map((row) => [row.alias, row.category_id]).sort(),
      subcategories.map((row) => [row.id, row.category_id, row.name]),
    ]);
    return {
      category(name: string): CategoryRow | undefined {
        const key = categoryLookupKey(name);
        return bySlug.get(key) ?? byAlias.get(key);
      },
      subcategoriesOf: (categoryIds: readonly string[]): SubcategoryRow[] =>
        subcategories.filter((row) => categoryIds.includes(row.category_id)),
      fingerprint,
    };
  }
  type Terms = Awaited<ReturnType<typeof catalogueTerms>>;

  /** The file's records, header checked, each as its cells by column with the export's quotes taken off. */
  async function* recordsOf(
    filePath: string,
  ): AsyncGenerator<{ row: number; cells: Cells | null; width: number }> {
    const source = createReadStream(filePath);
    const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true }));
    let columns: string[] | null = null;
    let row = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        row += 1;
        if (!columns) {
          columns = record.map((name) => name.trim());
          const unknown = columns.filter(
            (name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name),
          );
          if (unknown.length > 0) throw new CsvFileError(`Unknown column: ${unknown.join(', ')}`);
          const missing = PRODUCT_CSV_COLUMNS.filter(
            (name) => !READ_ONLY.has(name) && !columns!.includes(name),
          );
          if (missing.length > 0) throw new CsvFileError(`The file has no column ${missing.join(', ')}`);
          continue;
        }
        if (record.length !== columns.length) {
          yield { row, cells: null, width: record.length };
          continue;
        }
        const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((name) => [name, ''])) as Cells;
        columns.forEach((name, n) => (cells[name as ProductCsvColumn] = restoreCell(record[n]!)));
        yield { row, cells, width: record.length };
      }
    } catch (error) {
      if (error instanceof CsvFileError) throw error;
      const code = (error as { code?: string }).code;
      if (code?.startsWith('CSV_') || code?.startsWith('INVALID_'))
        throw new CsvFileError(`The file is not valid CSV: ${(error as Error).message}`);
      throw error;
    } finally {
      source.destroy();
    }
    if (!columns) throw new CsvFileError('The file is empty: the first line names the columns');
  }

  async function fileHash(filePath: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  /** The rows' cells as stored values, and each mistake by row and column. */
  function readCells(row: number, cells: Cells, errors: ProductCsvRowError[]) {
    const fail = (column: ProductCsvColumn, message: string) => errors.push({ row, column, message });
    const money = (column: 'price' | 'originalPrice'): number | null => {
      const text = cells[column].trim().replace(/^\$/, '').replace(/,/g, '');
      if (!text) return null;
      const amount = Number(text);
      if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(amount) || amount > 10_000_000) {
        fail(column, `"${cells[column]}" is not a price: write dollars such as 120 or 99.50`);
        return null;
      }
      return Math.round(amount * 100);
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
      } satisfies Desired,
      categoryNames: cellList(cells.categories),
      subcategoryNames: cellList(cells.subcategories),
    };
  }

  /**
   * What the file would do, row by row, `batchSize` rows at a time: each batch's products, slugs and photographs
   * are looked up together. `state` is the file's own: ids and slugs seen in earlier rows.
   */
  async function planBatch(
    batch: readonly { row: number; cells: Cells | null; width: number }[],
    terms: Terms,
    state: { ids: Map<string, number>; slugs: Map<string, number>; now: Date },
  ): Promise<{ rows: PlannedRow[]; errors: ProductCsvRowError[] }> {
    const errors: ProductCsvRowError[] = [];
    const read = batch.map(({ row, cells, width }) => {
      const rowErrors: ProductCsvRowError[] = [];
      if (!cells) {
        rowErrors.push({
          row,
          column: 'id',
          message: `The row has ${width} cells; the first line names ${PRODUCT_CSV_COLUMNS.length}`,
        });
        return { row, cells: null, rowErrors, parsed: null };
      }
      return { row, cells, rowErrors, parsed: readCells(row, cells, rowErrors) };
    });
    const ids = read.map((entry) => entry.cells?.id.trim() ?? '').filter((id) => ID_PATTERN.test(id));
    const slugs = read.map((entry) => entry.parsed?.desired.slug).filter((slug) => slug != null);
    const hashes = read.flatMap((entry) =>
      (entry.parsed?.desired.images ?? [])
        .filter((ref) => ref.startsWith('hash:'))
        .map((ref) => ref.slice(5)),
    );
    const [byId, bySlug, owners, media] = await Promise.all([
      repository.productsByIds(ids),
      repository.productsBySlugs(slugs),
      repository.slugOwners(slugs),
      repository.imagesByHashes([...new Set(hashes)]),
    ]);
    const products = new Map([...byId, ...bySlug].map((row) => [row.id, row]));
    const slugToId = new Map(bySlug.map((row) => [row.slug, row.id]));
    const mediaByHash = new Map<string, string>();
    for (const row of media)
      if (!mediaByHash.has(row.content_hash)) mediaByHash.set(row.content_hash, row.id);
    const links = await linksOf([...products.keys()]);

    const rows: PlannedRow[] = [];
    for (const { row, cells, rowErrors, parsed } of read) {
      const fail = (column: ProductCsvColumn, message: string) => rowErrors.push({ row, column, message });
      const title = cells?.title.trim() || '(no title)';
      if (!cells || !parsed) {
        errors.push(...rowErrors);
        rows.push({
          row,
          action: 'error',
          signature: `${row}:error`,
          title,
          changed: [],
          imagesChanged: false,
        });
        continue;
      }
      const id = cells.id.trim();
      if (id && !ID_PATTERN.test(id))
        fail('id', `"${id}" is not a product id (24 letters and digits, or empty)`);
      const current =
        (ID_PATTERN.test(id) ? products.get(id) : undefined) ??
        (parsed.desired.slug ? products.get(slugToId.get(parsed.desired.slug) ?? '') : undefined);
      const { desired } = parsed;

      const categories: CategoryRow[] = [];
      for (const name of parsed.categoryNames) {
        const category = terms.category(name);
        if (!category) fail('categories', `Unknown category: ${name}`);
        else if (!categories.includes(category)) categories.push(category);
      }
      if (categories.length > 10) fail('categories', 'At most 10 categories');
      desired.categoryIds = categories.map((category) => category.id);
      const offered = terms.subcategoriesOf(desired.categoryIds);
      for (const name of parsed.subcategoryNames) {
        const matches = offered.filter((sub) => sub.name.toLowerCase() === name.toLowerCase());
        if (matches.length === 0)
          fail('subcategories', `"${name}" is not a subcategory of this row's categories`);
        else if (matches.length > 1)
          fail('subcategories', `"${name}" is a subcategory of more than one of this row's categories`);
        else if (!desired.subcategoryIds.includes(matches[0]!.id))
          desired.subcategoryIds.push(matches[0]!.id);
      }
      desired.subcategoryIds.sort();
      for (const ref of desired.images)
        if (ref.startsWith('hash:') && !mediaByHash.has(ref.slice(5)))
          fail('images', `${ref.slice(5, 17)}… is not a photograph of our media`);

      const productKey = current?.id ?? (ID_PATTERN.test(id) ? id : null);
      if (productKey) {
        const earlier = state.ids.get(productKey);
        if (earlier !== undefined) fail('id', `Row ${earlier} is the same product`);
        else state.ids.set(productKey, row);
      }
      if (desired.slug) {
        const earlier = state.slugs.get(desired.slug);
        if (earlier !== undefined) fail('slug', `The slug "${desired.slug}" is also in row ${earlier}`);
        else state.slugs.set(desired.slug, row);
        const owner = owners.get(desired.slug);
        if (owner && owner !== current?.id)
          fail('slug', `The slug "${desired.slug}" is used by another product`);
      }

      if (rowErrors.length > 0) {
        errors.push(...rowErrors);
        rows.push({
          row,
          action: 'error',
          signature: `${row}:error`,
          title,
          changed: [],
          imagesChanged: false,
        });
        continue;
      }

      const images = (stored: ProductImageLink[]): NewProductImage[] =>
        desired.images.map((ref) => {
          if (ref.startsWith('url:')) return { media_id: null, url: ref.slice(4) };
          const hash = ref.slice(5);
          const own = stored.find((link) => link.content_hash === hash && link.media_id);
          return { media_id: own?.media_id ?? mediaByHash.get(hash)!, url: null };
        });
      const fields = {
        title: desired.title,
        description: desired.description,
        short_description: desired.short_description,
        seo_title: desired.seo_title,
        seo_description: desired.seo_description,
        image_alt: desired.image_alt,
        focus_keyword: desired.focus_keyword,
        keywords: desired.keywords,
        meta_keywords: desired.meta_keywords,
        tags: desired.tags,
        specifications: desired.specifications,
        price_cents: desired.price_cents,
        original_price_cents: desired.original_price_cents,
        is_new: desired.is_new,
        status: desired.status,
        sold_out: desired.sold_out,
        featured_until: desired.featured_until ? new Date(desired.featured_until) : null,
      };

      if (!current) {
        const createdAt =
          cells.createdAt.trim() && !Number.isNaN(Date.parse(cells.createdAt))
            ? new Date(cells.createdAt)
            : state.now;
        const newSlug =
          desired.slug ??
          (await uniqueSlug(
            desired.title,
            async (candidate) =>
              state.slugs.has(candidate) || (await repository.slugOwners([candidate])).has(candidate),
          ));
        if (!desired.slug) state.slugs.set(newSlug, row);
        const newProductId = ID_PATTERN.test(id) ? id : newId(createdAt);
        rows.push({
          row,
          action: 'create',
          signature: `${row}:create:${ID_PATTERN.test(id) ? id : 'new'}:${newSlug}`,
          title: desired.title,
          changed: [],
          imagesChanged: desired.images.length > 0,
          write: {
            kind: 'create',
            row: {
              id: newProductId,
              slug: newSlug,
              ...fields,
              sold_out_at: desired.sold_out ? new Date(desired.sold_out_at ?? state.now) : null,
              created_at: createdAt,
              updated_at: state.now,
            },
            links: {
              categoryIds: desired.categoryIds,
              subcategoryIds: desired.subcategoryIds,
              images: images([]),
            },
          },
        });
        continue;
      }

      const stored = storedState(current, links);
      const storedCategorySlugs = (links.categories.get(current.id) ?? []).map((link) => link.slug);
      const categoriesChanged = !sameList(
        storedCategorySlugs,
        categories.map((category) => category.slug),
      );
      const changed: string[] = [];
      const compare: [ProductCsvColumn, unknown, unknown][] = [
        ['slug', desired.slug ?? stored.slug, stored.slug],
        ['title', desired.title, stored.title],
        ['description', desired.description, stored.description],
        ['shortDescription', desired.short_description, stored.short_description],
        ['seoTitle', desired.seo_title, stored.seo_title],
        ['seoDescription', desired.seo_description, stored.seo_description],
        ['imageAlt', desired.image_alt, stored.image_alt],
        ['focusKeyword', desired.focus_keyword, stored.focus_keyword],
        ['keywords', desired.keywords, stored.keywords],
        ['metaKeywords', desired.meta_keywords, stored.meta_keywords],
        ['tags', desired.tags, stored.tags],
        ['specifications', desired.specifications, stored.specifications],
        ['price', desired.price_cents, stored.price_cents],
        ['originalPrice', desired.original_price_cents, stored.original_price_cents],
        ['isNew', desired.is_new, stored.is_new],
        ['status', desired.status, stored.status],
        ['sold', desired.sold_out, stored.sold_out],
        ['soldAt', desired.sold_out ? (desired.sold_out_at ?? stored.sold_out_at) : null, stored.sold_out_at],
        ['featuredUntil', desired.featured_until, stored.featured_until],
        ['subcategories', desired.subcategoryIds.join(), stored.subcategoryIds.join()],
      ];
      for (const [column, wanted, has] of compare) if (wanted !== has) changed.push(column);
      if (categoriesChanged) changed.push('categories');
      const imagesChanged = !sameList(desired.images, stored.images);
      if (imagesChanged) changed.push('images');
      const version = toIsoString(current.updated_at);
      if (changed.length === 0) {
        rows.push({
          row,
          action: 'unchanged',
          signature: `${row}:same:${current.id}:${version}`,
          title,
          changed,
          imagesChanged,
        });
        continue;
      }
      const linksChanged = categoriesChanged || changed.includes('subcategories');
      const soldAt = desired.sold_out
        ? (desired.sold_out_at ?? stored.sold_out_at ?? state.now.toISOString())
        : null;
      rows.push({
        row,
        action: 'update',
        signature: `${row}:update:${current.id}:${version}`,
        title: desired.title,
        changed,
        imagesChanged,
        write: {
          kind: 'update',
          id: current.id,
          updatedAt: current.updated_at,
          oldSlug: current.slug,
          patch: {
            ...fields,
            slug: desired.slug ?? current.slug,
            sold_out_at: soldAt ? new Date(soldAt) : null,
            updated_at: state.now,
          },
          links: {
            ...(linksChanged
              ? { categoryIds: desired.categoryIds, subcategoryIds: desired.subcategoryIds }
              : {}),
            ...(imagesChanged ? { images: images(links.images.get(current.id) ?? []) } : {}),
          },
        },
      });
    }
    return { rows, errors };
  }

  /** Plans the whole file, a batch at a time; `onBatch` gets each batch's plan (the import writes it there). */
  async function planFile(
    filePath: string,
    onBatch?: (rows: PlannedRow[]) => Promise<void>,
  ): Promise<{ rows: Omit<PlannedRow, 'write'>[]; errors: ProductCsvRowError[]; fingerprint: string }> {
    const terms = await catalogueTerms();
    const state = { ids: new Map<string, number>(), slugs: new Map<string, number>(), now: new Date() };
    const planned: Omit<PlannedRow, 'write'>[] = [];
    const errors: ProductCsvRowError[] = [];
    const fingerprint = createHash('sha256')
      .update(await fileHash(filePath))
      .update(terms.fingerprint);
    let batch: { row: number; cells: Cells | null; width: number }[] = [];
    const flush = async () => {
      const result = await planBatch(batch, terms, state);
      batch = [];
      for (const { row, action, signature, title, changed, imagesChanged } of result.rows) {
        planned.push({ row, action, signature, title, changed, imagesChanged });
        fingerprint.update(`\n${signature}`);
      }
      errors.push(...result.errors);
      await onBatch?.(result.rows);
    };
    for await (const record of recordsOf(filePath)) {
      batch.push(record);
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length > 0) await flush();
    return { rows: planned, errors, fingerprint: fingerprint.digest('hex').slice(0, 32) };
  }

  async function announce(rows: readonly PlannedRow[]) {
    if (!deps.changes) return;
    const written = rows.filter((row) => row.write);
    if (written.length === 0) return;
    const topics: ChangeTopic[] = [
      'products',
      ...written.map(
        (row): ChangeTopic =>
          `product:${row.write!.kind === 'create' ? row.write!.row.id : (row.write as { id: string }).id}`,
      ),
      ...(written.some((row) => row.imagesChanged) ? (['media'] as const) : []),
    ];
    for (let n = 0; n < topics.length; n += TOPICS_PER_MESSAGE)
      await deps.changes
        .publish(...topics.slice(n, n + TOPICS_PER_MESSAGE))
        .catch((error: Error) =>
          deps.log?.(`change notifications: could not announce an import batch (${error.message})`),
        );
  }

  return {
    /**
     * The whole catalogue as CSV text, a page of products at a time (never the catalogue at once): a UTF-8 byte
     * order mark first, so Excel reads Urdu titles as UTF-8, then the header and one record per product.
     */
    async *exportCsv(): AsyncGenerator<string> {
      yield `\uFEFF${stringify([[...PRODUCT_CSV_COLUMNS]], CSV_OPTIONS)}`;
      const key = await deps.variantKey();
      for (let after: string | null = null; ;) {
        const rows = await repository.productsAfter(after, EXPORT_PAGE);
        if (rows.length === 0) return;
        const links = await linksOf(rows.map((row) => row.id));
        yield stringify(
          rows.map((row) => csvRecord(row, links, key)),
          CSV_OPTIONS,
        );
        if (rows.length < EXPORT_PAGE) return;
        after = rows.at(-1)!.id;
      }
    },

    /** What importing the file would do, without writing anything. */
    async preview(filePath: string): Promise<ProductCsvPreview> {
      const plan = await planFile(filePath);
      const count = (action: PlannedRow['action']) => plan.rows.filter((row) => row.action === action).length;
      const listed = (action: 'create' | 'update') =>
        plan.rows
          .filter((row) => row.action === action)
          .slice(0, LISTED)
          .map(({ row, title, changed }) => ({ row, title, changed }));
      return {
        fingerprint: plan.fingerprint,
        rows: plan.rows.length,
        create: count('create'),
        update: count('update'),
        unchanged: count('unchanged'),
        errorRows: count('error'),
        errors: plan.errors.slice(0, 1000),
        creates: listed('create'),
        updates: listed('update'),
      };
    },

    /**
     * Imports the file the owner previewed: planned again and compared with the preview's fingerprint (a catalogue
     * changed since is a `CsvPreviewStaleError`), then written a batch at a time, each in one transaction, each
     * row planned again just before its batch is written and checked against the plan.
     */
    async importFile(
      filePath: string,
      fingerprint: string,
      onProgress: (progress: { written: number; total: number }) => Promise<void> | void = () => {},
      by?: WrittenBy,
    ): Promise<{ created: number; updated: number; unchanged: number }> {
      // Every product an import writes is in the history, with this import's id as the batch.
      const batch = `import-${newId()}`;
      const plan = await planFile(filePath);
      if (plan.errors.length > 0)
        throw new CsvFileError(
          `The file has ${plan.rows.filter((row) => row.action === 'error').length} rows with errors: fix them and preview again`,
        );
      if (plan.fingerprint !== fingerprint)
        throw new CsvPreviewStaleError('The catalogue or the file changed since the preview: preview again');
      const signatures = plan.rows.map((row) => row.signature);
      const total = plan.rows.filter((row) => row.action === 'create' || row.action === 'update').length;
      const done = { created: 0, updated: 0, unchanged: 0 };
      let index = 0;
      await onProgress({ written: 0, total });
      await planFile(filePath, async (rows) => {
        for (const row of rows)
          if (row.signature !== signatures[index++])
            throw new CsvPreviewStaleError(
              `The catalogue changed during the import at row ${row.row}: preview again`,
              done.created + done.updated,
            );
        const writes = rows.map((row) => row.write).filter((write) => write !== undefined);
        try {
          if (writes.length > 0)
            await repository.writeBatch(
              writes,
              by
                ? auditOfMany(
                    productSnapshots,
                    { actor: by.actor, kind: 'product', action: 'update', batch },
                    deps.dialect ?? 'sqlite',
                  )
                : undefined,
            );
        } catch (error) {
          if (error instanceof ImportConflictError || /unique|duplicate key/i.test((error as Error).message))
            throw new CsvPreviewStaleError(
              `The catalogue changed during the import near row ${rows[0]!.row}: preview again`,
              done.created + done.updated,
            );
          throw error;
        }
        for (const row of rows) {
          if (row.action === 'create') done.created += 1;
          else if (row.action === 'update') done.updated += 1;
          else done.unchanged += 1;
        }
        await announce(rows);
        if (writes.length > 0) await onProgress({ written: done.created + done.updated, total });
      });
      return done;
    },
  };
}
