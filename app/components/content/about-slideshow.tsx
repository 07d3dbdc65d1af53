import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { ABOUT_DEFAULT_SLIDES, ABOUT_SLIDE_MS } from '#app/content/about.ts';
import { CAROUSEL_CONTROL, CarouselSlide, CarouselStep, PlayPauseButton } from '#app/lib/carousel.tsx';
import { useReducedMotion } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

export type AboutSlide = { key: string; caption: string; image: PublicImage };

const DEFAULT_SLIDES: AboutSlide[] = ABOUT_DEFAULT_SLIDES.map((slide) => ({
  key: slide.src,
  caption: slide.alt,
  image: { kind: 'url', url: slide.src },
}));

/**
 * Photographs of Taxila, one every 8 s (public-site.md §4). A photograph that fails to load leaves the rotation; when
 * none is left, the two default photographs take over. It turns only for visitors who have not asked for reduced
 * motion, and waits while the pointer or the keyboard focus is on it.
 */
export function AboutSlideshow({ slides }: { slides: AboutSlide[] }) {
  const reduced = useReducedMotion();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [index, setIndex] = useState(0);
  // 'auto' follows the motion preference until the visitor presses play or pause.
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const showing = useMemo(() => {
    const loadable = slides.filter((slide) => !failed.has(slide.key));
    return loadable.length > 0 ? loadable : DEFAULT_SLIDES;
  }, [slides, failed]);
  const current = index % showing.length;
  const playing = choice === 'playing' || (choice === 'auto' && !reduced);
  const turning = playing && !hovered && !focused && showing.length > 1;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setIndex((current + 1) % showing.length), ABOUT_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [turning, current, showing.length]);

  const markFailed = useCallback(
    (key: string) => setFailed((previous) => (previous.has(key) ? previous : new Set(previous).add(key))),
    [],
  );
  const go = (to: number) => setIndex((to + showing.length) % showing.length);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Taxila in photographs"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-[2rem] bg-schist-800 sm:aspect-[16/9] lg:aspect-[21/9]"
        aria-live={turning ? 'off' : 'polite'}
      >
        {showing.map((slide, position) => {
          const active = position === current;
          return (
            <CarouselSlide
              key={slide.key}
              index={position}
              count={showing.length}
              hidden={!active}
              className={`absolute inset-0 motion-safe:transition-opacity motion-safe:duration-1000 ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              <ResponsiveImage
                image={slide.image}
                alt={slide.caption}
                sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
                priority={position === 0}
                onFailed={() => markFailed(slide.key)}
                className="h-full w-full object-cover"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-schist-900/80 to-transparent px-6 pb-6 pt-16 sm:px-10 sm:pb-8">
                <p className="max-w-xl font-display text-2xl font-semibold text-limestone-50 sm:text-3xl">
                  {slide.caption}
                </p>
              </div>
            </CarouselSlide>
          );
        })}
      </div>
      {showing.length > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <p className="text-sm font-medium tabular-nums text-schist-600" aria-hidden="true">
            {current + 1} / {showing.length}
          </p>
          <div className="flex items-center gap-2">
            <PlayPauseButton
              playing={playing}
              name="slideshow"
              onClick={() => setChoice(playing ? 'paused' : 'playing')}
              className={CAROUSEL_CONTROL}
            />
            <CarouselStep
              step="previous"
              label="Previous photograph"
              onClick={() => go(current - 1)}
              className={CAROUSEL_CONTROL}
            />
            <CarouselStep
              step="next"
              label="Next photograph"
              onClick={() => go(current + 1)}
              className={CAROUSEL_CONTROL}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
