import { Download, FileSpreadsheet, LayoutGrid, RefreshCw, Rows3 } from 'lucide-react';
import { Link, useLocation, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { toast } from 'sonner';
import type { BulkEditRecord } from '#common/schemas/product-bulk-edit.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import { adminRequest } from '#app/admin/ui/admin-api.ts';
import { EmptyList, ListFooter } from '#app/admin/ui/list-footer.tsx';
import { useAddressParams } from '#app/admin/ui/use-address-params.ts';
import { usePagedList, type ListPage } from '#app/lib/use-paged-list.ts';
import type { ListedProduct } from './listed-product.ts';
import { ProductBulkSection } from './product-bulk-section.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductListFilters } from './product-list-filters.tsx';
import { ProductTable } from './product-table.tsx';
import { editorPath, PRODUCTS_PAGE_SIZE, type ProductsListQuery } from './products-list-query.ts';
import { useProductSelection } from './use-product-selection.ts';

/** What the products list's loader gives the screen. */
export type ProductsListData = {
  query: ProductsListQuery;
  list: ListPage<ListedProduct>;
  /** Every category with how many products it holds: the list's category filter */
  filter: { name: string; slug: string; productCount: number }[];
  categories: string[];
  subcategories: SubcategoryChoice[];
  lastEdit: BulkEditRecord | null;
};

const BUTTON_OUTLINE =
  'inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200';
const BUTTON_DARK =
  'rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900';

/**
 * The products list (admin-area.md §4, decision 029): search, order and category, the cards a page at a time with
 * their quick edits, the bulk edit of a selection, and a link to each product's editor (its own page).
 */
export function ProductsScreen({ data }: { data: ProductsListData }) {
  const { query } = data;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const location = useLocation();
  // Each product's editor is its own page; its way back returns to this list as it is now.
  const editHref = (product: ListedProduct) =>
    editorPath(product.id, `${location.pathname}${location.search}`);
  const list = usePagedList<ListedProduct, ProductsListData>(
    data.list,
    (next) => next.list,
    PRODUCTS_PAGE_SIZE,
    { index: true },
  );
  const selection = useProductSelection(
    query,
    list.items.map((product) => product.id),
    list.total,
  );
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === '/admin/products';
  const filtered = Boolean(query.q || query.category);

  const remove = async (product: ListedProduct) => {
    try {
      const answer = await adminRequest('DELETE', `/api/products/${product.id}`);
      if (!answer.ok) throw new Error(answer.body?.message ?? `HTTP error! status: ${answer.status}`);
      toast.success(answer.body?.message ?? 'Product moved to the trash.');
      await revalidator.revalidate();
    } catch (error) {
      console.error('Deleting the product failed', error);
      toast.error('Failed to delete product. Please check console.');
    }
  };

  // A piece sold (or available again): its page stays, marked, and its chat asks for a similar piece.
  const markSold = async (product: ListedProduct, sold: boolean) => {
    const answer = await adminRequest('PUT', `/api/admin/products/${product.id}/sold`, { sold });
    if (!answer.ok) {
      toast.error(answer.body?.message ?? 'The piece could not be marked. Please try again.');
      return;
    }
    toast.success(answer.body?.message ?? (sold ? 'Marked sold.' : 'Available again.'));
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-3xl font-semibold">Product Management</h2>
          <p className="mt-1 text-schist-600" role="status">
            {list.total} {list.total === 1 ? 'product' : 'products'}
            {query.q ? ` matching “${query.q}”` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The whole catalogue as a spreadsheet, and back (decision 028). */}
          <a href="/api/admin/products/export.csv" download className={BUTTON_OUTLINE}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
          <Link to="/admin/products/import" className={BUTTON_OUTLINE}>
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Import CSV
          </Link>
          <Link to="/admin/products/new" className={BUTTON_DARK}>
            Add Product
          </Link>
        </div>
      </div>

      <ProductListFilters query={query} categories={data.filter} />
      <ViewSwitch view={query.view} />

      {list.items.length > 0 ? (
        <ProductBulkSection
          selection={selection}
          total={list.total}
          categories={data.categories}
          subcategories={data.subcategories}
          lastEdit={data.lastEdit}
          onChanged={refresh}
        />
      ) : null}

      <div aria-busy={refreshing} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
        {list.items.length === 0 ? (
          <EmptyList
            title="No products found"
            message={
              filtered
                ? 'No product matches this search or category. Try other words, or show all products.'
                : 'The catalogue is empty. Add the first piece, or create many at once from a folder of photographs.'
            }
            action={
              <Link to={filtered ? '/admin/products' : '/admin/products/new'} className={BUTTON_DARK}>
                {filtered ? 'Show all products' : 'Add Product'}
              </Link>
            }
          />
        ) : query.view === 'table' ? (
          <ProductTable
            products={list.items}
            isSelected={selection.isSelected}
            onSelect={selection.toggle}
            editHref={editHref}
          />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {list.items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                selected={selection.isSelected(product.id)}
                onSelect={(range) => selection.toggle(product.id, range)}
                editHref={editHref(product)}
                onDelete={() => remove(product)}
                onSold={(sold) => markSold(product, sold)}
              />
            ))}
          </ul>
        )}
        <ListFooter noun="products" list={list} />
      </div>
    </div>
  );
}

const VIEWS = [
  { view: 'cards', label: 'Cards', Icon: LayoutGrid },
  { view: 'table', label: 'Table', Icon: Rows3 },
] as const;

/** Cards or a dense table, kept in the address with the search and the page. */
function ViewSwitch({ view }: { view: ProductsListQuery['view'] }) {
  const changeAddress = useAddressParams();
  return (
    <div role="group" aria-label="Show the products as" className="flex justify-end">
      <div className="inline-flex rounded-full bg-limestone-50 p-1 ring-1 ring-limestone-200">
        {VIEWS.map(({ view: choice, label, Icon }) => (
          <button
            key={choice}
            type="button"
            aria-pressed={view === choice}
            onClick={() =>
              changeAddress(
                (params) => {
                  if (choice === 'cards') params.delete('view');
                  else params.set('view', choice);
                },
                { preventScrollReset: true },
              )
            }
            className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ${view === choice ? 'bg-schist-800 text-limestone-50' : 'text-schist-800 hover:bg-limestone-200'}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A failed load: what went wrong, the address that was asked for, and a way to try again. */
export function ProductsLoadError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error ? error.message : 'The products could not be loaded.';
  const attempted = typeof window === 'undefined' ? '/admin/products' : window.location.href;
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl space-y-4 rounded-3xl bg-limestone-50 p-8 text-center ring-1 ring-red-200"
    >
      <h2 className="text-2xl font-semibold">The products could not be loaded</h2>
      <p className="text-schist-700">{message}</p>
      <p className="break-all text-sm text-schist-600">Attempted URL: {attempted}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        className="inline-flex items-center gap-2 rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
      >
        <RefreshCw aria-hidden="true" className="size-4" /> Try Again
      </button>
    </div>
  );
}
