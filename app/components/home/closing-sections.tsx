import { Check, MessageCircle } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { imageVariantUrl, type PublicImage } from '#common/media-url.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { useNearScreen, useRevealOnce } from '#app/lib/motion.ts';
import { ResponsiveImage } from '../responsive-image.tsx';

export function TourBanner({ image }: { image: PublicImage | null }) {
  const reveal = useRevealOnce<HTMLElement>(0.2);
  return (
    <section
      ref={reveal.ref}
      aria-labelledby="tour-banner-heading"
      // Never wider than 4:1 (a quarter of the window high at least): the watermark lies inside what a 4:1 box keeps
      // of any photograph (decision 046), and on a 2,560 px window the band would otherwise be 5:1.
      className={`relative isolate flex min-h-[25vw] flex-col justify-center overflow-hidden ${reveal.className}`}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          alt=""
          sizes="100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-schist-900/90 via-schist-900/70 to-schist-900/30" />
      <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
        <p className="text-sm font-semibold uppercase tracking-[0.22em] text-sandstone-400">Heritage tours</p>
        <h2
          id="tour-banner-heading"
          className="mt-3 max-w-2xl text-4xl font-semibold leading-tight text-limestone-50 sm:text-5xl"
        >
          Walk Through 2,500 Years of Taxila
        </h2>
        <p className="mt-4 max-w-xl text-lg text-limestone-200">
          Stupas, monasteries and the streets of Sirkap, with guides who grew up among them. About 35 km from
          Islamabad: a 45 to 60 minute drive.
        </p>
        <Link
          to={PAGE_PATHS.tours}
          className="mt-8 inline-block rounded-full bg-terracotta-700 px-7 py-3.5 font-semibold text-white hover:bg-terracotta-600"
        >
          Explore Tour Packages
        </Link>
      </div>
    </section>
  );
}

export function ClosingCta({ phone }: { phone: string }) {
  const reveal = useRevealOnce<HTMLElement>(0.2);
  return (
    <section
      ref={reveal.ref}
      aria-labelledby="cta-heading"
      className={`mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 ${reveal.className}`}
    >
      <div className="grid gap-10 rounded-[2rem] bg-limestone-100 p-8 sm:p-14 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
            Commissions and tours
          </p>
          <h2 id="cta-heading" className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
            Let&apos;s Create &amp; Explore Together
          </h2>
          <p className="mt-4 text-lg text-schist-600">
            A piece carved to your drawing, a wholesale order, or a day among the ruins of Taxila: tell us
            what you have in mind.
          </p>
          <div className="mt-6 flex flex-wrap gap-4 text-sm font-semibold">
            <Link
              to={PAGE_PATHS.products}
              className="text-schist-900 underline decoration-sandstone-400 underline-offset-4 hover:text-terracotta-700"
            >
              Browse the collection
            </Link>
            <Link
              to={PAGE_PATHS.contact}
              className="text-schist-900 underline decoration-sandstone-400 underline-offset-4 hover:text-terracotta-700"
            >
              Other ways to reach us
            </Link>
          </div>
        </div>
        <div className="rounded-3xl bg-limestone-50 p-8 shadow-sm ring-1 ring-limestone-200">
          <h3 className="font-display text-3xl font-semibold">Have a Vision or Question?</h3>
          <p className="mt-3 text-schist-600">We answer on WhatsApp, usually within the day.</p>
          <a
            href={whatsappLink(phone, WHATSAPP_MESSAGES.general)}
            {...EXTERNAL_LINK}
            className="mt-6 flex items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-3.5 font-semibold text-limestone-50 hover:bg-schist-900"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Chat with Us on WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}

const HISTORY_CLAIMS = [
  'Taxila has been lived in for some 2,500 years, and its ruins hold three cities built one after another.',
  'UNESCO listed it as a World Heritage Site in 1980.',
  'Alexander the Great reached Taxila in 326 BCE; Greek, Persian and Indian ideas met here.',
  'Gandhara sculpture, carved in grey schist, gave the Buddha some of his earliest portraits in stone.',
  'Its monasteries were centres of learning that drew students from across Asia.',
];

export function HistorySection({ image }: { image: PublicImage | null }) {
  const reveal = useRevealOnce<HTMLElement>(0.15);
  // A CSS background loads as soon as it is styled; this one waits until the section is near the screen.
  const near = useNearScreen(reveal.ref, '600px');
  const background =
    near && image?.kind === 'media'
      ? `image-set(url("${imageVariantUrl(image.ref, 1920, 'avif')}") type("image/avif"), url("${imageVariantUrl(image.ref, 1920, 'webp')}") type("image/webp"))`
      : undefined;
  return (
    <section
      ref={reveal.ref}
      aria-labelledby="history-heading"
      className={`relative isolate bg-schist-900 bg-cover bg-center lg:bg-fixed ${reveal.className}`}
      style={background ? { backgroundImage: background } : undefined}
    >
      <div className="absolute inset-0 -z-10 bg-schist-900/80" />
      <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6 sm:py-32">
        <p className="text-sm font-semibold uppercase tracking-[0.22em] text-sandstone-400">Where we carve</p>
        <h2
          id="history-heading"
          className="mt-3 text-4xl font-semibold leading-tight text-limestone-50 sm:text-5xl"
        >
          Echoes of Empires, Whispers of Wisdom
        </h2>
        <ul className="mx-auto mt-10 max-w-2xl space-y-4 text-left">
          {HISTORY_CLAIMS.map((claim) => (
            <li key={claim} className="flex gap-3 text-lg text-limestone-100">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-sandstone-400" />
              {claim}
            </li>
          ))}
        </ul>
        <Link
          to={PAGE_PATHS.tours}
          className="mt-10 inline-block rounded-full bg-limestone-50 px-7 py-3.5 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          Experience the Echoes Yourself
        </Link>
      </div>
    </section>
  );
}
