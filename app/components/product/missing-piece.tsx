import { Link } from 'react-router';
import { categoryPath, PAGE_PATHS } from '#common/paths.ts';
import type { ProductSummary } from '#common/product-summary.ts';
import { BackOrList } from '../status-panel.tsx';
import { PieceTile } from './related-pieces.tsx';

/** What a dead product link's page offers instead: pieces of the piece's category, or the newest of the collection. */
export type MissingPiece = {
  /** The category the pieces come from; null: the newest of the whole collection */
  category: { name: string; slug: string } | null;
  pieces: ProductSummary[];
};

/** The data a 404 or 410 of the product page carries (a bare 404 from elsewhere carries none). */
export function isMissingPiece(value: unknown): value is MissingPiece {
  return typeof value === 'object' && value !== null && 'pieces' in value && Array.isArray(value.pieces);
}

/**
 * A product address that leads nowhere (decision 041): a piece taken down (410) or never there (404) says so, and
 * offers pieces to browse on the same page instead of sending the visitor elsewhere without a word.
 */
export function MissingPiecePage({ gone, instead }: { gone: boolean; instead: MissingPiece }) {
  const { category, pieces } = instead;
  const browseTo = category ? categoryPath(category) : PAGE_PATHS.products;
  const heading = category ? `More from ${category.name}` : 'Recently added pieces';
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 pt-14 sm:px-6">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-700">
          {gone ? 'No longer in the collection' : 'Page not found'}
        </p>
        <h1 className="text-4xl font-semibold sm:text-5xl">
          {gone ? 'This Piece Is No Longer Here' : 'Product Not Found'}
        </h1>
        <p className="text-schist-600">
          {gone
            ? 'It has been taken down from the collection. Each of our pieces is carved by hand, and a similar one may be waiting below.'
            : 'We could not find a piece at this address. It may have been renamed, or the link may be mistyped.'}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <BackOrList to={browseTo} label={category ? `Browse ${category.name}` : 'Browse the Collection'} />
        </div>
      </div>
      {pieces.length > 0 ? (
        <section aria-labelledby="browse-instead-heading" className="mt-16">
          <h2 id="browse-instead-heading" className="text-3xl font-semibold text-schist-900">
            {heading}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
            {pieces.map((piece) => (
              <li key={piece.id}>
                <PieceTile product={piece} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Link
              to={browseTo}
              className="rounded-full border border-schist-800 px-6 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
            >
              {category ? `See all of ${category.name}` : 'See the whole collection'}
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
