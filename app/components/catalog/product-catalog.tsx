import { ArrowUp, Search } from '#app/components/icons.tsx';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { clearedHref } from '#common/catalog-filters.ts';
import type { ProductSummary } from '#common/product-summary.ts';
import { PAGE_SIZE } from '#common/paging.ts';
import { useListPlace } from '#app/lib/list-place.ts';
import { usePagedList } from '#app/lib/use-paged-list.ts';
import { useRootData } from '../layout/use-root-data.ts';
import { ProductCardSkeleton } from './product-card.tsx';
import { ProductGrid } from './product-grid.tsx';

export type CatalogPageData = { products: ProductSummary[]; total: number; page: number; q: string };

const selectPage = (data: CatalogPageData) => ({ items: data.products, total: data.total, page: data.page });

/**
 * A grid of products with a title search, the product modal, and more pages on Load More or near the end of the
 * list (usePagedList), which keeps its place on Back (useListPlace).
 */
export function ProductCatalog(props: {
  data: CatalogPageData;
  skeletons: number;
  searchPlaceholder: string;
  empty: ReactNode;
  showSearch?: boolean;
  /** The address's parameters a new search clears (the search page's category) */
  resetOnNewSearch?: readonly string[];
  /** Shown between the search box and the grid: the search page's facets and order */
  toolbar?: ReactNode;
  /** Shown instead of the generic "No products found" when a search finds nothing */
  noMatches?: ReactNode;
  /** Filters are chosen: an empty list says so and offers to clear them, rather than `empty` */
  filtered?: boolean;
}) {
  const root = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const first = useMemo(() => selectPage(props.data), [props.data]);
  const list = usePagedList(first, selectPage, PAGE_SIZE);
  const items = list.items;
  useListPlace({ loaded: list.page, hasMore: list.hasMore, idle: !list.loading, loadNext: list.loadMore });
  // The box follows the address: a search from the header, or a link without `q` ("All Products"), replaces what
  // was typed here, rather than the pending typing putting the old words back a moment later.
  const addressQuery = searchParams.get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);
  const [followed, setFollowed] = useState(addressQuery);
  if (addressQuery !== followed) {
    setFollowed(addressQuery);
    if (query.trim() !== addressQuery) setQuery(addressQuery);
  }
  // The title search follows typing after a short pause, replacing history rather than adding to it.
  useEffect(() => {
    if (query.trim() === addressQuery) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(searchParams);
      if (query.trim()) next.set('q', query.trim());
      else next.delete('q');
      next.delete('page');
      for (const name of props.resetOnNewSearch ?? []) next.delete(name);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [query, addressQuery, searchParams, setSearchParams, props.resetOnNewSearch]);

  const searching = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const origin = root?.site.origin ?? '';
  const phone = root?.site.whatsappNumber ?? '';

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      {props.showSearch !== false ? (
        <div className="mb-10 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <label className="relative block w-full max-w-md">
            <span className="sr-only">Search by title</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-schist-500"
            />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={props.searchPlaceholder}
              className="h-12 w-full rounded-full border border-limestone-300 bg-white pl-12 pr-4 text-schist-900 outline-none placeholder:text-schist-500 focus:border-terracotta-600"
            />
          </label>
          <p className="text-sm text-schist-600" aria-live="polite">
            {props.data.total === 1 ? '1 piece' : `${props.data.total} pieces`}
            {props.data.q ? ` matching “${props.data.q}”` : ''}
          </p>
        </div>
      ) : null}

      {props.toolbar}

      {searching ? (
        <div className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: props.skeletons }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : items.length === 0 ? (
        props.data.q ? (
          (props.noMatches ?? (
            <div className="rounded-3xl bg-limestone-100 px-6 py-16 text-center">
              <h2 className="text-3xl font-semibold">No products found</h2>
              <p className="mt-3 text-schist-600">
                Nothing here matches “{props.data.q}”. Try another word, or clear the search.
              </p>
              <button
                type="button"
                onClick={() => setQuery('')}
                className="mt-6 rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50"
              >
                Clear search
              </button>
            </div>
          ))
        ) : props.filtered ? (
          <div className="rounded-3xl bg-limestone-100 px-6 py-16 text-center">
            <h2 className="text-3xl font-semibold">No pieces match these filters</h2>
            <p className="mt-3 text-schist-600">
              Try another stone or a wider price range, or clear the filters to see every piece here.
            </p>
            <Link
              to={clearedHref(location)}
              preventScrollReset
              className="mt-6 inline-block rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
            >
              Clear all filters
            </Link>
          </div>
        ) : (
          props.empty
        )
      ) : (
        <>
          <h2 className="sr-only">Products</h2>
          <ProductGrid
            products={items}
            origin={origin}
            phone={phone}
            waiting={list.loading ? props.skeletons : 0}
            firstIsLcp
          />
          <div ref={list.sentinel} className="mt-14 flex justify-center">
            {list.hasMore ? (
              <button
                type="button"
                onClick={list.loadMore}
                disabled={list.loading}
                className="rounded-full border border-schist-800 px-8 py-3 font-semibold text-schist-900 hover:bg-schist-900 hover:text-limestone-50 disabled:opacity-60"
              >
                {list.loading ? 'Loading…' : 'Load More'}
              </button>
            ) : (
              <p className="text-sm text-schist-600">You have seen all {items.length} pieces.</p>
            )}
          </div>
        </>
      )}
      <ScrollToTop />
    </div>
  );
}

function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 800);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
      className="fixed bottom-6 right-6 z-30 flex size-12 items-center justify-center rounded-full bg-schist-800 text-limestone-50 shadow-lg hover:bg-schist-900"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
