import { LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BulkEditRecord } from '#common/schemas/product-bulk-edit.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { countProducts } from './bulk-edit-review.tsx';

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
        {countProducts(props.edit.productCount)})
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
