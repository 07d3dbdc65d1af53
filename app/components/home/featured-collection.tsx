import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import type { ProductSummary } from '#common/product-summary.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import {
  CARD_AUTOPLAY,
  CAROUSEL_CONTROL,
  CarouselDots,
  CarouselStep,
  PlayPauseButton,
  CarouselSlide,
  useAutoplay,
  useCarouselPlace,
} from '#app/lib/carousel.tsx';
import { useNearScreen, useReducedMotion, useRevealOnce } from '#app/lib/motion.ts';
import { Price } from '../catalog/price.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { SectionHeading } from './section-heading.tsx';

function FeaturedSlide({
  product,
  origin,
  phone,
  showImage = true,
}: {
  product: ProductSummary;
  origin: string;
  phone: string;
  showImage?: boolean;
}) {
  return (
    <div className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
      <Link
        to={productPath(product)}
        className="block overflow-hidden rounded-3xl bg-limestone-200"
        tabIndex={-1}
        aria-hidden="true"
      >
        {showImage ? (
          <ResponsiveImage
            image={product.images[0]}
            alt=""
            sizes="(min-width: 768px) 45vw, 100vw"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        )}
      </Link>
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sandstone-600">
          {product.categories[0]}
        </p>
        <h3 className="text-3xl font-semibold leading-tight sm:text-4xl">
          <Link to={productPath(product)} className="hover:text-terracotta-700">
            {product.title}
          </Link>
        </h3>
        {product.shortDescription ? (
          <p className="text-lg leading-relaxed text-schist-600">{product.shortDescription}</p>
        ) : null}
        <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} size="lg" />
        <div className="mt-2 flex flex-wrap gap-3">
          <Link
            to={productPath(product)}
            className="rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
          >
            View Details
          </Link>
          <a
            href={whatsappLink(
              phone,
              WHATSAPP_MESSAGES.productOrder(product.title, `${origin}${productPath(product)}`),
            )}
            {...EXTERNAL_LINK}
            className="rounded-full border border-schist-800 px-6 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            Order on WhatsApp
          </a>
        </div>
      </div>
    </div>
  );
}

/** The pieces, and the shop's origin and WhatsApp number for their order links. */
type FeaturedProps = { products: ProductSummary[]; origin: string; phone: string };

/** The featured collection: a hero layout for one piece, a carousel for several. */
export function FeaturedCollection({ products, origin, phone }: FeaturedProps) {
  const reveal = useRevealOnce<HTMLElement>(0.15);
  return (
    <section
      ref={reveal.ref}
      aria-labelledby="featured-heading"
      id="collections"
      className={`mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 ${reveal.className}`}
    >
      <SectionHeading id="featured-heading" eyebrow="Chosen by our craftsmen" title="Featured Collection">
        Pieces our workshop is proudest of this season.
      </SectionHeading>
      <div className="mt-12">
        {products.length === 0 ? (
          <div className="rounded-3xl bg-limestone-100 px-6 py-16 text-center">
            <h3 className="text-3xl font-semibold">No Featured Products Yet</h3>
            <p className="mt-3 text-schist-600">Our featured pieces will appear here soon.</p>
          </div>
        ) : products.length === 1 ? (
          <FeaturedSlide product={products[0]!} origin={origin} phone={phone} />
        ) : (
          <FeaturedCarousel products={products} origin={origin} phone={phone} />
        )}
      </div>
    </section>
  );
}

function FeaturedCarousel({ products, origin, phone }: FeaturedProps) {
  const reduced = useReducedMotion();
  const autoplay = useRef(Autoplay(CARD_AUTOPLAY));
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 22 }, [autoplay.current]);
  // Embla measures the slides and starts its timers when the carousel comes near the screen, not during hydration.
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame, '600px');
  const { selected } = useCarouselPlace(embla);
  const [playing, setPlaying] = useState(false);
  useAutoplay(embla, autoplay.current, playing);
  // Photographs of the slide on show and its neighbours only; each stays once it has been shown.
  const [loaded, setLoaded] = useState(() => new Set([0, 1, products.length - 1]));
  useEffect(() => {
    setLoaded((current) => {
      const next = new Set(current);
      for (const index of [selected - 1, selected, selected + 1])
        next.add((index + products.length) % products.length);
      return next.size === current.size ? current : next;
    });
  }, [selected, products.length]);
  const moving = useRef(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => (moving.current = true);
    const onSettle = () => (moving.current = false);
    embla.on('select', onSelect).on('settle', onSettle);
    return () => {
      embla.off('select', onSelect).off('settle', onSettle);
    };
  }, [embla]);

  // Motion only for those who have not asked for less of it, once the carousel is measured.
  useEffect(() => {
    if (embla) setPlaying(!reduced);
  }, [embla, reduced]);

  // A click in the middle of a transition is ignored rather than queued.
  const navigate = useCallback(
    (move: () => void) => {
      if (moving.current) return;
      move();
      if (playing) autoplay.current.reset();
    },
    [playing],
  );

  return (
    <div ref={frame} aria-roledescription="carousel" aria-label="Featured products">
      <div ref={near ? viewportRef : undefined} className="relative overflow-hidden">
        <div className="flex">
          {products.map((product, index) => (
            <CarouselSlide
              key={product.id}
              index={index}
              count={products.length}
              className="min-w-0 flex-[0_0_100%] px-1"
            >
              <FeaturedSlide product={product} origin={origin} phone={phone} showImage={loaded.has(index)} />
            </CarouselSlide>
          ))}
        </div>
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
        <CarouselDots
          count={products.length}
          selected={selected}
          label={(index) => `Go to featured product ${index + 1}`}
          onSelect={(index) => navigate(() => embla?.scrollTo(index))}
          className="flex gap-1"
          dot={(current) =>
            `h-1.5 rounded-full transition-all ${current ? 'w-6 bg-schist-900' : 'w-1.5 bg-limestone-300'}`
          }
        />
        <div className="flex gap-2">
          <PlayPauseButton
            playing={playing}
            name="featured products"
            onClick={() => setPlaying(!playing)}
            className={CAROUSEL_CONTROL}
          />
          <CarouselStep
            step="previous"
            label="Previous featured product"
            onClick={() => navigate(() => embla?.scrollPrev())}
            className={CAROUSEL_CONTROL}
          />
          <CarouselStep
            step="next"
            label="Next featured product"
            onClick={() => navigate(() => embla?.scrollNext())}
            className={CAROUSEL_CONTROL}
          />
        </div>
      </div>
    </div>
  );
}
