import { FAVOURITES_LIMIT } from '#common/favourites.ts';
import { ID_PATTERN } from '#common/record-id.ts';
import { browserStore } from './browser-store.ts';

/** The pieces a visitor hearted, as product ids, the oldest first; kept in this browser only (the privacy page). */
const favourites = browserStore<readonly string[]>(
  'gandhara:favourites',
  (stored) => {
    try {
      const value: unknown = JSON.parse(stored ?? '[]');
      return Array.isArray(value)
        ? [...new Set(value.filter((id): id is string => typeof id === 'string' && ID_PATTERN.test(id)))]
        : [];
    } catch {
      return [];
    }
  },
  [],
);

export const useFavourites = favourites.use;

/** Hearts or un-hearts a piece; past the limit, the oldest heart makes room for the newest. */
export function toggleFavourite(productId: string) {
  const list = favourites.current();
  favourites.set(
    list.includes(productId)
      ? list.filter((id) => id !== productId)
      : [...list, productId].slice(-FAVOURITES_LIMIT),
  );
}

/** Forgets pieces that no longer exist (deleted, in the trash, or a draft again). */
export function forgetFavourites(productIds: readonly string[]) {
  const gone = new Set(productIds);
  const list = favourites.current();
  if (list.some((id) => gone.has(id))) favourites.set(list.filter((id) => !gone.has(id)));
}
