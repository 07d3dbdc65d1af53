import { ArrowRight, LoaderCircle, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  bulkEditActionSchema,
  PRICE_ROUNDINGS,
  ROUNDING_LABELS,
  type BulkEditApplied,
  type BulkEditKind,
  type BulkEditPreview,
  type BulkEditRecord,
  type BulkEditSelection,
  type PriceRounding,
} from '#common/schemas/product-bulk-edit.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { AdminModal } from '#app/admin/ui/admin-modal.tsx';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';

/** The actions offered, in the menu's order. */
const ACTIONS: { kind: BulkEditKind; label: string }[] = [
  { kind: 'change-price', label: 'Change prices by a percentage' },
  { kind: 'set-price', label: 'Set the price' },
  { kind: 'add-category', label: 'Add a category' },
  { kind: 'remove-category', label: 'Remove a category' },
  { kind: 'add-subcategory', label: 'Add a subcategory' },
  { kind: 'remove-subcategory', label: 'Remove a subcategory' },
  { kind: 'publish', label: 'Publish' },
  { kind: 'unpublish', label: 'Unpublish (make drafts)' },
  { kind: 'mark-sold', label: 'Mark sold' },
  { kind: 'mark-available', label: 'Mark available again' },
  { kind: 'trash', label: 'Move to the trash' },
];

type Preview = BulkEditPreview;
type Applied = BulkEditApplied;

/** The subcategories under their categories' names, in the categories' order: the chooser's groups. */
function byCategory(choices: readonly SubcategoryChoice[]) {
  const groups = new Map<string, SubcategoryChoice[]>();
  for (const choice of choices) groups.set(choice.category, [...(groups.get(choice.category) ?? []), choice]);
  return [...groups];
}

const count = (n: number, noun = 'product') => `${n.toLocaleString('en-US')} ${n === 1 ? noun : `${noun}s`}`;

/**
 * The bulk edit of the product list: the action and its value, then a summary in a dialog (how many products,
 * what changes, a few prices before → after), then the edit in one transaction, with its progress.
 */
