import { useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { ListedProduct } from './listed-product.ts';

/**
 * The product open in the list's edit dialog, and "Load the latest version" after a save refused because the
 * product changed since the form opened: the product as it is now, read from the list's own loader (`?edit=`).
 */
export function useProductEditor(opened: ListedProduct | null) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<ListedProduct | null>(opened);
  // Applied once: React Router loads a fetcher's data again on every later revalidation (after each save).
  const latest = useFetcher<{ editing: ListedProduct | null }>();
  const latestWanted = useRef<string | null>(null);
  useEffect(() => {
    const now = latest.data?.editing;
    if (latest.state !== 'idle' || !now || latestWanted.current !== now.id) return;
    latestWanted.current = null;
    setEditing(now);
  }, [latest.state, latest.data]);

  return {
    editing,
    open: setEditing,
    close: () => setEditing(null),
    loadLatest(id: string) {
      latestWanted.current = id;
      void latest.load(`/admin/products?edit=${encodeURIComponent(id)}`);
      void revalidator.revalidate();
    },
    loadingLatest: latest.state !== 'idle',
  };
}
