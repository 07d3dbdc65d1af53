import { Heart, MessageCircle } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS, productPath } from '#common/paths.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { useShownPrices } from '#app/lib/currency.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useRootData } from '../layout/use-root-data.ts';
import { FIRST_ACTION, OTHER_ACTION } from '../status-panel.tsx';
import { useFavouritePieces } from './use-favourite-pieces.ts';

/** The hearted pieces as the shop's cards, and one WhatsApp message asking about all of them. */
export function FavouritesList() {
  const favourites = useFavouritePieces();
  const { pieces } = favourites;
  const site = useRootData()?.site;
  const origin = site?.origin ?? '';
  const phone = site?.whatsappNumber ?? '';
  const prices = useShownPrices();

  if (pieces.length === 0 && !favourites.loading)
    return favourites.failed ? <LoadFailed retry={favourites.retry} /> : <NoFavourites />;

  const message = WHATSAPP_MESSAGES.favourites(
    pieces.map((piece) => ({
      title: piece.title,
      price: piece.soldOut ? 'sold' : prices.format(piece.priceCents),
      url: `${origin}${productPath(piece)}`,
    })),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="mb-10 flex flex-col gap-4 rounded-3xl bg-limestone-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-schist-700" aria-live="polite">
          {favourites.loading && pieces.length === 0
            ? 'Finding your pieces…'
            : `${pieces.length} ${pieces.length === 1 ? 'piece' : 'pieces'} kept in this browser.`}
        </p>
        {pieces.length > 0 ? (
          <a
            href={whatsappLink(phone, message)}
            {...EXTERNAL_LINK}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Ask about {pieces.length === 1 ? 'this piece' : `all ${pieces.length}`} on WhatsApp
          </a>
        ) : null}
      </div>
      {favourites.failed ? (
        <p role="alert" className="mb-8 text-terracotta-700">
          Some of your pieces could not be loaded.{' '}
          <button type="button" onClick={favourites.retry} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : null}
      <h2 className="sr-only">Your pieces</h2>
      <ProductGrid
        products={pieces}
        origin={origin}
        phone={phone}
        waiting={favourites.loading ? favourites.expected : 0}
      />
    </div>
  );
}

/** No hearts yet: how to keep one, and where to find pieces worth it. */
function NoFavourites() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col items-center rounded-3xl bg-limestone-100 px-6 py-16 text-center sm:py-20">
        <span className="flex size-16 items-center justify-center rounded-full bg-limestone-50 text-terracotta-700 shadow-sm">
          <Heart aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-6 text-3xl font-semibold sm:text-4xl">No favourites yet</h2>
        <p className="mt-3 max-w-md text-schist-600">
          Tap the heart on any piece to keep it here. Your favourites stay in this browser, and you can send
          them to us together in one message.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={PAGE_PATHS.products} className={FIRST_ACTION}>
            Browse the Collection
          </Link>
          <Link to={PAGE_PATHS.search} className={OTHER_ACTION}>
            Search for a piece
          </Link>
        </div>
      </div>
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div role="alert" className="rounded-3xl bg-limestone-100 px-6 py-16 text-center">
        <h2 className="text-3xl font-semibold">Your favourites could not be loaded</h2>
        <p className="mt-3 text-schist-600">They are still kept in this browser. Please try again.</p>
        <button type="button" onClick={retry} className={`mt-6 ${FIRST_ACTION}`}>
          Try again
        </button>
      </div>
    </div>
  );
}
