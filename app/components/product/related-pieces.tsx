import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import { pieceAlt, type ProductSummary } from '#common/product-summary.ts';
import { Price } from '../catalog/price.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/**
 * "More like this" under a product (issue 20, item 2): up to 8 pieces of its category, its material's first, in one
 * row that scrolls sideways. A finger swipes it, a trackpad or shift + wheel scrolls it, the keyboard tabs from card
 * to card (each brought into view) or scrolls the focused row with the arrow keys. Smooth scrolling only for
 * visitors who have not asked for reduced motion. Server-rendered: the links are in the first HTML, for search
 * engines too.
 */
export function RelatedPieces({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-20">
      <h2 id="related-heading" className="text-3xl font-semibold text-schist-900">
        More like this
      </h2>
      {/* A focusable region, so that a keyboard can scroll the row itself (axe: scrollable-region-focusable). It is
          positioned so that it holds its absolutely placed descendants too (the price's screen-reader words): one that
          escapes the row's clip widens the page, and a phone then zooms the whole page out. */}
      <div
        role="region"
        aria-label="Related pieces, scroll sideways"
        tabIndex={0}
        className="relative -mx-4 mt-6 overflow-x-auto px-4 pb-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 motion-safe:scroll-smooth sm:-mx-6 sm:px-6"
      >
        <ul className="flex snap-x snap-mandatory gap-5">
          {products.map((product) => (
            <li key={product.id} className="w-60 shrink-0 snap-start sm:w-64">
              <PieceTile product={product} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A piece in a row or grid of others: its photograph and title, which open it, and its price. */
export function PieceTile({ product }: { product: ProductSummary }) {
  return (
    <>
      <Link
        to={productPath(product)}
        className="group block rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-terracotta-700 focus-visible:ring-offset-4"
      >
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-limestone-200">
          <ResponsiveImage
            image={product.images[0]}
            alt={pieceAlt(product)}
            sizes="16rem"
            className="h-full w-full object-cover transition duration-700 motion-safe:group-hover:scale-[1.03]"
          />
          {product.soldOut ? (
            <span className="absolute left-3 top-3 rounded-full bg-schist-900/90 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-limestone-50">
              Sold
            </span>
          ) : null}
        </div>
        <h3 className="mt-3 font-sans text-base font-semibold leading-snug text-schist-900 group-hover:text-terracotta-700">
          {product.title}
        </h3>
      </Link>
      <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
    </>
  );
}
