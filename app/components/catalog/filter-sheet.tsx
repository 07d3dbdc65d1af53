import * as Dialog from '@radix-ui/react-dialog';
import type { ListFilters } from '#common/catalog-filters.ts';
import { DialogCloseButton } from '#app/components/dialog-close.tsx';
import { DialogFrame } from '#app/components/dialog-frame.tsx';
import { FilterFields, type FilterCounts } from './filter-fields.tsx';

/**
 * The filters of a phone, in a sheet from the bottom (decision 037): a dialog that holds the focus while open,
 * closes on Escape and gives the focus back to its button. It stays open while the list changes under it, so the
 * counts follow each choice; "Show" closes it on the list.
 */
export default function FilterSheet(props: {
  filters: ListFilters;
  counts: FilterCounts;
  total: number;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      onClose={props.onClose}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl bg-limestone-50 shadow-2xl"
    >
      <div className="border-b border-limestone-200 px-5 py-4">
        <Dialog.Title className="font-display text-2xl font-semibold text-schist-900">Filters</Dialog.Title>
        <Dialog.Description className="sr-only">
          Narrow the pieces by material, price and availability, and choose their order
        </Dialog.Description>
        <DialogCloseButton label="Close filters" className="right-3 top-3" />
      </div>
      <div className="overflow-y-auto px-5 py-6">
        <FilterFields filters={props.filters} counts={props.counts} layout="column" />
      </div>
      <div className="border-t border-limestone-200 px-5 py-4">
        <Dialog.Close className="h-12 w-full rounded-full bg-schist-800 font-semibold text-limestone-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 focus-visible:ring-offset-2">
          Show {props.total === 1 ? '1 piece' : `${props.total} pieces`}
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
