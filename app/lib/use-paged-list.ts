import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

export type ListPage<T> = { items: T[]; total: number; page: number };

/**
 * A list that grows page by page (admin-area.md §4): the route's loader gives the first page, and the same
 * loader is asked for the next one (`?page=n`, filters kept) on Load More or when the page's end comes within
 * 1000 px. More exist only while the last page was full. A new first page (new filters, a saved change) starts over.
 */
export function usePagedList<T, Data>(
  first: ListPage<T>,
  select: (data: Data) => ListPage<T>,
  pageSize = 20,
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
    setItems((current) => (next.page === 1 ? next.items : [...current, ...next.items]));
    setLastPage({ page: next.page, count: next.items.length });
  }, [fetcher.state, fetcher.data]);

  const hasMore = lastPage.count === pageSize;
  const loading = fetcher.state !== 'idle';

  const loadMore = useCallback(() => {
    if (!hasMore || loading) return;
    const params = new URLSearchParams(location.search);
    params.set('page', String(lastPage.page + 1));
    void fetcher.load(`${location.pathname}?${params}`);
  }, [hasMore, loading, lastPage.page, location.pathname, location.search, fetcher]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 1000px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  return { items, total: first.total, hasMore, loading, loadMore, sentinel };
}
