import { lazy, Suspense, useState } from 'react';
import type { ProductSummary } from '#common/product-summary.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

// The product modal's code loads the first time a visitor opens it.
const ProductQuickView = lazy(() => import('./product-quick-view.tsx'));

/** Cards of pieces, `waiting` placeholders after them for those on their way, and the product modal over them. */
export function ProductGrid(props: {
  products: ProductSummary[];
  origin: string;
  phone: string;
  waiting: number;
  /** The first card's photograph is the page's largest: loaded first */
  firstIsLcp?: boolean;
}) {
  const { products, origin, phone } = props;
  const [quickView, setQuickView] = useState<number | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              origin={origin}
              phone={phone}
              priority={props.firstIsLcp === true && index === 0}
              onQuickView={() => setQuickView(index)}
            />
          </li>
        ))}
        {Array.from({ length: props.waiting }, (_, index) => (
          <li key={`skeleton-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
      {quickView !== null && products[quickView] ? (
        <Suspense fallback={null}>
          <ProductQuickView
            products={products}
            index={quickView}
            onIndexChange={setQuickView}
            origin={origin}
            phone={phone}
          />
        </Suspense>
      ) : null}
    </>
  );
}
