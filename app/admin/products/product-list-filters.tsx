import { Search } from 'lucide-react';
import { Form, useSearchParams, useSubmit } from 'react-router';
import { ADMIN_PRODUCT_SORTS } from '#common/schemas/products.ts';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SORT_LABELS, type ProductsListQuery } from './products-list-query.ts';
import { ChoiceSelect } from '#app/admin/ui/choice-select.tsx';

/**
 * The list's search (sent as the admin types), its order and its category chips; each is kept in the address, and
 * a change starts again from the first page.
 */
export function ProductListFilters(props: {
  query: ProductsListQuery;
  chips: { name: string; slug: string }[];
}) {
  const { query } = props;
  const [, setSearchParams] = useSearchParams();
  const submit = useSubmit();
  const setParam = (name: string, value: string) =>
    setSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      params.delete('page');
      return params;
    });

  return (
    <div className="space-y-4 rounded-3xl bg-limestone-50 p-4 ring-1 ring-limestone-200 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Form
          role="search"
          method="get"
          className="relative flex-1"
          onChange={(event) => submit(event.currentTarget, { replace: true })}
        >
          <label htmlFor="product-search" className="sr-only">
            Search products
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-4 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-schist-500"
          />
          <input
            id="product-search"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search by title, keyword or slug"
            className={`${INPUT_CLASS} pl-10`}
          />
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        </Form>
        <div className="sm:w-56">
          <label htmlFor="product-sort" className="sr-only">
            Sort products
          </label>
          <ChoiceSelect
            id="product-sort"
            value={query.sort}
            onChange={(sort) => setParam('sort', sort === 'newest' ? '' : sort)}
            choices={ADMIN_PRODUCT_SORTS}
            labelOf={(sort) => SORT_LABELS[sort]}
          />
        </div>
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {[{ name: 'All', slug: '' }, ...props.chips].map((chip) => {
          const active = query.category === chip.slug;
          return (
            <button
              key={chip.slug || 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => setParam('category', chip.slug)}
              className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${active ? 'bg-schist-800 text-limestone-50 ring-schist-800' : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-600'}`}
            >
              {chip.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
