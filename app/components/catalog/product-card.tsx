import { Expand } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import type { ProductSummary } from '#common/product-summary.ts';
import { EXTERNAL_LINK, productChat, whatsappLink } from '#common/whatsapp-link.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { MarkedText } from './highlight.tsx';
import { Price } from './price.tsx';

const CARD_SIZES = '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 100vw';

/**
 * A product in a grid. On small screens: photo, title, price, View Details and Order Now. From md up: a photo
 * that turns to the second view on hover, opening the quick view; the title links to the product's page.
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
  const alt = product.imageAlt ?? product.title;
  const chat = productChat(product, `${props.origin}${productPath(product)}`);
  return (
    <article className="group flex flex-col">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-limestone-200">
        <ResponsiveImage
          image={first}
          alt={alt}
          sizes={CARD_SIZES}
          priority={priority}
          className="h-full w-full object-cover transition duration-700 group-hover:scale-[1.03]"
        />
        {second ? (
          <div
            className="absolute inset-0 hidden opacity-0 transition-opacity duration-500 group-hover:opacity-100 md:block"
            aria-hidden="true"
          >
            <ResponsiveImage
              image={second}
              alt=""
              sizes={CARD_SIZES}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}
        {product.soldOut ? (
          <span className="absolute left-3 top-3 rounded-full bg-schist-900/90 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-limestone-50">
            Sold
          </span>
        ) : product.isNew ? (
          <span className="absolute left-3 top-3 rounded-full bg-limestone-50/95 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-schist-800">
            New
          </span>
        ) : null}
        <div className="absolute right-3 top-3">
          <FavouriteButton productId={product.id} title={product.title} />
        </div>
        <button
          type="button"
          onClick={props.onQuickView}
          aria-label={`Quick view: ${product.title}`}
          className="absolute inset-x-3 bottom-3 hidden items-center justify-center gap-2 rounded-full bg-limestone-50/95 py-2.5 text-sm font-semibold text-schist-900 opacity-0 shadow-lg transition group-hover:opacity-100 focus:opacity-100 md:flex"
        >
          <Expand aria-hidden="true" className="size-4" />
          Quick view
        </button>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1.5">
        {product.categories[0] ? (
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-sandstone-600">
            {product.categories[0]}
          </p>
        ) : null}
        <h3 className="font-sans text-lg font-semibold leading-snug text-schist-900">
          <Link to={productPath(product)} className="hover:text-terracotta-700" prefetch="intent">
            <MarkedText text={product.title} ranges={product.titleMarks ?? []} />
          </Link>
        </h3>
        <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
        <div className="mt-3 grid grid-cols-2 gap-2 md:hidden">
          <Link
            to={productPath(product)}
            className="rounded-full border border-schist-800 py-2.5 text-center text-sm font-semibold text-schist-900"
          >
            View Details
          </Link>
          <a
            href={whatsappLink(props.phone, chat.message)}
            {...EXTERNAL_LINK}
            className="rounded-full bg-schist-800 py-2.5 text-center text-sm font-semibold text-limestone-50"
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
