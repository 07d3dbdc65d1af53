import {
  BadgeCheck,
  Download,
  ExternalLink,
  FileSpreadsheet,
  History,
  Pencil,
  RefreshCw,
  Search,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Form,
  Link,
  useFetcher,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
  useSubmit,
} from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { productPath } from '#common/paths.ts';
import { dollarsToCents, formatUsd, savingsPercent } from '#common/money.ts';
import type { BulkEditSelection, ProductQuickEditAnswer } from '#common/schemas/product-bulk-edit.ts';
import { ADMIN_PRODUCT_SORTS } from '#common/schemas/products.ts';
import { AdminModal } from '#app/admin/ui/admin-modal.tsx';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { EmptyList, ListFooter } from '#app/admin/ui/list-footer.tsx';
import { BulkEditPanel, BulkEditUndo } from '#app/admin/products/product-bulk-edit.tsx';
import { ProductForm } from '#app/admin/products/product-form.tsx';
import { QuickEditField } from '#app/admin/ui/quick-edit-field.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { servicesContext } from '#app/context.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { usePagedList } from '#app/lib/use-paged-list.ts';
import type { Route } from './+types/products';

const PAGE_SIZE = 20;
const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A-Z',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
};
const querySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  category: z.string().trim().max(120).catch(''),
  sort: z.enum(ADMIN_PRODUCT_SORTS).catch('newest'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** A product to open in the editor at once (the dashboard's "Add to the keywords of …") */
  edit: z.string().trim().max(64).catch(''),
  /** Words to add to its keywords, for the owner to check and save */
  keywords: z.string().trim().max(100).catch(''),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config, productBulkEdits } = context.get(servicesContext);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [result, chips, categories, subcategories, opened, lastEdit] = await Promise.all([
    catalog.adminProducts(
      { page: query.page, limit: PAGE_SIZE },
      { search: query.q || undefined, category: query.category || undefined, sort: query.sort },
    ),
    catalog.categoriesInUse(8),
    catalog.listCategories({ visibleOnly: false }),
    catalog.subcategoryChoices(),
    query.edit ? catalog.productForAdmin(query.edit) : null,
    productBulkEdits.last(),
  ]);
  const editing =
    opened && query.keywords && !opened.keywords.includes(query.keywords)
      ? { ...opened, keywords: [...opened.keywords, query.keywords] }
      : opened;
  return {
    query,
    list: { items: result.products, total: result.total, page: query.page },
    chips: chips.map((category) => ({ name: category.name, slug: category.slug })),
    categories: categories.map((category) => category.name),
    subcategories,
    origin: config.publicUrl,
    editing,
    lastEdit,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Products | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Product = Route.ComponentProps['loaderData']['list']['items'][number];

export default function ProductsList({ loaderData }: Route.ComponentProps) {
  const { query, chips } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Product | null>(loaderData.editing);
  // A save refused because the product changed since the form opened: the product as it is now, from this loader.
  // Applied once: React Router loads a fetcher's data again on every later revalidation (after each save).
  const latest = useFetcher<typeof loader>();
  const latestWanted = useRef<string | null>(null);
  useEffect(() => {
    const now = latest.data?.editing;
    if (latest.state !== 'idle' || !now || latestWanted.current !== now.id) return;
    latestWanted.current = null;
    setEditing(now);
  }, [latest.state, latest.data]);
  const list = usePagedList<Product, Route.ComponentProps['loaderData']>(
    loaderData.list,
    (data) => data.list,
    PAGE_SIZE,
  );
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === '/admin/products';

  // The bulk selection: products ticked one by one (shift-click ticks a range), or all the filter matches.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const anchor = useRef<string | null>(null);
  const filterKey = `${query.q}\u0000${query.category}`;
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
    anchor.current = null;
  }, [filterKey]);
  const pageIds = list.items.map((product) => product.id);
  const wholePageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectedCount = allMatching ? list.total : selected.size;
  const selection: BulkEditSelection | null = allMatching
    ? { filter: { q: query.q || undefined, category: query.category || undefined } }
    : selected.size > 0
      ? { ids: [...selected] }
      : null;
  const toggle = (id: string, range: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      const on = !current.has(id);
      const from = anchor.current ? pageIds.indexOf(anchor.current) : -1;
      const to = pageIds.indexOf(id);
      const ids = range && from >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
      for (const each of ids)
        if (on) next.add(each);
        else next.delete(each);
      return next;
    });
    anchor.current = id;
  };
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };

  const setParam = (name: string, value: string) =>
    setSearchParams((params) => {
      if (value) params.set(name, value);
      else params.delete(name);
      params.delete('page');
      return params;
    });

  const remove = async (product: Product) => {
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
  const markSold = async (product: Product, sold: boolean) => {
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
          <a
            href="/api/admin/products/export.csv"
            download
            className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
          <Link
            to="/admin/products/import"
            className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Import CSV
          </Link>
          <Link
            to="/admin/products/new"
            className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
          >
            Add Product
          </Link>
        </div>
      </div>

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
            <select
              id="product-sort"
              value={query.sort}
              onChange={(event) =>
                setParam('sort', event.target.value === 'newest' ? '' : event.target.value)
              }
              className={INPUT_CLASS}
            >
              {ADMIN_PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {[{ name: 'All', slug: '' }, ...chips].map((chip) => {
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

      {list.items.length > 0 ? (
        <section
          aria-label="Bulk edit"
          className="space-y-4 rounded-3xl bg-limestone-100 p-4 ring-1 ring-limestone-200 sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <label className="inline-flex items-center gap-2.5 font-semibold text-schist-900">
              <input
                type="checkbox"
                checked={allMatching || wholePageSelected}
                onChange={() => {
                  setAllMatching(false);
                  setSelected(wholePageSelected ? new Set() : new Set(pageIds));
                }}
                className="size-5 accent-terracotta-700"
              />
              Select all shown
            </label>
            <p role="status" className="text-schist-700">
              {selectedCount === 0
                ? 'No product selected'
                : `${selectedCount.toLocaleString('en-US')} selected${allMatching ? ' (all matching this filter)' : ''}`}
            </p>
            {!allMatching && selected.size > 0 && list.total > selected.size ? (
              <button
                type="button"
                onClick={() => setAllMatching(true)}
                className="font-semibold text-terracotta-700 underline underline-offset-4 hover:text-schist-900"
              >
                Select all {list.total.toLocaleString('en-US')} matching this filter
              </button>
            ) : null}
            {selectedCount > 0 ? (
              <button
                type="button"
                onClick={clearSelection}
                className="font-semibold text-schist-700 underline underline-offset-4 hover:text-schist-900"
              >
                Clear selection
              </button>
            ) : null}
          </div>
          <BulkEditPanel
            selection={selection}
            selectedCount={selectedCount}
            categories={loaderData.categories}
            subcategories={loaderData.subcategories}
            onApplied={(applied) => {
              toast.success(applied.message);
              clearSelection();
              void revalidator.revalidate();
            }}
          />
          {loaderData.lastEdit ? (
            <BulkEditUndo edit={loaderData.lastEdit} onUndone={() => void revalidator.revalidate()} />
          ) : null}
        </section>
      ) : null}

      <div aria-busy={refreshing} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
        {list.items.length === 0 ? (
          <EmptyList
            title="No products found"
            message={
              query.q || query.category
                ? 'No product matches this search or category. Try other words, or show all products.'
                : 'The catalogue is empty. Add the first piece, or create many at once from a folder of photographs.'
            }
            action={
              <Link
                to={query.q || query.category ? '/admin/products' : '/admin/products/new'}
                className="rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900"
              >
                {query.q || query.category ? 'Show all products' : 'Add Product'}
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {list.items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                selected={allMatching || selected.has(product.id)}
                onSelect={(range) => toggle(product.id, range)}
                onEdit={(read) => setEditing(read)}
                onDelete={() => remove(product)}
                onSold={(sold) => markSold(product, sold)}
              />
            ))}
          </ul>
        )}
        <ListFooter
          noun="products"
          total={list.total}
          shown={list.items.length}
          hasMore={list.hasMore}
          loading={list.loading}
          onLoadMore={list.loadMore}
          sentinel={list.sentinel}
        />
      </div>

      <AdminModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Product"
        wide
      >
        {editing ? (
          <ProductForm
            // A newer version loaded starts the form again from it.
            key={`${editing.id}@${editing.updatedAt}`}
            product={editing}
            categories={loaderData.categories}
            subcategories={loaderData.subcategories}
            origin={loaderData.origin}
            onCancel={() => setEditing(null)}
            onLoadLatest={() => {
              latestWanted.current = editing.id;
              void latest.load(`/admin/products?edit=${encodeURIComponent(editing.id)}`);
              void revalidator.revalidate();
            }}
            loadingLatest={latest.state !== 'idle'}
            onSaved={() => {
              setEditing(null);
              void revalidator.revalidate();
            }}
          />
        ) : null}
      </AdminModal>
    </div>
  );
}

/** The quick edit's answer: the product as saved, or as it is now when it changed since the list read it. */
type QuickAnswer = ProductQuickEditAnswer;

function ProductCard({
  product: read,
  selected,
  onSelect,
  onEdit,
  onDelete,
  onSold,
}: {
  product: Product;
  selected: boolean;
  onSelect: (range: boolean) => void;
  /** Opens the form on the product as this card knows it, with what its quick edit saved since */
  onEdit: (product: Product) => void;
  onDelete: () => Promise<void>;
  onSold: (sold: boolean) => Promise<void>;
}) {
  // What the quick edit saved since the list was read, with the version the next save must find.
  const [saved, setSaved] = useState<Partial<Product>>({});
  useEffect(() => setSaved({}), [read.updatedAt]);
  const product = { ...read, ...saved };
  const saving = savingsPercent(product.priceCents, product.originalPriceCents);
  const quickSave = async (fields: { title?: string; price?: string; status?: string }) => {
    const answer = await adminRequest<QuickAnswer>('PATCH', `/api/admin/products/${product.id}`, {
      ...fields,
      expectedUpdatedAt: product.updatedAt,
    });
    const now = answer.body?.product;
    if (now && (answer.ok || answer.status === 409)) {
      setSaved({
        title: now.title,
        status: now.status,
        updatedAt: now.updatedAt,
        priceCents: now.price === null ? null : dollarsToCents(now.price),
        originalPriceCents: now.originalPrice === null ? null : dollarsToCents(now.originalPrice),
      });
    }
    if (answer.ok) return { ok: true as const };
    return { ok: false as const, message: answerMessage(answer, 'Not saved. Please try again.'), now };
  };
  const [marking, setMarking] = useState(false);
  const toggleSold = async () => {
    setMarking(true);
    try {
      await onSold(!product.soldOut);
    } finally {
      setMarking(false);
    }
  };
  return (
    <li
      className={`flex overflow-hidden rounded-2xl bg-limestone-50 sm:flex-col ${selected ? 'ring-2 ring-terracotta-700' : 'ring-1 ring-limestone-200'}`}
    >
      <div className="relative w-28 shrink-0 bg-limestone-200 sm:aspect-[4/3] sm:w-auto">
        <label className="absolute bottom-2 left-2 z-10 inline-flex cursor-pointer items-center rounded-full bg-limestone-50/95 p-2 shadow-sm sm:bottom-3 sm:left-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => undefined}
            onClick={(event) => onSelect(event.shiftKey)}
            className="size-5 cursor-pointer accent-terracotta-700"
          />
          <span className="sr-only">Select {read.title}</span>
        </label>
        <ResponsiveImage
          image={product.images[0]}
          alt=""
          sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1.5 sm:left-3 sm:top-3 sm:flex-row sm:gap-2">
          {saving ? (
            <span className="rounded-full bg-terracotta-700 px-2.5 py-1 text-xs font-semibold text-white">
              -{saving}%
            </span>
          ) : null}
          {product.status === 'draft' ? (
            <span className="rounded-full bg-schist-900/85 px-2.5 py-1 text-xs font-semibold text-limestone-50">
              Draft
            </span>
          ) : null}
          {product.soldOut ? (
            <span className="rounded-full bg-limestone-50 px-2.5 py-1 text-xs font-semibold text-schist-900 ring-1 ring-schist-800">
              Sold
            </span>
          ) : null}
        </div>
        {product.status === 'published' ? (
          <a
            href={productPath(product)}
            target="_blank"
            rel="noopener"
            aria-label={`View ${product.title} on the website`}
            className="absolute right-2 top-2 inline-flex items-center rounded-full bg-limestone-50/95 p-2 text-schist-800 shadow-sm hover:bg-limestone-50 sm:right-3 sm:top-3"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="sr-only">{product.title}</h3>
        <QuickEditField
          label={`Title of ${read.title}`}
          value={product.title}
          className="-mx-2"
          onSave={async (title) => {
            const answer = await quickSave({ title });
            return answer.ok ? answer : { ...answer, value: answer.now?.title };
          }}
        />
        <QuickEditField
          label={`Price of ${read.title} in dollars`}
          kind="price"
          value={product.priceCents === null ? '' : String(product.priceCents / 100)}
          className="-mx-2"
          fieldClassName="max-w-32"
          after={
            saving ? (
              <span className="text-sm text-schist-600 line-through">
                <span className="sr-only">Former price </span>
                {formatUsd(product.originalPriceCents)}
              </span>
            ) : null
          }
          onSave={async (price) => {
            const answer = await quickSave({ price });
            if (answer.ok) return answer;
            const now = answer.now?.price;
            return { ...answer, value: now === undefined ? undefined : now === null ? '' : String(now) };
          }}
        />
        <QuickEditField
          label={`Status of ${read.title}`}
          kind="status"
          value={product.status}
          className="-mx-2"
          fieldClassName="max-w-40"
          onSave={async (status) => {
            const answer = await quickSave({ status });
            return answer.ok ? answer : { ...answer, value: answer.now?.status };
          }}
        />
        <p className="line-clamp-1 text-sm text-schist-600">
          {product.categories.map((category) => category.name).join(' · ') || 'No category'}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button
            type="button"
            onClick={() => onEdit(product)}
            aria-label={`Edit ${product.title}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-schist-800 px-3.5 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </button>
          <button
            type="button"
            onClick={() => void toggleSold()}
            disabled={marking}
            aria-label={
              product.soldOut ? `Mark ${product.title} available again` : `Mark ${product.title} sold`
            }
            className="inline-flex items-center gap-1.5 rounded-full border border-schist-800 px-3.5 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-60"
          >
            {product.soldOut ? (
              <>
                <Undo2 aria-hidden="true" className="size-4" /> Mark available
              </>
            ) : (
              <>
                <BadgeCheck aria-hidden="true" className="size-4" /> Mark sold
              </>
            )}
          </button>
          <Link
            to={`/admin/activity?kind=product&recordId=${product.id}`}
            aria-label={`History of ${product.title}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-limestone-300 px-3.5 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200"
          >
            <History aria-hidden="true" className="size-4" /> History
          </Link>
          <ConfirmDelete name={product.title} onConfirm={onDelete} toTrash />
        </div>
      </div>
    </li>
  );
}

/** A failed load: what went wrong, the address that was asked for, and a way to try again. */
export function ErrorBoundary() {
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
