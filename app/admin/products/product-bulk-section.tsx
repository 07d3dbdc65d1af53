import { toast } from 'sonner';
import type { BulkEditRecord } from '#common/schemas/product-bulk-edit.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { BulkEditPanel } from './bulk-edit-panel.tsx';
import { BulkEditUndo } from './bulk-edit-undo.tsx';
import type { ProductSelection } from './use-product-selection.ts';

/** The list's bulk edit (decision 029): what is selected, the action to apply to it, and the last edit's undo. */
export function ProductBulkSection(props: {
  selection: ProductSelection;
  total: number;
  categories: string[];
  subcategories: SubcategoryChoice[];
  lastEdit: BulkEditRecord | null;
  /** The list is read again after an edit or its undo. */
  onChanged: () => void;
}) {
  const { selection, total } = props;
  return (
    <section
      aria-label="Bulk edit"
      className="space-y-4 rounded-3xl bg-limestone-100 p-4 ring-1 ring-limestone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="inline-flex items-center gap-2.5 font-semibold text-schist-900">
          <input
            type="checkbox"
            checked={selection.allMatching || selection.wholePageSelected}
            onChange={selection.togglePage}
            className="size-5 accent-terracotta-700"
          />
          Select all shown
        </label>
        <p role="status" className="text-schist-700">
          {selection.count === 0
            ? 'No product selected'
            : `${selection.count.toLocaleString('en-US')} selected${selection.allMatching ? ' (all matching this filter)' : ''}`}
        </p>
        {selection.canSelectAllMatching ? (
          <button
            type="button"
            onClick={selection.selectAllMatching}
            className="font-semibold text-terracotta-700 underline underline-offset-4 hover:text-schist-900"
          >
            Select all {total.toLocaleString('en-US')} matching this filter
          </button>
        ) : null}
        {selection.count > 0 ? (
          <button
            type="button"
            onClick={selection.clear}
            className="font-semibold text-schist-700 underline underline-offset-4 hover:text-schist-900"
          >
            Clear selection
          </button>
        ) : null}
      </div>
      <BulkEditPanel
        selection={selection.selection}
        selectedCount={selection.count}
        categories={props.categories}
        subcategories={props.subcategories}
        onApplied={(applied) => {
          toast.success(applied.message);
          selection.clear();
          props.onChanged();
        }}
      />
      {props.lastEdit ? <BulkEditUndo edit={props.lastEdit} onUndone={props.onChanged} /> : null}
    </section>
  );
}
