import { CircleAlert, ExternalLink, Pencil } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminProductPath, productPath } from '#common/paths.ts';
import type { BulkResult } from '#common/schemas/bulk.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { SaveStatus } from '#app/admin/ui/quick-edit-field.tsx';
import { useNewProductEdit } from './use-new-product-edit.ts';

const FIELD =
  'w-full min-w-0 rounded-lg border border-limestone-300 bg-white px-3 py-2 text-schist-900 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30 aria-[invalid=true]:border-red-600';

/**
 * One product a bulk upload made (decision 047): its photograph, its title and price edited in place and saved
 * with the row's Save (or Enter), its status, and links to view it and to edit the rest. Each field is named by
 * the photograph's file name, which does not change as the title does.
 */
export function NewProductRow({ result }: { result: BulkResult }) {
  const { stored, fields, errors, state, dirty, edit, save } = useNewProductEdit(result);
  const id = useId();
  return (
    <li className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 p-3 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-4 sm:p-4">
      <div className="size-[4.5rem] overflow-hidden rounded-xl bg-limestone-200 ring-1 ring-limestone-200 sm:size-24">
        <ResponsiveImage image={result.image} alt="" sizes="96px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 space-y-2">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-schist-600">
          <span className="break-all">{result.filename}</span>
          <StatusBadge status={stored.status} />
        </p>
        {stored.status === 'deleted' || !stored.updatedAt ? (
          <p className="font-semibold text-schist-900">
            {stored.title} <span className="font-normal text-schist-600">(moved to Trash since)</span>
          </p>
        ) : (
          <form
            noValidate
            aria-label={`Title and price of ${result.filename}`}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            className="flex flex-col gap-2 lg:flex-row lg:items-start lg:gap-3"
          >
            <Field
              id={`${id}-title`}
              label="Title"
              named={` of ${result.filename}`}
              error={errors.title}
              className="lg:flex-1"
            >
              <input
                id={`${id}-title`}
                type="text"
                value={fields.title}
                onChange={(event) => edit('title', event.target.value)}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? `${id}-title-error` : undefined}
                className={`${FIELD} font-semibold`}
              />
            </Field>
            <Field
              id={`${id}-price`}
              label="Price"
              named={` of ${result.filename} in dollars`}
              error={errors.price}
              className="lg:w-56"
            >
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-schist-700"
                >
                  $
                </span>
                <input
                  id={`${id}-price`}
                  type="text"
                  inputMode="decimal"
                  placeholder="Contact for pricing"
                  value={fields.price}
                  onChange={(event) => edit('price', event.target.value)}
                  aria-invalid={errors.price ? true : undefined}
                  aria-describedby={errors.price ? `${id}-price-error` : undefined}
                  className={`${FIELD} pl-7 placeholder:text-schist-500`}
                />
              </div>
            </Field>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 lg:w-48 lg:pt-6">
              <button
                type="submit"
                disabled={!dirty || state.kind === 'saving'}
                aria-label={`Save ${result.filename}`}
                aria-describedby={`${id}-state`}
                className="inline-flex items-center gap-1.5 rounded-full bg-schist-800 px-4 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-not-allowed disabled:opacity-50"
              >
                Save
              </button>
              <SaveStatus id={`${id}-state`} state={state} />
            </div>
          </form>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {stored.status !== 'deleted' ? (
            // A draft's page opens for a signed-in admin as a preview (decision 025).
            <a
              href={productPath(stored)}
              target="_blank"
              rel="noopener"
              aria-label={`View ${stored.title}`}
              className="inline-flex items-center gap-1 font-semibold text-terracotta-700 underline underline-offset-2 hover:text-terracotta-600"
            >
              View <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
          {result._id && stored.status !== 'deleted' ? (
            <Link
              to={adminProductPath(result._id)}
              aria-label={`Edit ${stored.title}`}
              className="inline-flex items-center gap-1 font-semibold text-terracotta-700 underline underline-offset-2 hover:text-terracotta-600"
            >
              <Pencil aria-hidden="true" className="size-3.5" /> Edit
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** A labelled field, "Title" to the eye and "Title of IMG_4410.jpg" to a screen reader, its mistake under it. */
function Field(props: {
  id: string;
  label: string;
  /** the rest of its name, for a screen reader */
  named: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${props.className ?? ''}`}>
      <label htmlFor={props.id} className="mb-1 block text-xs font-medium text-schist-700">
        {props.label}
        <span className="sr-only">{props.named}</span>
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 flex items-start gap-1 text-xs text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {props.error}
        </p>
      ) : null}
    </div>
  );
}

function StatusBadge({ status }: { status: BulkResult['status'] }) {
  const looks = {
    draft: ['Draft', 'bg-schist-800 text-limestone-50'],
    published: ['Published', 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200'],
    deleted: ['Deleted', 'bg-red-50 text-red-900 ring-1 ring-red-200'],
  } as const;
  const [label, colours] = looks[status];
  return <span className={`rounded-full px-2 py-0.5 font-semibold ${colours}`}>{label}</span>;
}
