import { createHash } from 'node:crypto';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '#common/product-csv.ts';
import type { ProductCsvRowError } from '#common/schemas/product-csv.ts';
import { ID_PATTERN } from '#common/schemas/ids.ts';
import { uniqueSlug } from '#common/slug.ts';
import { newId } from '#server/db/ids.ts';
import type { CategoryRow } from '#server/db/schema.ts';
import { toIsoString } from '#server/db/values.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { NewProductImage, ProductImageLink } from './product-links.ts';
import type { CategoryRepository } from './category-repository.ts';
import type { ProductCsvRepository } from './product-csv-repository.ts';
import { readCells, storedState, sameList, type Cells, type PlannedRow } from './product-csv-cells.ts';
import { fileHash, recordsOf } from './product-csv-file.ts';
import { changedColumns, fieldsOf } from './product-csv-compare.ts';
import { catalogueTerms, linksOfProducts, type Terms } from './product-csv-terms.ts';

/**
 * What a CSV file would do to the catalogue, row by row, a batch at a time (decision 028): each batch's products, slugs
 * and photographs looked up together, every mistake by row and column, and a fingerprint of the whole plan.
 */
export function createCsvPlanner(deps: {
  repository: ProductCsvRepository;
  catalog: CatalogRepository;
  categories: CategoryRepository;
  publicUrl: string;
  batchSize: number;
}) {
  const { repository, catalog, batchSize } = deps;

  const linksOf = (ids: readonly string[]) => linksOfProducts(catalog, ids);

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
      return { row, cells, rowErrors, parsed: readCells(row, cells, rowErrors, deps.publicUrl) };
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
      /** The row is an error: its mistakes are reported, and it writes nothing. */
      const refuse = () => {
        errors.push(...rowErrors);
        rows.push({
          row,
          action: 'error',
          signature: `${row}:error`,
          title,
          changed: [],
          imagesChanged: false,
        });
      };
      if (!cells || !parsed) {
        refuse();
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
        refuse();
        continue;
      }

      const images = (stored: ProductImageLink[]): NewProductImage[] =>
        desired.images.map((ref) => {
          if (ref.startsWith('url:')) return { media_id: null, url: ref.slice(4) };
          const hash = ref.slice(5);
          const own = stored.find((link) => link.content_hash === hash && link.media_id);
          return { media_id: own?.media_id ?? mediaByHash.get(hash)!, url: null };
        });
      const fields = fieldsOf(desired);

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
      const changed = changedColumns(desired, stored);
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
    const terms = await catalogueTerms(deps.categories);
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

  return { planFile, linksOf };
}
