/**
 * The products' CSV export and import (issue 18, item 4; decision 028) with 5,000 products, on SQLite and on
 * PostgreSQL: the built server on a scratch database, driven over HTTP as the panel does:
 * - the import of a new 5,000-row file (Excel's byte order mark, CRLF, quotes, commas, new lines, Urdu): the
 *   preview, then the confirm that writes it in batches of 200 (its progress stream read to the end);
 * - the export of the catalogue so made;
 * - the same exported file imported again: preview and confirm, every row unchanged.
 * Each is timed alone, with its rows per second.
 */
import { stringify } from 'csv-stringify/sync';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import { PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import type { ProductCsvImportLine, ProductCsvPreview } from '#common/schemas/product-csv.ts';
import { ensureBuild } from '#scripts/ensure-build.ts';
import {
  benchKinds,
  scratchDatabase,
  type ServerBenchOptions,
  signInBenchAdmin,
  startBenchServer,
} from './bench-kit.ts';

const ROWS = 5_000;

/** A spreadsheet of `rows` new pieces, as Excel saves it. */
function benchCsvFile(rows: number): Buffer {
  const records = Array.from({ length: rows }, (_, n) => {
    const cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
      slug: `bench-piece-${n}`,
      title: n % 7 === 0 ? `سنگ مرمر کا گلدان ${n}` : `Piece ${n}, "the ${n % 3 ? 'small' : 'large'}" one`,
      description: `Carved by hand in Taxila from a single block.\nPolished with beeswax; "one of a kind". No. ${n}`,
      keywords: 'stone\nmarble, white',
      tags: 'gift\nheritage',
      specifications: 'Material: Onyx\nSize: 12 x 8 in',
      price: `${100 + n}.50`,
      originalPrice: n % 8 === 1 ? `${300 + n}` : '',
      isNew: n % 3 ? 'no' : 'yes',
      status: n % 10 ? 'published' : 'draft',
      sold: 'no',
      categories: n % 2 ? 'Home Decor\nGandhara Art' : 'Calligraphy',
      images: n % 3 ? '' : 'https://old-cdn.example/stone.jpg\nuploads/uploads/old piece.jpg',
    };
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
  });
  return Buffer.from(
    `\uFEFF${stringify([[...PRODUCT_CSV_COLUMNS], ...records], { record_delimiter: 'windows' })}`,
  );
}

const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);

export async function benchCsv(options: Omit<ServerBenchOptions, 'seconds'>) {
  const { print } = options;
  ensureBuild(print);
  const results: Record<string, unknown>[] = [];
  const file = benchCsvFile(ROWS);
  for (const kind of benchKinds(options)) {
    const scratch = await scratchDatabase(kind, 'csv');
    const server = await startBenchServer(scratch);
    try {
      const headers = {
        cookie: `${ADMIN_SESSION_COOKIE}=${await signInBenchAdmin(server)}`,
        origin: server.url,
      };
      const timed = async <T>(work: () => Promise<T>) => {
        const started = performance.now();
        const value = await work();
        return { value, ms: Math.round(performance.now() - started) };
      };
      const preview = (body: Buffer) =>
        timed(async () => {
          const answer = await fetch(`${server.url}/api/admin/products/import/preview`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/csv' },
            body: new Uint8Array(body),
          });
          if (answer.status !== 200)
            throw new Error(`The preview answered ${answer.status}: ${await answer.text()}`);
          return (await answer.json()) as ProductCsvPreview;
        });
      const confirm = (body: Buffer, fingerprint: string) =>
        timed(async () => {
          const answer = await fetch(`${server.url}/api/admin/products/import?fingerprint=${fingerprint}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/csv' },
            body: new Uint8Array(body),
          });
          const lines = (await answer.text()).trim().split('\n');
          const last = JSON.parse(lines.at(-1)!) as ProductCsvImportLine;
          if (answer.status !== 200 || last.kind !== 'done')
            throw new Error(`The import answered ${answer.status}: ${lines.at(-1)}`);
          return { ...last, progressLines: lines.length - 1 };
        });
      const exportFile = () =>
        timed(async () => {
          const answer = await fetch(`${server.url}/api/admin/products/export.csv`, { headers });
          if (answer.status !== 200) throw new Error(`The export answered ${answer.status}`);
          return Buffer.from(await answer.arrayBuffer());
        });

      const firstPreview = await preview(file);
      const firstImport = await confirm(file, firstPreview.value.fingerprint);
      const exported = await exportFile();
      const againPreview = await preview(exported.value);
      const againImport = await confirm(exported.value, againPreview.value.fingerprint);
      const exportedAgain = await exportFile();
      const figure = {
        database: kind,
        rows: ROWS,
        fileMiB: Math.round((file.length / 1024 / 1024) * 100) / 100,
        importPreviewMs: firstPreview.ms,
        importWriteMs: firstImport.ms,
        importRowsPerSecond: perSecond(ROWS, firstPreview.ms + firstImport.ms),
        created: firstImport.value.kind === 'done' ? firstImport.value.created : 0,
        progressLines: firstImport.value.progressLines,
        exportMs: exported.ms,
        exportRowsPerSecond: perSecond(ROWS, exported.ms),
        exportMiB: Math.round((exported.value.length / 1024 / 1024) * 100) / 100,
        rerunPreviewMs: againPreview.ms,
        rerunImportMs: againImport.ms,
        rerunUnchanged: againImport.value.kind === 'done' ? againImport.value.unchanged : 0,
        secondExportIdentical: exportedAgain.value.equals(exported.value),
      };
      results.push(figure);
      print(
        `csv: ${kind.padEnd(8)} import of ${ROWS.toLocaleString('en')} new products: preview ${figure.importPreviewMs} ms + write ${figure.importWriteMs} ms ` +
          `(${figure.importRowsPerSecond.toLocaleString('en')} rows/s, ${figure.progressLines} progress lines); ` +
          `export ${figure.exportMs} ms (${figure.exportRowsPerSecond.toLocaleString('en')} rows/s, ${figure.exportMiB} MiB); ` +
          `rerun of the export: preview ${figure.rerunPreviewMs} ms + confirm ${figure.rerunImportMs} ms, ${figure.rerunUnchanged.toLocaleString('en')} unchanged; ` +
          `second export ${figure.secondExportIdentical ? 'identical' : 'DIFFERENT'}`,
      );
    } finally {
      await server.stop();
      await scratch.drop();
    }
  }
  return results;
}
