import { megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import {
  ArrowLeft,
  CheckCircle2,
  Download,
  FileSpreadsheet,
  LoaderCircle,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_INFO_KEY } from '#common/admin-session.ts';
import { CSV_LIST_RULE, PRODUCT_CSV_COLUMNS } from '#common/product-csv.ts';
import {
  productCsvImportLineSchema,
  productCsvPreviewAnswerSchema,
  type ProductCsvPreview,
} from '#common/schemas/product-csv.ts';
import { SectionError } from '#app/admin/ui/section-error.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import type { Route } from './+types/products-import';

export const meta: Route.MetaFunction = () => [
  { title: 'Import Products | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const EXPORT_URL = '/api/admin/products/export.csv';

type Stage =
  | { kind: 'choose' }
  | { kind: 'previewing' }
  | { kind: 'previewed'; preview: ProductCsvPreview }
  | { kind: 'importing'; preview: ProductCsvPreview; written: number; total: number }
  | { kind: 'done'; created: number; updated: number; unchanged: number }
  | { kind: 'failed'; message: string; preview?: ProductCsvPreview; written?: number };

/** The session has ended: the panel's usual way back, through the sign-in page to this screen. */
function signInAgain() {
  localStorage.removeItem(ADMIN_INFO_KEY);
  window.location.assign(`/admin/login?next=${encodeURIComponent(window.location.pathname)}`);
}

const send = (url: string, file: File) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });

async function messageOf(answer: Response, fallback: string): Promise<string> {
  try {
    const body = (await answer.json()) as { message?: string };
    return body.message ?? fallback;
  } catch {
    return answer.status >= 500 ? `Server error: ${answer.status}` : fallback;
  }
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Products from a spreadsheet (issue 18, item 4): the owner chooses a CSV file, sees what it would create, update or
 * leave alone and every mistake by row and column, and only then imports it, watching its progress.
 */
export default function ProductsImport() {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const inputId = useId();
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A new answer moves the focus to its heading, so a keyboard or screen reader user lands on what happened.
  useEffect(() => {
    if (stage.kind === 'previewed' || stage.kind === 'done' || stage.kind === 'failed')
      resultHeading.current?.focus();
  }, [stage.kind]);

  const preview = async () => {
    if (!file) return;
    setStage({ kind: 'previewing' });
    try {
      const answer = await send('/api/admin/products/import/preview', file);
      if (answer.status === 401) return signInAgain();
      if (!answer.ok) {
        setStage({ kind: 'failed', message: await messageOf(answer, 'The file could not be read') });
        return;
      }
      setStage({ kind: 'previewed', preview: productCsvPreviewAnswerSchema.parse(await answer.json()) });
    } catch (error) {
      setStage({ kind: 'failed', message: (error as Error).message });
    }
  };

  const confirm = async (plan: ProductCsvPreview) => {
    if (!file) return;
    setStage({ kind: 'importing', preview: plan, written: 0, total: plan.create + plan.update });
    try {
      const answer = await send(`/api/admin/products/import?fingerprint=${plan.fingerprint}`, file);
      if (answer.status === 401) return signInAgain();
      if (!answer.ok || !answer.body) {
        setStage({ kind: 'failed', message: await messageOf(answer, 'The import failed'), preview: plan });
        return;
      }
      const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const text of lines.filter(Boolean)) {
          const line = productCsvImportLineSchema.parse(JSON.parse(text));
          if (line.kind === 'progress')
            setStage({ kind: 'importing', preview: plan, written: line.written, total: line.total });
          else if (line.kind === 'done') setStage({ ...line, kind: 'done' });
          else setStage({ kind: 'failed', message: line.message, preview: plan, written: line.written });
        }
      }
    } catch (error) {
      setStage({ kind: 'failed', message: (error as Error).message, preview: plan });
    }
  };

  const busy = stage.kind === 'previewing' || stage.kind === 'importing';

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
          href={EXPORT_URL}
          download
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      </div>

      <section
        aria-labelledby="csv-file"
        className="space-y-4 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
      >
        <h3 id="csv-file" className="text-xl font-semibold">
          1. Choose the file
        </h3>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-schist-800">
              CSV file
            </label>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_RULES.csv.accept}
              disabled={busy}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setStage({ kind: 'choose' });
              }}
              className="block w-full rounded-2xl border border-limestone-300 bg-white px-3 py-2.5 text-schist-900 file:mr-4 file:rounded-full file:border-0 file:bg-schist-800 file:px-4 file:py-2 file:font-semibold file:text-limestone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700"
            />
          </div>
          <button
            type="button"
            onClick={() => void preview()}
            disabled={!file || busy}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {stage.kind === 'previewing' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <FileSpreadsheet aria-hidden="true" className="size-4" />
            )}
            {stage.kind === 'previewing' ? 'Reading the file…' : 'Preview changes'}
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
              Keywords, tags, categories, subcategories and images: {CSV_LIST_RULE}. Specifications: one
              “Label: value” per line.
            </li>
            <li>
              Prices in dollars (120 or 99.50); an empty price means “contact for pricing”. Yes/no columns
              take yes or no; dates are written as 2026-03-01.
            </li>
            <li>
              Categories and subcategories are named as in the panel; an unknown one is a mistake, never
              created. Images are addresses: one of this site’s photographs, another site’s address, or an
              old-site path.
            </li>
            <li>createdAt and updatedAt are for reading; the import leaves them as they are.</li>
          </ul>
        </details>
      </section>

      <div aria-live="polite">
        {stage.kind === 'previewed' || stage.kind === 'importing' ? (
          <PreviewResult
            stage={stage}
            headingRef={resultHeading}
            onConfirm={() => void confirm(stage.preview)}
          />
        ) : null}
        {stage.kind === 'done' ? (
          <section
            aria-labelledby="csv-done"
            className="space-y-3 rounded-3xl bg-limestone-50 p-5 ring-1 ring-emerald-300 sm:p-7"
          >
            <h3
              id="csv-done"
              ref={resultHeading}
              tabIndex={-1}
              className="flex items-center gap-2 text-xl font-semibold focus:outline-none"
            >
              <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" /> Import complete
            </h3>
            <p className="text-schist-700">
              {plural(stage.created, 'product')} added, {plural(stage.updated, 'product')} updated,{' '}
              {stage.unchanged.toLocaleString('en-US')} unchanged.
            </p>
            <Link
              to="/admin/products"
              className="inline-flex rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
            >
              See the products
            </Link>
          </section>
        ) : null}
        {stage.kind === 'failed' ? (
          <section
            role="alert"
            aria-labelledby="csv-failed"
            className="space-y-3 rounded-3xl bg-limestone-50 p-5 ring-1 ring-red-300 sm:p-7"
          >
            <h3
              id="csv-failed"
              ref={resultHeading}
              tabIndex={-1}
              className="flex items-center gap-2 text-xl font-semibold focus:outline-none"
            >
              <TriangleAlert aria-hidden="true" className="size-5 text-red-700" /> The file was not imported
            </h3>
            <p className="text-schist-800">{stage.message}</p>
            {stage.written ? (
              <p className="text-schist-700">
                {plural(stage.written, 'product')} had been saved before it stopped; importing the file again
                finishes the rest.
              </p>
            ) : null}
            {file ? (
              <button
                type="button"
                onClick={() => void preview()}
                className="inline-flex rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
              >
                Preview again
              </button>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

function PreviewResult({
  stage,
  headingRef,
  onConfirm,
}: {
  stage: Extract<Stage, { kind: 'previewed' | 'importing' }>;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
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
    <section
      aria-labelledby="csv-preview"
      className="space-y-5 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
    >
      <h3
        id="csv-preview"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        2. Check the changes
      </h3>
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
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-red-200">
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
    </section>
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

export function ErrorBoundary() {
  return <SectionError what="The import screen" />;
}
