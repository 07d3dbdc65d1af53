import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import type { ProductCsvPreview } from '#common/schemas/product-csv.ts';
import { newId } from '#server/db/ids.ts';
import { DomainError } from '#server/domain-error.ts';
import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { CategoryRepository } from './category-repository.ts';
import { ImportConflictError, type ProductCsvRepository } from './product-csv-repository.ts';
import type { DialectName } from '#server/db/database.ts';
import type { WrittenBy } from '#server/history/history.ts';
import { auditOfMany } from '#server/history/history.ts';
import { productSnapshots } from '#server/history/snapshots.ts';
import { csvRecord, type PlannedRow } from './product-csv-cells.ts';
import { CsvFileError } from './product-csv-file.ts';
import { createCsvPlanner } from './product-csv-plan.ts';

export { CsvFileError };

/** Rows planned and written together: one transaction each (issue 18). */
const IMPORT_BATCH = 200;
const EXPORT_PAGE = 500;
/** How many rows of each kind the preview lists; the counts cover all of them. */
const LISTED = 200;
/** Writes are announced in messages of at most this many topics (PostgreSQL's NOTIFY payload is under 8,000 bytes). */
const TOPICS_PER_MESSAGE = 100;

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

/** The catalogue changed since the preview, or while the import ran: the owner previews again. */
export class CsvPreviewStaleError extends DomainError {
  override name = 'CsvPreviewStaleError';
  readonly written: number;
  constructor(message: string, written = 0) {
    super('conflict', message);
    this.written = written;
  }
}

/** The products' CSV export and import (issue 18, item 4; docs/decisions/028-product-csv.md). */
export function createProductCsvService(deps: {
  repository: ProductCsvRepository;
  catalog: CatalogRepository;
  categories: CategoryRepository;
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
  const planner = createCsvPlanner({
    repository,
    catalog,
    categories: deps.categories,
    publicUrl,
    batchSize,
  });
  const { planFile, linksOf } = planner;

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
          rows.map((row) => csvRecord(row, links, key, publicUrl)),
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