export function BulkEditPanel(props: {
  selection: BulkEditSelection | null;
  selectedCount: number;
  categories: string[];
  /** Every subcategory, hidden ones too, with its category's name (as the product form gets them). */
  subcategories: SubcategoryChoice[];
  onApplied: (applied: Applied) => void;
}) {
  const [kind, setKind] = useState<BulkEditKind>('change-price');
  const [percent, setPercent] = useState('10');
  const [rounding, setRounding] = useState<PriceRounding>('cent');
  const [price, setPrice] = useState('');
  const [category, setCategory] = useState(props.categories[0] ?? '');
  const [subcategoryId, setSubcategoryId] = useState(props.subcategories[0]?.id ?? '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { action: useId(), value: useId(), rounding: useId(), error: useId() };

  const action = () => {
    switch (kind) {
      case 'change-price':
        return { kind, percent: Number(percent.replace(',', '.')), rounding };
      case 'set-price':
        return { kind, price };
      case 'add-category':
      case 'remove-category':
        return { kind, category };
      case 'add-subcategory':
      case 'remove-subcategory': {
        // Named within its category, as the API takes it: two categories may each have a "Small".
        const chosen = props.subcategories.find((choice) => choice.id === subcategoryId);
        return { kind, category: chosen?.category ?? '', subcategory: chosen?.name ?? '' };
      }
      default:
        return { kind };
    }
  };

  async function review() {
    setError(null);
    // The same schema as the server's: a mistake is shown at once, beside the field.
    const checked = bulkEditActionSchema.safeParse(action());
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the value');
    if (!props.selection) return;
    setReviewing(true);
    try {
      const answer = await adminRequest<Preview>('POST', '/api/admin/products/bulk/preview', {
        selection: props.selection,
        action: action(),
      });
      if (!answer.ok || !answer.body)
        return setError(answerMessage(answer, 'The summary could not be made.'));
      setPreview(answer.body);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setReviewing(false);
    }
  }

  async function apply() {
    if (!props.selection) return;
    setApplying(true);
    try {
      const answer = await adminRequest<Applied>('POST', '/api/admin/products/bulk', {
        selection: props.selection,
        action: action(),
      });
      if (!answer.ok || !answer.body) {
        toast.error(answerMessage(answer, 'The bulk edit could not be applied. Nothing was changed.'));
        return;
      }
      setPreview(null);
      props.onApplied(answer.body);
    } catch (failure) {
      toast.error((failure as Error).message);
    } finally {
      setApplying(false);
    }
  }

  const priced = kind === 'change-price' || kind === 'set-price';
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="lg:w-72">
        <label htmlFor={ids.action} className="text-sm font-semibold text-schist-800">
          Bulk action
        </label>
        <select
          id={ids.action}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as BulkEditKind);
            setError(null);
          }}
          className={INPUT_CLASS}
        >
          {ACTIONS.map((entry) => (
            <option key={entry.kind} value={entry.kind}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      {kind === 'change-price' ? (
        <>
          <div className="lg:w-40">
            <label htmlFor={ids.value} className="text-sm font-semibold text-schist-800">
              Change (%)
            </label>
            <input
              id={ids.value}
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              aria-describedby={ids.error}
              aria-invalid={error ? true : undefined}
              className={INPUT_CLASS}
            />
          </div>
          <div className="lg:w-56">
            <label htmlFor={ids.rounding} className="text-sm font-semibold text-schist-800">
              Rounding
            </label>
            <select
              id={ids.rounding}
              value={rounding}
              onChange={(event) => setRounding(event.target.value as PriceRounding)}
              className={INPUT_CLASS}
            >
              {PRICE_ROUNDINGS.map((entry) => (
                <option key={entry} value={entry}>
                  {ROUNDING_LABELS[entry]}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : kind === 'set-price' ? (
        <div className="lg:w-44">
          <label htmlFor={ids.value} className="text-sm font-semibold text-schist-800">
            New price ($)
          </label>
          <input
            id={ids.value}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-describedby={ids.error}
            aria-invalid={error ? true : undefined}
            className={INPUT_CLASS}
          />
        </div>
      ) : kind === 'add-category' || kind === 'remove-category' ? (
        <div className="lg:w-56">
          <label htmlFor={ids.value} className="text-sm font-semibold text-schist-800">
            Category
          </label>
          <select
            id={ids.value}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={INPUT_CLASS}
          >
            {props.categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : kind === 'add-subcategory' || kind === 'remove-subcategory' ? (
        <div className="lg:w-64">
          <label htmlFor={ids.value} className="text-sm font-semibold text-schist-800">
            Subcategory
          </label>
          <select
            id={ids.value}
            value={subcategoryId}
            onChange={(event) => setSubcategoryId(event.target.value)}
            aria-describedby={ids.error}
            aria-invalid={error ? true : undefined}
            className={INPUT_CLASS}
          >
            {props.subcategories.length === 0 ? <option value="">No subcategories yet</option> : null}
            {byCategory(props.subcategories).map(([categoryName, choices]) => (
              <optgroup key={categoryName} label={categoryName}>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.visible ? choice.name : `${choice.name} (hidden)`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        disabled={!props.selection || reviewing}
        onClick={() => void review()}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {reviewing ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
        Review changes
      </button>
      <p id={ids.error} role="alert" className="text-sm text-red-800 lg:self-center">
        {error}
      </p>

      <AdminModal
        open={preview !== null}
        onOpenChange={(open) => !open && !applying && setPreview(null)}
        title="Review the bulk edit"
        description={preview?.description}
      >
        {preview ? (
          <div className="space-y-5">
            <p className="text-lg text-schist-900">
              <strong>{count(props.selectedCount)}</strong> selected;{' '}
              {preview.changing === preview.matched ? (
                <>all of them will change.</>
              ) : (
                <>
                  <strong>{count(preview.changing)}</strong> will change
                  {preview.matched - preview.changing > 0
                    ? ` (${count(preview.matched - preview.changing)} ${priced ? 'without a price or already at it' : 'already so'})`
                    : ''}
                  .
                </>
              )}
            </p>
            {preview.matched !== props.selectedCount ? (
              <p className="text-sm text-schist-700">
                The selection now holds {count(preview.matched)}: the catalogue changed since the list was
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
            {applying ? (
              <div role="status" className="space-y-2">
                <p className="text-sm font-semibold text-schist-800">
                  Applying to {count(preview.changing)}…
                </p>
                <div
                  role="progressbar"
                  aria-label={`Applying to ${count(preview.changing)}`}
                  className="h-2 overflow-hidden rounded-full bg-limestone-200"
                >
                  <div className="h-full w-1/3 rounded-full bg-terracotta-700 motion-safe:animate-[progress_1.2s_ease-in-out_infinite]" />
                </div>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                disabled={applying}
                onClick={() => setPreview(null)}
                className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200 disabled:opacity-60"
              >
                Cancel
              </button>
              <button
                type="button"
                disabled={applying || preview.changing === 0}
                onClick={() => void apply()}
                className="inline-flex items-center gap-2 rounded-full bg-terracotta-700 px-5 py-2.5 font-semibold text-white hover:bg-terracotta-600 disabled:opacity-60"
              >
                {applying ? (
                  <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                ) : null}
                {preview.changing === 0 ? 'Nothing to change' : `Apply to ${count(preview.changing)}`}
              </button>
            </div>
          </div>
        ) : null}
      </AdminModal>
    </div>
  );
}

/** The last bulk edit, with its undo: reverts the products that still hold what it wrote, and says how many did not. */
export function BulkEditUndo(props: { edit: BulkEditRecord; onUndone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function undo() {
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string }>('POST', '/api/admin/products/bulk/undo', {
        editId: props.edit.id,
      });
      if (!answer.ok) toast.error(answerMessage(answer, 'The bulk edit could not be undone.'));
      else toast.success(answer.body?.message ?? 'Undone.');
      props.onUndone();
    } catch (failure) {
      toast.error((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-limestone-300">
      <p className="text-sm text-schist-800">
        <span className="font-semibold">Last bulk edit:</span> {props.edit.description} (
        {count(props.edit.productCount)})
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void undo()}
        className="inline-flex items-center gap-1.5 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-60"
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <Undo2 aria-hidden="true" className="size-4" />
        )}
        Undo last bulk edit
      </button>
    </div>
  );
}
