import { useState } from 'react';
import { toast } from 'sonner';
import {
  bulkEditActionSchema,
  type BulkEditApplied,
  type BulkEditKind,
  type BulkEditPreview,
  type BulkEditSelection,
  type PriceRounding,
} from '#common/schemas/product-bulk-edit.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';

/**
 * A bulk edit being prepared: the action and its value, its summary from the server (how many products, what
 * changes, a few prices before → after), then the edit itself, in one transaction.
 */
export function useBulkEdit(props: {
  selection: BulkEditSelection | null;
  categories: string[];
  subcategories: SubcategoryChoice[];
  onApplied: (applied: BulkEditApplied) => void;
}) {
  const [kind, setKind] = useState<BulkEditKind>('change-price');
  const [percent, setPercent] = useState('10');
  const [rounding, setRounding] = useState<PriceRounding>('cent');
  const [price, setPrice] = useState('');
  const [category, setCategory] = useState(props.categories[0] ?? '');
  const [subcategoryId, setSubcategoryId] = useState(props.subcategories[0]?.id ?? '');
  const [specification, setSpecification] = useState('');
  const [preview, setPreview] = useState<BulkEditPreview | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      case 'set-material':
      case 'set-finish':
      case 'set-origin':
        return { kind, value: specification };
      default:
        return { kind };
    }
  };

  // The summary and the edit itself are asked for the same way: the selection and the action as it is now.
  const send = <T>(url: string) =>
    adminRequest<T>('POST', url, { selection: props.selection, action: action() });

  async function review() {
    setError(null);
    // The same schema as the server's: a mistake is shown at once, beside the field.
    const checked = bulkEditActionSchema.safeParse(action());
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the value');
    if (!props.selection) return;
    setReviewing(true);
    try {
      const answer = await send<BulkEditPreview>('/api/admin/products/bulk/preview');
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
      const answer = await send<BulkEditApplied>('/api/admin/products/bulk');
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

  return {
    kind,
    choose(next: BulkEditKind) {
      // A material typed for one specification is not meant for another.
      if (next !== kind) setSpecification('');
      setKind(next);
      setError(null);
    },
    values: { percent, rounding, price, category, subcategoryId, specification },
    set: {
      percent: setPercent,
      rounding: setRounding,
      price: setPrice,
      category: setCategory,
      subcategoryId: setSubcategoryId,
      specification: setSpecification,
    },
    error,
    preview,
    /** Closes the summary, unless the edit is being applied. */
    closePreview: () => !applying && setPreview(null),
    reviewing,
    applying,
    review,
    apply,
  };
}

export type BulkEdit = ReturnType<typeof useBulkEdit>;
