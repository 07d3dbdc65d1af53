import { Maximize2, Volume2, VolumeX } from '#app/components/icons.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { imageVariantUrl } from '#common/media-url.ts';
import type { PublicSite } from '#common/public-site.ts';
import { PlayPauseButton } from '#app/lib/carousel.tsx';
import { prefersReducedMotion, useNearScreen, useRevealOnce } from '#app/lib/motion.ts';
import { SectionHeading } from './section-heading.tsx';

type Promo = PublicSite['promoVideos'][number];

const VideoDialog = lazy(() => import('./video-dialog.tsx'));

const posterUrl = (promo: Promo) =>
  promo.poster?.kind === 'media' ? imageVariantUrl(promo.poster.ref, 960, 'webp') : undefined;

const overFilm =
  'flex size-10 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75';

/** One promo film: muted and looping while on screen (unless the visitor asks for less motion). */
function PromoCard({ promo, onExpand }: { promo: Promo; onExpand: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  // The poster is fetched only as the film nears the screen: four posters need not compete with the first view.
  const near = useNearScreen(videoRef, '400px');

  useEffect(() => {
    const video = videoRef.current;
    if (!video || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting)
        void video.play().then(
          () => setPlaying(true),
          () => setPlaying(false),
        );
      else {
        video.pause();
        setPlaying(false);
      }
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className="group overflow-hidden rounded-3xl bg-schist-900">
      <div className="relative aspect-video">
        <video
          ref={videoRef}
          className="h-full w-full object-cover"
          src={promo.videoUrl ?? undefined}
          poster={near ? posterUrl(promo) : undefined}
          muted={muted}
          loop
          playsInline
          preload="none"
        >
          Your browser does not support the video tag.
        </video>
        <span className="absolute left-3 top-3 rounded-full bg-limestone-50/95 px-3 py-1 text-xs font-semibold text-schist-800">
          {promo.category}
        </span>
        <div className="absolute bottom-3 right-3 flex gap-2">
          <PlayPauseButton
            playing={playing}
            name={promo.title}
            onClick={() => {
              const video = videoRef.current!;
              if (video.paused) void video.play().then(() => setPlaying(true));
              else {
                video.pause();
                setPlaying(false);
              }
            }}
            className={overFilm}
          />
          <button
            type="button"
            aria-label={muted ? `Unmute ${promo.title}` : `Mute ${promo.title}`}
            aria-pressed={!muted}
            onClick={() => setMuted(!muted)}
            className={overFilm}
          >
            {muted ? (
              <VolumeX aria-hidden="true" className="size-4" />
            ) : (
              <Volume2 aria-hidden="true" className="size-4" />
            )}
          </button>
          <button type="button" aria-label={`Expand ${promo.title}`} onClick={onExpand} className={overFilm}>
            <Maximize2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <figcaption className="p-5">
        <h3 className="font-sans text-lg font-semibold text-limestone-50">{promo.title}</h3>
        <p className="mt-1 text-sm text-limestone-200">{promo.description}</p>
      </figcaption>
    </figure>
  );
}

export function PromoVideos({ videos }: { videos: Promo[] }) {
  const reveal = useRevealOnce<HTMLElement>(0.15);
  const [expanded, setExpanded] = useState<Promo | null>(null);
  if (videos.length === 0) return null;
  return (
    <section
      ref={reveal.ref}
      aria-labelledby="promo-heading"
      className={`bg-schist-900 py-20 sm:py-24 ${reveal.className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id="promo-heading" eyebrow="From the workshop" title="Stone in Motion" tone="dark">
            Watch our craftsmen turn raw stone into heirlooms.
          </SectionHeading>
          <Link
            to={PAGE_PATHS.contact}
            className="self-start rounded-full border border-limestone-50/60 px-6 py-3 font-semibold text-limestone-50 hover:bg-white/10 md:self-auto"
          >
            Get In Touch
          </Link>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2">
          {videos.map((promo) => (
            <PromoCard key={promo.title} promo={promo} onExpand={() => setExpanded(promo)} />
          ))}
        </div>
      </div>
      {expanded ? (
        <Suspense fallback={null}>
          <VideoDialog
            title={expanded.title}
            description={expanded.description}
            videoUrl={expanded.videoUrl}
            poster={posterUrl(expanded)}
            onClose={() => setExpanded(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
