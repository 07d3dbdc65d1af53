import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Quote } from '#app/components/icons.tsx';
import { useRef } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { portraitAlt, type MasterCard } from '#common/masters.ts';
import {
  CARD_AUTOPLAY,
  CAROUSEL_CONTROL,
  CarouselDots,
  CarouselStep,
  CarouselSlide,
  useAutoplay,
  useCarouselPlace,
} from '#app/lib/carousel.tsx';
import { useNearScreen, useReducedMotion, useRevealOnce } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { SectionHeading } from './section-heading.tsx';

type CarouselCard = {
  id: string;
  quote: string;
  name: string;
  context: string;
  image: PublicImage | null;
  altText: string;
  sample: boolean;
};

/** Shown only while no master craftsmen are published; marked as samples on the page. */
const SAMPLE_TESTIMONIALS: CarouselCard[] = [
  {
    id: 'sample-1',
    quote:
      'The Buddha head arrived crated like a museum piece, and it looks even finer in our hall than in the photographs.',
    name: 'Sarah M.',
    context: 'London - art collector',
    image: null,
    altText: 'Sample testimonial',
    sample: true,
  },
  {
    id: 'sample-2',
    quote: 'Our guide brought Sirkap and Jaulian to life. Two thousand years felt close enough to touch.',
    name: 'Kenji T.',
    context: 'Osaka - heritage tour participant',
    image: null,
    altText: 'Sample testimonial',
    sample: true,
  },
  {
    id: 'sample-3',
    quote: 'They carved our fountain to our own drawing and kept us informed at every stage.',
    name: 'Ayesha R.',
    context: 'Dubai - bespoke design client',
    image: null,
    altText: 'Sample testimonial',
    sample: true,
  },
];

function toCarouselCard(master: MasterCard): CarouselCard {
  return {
    id: master.id,
    quote: master.quote ?? master.description,
    name: master.name,
    context: `${master.specialty} - ${master.experience} years of experience`,
    image: master.image,
    altText: portraitAlt(master),
    sample: false,
  };
}

const control = `${CAROUSEL_CONTROL} bg-limestone-50`;

export function MastersCarousel({ masters }: { masters: MasterCard[] }) {
  const reveal = useRevealOnce<HTMLElement>(0.1);
  const haveMasters = masters.length > 0;
  const cards = haveMasters ? masters.map(toCarouselCard) : SAMPLE_TESTIMONIALS;
  const noun = haveMasters ? 'master' : 'testimonial';
  const reduced = useReducedMotion();
  const autoplay = useRef(Autoplay(CARD_AUTOPLAY));
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: cards.length > 3, align: 'start', duration: 25, dragThreshold: 5 },
    [autoplay.current],
  );
  // Embla measures the cards and starts its timers when the carousel comes near the screen, not during hydration.
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frame, '600px');
  const { selected, snaps } = useCarouselPlace(embla);
  useAutoplay(embla, autoplay.current, !reduced);

  const perView = (count: number) =>
    count >= 3 ? 'md:basis-1/2 lg:basis-1/3' : count === 2 ? 'md:basis-1/2' : '';

  return (
    <section
      ref={reveal.ref}
      aria-labelledby="masters-heading"
      className={`bg-limestone-100 py-20 sm:py-28 ${reveal.className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="masters-heading"
          eyebrow={haveMasters ? 'The hands behind the stone' : 'Kind words'}
          title={haveMasters ? 'Meet Our Master Craftsmen' : 'Voices of Our Valued Clients'}
          align="center"
        >
          {haveMasters
            ? 'Discover the talented artisans behind our beautiful Gandhara Arts creations.'
            : 'Discover why art enthusiasts and heritage explorers around the world trust Gandhara Arts.'}
        </SectionHeading>
        {!haveMasters ? (
          <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-schist-600">
            Add master craftsmen through the admin panel to showcase them here instead of sample testimonials.
          </p>
        ) : null}
        <div
          ref={frame}
          className="mt-12"
          aria-roledescription="carousel"
          aria-label={haveMasters ? 'Master craftsmen' : 'Testimonials'}
        >
          <div ref={near ? viewportRef : undefined} className="relative overflow-hidden">
            <div className="-ml-10 flex md:-ml-[30px] lg:-ml-10">
              {cards.map((card, index) => (
                <CarouselSlide
                  key={card.id}
                  index={index}
                  count={cards.length}
                  className={`min-w-0 shrink-0 grow-0 basis-full pl-10 md:pl-[30px] lg:pl-10 ${perView(cards.length)}`}
                >
                  <figure className="flex h-full flex-col items-center rounded-3xl bg-limestone-50 p-8 text-center shadow-sm ring-1 ring-limestone-200">
                    {card.image ? (
                      <ResponsiveImage
                        image={card.image}
                        alt={card.altText}
                        sizes="112px"
                        className="size-28 rounded-full object-cover ring-4 ring-limestone-200"
                      />
                    ) : (
                      <div
                        className="flex size-28 items-center justify-center rounded-full bg-sandstone-500 font-display text-4xl font-semibold text-white"
                        aria-hidden="true"
                      >
                        {card.name.charAt(0)}
                      </div>
                    )}
                    <Quote aria-hidden="true" className="mt-6 size-7 text-sandstone-500" />
                    <blockquote className="mt-3 flex-1 font-display text-xl italic leading-relaxed text-schist-800">
                      {card.quote}
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-semibold text-schist-900">{card.name}</span>
                      <span className="mt-1 block text-sm text-schist-600">{card.context}</span>
                      {card.sample ? (
                        <span className="mt-2 inline-block rounded-full bg-limestone-200 px-3 py-0.5 text-xs font-semibold text-schist-700">
                          Sample testimonial
                        </span>
                      ) : null}
                    </figcaption>
                  </figure>
                </CarouselSlide>
              ))}
            </div>
          </div>
          {cards.length > 1 ? (
            <div className="mt-10 flex items-center justify-center gap-4">
              <CarouselStep
                step="previous"
                label={`Previous ${noun}`}
                onClick={() => embla?.scrollPrev()}
                className={control}
              />
              <CarouselDots
                count={snaps.length}
                selected={selected}
                label={(index) => `Go to ${noun} slide ${index + 1}`}
                onSelect={(index) => embla?.scrollTo(index)}
                className="flex gap-1"
                dot={(current) => `size-2.5 rounded-full ${current ? 'bg-schist-900' : 'bg-limestone-300'}`}
              />
              <CarouselStep
                step="next"
                label={`Next ${noun}`}
                onClick={() => embla?.scrollNext()}
                className={control}
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
