import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Maximize2 } from '#app/components/icons.tsx';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

// The zoom viewer is only fetched when a visitor opens it.
const ImageViewer = lazy(() => import('./image-viewer.tsx'));

/** A product's photographs: swipe, arrows, dots and thumbnails, wrapping at both ends; a click opens the zoom viewer. */
export function ProductGallery({ images, alt }: { images: PublicImage[]; alt: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1, duration: 22 });
  const [selected, setSelected] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const shown = images.length > 0 ? images : [null];

  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-3xl bg-limestone-200">
        <div
          ref={viewportRef}
          className="relative overflow-hidden"
          aria-roledescription="carousel"
          aria-label={`${alt}: photographs`}
        >
          <div className="flex">
            {shown.map((image, index) => (
              <div
                key={index}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${shown.length}`}
              >
                <button
                  type="button"
                  className="block aspect-square w-full cursor-zoom-in"
                  onClick={() => image && setViewer(index)}
                  aria-label={`Open photograph ${index + 1} full screen`}
                >
                  <ResponsiveImage
                    image={image}
                    alt={index === 0 ? alt : `${alt}, view ${index + 1}`}
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    priority={index === 0}
                    className="h-full w-full object-cover"
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
        {images.length > 1 ? (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label="Previous image"
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-limestone-50/90 p-2.5 text-schist-900 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              aria-label="Next image"
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-limestone-50/90 p-2.5 text-schist-900 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
              {images.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Go to image ${index + 1}`}
                  aria-current={index === selected}
                  onClick={() => scrollTo(index)}
                  className="flex size-6 items-center justify-center"
                >
                  <span
                    className={`size-2.5 rounded-full shadow ${index === selected ? 'bg-schist-900' : 'bg-limestone-50/90'}`}
                  />
                </button>
              ))}
            </div>
          </>
        ) : null}
        {images.length > 0 ? (
          <button
            type="button"
            onClick={() => setViewer(selected)}
            aria-label="View full screen"
            className="absolute right-3 top-3 rounded-full bg-limestone-50/90 p-2.5 text-schist-900 shadow hover:bg-white"
          >
            <Maximize2 aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={`Show image ${index + 1}`}
                aria-current={index === selected}
                className={`block aspect-square w-full overflow-hidden rounded-xl ring-2 ring-offset-2 ring-offset-limestone-50 ${index === selected ? 'ring-schist-800' : 'ring-transparent hover:ring-limestone-300'}`}
              >
                <ResponsiveImage image={image} alt="" sizes="120px" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            alt={alt}
            index={viewer}
            onIndexChange={setViewer}
            onClose={() => setViewer(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
