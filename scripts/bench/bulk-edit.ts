/**
 * The admin list's bulk edit (issue 18, decision 029) on SQLite and on PostgreSQL: a catalogue of catalogue.ts
 * (5,000 products, then grown to 100,000), and "raise every price by 10%, rounded to the nearest $10" over all of
 * them, as the route runs it (the service over the real database: the summary, the edit in its one transaction
 * with the search queue's triggers, and the undo). The figures decide whether the edit needs a background job with
 * polled progress (decision 029: not while 5,000 products take well under 2 s).
 */
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type DialectName } from '#server/db/database.ts';
import { createCatalogRepository } from '#server/catalog/catalog-repository.ts';
import { createCategoryRepository } from '#server/catalog/category-repository.ts';
import { createCatalogService } from '#server/catalog/catalog-service.ts';
import { createProductBulkEditRepository } from '#server/catalog/product-bulk-edit-repository.ts';
import { createProductBulkEditService } from '#server/catalog/product-bulk-edit-service.ts';
import { scratchDatabase } from './bench-kit.ts';
import { generateCatalogue } from './catalogue.ts';

const SIZES = [5_000, 100_000];
/** The product-count the edit must handle "well under" this (the brief's bound for a simple progress bar). */
const TARGET_MS_AT_5000 = 2_000;
/** Runs of each measure; the median is reported. */
const RUNS = 3;

type Print = (line: string) => void;
type BulkEditFigures = {
  database: DialectName;
  products: number;
  previewMs: number;
  applyMs: number;
  undoMs: number;
  changed: number;
};
export type BulkEditBench = { targetMsAt5000: number; runs: BulkEditFigures[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [Math.round(performance.now() - started), result];
}

/** As an admin's edit is: each changed product is recorded in the history (decision 027). */
const BY = { actor: { adminId: null, label: 'Bench' } };

async function benchOn(kind: DialectName, print: Print): Promise<BulkEditFigures[]> {
  const scratch = await scratchDatabase(kind, 'bulkedit');
  const database = openDatabase(scratch.options);
  const figures: BulkEditFigures[] = [];
  try {
    await migrateToLatest(database);
    const catalog = createCatalogService({
      dialect: database.dialect,
      repository: createCatalogRepository(database.db, database.dialect),
      categories: createCategoryRepository(database.db),
      variantKey: async () => 'bench',
      publicUrl: 'http://bench.test',
    });
    const bulk = createProductBulkEditService({
      dialect: database.dialect,
      repository: createProductBulkEditRepository(database.db, database.dialect),
      catalog,
      log: print,
    });
    const request = {
      selection: { filter: {} },
      action: { kind: 'change-price' as const, percent: 10, rounding: '10' as const },
    };
    let count = 0;
    for (const size of SIZES) {
      await generateCatalogue(database.db, { count: size - count, drafts: 0.04 });
      count = size;
      // The search queue the catalogue filled is the indexer's, which this bench does not run: emptied, each edit's
      // triggers write their own rows as they would on a site whose index is up to date.
      await database.db.deleteFrom('search_queue').execute();
      if (kind === 'postgres') await sql`analyze`.execute(database.db);
      const previews: number[] = [];
      const applies: number[] = [];
      const undos: number[] = [];
      let changed = 0;
      for (let run = 0; run < RUNS; run++) {
        previews.push((await timed(() => bulk.preview(request)))[0]);
        const [applyMs, applied] = await timed(() => bulk.apply(request, BY));
        applies.push(applyMs);
        changed = applied.changed;
        undos.push((await timed(() => bulk.undo(undefined, BY)))[0]);
        await database.db.deleteFrom('search_queue').execute();
      }
      const result = {
        database: kind,
        products: size,
        previewMs: median(previews),
        applyMs: median(applies),
        undoMs: median(undos),
        changed,
      };
      figures.push(result);
      print(
        `bulk-edit: ${kind.padEnd(8)} ${String(size).padStart(7)} products, +10% to the nearest $10 on all ` +
          `(${changed} priced): summary ${result.previewMs} ms, apply ${result.applyMs} ms, undo ${result.undoMs} ms` +
          (size === 5_000
            ? ` (${result.applyMs < TARGET_MS_AT_5000 / 2 ? 'well under' : 'NOT well under'} 2 s)`
            : ''),
      );
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
  return figures;
}

export async function benchBulkEdit({ print }: { print: Print }): Promise<BulkEditBench> {
  const runs: BulkEditFigures[] = [];
  for (const kind of ['sqlite', 'postgres'] as const) runs.push(...(await benchOn(kind, print)));
  return { targetMsAt5000: TARGET_MS_AT_5000, runs };
}
