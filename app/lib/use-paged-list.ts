import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

export type ListPage<T> = { items: T[]; total: number; page: number };

/** Within this distance below the window, the list's end brings the next page by itself (public-site.md §9). */
const NEAR_END = '0px 0px 1000px 0px';

/**
 * A list that grows page by page, the storefront's product grids and the admin's lists alike (public-site.md §9,
 * admin-area.md §4): the route's loader gives the first page, and the same loader is asked for the next one
 * (`?page=n`, the address's filters kept) on Load More or when the element behind `sentinel` comes within 1000 px of
 * the window. More exist only while the last page was full and fewer than `total` are shown. A new first page (new
 * filters, a saved change) starts over. A list shown by an index route (`index`) asks that route for the page
 * (`&index`), not the route around it, whose loader gives what stays the same from page to page.
 */
export function usePagedList<T extends { id: string | number }, Data>(
  first: ListPage<T>,
  select: (data: Data) => ListPage<T>,
  pageSize = 20,
  { index = false }: { index?: boolean } = {},
) {
  const location = useLocation();
  const fetcher = useFetcher();
  const [items, setItems] = useState<T[]>(first.items);
  const [lastPage, setLastPage] = useState({ page: first.page, count: first.items.length });
  const sentinel = useRef<HTMLDivElement | null>(null);

  const selectRef = useRef(select);
  selectRef.current = select;

  useEffect(() => {
    setItems(first.items);
    setLastPage({ page: first.page, count: first.items.length });
  }, [first]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = selectRef.current(fetcher.data as Data);
    // A piece added while the visitor reads shifts the pages by one: what is already shown is not shown twice.
    setItems((current) => {
      if (next.page === 1) return next.items;
      const shown = new Set(current.map((item) => item.id));
      return [...current, ...next.items.filter((item) => !shown.has(item.id))];
    });
    setLastPage({ page: next.page, count: next.items.length });
  }, [fetcher.state, fetcher.data]);

  const hasMore = lastPage.count === pageSize && items.length < first.total;
  const loading = fetcher.state !== 'idle';

  // The page last asked for, of this first page: Load More and the list's end can both ask before the fetcher says
  // it is loading, or before the page that came is counted, and each would ask for the same page again.
  const asked = useRef<{ first: ListPage<T>; page: number } | null>(null);
  const loadMore = useCallback(() => {
    const page = lastPage.page + 1;
    if (!hasMore || loading || (asked.current?.first === first && asked.current.page === page)) return;
    asked.current = { first, page };
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    if (index) params.set('index', '');
    void fetcher.load(`${location.pathname}?${params}`);
  }, [hasMore, loading, first, lastPage.page, location.pathname, location.search, fetcher, index]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: NEAR_END },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  // `page` is the last page shown: what a list that keeps its place on Back counts (list-place.ts).
  return { items, total: first.total, page: lastPage.page, hasMore, loading, loadMore, sentinel };
}
