import { Heart } from '#app/components/icons.tsx';
import { toggleFavourite, useFavourites } from '#app/lib/favourites.ts';

/** A favourite kept in this browser only; there are no visitor accounts. The header's count follows it at once. */
export function FavouriteButton({ productId, title }: { productId: string; title: string }) {
  const favourite = useFavourites().includes(productId);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      onClick={() => toggleFavourite(productId)}
      className="flex size-11 items-center justify-center rounded-full border border-limestone-300 bg-limestone-50/95 text-schist-800 hover:bg-limestone-200"
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${favourite ? 'fill-terracotta-700 text-terracotta-700' : ''}`}
      />
    </button>
  );
}
