import useEmblaCarousel from 'embla-carousel-react';
import { Maximize2 } from '#app/components/icons.tsx';
import { useCallback, useRef, useState } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { CarouselDots, CarouselSlide, CarouselStep, useCarouselPlace } from '#app/lib/carousel.tsx';
import { useStartWhenIdle } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

const overPhoto = 'rounded-full bg-limestone-50/90 p-2.5 text-schist-900 shadow hover:bg-white';

/** A product's photographs: swipe, arrows, dots and thumbnails, wrapping at both ends; a click opens the zoom viewer. */
export function ProductGallery({ images, alt }: { images: PublicImage[]; alt: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1, duration: 22 });
  // Embla measures the photographs once the page is idle (or a hand reaches for them), not while it hydrates.
  const frame = useRef<HTMLDivElement>(null);
  const started = useStartWhenIdle(frame);
  const { selected } = useCarouselPlace(embla);
  const [viewer, setViewer] = useState<number | null>(null);
  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const shown = images.length > 0 ? images : [null];

  return (
    <div className="flex flex-col gap-4">
      <div ref={frame} className="relative overflow-hidden rounded-3xl bg-limestone-200">
        <div
          ref={started ? viewportRef : undefined}
          className="relative overflow-hidden"
          aria-roledescription="carousel"
          aria-label={`${alt}: photographs`}
        >
          <div className="flex">
            {shown.map((image, index) => (
              <CarouselSlide
                key={index}
                index={index}
                count={shown.length}
                className="min-w-0 flex-[0_0_100%]"
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
              </CarouselSlide>
            ))}
          </div>
        </div>
        {images.length > 1 ? (
          <>
            <CarouselStep
              step="previous"
              label="Previous image"
              onClick={() => embla?.scrollPrev()}
              className={`absolute left-3 top-1/2 -translate-y-1/2 ${overPhoto}`}
            />
            <CarouselStep
              step="next"
              label="Next image"
              onClick={() => embla?.scrollNext()}
              className={`absolute right-3 top-1/2 -translate-y-1/2 ${overPhoto}`}
            />
            <CarouselDots
              count={images.length}
              selected={selected}
              label={(index) => `Go to image ${index + 1}`}
              onSelect={scrollTo}
              className="absolute inset-x-0 bottom-3 flex justify-center gap-1"
              dot={(current) =>
                `size-2.5 rounded-full shadow ${current ? 'bg-schist-900' : 'bg-limestone-50/90'}`
              }
            />
          </>
        ) : null}
        {images.length > 0 ? (
          <button
            type="button"
            onClick={() => setViewer(selected)}
            aria-label="View full screen"
            className={`absolute right-3 top-3 ${overPhoto}`}
          >
            <Maximize2 aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      {images.length > 1 ? (
        // Under the photograph from a small tablet up; a phone has the dots and a swipe, and keeps the first screen
        // for the price and the order button.
        <ul className="hidden grid-cols-4 gap-3 sm:grid">
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
      <PhotoViewer images={images} alt={alt} index={viewer} onIndexChange={setViewer} />
    </div>
  );
}
