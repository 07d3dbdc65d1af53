import { useEffect, useState } from 'react';
import type { ProductSummary } from '#common/product-summary.ts';
import type { ProductsByIds } from '#common/schemas/favourites.ts';
import { forgetFavourites, useFavourites } from '#app/lib/favourites.ts';

type Loaded = { pieces: ReadonlyMap<string, ProductSummary>; asked: ReadonlySet<string> };

/**
 * The hearted pieces, the latest hearted first, read from `GET /api/products/by-ids` in the browser (the page is the
 * same cached HTML for everyone). Only pieces not yet asked about are fetched: un-hearting one here costs no request,
 * hearting one in another tab fetches just that one. A piece the answer leaves out no longer exists (deleted, in the
 * trash, a draft again): it drops out of the list and of the browser's storage, without a word. A failed request
 * forgets nothing.
 */
export function useFavouritePieces() {
  const ids = useFavourites();
  const [hydrated, setHydrated] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ pieces: new Map(), asked: new Set() });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = ids.filter((id) => !loaded.asked.has(id));
  const wanted = missing.join(',');

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const asked = wanted.split(',');
    setFailed(false);
    fetch(`/api/products/by-ids?ids=${wanted}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`by-ids answered ${response.status}`);
        const { products } = (await response.json()) as ProductsByIds;
        setLoaded((before) => ({
          pieces: new Map([...before.pieces, ...products.map((piece) => [piece.id, piece] as const)]),
          asked: new Set([...before.asked, ...asked]),
        }));
        const found = new Set(products.map((piece) => piece.id));
        forgetFavourites(asked.filter((id) => !found.has(id)));
      })
      .catch((error: Error) => {
        if (controller.signal.aborted) return;
        console.info('Favourites could not be loaded', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [wanted, attempt]);

  const pieces = [...ids]
    .reverse()
    .map((id) => loaded.pieces.get(id))
    .filter((piece): piece is ProductSummary => piece !== undefined);
  return {
    pieces,
    /** Until the browser's list is read and its pieces have arrived, the page shows placeholders. */
    loading: !hydrated || (missing.length > 0 && !failed),
    /** How many placeholders stand in for the pieces on their way. */
    expected: hydrated ? Math.max(1, missing.length) : 3,
    failed,
    retry: () => setAttempt((count) => count + 1),
  };
}
