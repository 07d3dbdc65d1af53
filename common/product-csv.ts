/**
 * The products' CSV file (issue 18, item 4; docs/decisions/028-product-csv.md): its columns, in order, and the
 * rules of its cells, one place for the export, the import and the panel's help text.
 *
 * - Lists (keywords, tags, categories, subcategories, images) hold one value per line of the cell.
 * - Specifications hold one `Label: value` per line, split at the first `: `.
 * - Prices are dollars with two decimals (`1250.00`); empty is "contact for pricing". `originalPrice` is the regular
 *   price of a reduced piece.
 * - Yes/no columns are `yes` or `no`; dates are ISO 8601 in UTC (`2026-03-01T09:30:00.000Z`).
 * - `createdAt` and `updatedAt` are written for reading; an import does not change them.
 * - The specifications' own columns (decision 040) may be left out of a file: its products keep theirs. `weightKg`
 *   is kilograms (`6.5`); an empty cell clears a specification.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'shortDescription',
  'seoTitle',
  'seoDescription',
  'imageAlt',
  'focusKeyword',
  'keywords',
  'metaKeywords',
  'tags',
  'specifications',
  'material',
  'dimensions',
  'weightKg',
  'finish',
  'origin',
  'price',
  'originalPrice',
  'isNew',
  'status',
  'sold',
  'soldAt',
  'featuredUntil',
  'categories',
  'subcategories',
  'images',
  'createdAt',
  'updatedAt',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The columns a file may leave out, its products keeping what they have: those added after files were made. */
export const OPTIONAL_CSV_COLUMNS = ['material', 'dimensions', 'weightKg', 'finish', 'origin'] as const;
export type OptionalCsvColumn = (typeof OPTIONAL_CSV_COLUMNS)[number];

/** What a help text says of the lists: one value per line of the cell. */
export const CSV_LIST_RULE = 'one value per line within the cell';

/**
 * A cell a spreadsheet would run as a formula (OWASP, CSV injection) starts with one of these; so does one that
 * already starts with the quote and then one of these, so that taking one quote off on import reverses exactly what
 * the export did: `=SUM(A1)` ↔ `'=SUM(A1)`, `'=x` ↔ `''=x`, `'plain` unchanged.
 */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;
const QUOTED = /^''*[=+\-@\t\r]/;

/** A cell as the export writes it: a formula-looking one gets a leading `'`. */
export function neutraliseCell(value: string): string {
  return NEEDS_QUOTE.test(value) ? `'${value}` : value;
}

/** A cell of an imported file as its value: the export's leading `'` taken off again. */
export function restoreCell(value: string): string {
  return QUOTED.test(value) ? value.slice(1) : value;
}

/** A list cell's values: one a line, trimmed, empty lines left out. */
export function cellList(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export const listCell = (values: readonly string[]) => values.join('\n');

export const specificationsCell = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([label, value]) => `${label}: ${value}`).join('\n');

export const moneyCell = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
export const flagCell = (value: boolean) => (value ? 'yes' : 'no');
