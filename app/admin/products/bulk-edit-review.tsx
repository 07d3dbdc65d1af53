import { ArrowRight, LoaderCircle } from 'lucide-react';
import type { BulkEditPreview } from '#common/schemas/product-bulk-edit.ts';
import type { BulkEdit } from './use-bulk-edit.ts';

export const countProducts = (n: number, noun = 'product') =>
  `${n.toLocaleString('en-US')} ${n === 1 ? noun : `${noun}s`}`;

/**
 * The bulk edit's summary before it is applied: how many of the selected products change (and why the others do
 * not), a few of them before → after, and the button that applies it, with its progress.
 */
export function BulkEditReview(props: { edit: BulkEdit; preview: BulkEditPreview; selectedCount: number }) {
  const { edit, preview, selectedCount } = props;
  const priced = edit.kind === 'change-price' || edit.kind === 'set-price';
  return (
    <div className="space-y-5">
      <p className="text-lg text-schist-900">
        <strong>{countProducts(selectedCount)}</strong> selected;{' '}
        {preview.changing === preview.matched ? (
          <>all of them will change.</>
        ) : (
          <>
            <strong>{countProducts(preview.changing)}</strong> will change
            {preview.matched - preview.changing > 0
              ? ` (${countProducts(preview.matched - preview.changing)} ${priced ? 'without a price or already at it' : 'already so'})`
              : ''}
            .
          </>
        )}
      </p>
      {preview.matched !== selectedCount ? (
        <p className="text-sm text-schist-700">
          The selection now holds {countProducts(preview.matched)}: the catalogue changed since the list was
          read.
        </p>
      ) : null}
      {preview.examples.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-schist-700">
            For example
          </h3>
          <ul className="mt-2 divide-y divide-limestone-200 rounded-2xl bg-white ring-1 ring-limestone-200">
            {preview.examples.map((example) => (
              <li
                key={example.id}
                className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <span className="min-w-0 text-schist-800 sm:flex-1 sm:truncate">{example.title}</span>
                <span className="inline-flex items-center gap-2 tabular-nums">
                  <span className="text-schist-600">{example.before}</span>
                  <ArrowRight aria-label="becomes" className="size-4 text-schist-600" />
                  <span className="font-semibold text-schist-900">{example.after}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-schist-700">
        The change is made in one step, all or nothing, and you can undo it afterwards.
      </p>
      {edit.applying ? (
        <div role="status" className="space-y-2">
          <p className="text-sm font-semibold text-schist-800">
            Applying to {countProducts(preview.changing)}…
          </p>
          <div
            role="progressbar"
            aria-label={`Applying to ${countProducts(preview.changing)}`}
            className="h-2 overflow-hidden rounded-full bg-limestone-200"
          >
            <div className="h-full w-1/3 rounded-full bg-terracotta-700 motion-safe:animate-[progress_1.2s_ease-in-out_infinite]" />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          disabled={edit.applying}
          onClick={edit.closePreview}
          className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200 disabled:opacity-60"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={edit.applying || preview.changing === 0}
          onClick={() => void edit.apply()}
          className="inline-flex items-center gap-2 rounded-full bg-terracotta-700 px-5 py-2.5 font-semibold text-white hover:bg-terracotta-600 disabled:opacity-60"
        >
          {edit.applying ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : null}
          {preview.changing === 0 ? 'Nothing to change' : `Apply to ${countProducts(preview.changing)}`}
        </button>
      </div>
    </div>
  );
}
