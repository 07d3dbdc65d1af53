import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import { CSV_LIST_RULE, PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import { PanelSection } from '../panel-section.tsx';
import type { useCsvImport } from './use-csv-import.ts';

/** The import's first step: the file, the button that previews it, and how the file is laid out. */
export function CsvFileStep({ csv }: { csv: ReturnType<typeof useCsvImport> }) {
  const inputId = useId();
  const previewing = csv.stage.kind === 'previewing';
  return (
    <PanelSection id="csv-file" title="1. Choose the file">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-schist-800">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_RULES.csv.accept}
            disabled={csv.busy}
            onChange={(event) => csv.choose(event.target.files?.[0] ?? null)}
            className="block w-full rounded-2xl border border-limestone-300 bg-white px-3 py-2.5 text-schist-900 file:mr-4 file:rounded-full file:border-0 file:bg-schist-800 file:px-4 file:py-2 file:font-semibold file:text-limestone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700"
          />
        </div>
        <button
          type="button"
          onClick={() => void csv.preview()}
          disabled={!csv.file || csv.busy}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {previewing ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <FileSpreadsheet aria-hidden="true" className="size-4" />
          )}
          {previewing ? 'Reading the file…' : 'Preview changes'}
        </button>
      </div>
      <details className="rounded-2xl bg-white p-4 text-sm text-schist-700 ring-1 ring-limestone-200">
        <summary className="cursor-pointer font-semibold text-schist-900">How the file is laid out</summary>
        <ul className="mt-3 list-disc space-y-1.5 pl-5">
          <li>
            The first line names the columns, as the export writes them: {PRODUCT_CSV_COLUMNS.join(', ')}.
          </li>
          <li>One CSV file of up to {megabytes(UPLOAD_RULES.csv.maxBytes)}.</li>
          <li>
            A row with the id of a product, or else its slug, updates it; any other row adds a new product.
          </li>
          <li>
            Keywords, tags, categories, subcategories and images: {CSV_LIST_RULE}. Specifications: one “Label:
            value” per line.
          </li>
          <li>
            Prices in dollars (120 or 99.50); an empty price means “contact for pricing”. Yes/no columns take
            yes or no; dates are written as 2026-03-01.
          </li>
          <li>
            Categories and subcategories are named as in the panel; an unknown one is a mistake, never
            created. Images are addresses: one of this site’s photographs, another site’s address, or an
            old-site path.
          </li>
          <li>createdAt and updatedAt are for reading; the import leaves them as they are.</li>
        </ul>
      </details>
    </PanelSection>
  );
}
