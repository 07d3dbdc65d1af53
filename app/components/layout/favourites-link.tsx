import { Heart } from '#app/components/icons.tsx';
import { NavLink } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { useFavourites } from '#app/lib/favourites.ts';

/**
 * The header's way to the hearted pieces, with how many there are. The count is the browser's, so it appears after
 * hydration, over the icon's corner: nothing moves when it does.
 */
export function FavouritesLink() {
  const count = useFavourites().length;
  return (
    <NavLink
      to={PAGE_PATHS.favourites}
      aria-label={count === 0 ? 'Favourites' : `Favourites: ${count} ${count === 1 ? 'piece' : 'pieces'}`}
      className={({ isActive }) =>
        `relative inline-flex size-11 items-center justify-center rounded-full hover:bg-limestone-200 md:size-10 ${isActive ? 'text-terracotta-700' : 'text-schist-700'}`
      }
    >
      <Heart aria-hidden="true" className={`size-5 ${count > 0 ? 'fill-terracotta-700/15' : ''}`} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="favourites-count"
          className="absolute right-0.5 top-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-terracotta-700 px-1 text-[0.68rem] font-semibold leading-none text-white tabular-nums"
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
