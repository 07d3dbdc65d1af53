import type { Ref } from 'react';
import type { ProductCsvPreview } from '#common/schemas/product-csv.ts';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import { PanelSection } from '../panel-section.tsx';
import { plural } from './import-outcome.tsx';
import type { ImportStage } from './use-csv-import.ts';

/**
 * The import's second step: what the file would change, counted and listed, every mistake by row and column, and
 * the button that imports it (none while the file has mistakes); then the import's progress in its place.
 */
export function PreviewResult({
  stage,
  headingRef,
  onConfirm,
}: {
  stage: Extract<ImportStage, { kind: 'previewed' | 'importing' }>;
  headingRef: Ref<HTMLHeadingElement>;
  onConfirm: () => void;
}) {
  const { preview } = stage;
  const toWrite = preview.create + preview.update;
  const counts = [
    { label: 'To add', value: preview.create, tone: 'text-schist-900' },
    { label: 'To update', value: preview.update, tone: 'text-schist-900' },
    { label: 'Unchanged', value: preview.unchanged, tone: 'text-schist-700' },
    {
      label: 'With errors',
      value: preview.errorRows,
      tone: preview.errorRows ? 'text-red-700' : 'text-schist-700',
    },
  ];
  const percent =
    stage.kind === 'importing' && stage.total > 0 ? Math.round((stage.written / stage.total) * 100) : 0;
  return (
    <PanelSection
      id="csv-preview"
      title="2. Check the changes"
      className="space-y-5"
      headingRef={headingRef}
      headingClassName="text-xl font-semibold focus:outline-none"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map((count) => (
          <div key={count.label} className="rounded-2xl bg-white p-4 ring-1 ring-limestone-200">
            <dt className="text-sm font-medium text-schist-600">{count.label}</dt>
            <dd className={`mt-1 text-3xl font-semibold tabular-nums ${count.tone}`}>
              {count.value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>

      {preview.errors.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-sans text-base font-semibold text-red-800">
            Fix {preview.errorRows === 1 ? 'this row' : `these ${preview.errorRows} rows`} in the file, then
            preview it again
          </h4>
          <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-red-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows with errors</caption>
              <thead className="bg-red-50 text-schist-800">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Row
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Column
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-limestone-200">
                {preview.errors.map((error) => (
                  <tr key={`${error.row}-${error.column}-${error.message}`}>
                    <td className="px-4 py-2.5 tabular-nums text-schist-900">{error.row}</td>
                    <td className="px-4 py-2.5 font-mono text-schist-800">{error.column}</td>
                    <td className="px-4 py-2.5 text-schist-900">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      <PlannedRows title="Products to add" rows={preview.creates} total={preview.create} />
      <PlannedRows title="Products to update" rows={preview.updates} total={preview.update} changes />

      {stage.kind === 'importing' ? (
        <UploadProgress
          percent={percent}
          label="Import progress"
          caption={`Saving… ${stage.written.toLocaleString('en-US')} of ${stage.total.toLocaleString('en-US')}`}
        />
      ) : (
        <div className="flex flex-col gap-2 border-t border-limestone-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-schist-700">
            {preview.errorRows > 0
              ? 'Nothing is saved while the file has errors.'
              : toWrite === 0
                ? 'Every row matches the catalogue: there is nothing to import.'
                : 'Nothing has been saved yet.'}
          </p>
          <button
            type="button"
            onClick={onConfirm}
            disabled={preview.errorRows > 0 || toWrite === 0}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-terracotta-700 px-5 py-2.5 font-semibold text-white hover:bg-terracotta-800 disabled:cursor-not-allowed disabled:bg-schist-600"
          >
            Import {plural(toWrite, 'product')}
          </button>
        </div>
      )}
    </PanelSection>
  );
}

function PlannedRows({
  title,
  rows,
  total,
  changes = false,
}: {
  title: string;
  rows: ProductCsvPreview['creates'];
  total: number;
  changes?: boolean;
}) {
  if (total === 0) return null;
  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-limestone-200" open={total <= 10}>
      <summary className="cursor-pointer font-semibold text-schist-900">
        {title} ({total.toLocaleString('en-US')})
      </summary>
      <ul className="mt-3 divide-y divide-limestone-200 text-sm">
        {rows.map((row) => (
          <li key={row.row} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
            <span className="tabular-nums text-schist-600">Row {row.row}</span>
            <span dir="auto" className="font-medium text-schist-900">
              {row.title}
            </span>
            {changes ? <span className="text-schist-600">changes {row.changed.join(', ')}</span> : null}
          </li>
        ))}
      </ul>
      {total > rows.length ? (
        <p className="mt-2 text-sm text-schist-600">
          …and {(total - rows.length).toLocaleString('en-US')} more.
        </p>
      ) : null}
    </details>
  );
}
