import { lazy } from 'react';
import type { ListFilters } from '#common/catalog-filters.ts';
import { DialogOpener } from '#app/components/layout/dialog-opener.tsx';
import { FilterFields, hasFilters, type FilterCounts } from './filter-fields.tsx';

// The phone's sheet loads on the first tap of its button.
const FilterSheet = lazy(() => import('./filter-sheet.tsx'));

/** A list's filters: in a row above the grid on a wide screen, in a sheet behind a button on a phone. */
export function CatalogFilters(props: { filters: ListFilters; counts: FilterCounts; total: number }) {
  const active =
    (props.filters.material ? 1 : 0) +
    (props.filters.min !== null || props.filters.max !== null ? 1 : 0) +
    (props.filters.available ? 1 : 0);
  return (
    <div className="mb-10">
      <div className="lg:hidden">
        <DialogOpener
          label={active ? `Filters and sort, ${active} chosen` : 'Filters and sort'}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-limestone-300 bg-white px-5 text-sm font-semibold text-schist-900 hover:border-schist-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700"
          dialog={(close) => (
            <FilterSheet filters={props.filters} counts={props.counts} total={props.total} onClose={close} />
          )}
        >
          Filters and sort
          {hasFilters(props.filters) ? (
            <span className="rounded-full bg-schist-800 px-2 text-xs text-limestone-50">{active}</span>
          ) : null}
        </DialogOpener>
      </div>
      <div className="hidden rounded-3xl bg-limestone-100 p-6 lg:block">
        <FilterFields filters={props.filters} counts={props.counts} layout="row" />
      </div>
    </div>
  );
}
