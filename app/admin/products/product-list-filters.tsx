import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { ADMIN_PRODUCT_SORTS } from '#common/schemas/products.ts';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SORT_LABELS, type ProductsListQuery } from './products-list-query.ts';
import { ChoiceSelect } from '#app/admin/ui/choice-select.tsx';
import { useAddressParams } from '#app/admin/ui/use-address-params.ts';

/**
 * The list's search (sent as the admin types), its category (every one, with how many pieces it holds) and its
 * order; each is kept in the address, and a change starts again from the first page. Each change builds on the latest
 * one asked for, so quick changes in a row all count; the form's hidden fields serve a browser without scripts.
 */
export function ProductListFilters(props: {
  query: ProductsListQuery;
  categories: { name: string; slug: string; productCount: number }[];
}) {
  const { query } = props;
  const bySlug = new Map(props.categories.map((category) => [category.slug, category]));
  const changeAddress = useAddressParams();
  const setParam = (name: string, value: string, replace = false) =>
    changeAddress(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        params.delete('page');
      },
      { replace },
    );

  return (
    <div className="rounded-3xl bg-limestone-50 p-4 ring-1 ring-limestone-200 sm:p-5">
      <div className="flex flex-col gap-3 lg:flex-row">
        <Form
          role="search"
          method="get"
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            setParam('q', new FormData(event.currentTarget).get('q')?.toString() ?? '');
          }}
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
            onChange={(event) => setParam('q', event.currentTarget.value, true)}
            placeholder="Search by title, keyword or slug"
            className={`${INPUT_CLASS} pl-10`}
          />
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {query.view !== 'cards' ? <input type="hidden" name="view" value={query.view} /> : null}
        </Form>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <div className="lg:w-64">
            <label htmlFor="product-category" className="sr-only">
              Filter by category
            </label>
            <ChoiceSelect
              id="product-category"
              value={query.category && bySlug.has(query.category) ? query.category : ''}
              onChange={(slug) => setParam('category', slug)}
              choices={props.categories.map((category) => category.slug)}
              labelOf={(slug) => {
                const category = bySlug.get(slug)!;
                return `${category.name} (${category.productCount.toLocaleString('en-US')})`;
              }}
              anyLabel="All categories"
            />
          </div>
          <div className="lg:w-56">
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
      </div>
    </div>
  );
}
