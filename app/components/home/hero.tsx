import { ChevronDown } from '#app/components/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { categoryPath, PAGE_PATHS } from '#common/paths.ts';
import { categoryLookupKey, LUXURY_CATEGORY } from '#common/categories.ts';
import type { PublicSite } from '#common/public-site.ts';
import { prefersReducedMotion, scrollToSection, usePageLoaded } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

/**
 * Full-screen opening: the poster is the page's largest image and loads first; the looping video starts after the
 * page has loaded, and not at all for visitors who ask for less motion or less data.
 */
export function Hero({ hero }: { hero: PublicSite['hero'] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [videoSrc, setVideoSrc] = useState<string | null>(null);
  const navigate = useNavigate();

  const pageLoaded = usePageLoaded();
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!pageLoaded || !hero.videoUrl || prefersReducedMotion() || saveData) return;
    setVideoSrc(hero.videoUrl);
  }, [pageLoaded, hero.videoUrl]);

  const go = (id: string, fallback: string) => {
    if (!scrollToSection(id)) navigate(fallback);
  };

  return (
    <section className="relative isolate flex min-h-[calc(100svh-4.25rem)] items-center justify-center overflow-hidden bg-schist-900 text-center text-limestone-50 lg:min-h-[calc(100svh-6.5rem)]">
      {/* Without a poster the section keeps its dark ground: a placeholder graphic is no background. */}
      {hero.poster ? (
        <ResponsiveImage
          image={hero.poster}
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      {videoSrc ? (
        <video
          ref={videoRef}
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          src={videoSrc}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        >
          Your browser does not support the video tag.
        </video>
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-schist-900/70 via-schist-900/45 to-schist-900/80" />
      {/* Fades in 300 ms after the page appears, by CSS: the text does not wait for JavaScript. */}
      <div className="mx-auto max-w-4xl px-6 motion-safe:animate-[hero-in_700ms_ease-out_300ms_both]">
        <p className="text-sm font-semibold uppercase tracking-[0.3em] text-sandstone-400">
          Authentic stone crafts since 1995
        </p>
        <h1 className="mt-6 text-5xl font-semibold leading-[1.02] text-limestone-50 sm:text-7xl">
          Gandhara Arts And Taxila Stone Crafts
        </h1>
        <p className="mt-6 font-display text-2xl italic text-limestone-100 sm:text-3xl">
          Where Artistry Meets Antiquity
        </p>
        <p className="mt-2 text-base uppercase tracking-[0.2em] text-limestone-200">
          Carving Legacies, Crafting Journeys
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={PAGE_PATHS.products}
            className="w-full rounded-full bg-limestone-50 px-7 py-3.5 font-semibold text-schist-900 hover:bg-limestone-200 sm:w-auto"
          >
            Explore Stone Collections
          </Link>
          <button
            type="button"
            onClick={() => go('tours', PAGE_PATHS.tours)}
            className="w-full rounded-full bg-terracotta-700 px-7 py-3.5 font-semibold text-white hover:bg-terracotta-600 sm:w-auto"
          >
            Discover Taxila Tours
          </button>
          <button
            type="button"
            onClick={() => go('luxury', categoryPath({ slug: categoryLookupKey(LUXURY_CATEGORY) }))}
            className="w-full rounded-full border border-limestone-50/70 px-7 py-3.5 font-semibold text-limestone-50 hover:bg-limestone-50/10 sm:w-auto"
          >
            Luxury Collection
          </button>
        </div>
      </div>
      <button
        type="button"
        onClick={() => go('collections', PAGE_PATHS.products)}
        aria-label="Scroll to the collections"
        className="absolute bottom-6 left-1/2 -translate-x-1/2 animate-bounce rounded-full p-2 text-limestone-100 hover:text-white motion-reduce:animate-none"
      >
        <ChevronDown aria-hidden="true" className="size-8" />
      </button>
    </section>
  );
}
