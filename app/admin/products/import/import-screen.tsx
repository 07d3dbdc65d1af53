import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CsvFileStep } from './csv-file-step.tsx';
import { ImportDone, ImportFailed } from './import-outcome.tsx';
import { PreviewResult } from './import-preview.tsx';
import { useCsvImport } from './use-csv-import.ts';

/**
 * Products from a spreadsheet (issue 18, item 4): the owner chooses a CSV file, sees what it would create, update or
 * leave alone and every mistake by row and column, and only then imports it, watching its progress.
 */
export function ImportScreen() {
  const csv = useCsvImport();
  const { stage } = csv;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A new answer moves the focus to its heading, so a keyboard or screen reader user lands on what happened.
  useEffect(() => {
    if (stage.kind === 'previewed' || stage.kind === 'done' || stage.kind === 'failed')
      resultHeading.current?.focus();
  }, [stage.kind]);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/admin/products"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta-700 hover:text-terracotta-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Products
          </Link>
          <h2 className="mt-1 text-3xl font-semibold">Import Products from CSV</h2>
          <p className="mt-1 max-w-3xl text-schist-600">
            Export the catalogue, edit it in a spreadsheet, and bring it back. You see every change and every
            mistake before anything is saved.
          </p>
        </div>
        <a
          href="/api/admin/products/export.csv"
          download
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      </div>

      <CsvFileStep csv={csv} />

      <div aria-live="polite">
        {stage.kind === 'previewed' || stage.kind === 'importing' ? (
          <PreviewResult
            stage={stage}
            headingRef={resultHeading}
            onConfirm={() => void csv.confirm(stage.preview)}
          />
        ) : null}
        {stage.kind === 'done' ? <ImportDone stage={stage} headingRef={resultHeading} /> : null}
        {stage.kind === 'failed' ? (
          <ImportFailed
            stage={stage}
            headingRef={resultHeading}
            onPreviewAgain={csv.file ? () => void csv.preview() : undefined}
          />
        ) : null}
      </div>
    </div>
  );
}
