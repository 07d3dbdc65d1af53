import { Expand } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import { pieceAlt, type ProductSummary } from '#common/product-summary.ts';
import { EXTERNAL_LINK, productChat, whatsappLink } from '#common/whatsapp-link.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { MarkedText } from './highlight.tsx';
import { Price } from './price.tsx';

// Two columns on a phone, two from 640 px, three from 1024 px and four from 1280 px (product-grid.tsx).
const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 1024px) 30vw, 50vw';

/**
 * A product in a grid, two to a row on a phone. Its photograph and its title open the product's page: real links,
 * for a middle click, a long press and search engines (issue 21, item 4). The photograph's link is one the
 * keyboard and screen readers skip, as the title's goes to the same page. The quick view is a button of its own:
 * under the heart on a phone (clear of the watermark, decision 046), a "Quick view" pill on hover or
 * focus from md up. Under the price on a phone: the WhatsApp order.
 */
export function ProductCard(props: {
  product: ProductSummary;
  origin: string;
  phone: string;
  priority?: boolean;
  onQuickView: () => void;
}) {
  const { product, priority = false } = props;
  const [first, second] = product.images;
  const alt = pieceAlt(product);
  const path = productPath(product);
  const chat = productChat(product, `${props.origin}${path}`);
  return (
    <article className="group flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-limestone-200 sm:rounded-2xl">
        <Link to={path} prefetch="intent" tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ResponsiveImage
            image={first}
            alt={alt}
            sizes={CARD_SIZES}
            priority={priority}
            className="h-full w-full object-cover transition duration-700 motion-safe:group-hover:scale-[1.03]"
          />
          {second ? (
            <span className="absolute inset-0 hidden opacity-0 transition-opacity duration-500 group-hover:opacity-100 md:block">
              <ResponsiveImage
                image={second}
                alt=""
                sizes={CARD_SIZES}
                className="h-full w-full object-cover"
              />
            </span>
          ) : null}
        </Link>
        {product.soldOut ? (
          <span className="absolute left-2 top-2 rounded-full bg-schist-900/90 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-limestone-50 sm:left-3 sm:top-3 sm:px-3 sm:text-xs">
            Sold
          </span>
        ) : product.isNew ? (
          <span className="absolute left-2 top-2 rounded-full bg-limestone-50/95 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wider text-schist-800 sm:left-3 sm:top-3 sm:px-3 sm:text-xs">
            New
          </span>
        ) : null}
        <div className="absolute right-1.5 top-1.5 sm:right-3 sm:top-3">
          <FavouriteButton productId={product.id} title={product.title} />
        </div>
        <button
          type="button"
          onClick={props.onQuickView}
          aria-label={`Quick view: ${product.title}`}
          className="absolute right-1.5 top-14 flex size-11 items-center justify-center gap-2 rounded-full border border-limestone-300 bg-limestone-50/95 text-sm font-semibold text-schist-900 transition hover:bg-white sm:right-3 sm:top-16 md:inset-x-3 md:bottom-3 md:top-auto md:size-auto md:border-0 md:py-2.5 md:shadow-lg md:pointer-fine:opacity-0 md:pointer-fine:group-hover:opacity-100 md:pointer-fine:focus-visible:opacity-100"
        >
          <Expand aria-hidden="true" className="size-4" />
          <span className="hidden md:inline">Quick view</span>
        </button>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1 sm:mt-4 sm:gap-1.5">
        {product.categories[0] ? (
          <p className="truncate text-[0.6875rem] font-semibold uppercase tracking-[0.12em] text-sandstone-600 sm:text-xs sm:tracking-[0.16em]">
            {product.categories[0]}
          </p>
        ) : null}
        <h3 className="line-clamp-2 font-sans text-[0.9375rem] font-semibold leading-snug text-schist-900 sm:text-lg">
          <Link to={path} className="hover:text-terracotta-700" prefetch="intent">
            <MarkedText text={product.title} ranges={product.titleMarks ?? []} />
          </Link>
        </h3>
        <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
        <div className="mt-auto pt-2 md:hidden">
          <a
            href={whatsappLink(props.phone, chat.message)}
            {...EXTERNAL_LINK}
            className="flex min-h-11 items-center justify-center rounded-full bg-schist-800 px-3 text-center text-sm font-semibold text-limestone-50 hover:bg-schist-900"
          >
            {chat.short}
          </a>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-square rounded-2xl bg-limestone-200" />
      <div className="mt-4 h-3 w-1/3 rounded bg-limestone-200" />
      <div className="mt-3 h-5 w-4/5 rounded bg-limestone-200" />
      <div className="mt-2 h-4 w-1/4 rounded bg-limestone-200" />
    </div>
  );
}
