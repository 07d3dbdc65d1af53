import { useId, type ReactNode } from 'react';
import { KNOWN_MATERIALS } from '#common/catalog-filters.ts';
import {
  BULK_SPECIFICATIONS,
  PRICE_ROUNDINGS,
  ROUNDING_LABELS,
  type BulkEditApplied,
  type BulkEditKind,
  type BulkEditSelection,
} from '#common/schemas/product-bulk-edit.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { AdminModal } from '#app/admin/ui/admin-modal.tsx';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { BulkEditReview } from './bulk-edit-review.tsx';
import { useBulkEdit, type BulkEdit } from './use-bulk-edit.ts';
import { BusyButton } from '#app/admin/ui/busy-button.tsx';
import { ChoiceSelect } from '#app/admin/ui/choice-select.tsx';

/** The actions offered, in the menu's order. */
const ACTION_LABELS: Record<BulkEditKind, string> = {
  'change-price': 'Change prices by a percentage',
  'set-price': 'Set the price',
  'add-category': 'Add a category',
  'remove-category': 'Remove a category',
  'add-subcategory': 'Add a subcategory',
  'remove-subcategory': 'Remove a subcategory',
  publish: 'Publish',
  unpublish: 'Unpublish (make drafts)',
  'mark-sold': 'Mark sold',
  'mark-available': 'Mark available again',
  'set-material': 'Set the material',
  'set-finish': 'Set the finish',
  'set-origin': 'Set the origin',
  trash: 'Move to the trash',
};
const ACTIONS = Object.keys(ACTION_LABELS) as BulkEditKind[];

/** The subcategories under their categories' names, in the categories' order: the chooser's groups. */
function byCategory(choices: readonly SubcategoryChoice[]) {
  const groups = new Map<string, SubcategoryChoice[]>();
  for (const choice of choices) groups.set(choice.category, [...(groups.get(choice.category) ?? []), choice]);
  return [...groups];
}

/** One labelled control of the bulk action's row; `width` is its width beside the others on a wide screen. */
function ActionField(props: { id: string; label: string; width: string; children: ReactNode }) {
  return (
    <div className={props.width}>
      <label htmlFor={props.id} className="text-sm font-semibold text-schist-800">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}

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
  onApplied: (applied: BulkEditApplied) => void;
}) {
  const edit = useBulkEdit(props);
  const ids = { action: useId(), value: useId(), error: useId() };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <ActionField id={ids.action} label="Bulk action" width="lg:w-72">
        <ChoiceSelect
          id={ids.action}
          value={edit.kind}
          onChange={edit.choose}
          choices={ACTIONS}
          labelOf={(kind) => ACTION_LABELS[kind]}
        />
      </ActionField>
      <ActionValue edit={edit} ids={ids} categories={props.categories} subcategories={props.subcategories} />
      <BusyButton
        disabled={!props.selection || edit.reviewing}
        onClick={() => void edit.review()}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-not-allowed disabled:opacity-60"
        busy={edit.reviewing}
      >
        Review changes
      </BusyButton>
      <p id={ids.error} role="alert" className="text-sm text-red-800 lg:self-center">
        {edit.error}
      </p>

      <AdminModal
        open={edit.preview !== null}
        onOpenChange={(open) => !open && edit.closePreview()}
        title="Review the bulk edit"
        description={edit.preview?.description}
      >
        {edit.preview ? (
          <BulkEditReview edit={edit} preview={edit.preview} selectedCount={props.selectedCount} />
        ) : null}
      </AdminModal>
    </div>
  );
}

/** The chosen action's value: a percentage and its rounding, a price, a category or a subcategory. */
function ActionValue(props: {
  edit: BulkEdit;
  ids: { value: string; error: string };
  categories: string[];
  subcategories: SubcategoryChoice[];
}) {
  const { edit, ids } = props;
  const { values, set } = edit;
  const rounding = useId();
  const checked = { 'aria-describedby': ids.error, 'aria-invalid': edit.error ? true : undefined };
  // A percentage or a price as the admin types it ("12,5" too): the schema checks it when they review.
  const decimal = (value: string, onChange: (value: string) => void) => (
    <input
      id={ids.value}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...checked}
      className={INPUT_CLASS}
    />
  );
  switch (edit.kind) {
    case 'change-price':
      return (
        <>
          <ActionField id={ids.value} label="Change (%)" width="lg:w-40">
            {decimal(values.percent, set.percent)}
          </ActionField>
          <ActionField id={rounding} label="Rounding" width="lg:w-56">
            <ChoiceSelect
              id={rounding}
              value={values.rounding}
              onChange={set.rounding}
              choices={PRICE_ROUNDINGS}
              labelOf={(entry) => ROUNDING_LABELS[entry]}
            />
          </ActionField>
        </>
      );
    case 'set-price':
      return (
        <ActionField id={ids.value} label="New price ($)" width="lg:w-44">
          {decimal(values.price, set.price)}
        </ActionField>
      );
    case 'add-category':
    case 'remove-category':
      return (
        <ActionField id={ids.value} label="Category" width="lg:w-56">
          <ChoiceSelect
            id={ids.value}
            value={values.category}
            onChange={set.category}
            choices={props.categories}
          />
        </ActionField>
      );
    case 'add-subcategory':
    case 'remove-subcategory':
      return (
        <ActionField id={ids.value} label="Subcategory" width="lg:w-64">
          <select
            id={ids.value}
            value={values.subcategoryId}
            onChange={(event) => set.subcategoryId(event.target.value)}
            {...checked}
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
        </ActionField>
      );
    case 'set-material':
    case 'set-finish':
    case 'set-origin': {
      const { label, max } = BULK_SPECIFICATIONS[edit.kind];
      return (
        <ActionField id={ids.value} label={`New ${label} (empty clears it)`} width="lg:w-64">
          <input
            id={ids.value}
            type="text"
            maxLength={max}
            list={edit.kind === 'set-material' ? `${ids.value}-materials` : undefined}
            value={values.specification}
            onChange={(event) => set.specification(event.target.value)}
            {...checked}
            className={INPUT_CLASS}
          />
          {edit.kind === 'set-material' ? (
            <datalist id={`${ids.value}-materials`}>
              {KNOWN_MATERIALS.map((material) => (
                <option key={material} value={material} />
              ))}
            </datalist>
          ) : null}
        </ActionField>
      );
    }
    default:
      return null;
  }
}
