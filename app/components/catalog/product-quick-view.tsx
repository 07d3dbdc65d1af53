import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Maximize2 } from '#app/components/icons.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import { pieceAlt, type ProductSummary } from '#common/product-summary.ts';
import { EXTERNAL_LINK, productChat, whatsappLink } from '#common/whatsapp-link.ts';
import { wrapIndex } from '#app/lib/wrap-index.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { Price } from './price.tsx';
import { SoldBadge } from './sold-badge.tsx';
import { DialogCloseButton } from '../dialog-close.tsx';
import { PhotoViewer } from '../product/photo-viewer.tsx';

/**
 * The product modal of the listing pages: previous and next by buttons or arrow keys, Escape closes; its photograph
 * opens the piece's photographs full screen, over it.
 */
export default function ProductQuickView(props: {
  products: ProductSummary[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  origin: string;
  phone: string;
}) {
  const { products, index } = props;
  const [photo, setPhoto] = useState<number | null>(null);
  const product = index === null ? undefined : products[index];
  const chat = product ? productChat(product, `${props.origin}${productPath(product)}`) : null;
  const go = (step: number) =>
    index !== null && props.onIndexChange(wrapIndex(index + step, products.length));

  return (
    <>
      <Dialog.Root open={product !== undefined} onOpenChange={(open) => !open && props.onIndexChange(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-schist-900/70 backdrop-blur-sm" />
          {product ? (
            <Dialog.Content
              onKeyDown={(event) => {
                if (event.key === 'ArrowLeft') go(-1);
                if (event.key === 'ArrowRight') go(1);
              }}
              className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[92vh] max-w-5xl -translate-y-1/2 overflow-y-auto rounded-3xl bg-limestone-50 shadow-2xl md:grid md:grid-cols-2"
            >
              <div className="relative aspect-square bg-limestone-200">
                <ResponsiveImage
                  image={product.images[0]}
                  alt={pieceAlt(product)}
                  sizes="(min-width: 768px) 40vw, 100vw"
                  className="h-full w-full object-cover"
                />
                {product.images.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => setPhoto(0)}
                    aria-label="View the photographs full screen"
                    className="group absolute inset-0 flex cursor-zoom-in items-start justify-end p-3"
                  >
                    <span className="rounded-full bg-limestone-50/90 p-2.5 text-schist-900 shadow group-hover:bg-white">
                      <Maximize2 aria-hidden="true" className="size-5" />
                    </span>
                  </button>
                ) : null}
              </div>
              <div className="flex flex-col gap-4 p-6 sm:p-8">
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sandstone-600">
                  {product.categories[0]} · {index! + 1} of {products.length}
                </p>
                <Dialog.Title className="font-display text-3xl font-semibold leading-tight text-schist-900">
                  {product.title}
                </Dialog.Title>
                {product.soldOut ? <SoldBadge /> : null}
                <Price
                  priceCents={product.priceCents}
                  originalPriceCents={product.originalPriceCents}
                  size="lg"
                />
                <Dialog.Description className="leading-relaxed text-schist-700">
                  {product.shortDescription ?? 'Hand-carved in our Taxila workshop.'}
                </Dialog.Description>
                <div className="mt-auto flex flex-col gap-3 sm:flex-row">
                  <a
                    href={whatsappLink(props.phone, chat!.message)}
                    {...EXTERNAL_LINK}
                    className="flex-1 rounded-full bg-schist-800 px-5 py-3 text-center font-semibold text-limestone-50 hover:bg-schist-900"
                  >
                    {chat!.label}
                  </a>
                  <Link
                    to={productPath(product)}
                    className="flex-1 rounded-full border border-schist-800 px-5 py-3 text-center font-semibold text-schist-900 hover:bg-limestone-200"
                  >
                    View Details
                  </Link>
                </div>
                <div className="flex items-center justify-between border-t border-limestone-200 pt-4">
                  <button
                    type="button"
                    onClick={() => go(-1)}
                    aria-label="Previous product"
                    className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-schist-700 hover:bg-limestone-200"
                  >
                    <ChevronLeft aria-hidden="true" className="size-5" /> Previous
                  </button>
                  <button
                    type="button"
                    onClick={() => go(1)}
                    aria-label="Next product"
                    className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-schist-700 hover:bg-limestone-200"
                  >
                    Next <ChevronRight aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </div>
              <DialogCloseButton />
            </Dialog.Content>
          ) : null}
        </Dialog.Portal>
      </Dialog.Root>
      {/* Outside the modal's tree: its arrow keys belong to the viewer while it is open. */}
      {product ? (
        <PhotoViewer images={product.images} alt={pieceAlt(product)} index={photo} onIndexChange={setPhoto} />
      ) : null}
    </>
  );
}
