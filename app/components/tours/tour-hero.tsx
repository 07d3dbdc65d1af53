import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Phone, Play } from '#app/components/icons.tsx';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { TOUR_HERO, type TourSlide } from '#common/tour-slides.ts';
import { telHref } from '#common/site.ts';
import { openingHoursText, type OpeningHours } from '#common/opening-hours.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import {
  CarouselDots,
  CarouselSlide,
  CarouselStep,
  useAutoplay,
  useCarouselPlace,
} from '#app/lib/carousel.tsx';
import { scrollToSection, usePageLoaded, useReducedMotion, useStartWhenIdle } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { PHONE_HERO_ASPECT } from '#common/shown-crops.ts';

const control =
  'flex size-11 items-center justify-center rounded-full border border-limestone-50/40 hover:bg-limestone-50/15';

/**
 * The tours page's full-screen opening: the owner's heritage photographs crossfade every 5 s. A visitor who moves
 * it by hand takes over for 10 s; it also rests while a keyboard user is inside it, under reduced motion, and when
 * the visitor pauses it.
 */
export function TourHero({
  slides,
  phone,
  openingHours,
  whatsapp,
}: {
  slides: TourSlide[];
  phone: string;
  /** When calls are answered: the owner's setting, as the contact page says it (decision 034) */
  openingHours: OpeningHours;
  whatsapp: string;
}) {
  const reduced = useReducedMotion();
  const autoplay = useRef(
    Autoplay({ delay: TOUR_HERO.autoAdvanceMs, playOnInit: false, stopOnInteraction: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [Fade(), autoplay.current]);
  // Embla measures the slides once the page is idle (or a hand reaches for the section), not while it hydrates.
  const section = useRef<HTMLElement>(null);
  const started = useStartWhenIdle(section);
  const { selected } = useCarouselPlace(embla);
  const [auto, setAuto] = useState(true);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // Only the first photograph loads with the page; the others once they are next.
  const [loadable, setLoadable] = useState<ReadonlySet<number>>(() => new Set([0]));
  const resumeTimer = useRef<number | undefined>(undefined);
  const count = slides.length;
  const playing = auto && !keyboardInside && !reduced && count > 1;
  useAutoplay(embla, autoplay.current, playing);

  const allowAround = useCallback(
    (index: number) =>
      setLoadable((current) => {
        const next = new Set(current);
        for (const near of [index, (index + 1) % count, (index - 1 + count) % count]) next.add(near);
        return next.size === current.size ? current : next;
      }),
    [count],
  );

  // The photographs either side of the one on show: once the page has loaded, and whenever it moves. Embla may not
  // have started yet at the load (it waits for the page to be idle), so this follows the page, not Embla.
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (pageLoaded || selected !== 0) allowAround(selected);
  }, [pageLoaded, selected, allowAround]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  /** A hand on the controls turns auto-advance off; it comes back on by itself after 10 s. */
  const byHand = (move: () => void) => {
    move();
    setAuto(false);
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setAuto(true), TOUR_HERO.resumeAfterMs);
  };

  useEffect(() => {
    if (!embla) return;
    const onDrag = () => byHand(() => undefined);
    embla.on('pointerDown', onDrag);
    return () => {
      embla.off('pointerDown', onDrag);
    };
  }, [embla]);

  const toggleAuto = () => {
    window.clearTimeout(resumeTimer.current);
    setAuto((on) => !on);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setKeyboardInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  const current = slides[selected];

  return (
    <section
      ref={section}
      aria-labelledby="tour-hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4.25rem)] flex-col overflow-hidden bg-schist-900 text-limestone-50 lg:min-h-[calc(100svh-6.5rem)]"
    >
      {/* Behind the photographs: seen only until the first one has painted. */}
      {count > 0 ? (
        <p className="absolute inset-0 -z-30 flex items-center justify-center text-sm tracking-[0.2em] text-limestone-300 uppercase">
          Loading Tour Images...
        </p>
      ) : null}
      <div
        className="absolute inset-x-0 top-0 -z-20 h-full max-[359px]:[mask-image:linear-gradient(to_bottom,black_80%,transparent)]"
        // On the narrowest phones the text makes the hero taller than the watermark's placement allows for: the
        // photographs stop there, fading into the ground, instead of cutting the mark's ends (decision 046).
        style={{ maxHeight: `calc(100vw / ${PHONE_HERO_ASPECT})` }}
        role="region"
        aria-roledescription="carousel"
        aria-label="Taxila heritage photographs"
      >
        <div ref={started ? viewportRef : undefined} className="h-full overflow-hidden">
          <div className="flex h-full">
            {slides.map((slide, index) => (
              <CarouselSlide
                key={index}
                index={index}
                count={count}
                name={slide.title}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
                hidden={index !== selected}
              >
                {loadable.has(index) ? (
                  <ResponsiveImage
                    image={slide.image}
                    alt={slide.alt}
                    sizes="100vw"
                    priority={index === 0}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </CarouselSlide>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-schist-900/90 via-schist-900/45 to-schist-900/60" />

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 pt-16 pb-8 sm:px-6">
        <h1
          id="tour-hero-heading"
          className="text-sm font-semibold tracking-[0.3em] text-sandstone-400 uppercase"
        >
          Taxila Heritage Tours
        </h1>
        <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true" className="mt-4 max-w-3xl">
          <p className="font-display text-5xl leading-[1.02] font-semibold text-limestone-50 sm:text-7xl">
            {current?.title ?? 'Heritage Site Experience'}
          </p>
          <p className="mt-4 text-lg text-limestone-100 sm:text-xl">
            {current?.subtitle ?? 'A UNESCO World Heritage valley, 35 km from Islamabad'}
          </p>
        </div>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <a
            href={whatsappLink(whatsapp, WHATSAPP_MESSAGES.heritageTour)}
            {...EXTERNAL_LINK}
            className="rounded-full bg-terracotta-700 px-7 py-3.5 text-center font-semibold text-white hover:bg-terracotta-600"
          >
            Book Your Heritage Tour
          </a>
          <button
            type="button"
            onClick={() => scrollToSection('tours')}
            className="rounded-full border border-limestone-50/70 px-7 py-3.5 font-semibold text-limestone-50 hover:bg-limestone-50/10"
          >
            Explore All Tours
          </button>
        </div>
        <a
          href={telHref(phone)}
          className="mt-6 inline-flex items-center gap-2 self-start text-limestone-100 hover:text-white"
        >
          <Phone aria-hidden="true" className="size-4 text-sandstone-400" />
          <span>
            <span className="font-semibold">{phone}</span>
            <span className="text-limestone-200">{` · Calls ${openingHoursText(openingHours)}`}</span>
          </span>
        </a>
      </div>

      <div className="mx-auto w-full max-w-7xl px-4 pb-6 sm:px-6">
        {count > 1 ? (
          <div
            className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-limestone-50/20 pt-5"
            onFocus={onFocus}
            onBlur={onBlur}
          >
            <div className="flex items-center gap-2">
              <CarouselStep
                step="previous"
                label="Previous photograph"
                onClick={() => byHand(() => embla?.scrollPrev())}
                className={control}
              />
              <p
                className="w-16 text-center text-sm tabular-nums"
                aria-label={`Photograph ${selected + 1} of ${count}`}
              >
                {String(selected + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
              </p>
              <CarouselStep
                step="next"
                label="Next photograph"
                onClick={() => byHand(() => embla?.scrollNext())}
                className={control}
              />
            </div>
            <CarouselDots
              count={count}
              selected={selected}
              label={(index) => `Show photograph ${index + 1}: ${slides[index]!.title}`}
              onSelect={(index) => byHand(() => embla?.scrollTo(index))}
              className="flex flex-wrap"
              dot={(current) =>
                `h-1.5 rounded-full transition-all motion-reduce:transition-none ${current ? 'w-4 bg-limestone-50' : 'w-1.5 bg-limestone-50/45'}`
              }
            />
            <button
              type="button"
              onClick={toggleAuto}
              aria-pressed={playing}
              aria-label="Auto-advance photographs"
              className="ml-auto inline-flex items-center gap-2 rounded-full border border-limestone-50/40 px-3.5 py-2 text-sm font-semibold hover:bg-limestone-50/15"
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              Auto
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${playing ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-limestone-50/40'}`}
              />
            </button>
          </div>
        ) : null}
        <TourStats />
      </div>
    </section>
  );
}

/** The valley in three figures, over the photographs. */
function TourStats() {
  return (
    <dl className="mt-5 grid grid-cols-3 gap-3 text-center sm:max-w-2xl sm:text-left">
      {TOUR_HERO.stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-schist-900/55 px-2 py-3 backdrop-blur-sm min-[360px]:px-3 sm:px-5"
        >
          <dt className="text-xs text-limestone-200 sm:text-sm">{stat.label}</dt>
          <dd className="order-first font-display text-xl font-semibold text-limestone-50 min-[360px]:text-2xl sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
