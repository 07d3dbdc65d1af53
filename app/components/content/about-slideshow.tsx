import { ChevronLeft, ChevronRight, Pause, Play } from '#app/components/icons.tsx';
import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';
import type { PublicImage } from '#common/media-url.ts';
import { ABOUT_DEFAULT_SLIDES, ABOUT_SLIDE_MS } from '#app/content/about.ts';
import { useReducedMotion } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

export type AboutSlide = { key: string; caption: string; image: PublicImage };

const DEFAULT_SLIDES: AboutSlide[] = ABOUT_DEFAULT_SLIDES.map((slide) => ({
  key: slide.src,
  caption: slide.alt,
  image: { kind: 'url', url: slide.src },
}));

const control =
  'flex size-11 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200';

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
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${showing.length}`}
              aria-hidden={!active}
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
            </div>
          );
        })}
      </div>
      {showing.length > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-4">
          <p className="text-sm font-medium tabular-nums text-schist-600" aria-hidden="true">
            {current + 1} / {showing.length}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setChoice(playing ? 'paused' : 'playing')}
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              className={control}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label="Previous photograph"
              className={control}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label="Next photograph"
              className={control}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
