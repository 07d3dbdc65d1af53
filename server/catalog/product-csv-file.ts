import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import {
  OPTIONAL_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  restoreCell,
  type ProductCsvColumn,
} from '#common/product-csv.ts';
import { DomainError } from '#server/domain-error.ts';
import type { Cells } from './product-csv-cells.ts';

/** Columns an import reads; the rest are written for reading only. */
const READ_ONLY: ReadonlySet<ProductCsvColumn> = new Set(['createdAt', 'updatedAt']);

/** The file as a whole cannot be read (not CSV, wrong columns). */
export class CsvFileError extends DomainError {
  override name = 'CsvFileError';
  constructor(message: string) {
    super('invalid', message);
  }
}

/** The file's records, header checked, each as its cells by column with the export's quotes taken off. */
export async function* recordsOf(
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
        const unknown = columns.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
        if (unknown.length > 0) throw new CsvFileError(`Unknown column: ${unknown.join(', ')}`);
        const missing = PRODUCT_CSV_COLUMNS.filter(
          (name) =>
            !READ_ONLY.has(name) &&
            !(OPTIONAL_CSV_COLUMNS as readonly string[]).includes(name) &&
            !columns!.includes(name),
        );
        if (missing.length > 0) throw new CsvFileError(`The file has no column ${missing.join(', ')}`);
        continue;
      }
      if (record.length !== columns.length) {
        yield { row, cells: null, width: record.length };
        continue;
      }
      // A specification's column the file leaves out stays undefined: its products keep what they have.
      const cells = Object.fromEntries(
        PRODUCT_CSV_COLUMNS.filter((name) => !(OPTIONAL_CSV_COLUMNS as readonly string[]).includes(name)).map(
          (name) => [name, ''],
        ),
      ) as Cells;
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

export async function fileHash(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
