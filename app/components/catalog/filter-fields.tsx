import { Link, useLocation, useNavigate } from 'react-router';
import {
  clearedHref,
  filtersHref,
  LIST_SORTS,
  SORT_LABELS,
  type ListFilters,
} from '#common/catalog-filters.ts';
import { SEARCH_SORTS, type SearchSort } from '#common/search-sorts.ts';
import { ChipCount, CURRENT } from './subcategory-chips.tsx';

/** The counts beside the filters: each material's pieces, and the available ones. */
export type FilterCounts = { materials: { name: string; count: number }[]; available: number };

const FIELD = 'min-w-0';
const LEGEND = 'mb-2 text-xs font-semibold uppercase tracking-[0.18em] text-schist-600';
const INPUT =
  'h-11 w-full rounded-full border border-limestone-300 bg-white px-4 text-sm text-schist-900 focus:border-terracotta-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700';
const OPTION =
  'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm capitalize ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700';

export const hasFilters = (filters: ListFilters) =>
  filters.material !== null || filters.min !== null || filters.max !== null || filters.available;

/**
 * The filters of a list (decision 037): a material with its count, a price range, available pieces only, the order,
 * and "Clear all". Each is an address (state lives in the URL): links and a GET form that work before the scripts
 * load, and navigations once they have, so back, forward and a shared link show the same list.
 */
export function FilterFields(props: {
  filters: ListFilters;
  counts: FilterCounts;
  layout: 'row' | 'column';
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const { filters, counts } = props;
  const searching = filters.sort === 'relevance' || new URLSearchParams(location.search).has('q');
  const sorts: readonly SearchSort[] = searching ? SEARCH_SORTS : LIST_SORTS;
  const defaultSort: SearchSort = searching ? 'relevance' : 'newest';
  const go = (change: Parameters<typeof filtersHref>[1]) =>
    void navigate(filtersHref(location, change, defaultSort), { preventScrollReset: true });
  const hidden = [...new URLSearchParams(location.search)].filter(
    ([name]) => !['min', 'max', 'page', 'available', 'sort'].includes(name),
  );
  const row = props.layout === 'row';
  /** One end of the price range: its label for screen readers, and its box, new when the filter it shows changes. */
  const priceEnd = (name: 'min' | 'max', label: string, placeholder: string) => (
    <>
      <label className="sr-only" htmlFor={`${props.layout}-${name}`}>
        {label}
      </label>
      <input
        id={`${props.layout}-${name}`}
        key={`${name}-${filters[name]}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        defaultValue={filters[name] ?? ''}
        className={`${INPUT} ${row ? 'w-28' : ''}`}
      />
    </>
  );
  return (
    <div className={row ? 'flex flex-wrap items-end gap-x-8 gap-y-5' : 'flex flex-col gap-7'}>
      <fieldset className={`${FIELD} ${row ? 'basis-full' : ''}`}>
        <legend className={LEGEND}>Material</legend>
        <ul className="flex flex-wrap gap-2">
          {[{ name: null, count: null }, ...counts.materials].map((option) => {
            const current = filters.material === option.name;
            return (
              <li key={option.name ?? ''}>
                <Link
                  to={filtersHref(location, { material: option.name }, defaultSort)}
                  preventScrollReset
                  aria-current={current ? 'true' : undefined}
                  className={`${OPTION} ${current ? CURRENT : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-500'}`}
                >
                  {option.name ?? 'All materials'}
                  <ChipCount count={option.count} current={current} />
                </Link>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <form
        method="get"
        action={location.pathname}
        className={row ? 'flex flex-wrap items-end gap-x-8 gap-y-5' : 'flex flex-col gap-7'}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({ min: String(form.get('min') ?? ''), max: String(form.get('max') ?? '') });
        }}
      >
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className={FIELD}>
          <legend className={LEGEND}>Price (USD)</legend>
          <div className="flex items-center gap-2">
            {priceEnd('min', 'Lowest price in US dollars', 'Min')}
            <span aria-hidden="true" className="text-schist-500">
              –
            </span>
            {priceEnd('max', 'Highest price in US dollars', 'Max')}
            <button
              type="submit"
              className="h-11 shrink-0 rounded-full bg-schist-800 px-5 text-sm font-semibold text-limestone-50 hover:bg-schist-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 focus-visible:ring-offset-2"
            >
              Apply
            </button>
          </div>
        </fieldset>
        <label className="flex h-11 cursor-pointer items-center gap-3 text-sm text-schist-800">
          <input
            type="checkbox"
            name="available"
            value="1"
            checked={filters.available}
            onChange={(event) => go({ available: event.target.checked })}
            className="size-5 accent-schist-800"
          />
          Available only <span className="text-schist-500">({counts.available})</span>
        </label>
        <div className={FIELD}>
          <label htmlFor={`${props.layout}-sort`} className={`block ${LEGEND}`}>
            Sort by
          </label>
          <select
            id={`${props.layout}-sort`}
            name="sort"
            value={filters.sort}
            onChange={(event) => go({ sort: event.target.value })}
            className={INPUT}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        {hasFilters(filters) || filters.sort !== defaultSort ? (
          <Link
            to={clearedHref(location)}
            preventScrollReset
            className="flex h-11 items-center text-sm font-semibold text-terracotta-700 underline decoration-2 underline-offset-4"
          >
            Clear all
          </Link>
        ) : null}
      </form>
    </div>
  );
}
