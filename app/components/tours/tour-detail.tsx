import * as Dialog from '@radix-ui/react-dialog';
import {
  ArrowLeft,
  CalendarClock,
  Loader2,
  MapPin,
  MessageCircle,
  Phone,
  Users,
} from '#app/components/icons.tsx';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import { groupSizeText, placeAlt, TOUR_FACTS, type TourSummary } from '#common/tours.ts';
import { telHref } from '#common/site.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { FIRST_ACTION } from '../status-panel.tsx';
import { TourRating } from './tour-rating.tsx';
import { EnquiryOpener } from '../enquiry/enquiry-opener.tsx';
import { useShownPrices } from '#app/lib/currency.ts';

export type TourDetailState =
  { kind: 'loading' } | { kind: 'found'; tour: TourSummary } | { kind: 'missing'; id: string };

/** Back to the list the visitor came from, or to the tours page when the tour's link was opened directly. */
function useBackToTours() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return () => {
    if (cameFromList) navigate(-1);
    else navigate(PAGE_PATHS.tours, { preventScrollReset: true });
  };
}

/**
 * A tour in full, over the page (public-site.md §2): rendered in place rather than in a portal, so that a tour's own
 * URL carries it in the first HTML.
 */
export function TourDetailDialog({
  state,
  phone,
  whatsapp,
}: {
  state: TourDetailState;
  phone: string;
  whatsapp: string;
}) {
  const back = useBackToTours();
  const title =
    state.kind === 'found'
      ? state.tour.name
      : state.kind === 'missing'
        ? 'Tour not found'
        : 'Loading tour details...';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && back()}>
      <Dialog.Content
        aria-describedby={undefined}
        className="fixed inset-0 z-50 overflow-y-auto bg-limestone-50 focus:outline-none"
      >
        <div className="sticky top-0 z-10 border-b border-limestone-200 bg-limestone-50/95 backdrop-blur">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <button
              type="button"
              onClick={back}
              className="inline-flex items-center gap-2 rounded-full px-3 py-2 font-semibold text-schist-800 hover:bg-limestone-200"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back to Tours
            </button>
            <p className="hidden text-sm text-schist-600 sm:block">Gandhara Arts · Taxila Heritage Tours</p>
          </div>
        </div>
        {state.kind === 'found' ? (
          <TourContent tour={state.tour} phone={phone} whatsapp={whatsapp} />
        ) : (
          <Centered>
            {state.kind === 'loading' ? (
              <>
                <Loader2
                  aria-hidden="true"
                  className="size-10 text-terracotta-700 motion-safe:animate-spin"
                />
                <Dialog.Title className="text-lg text-schist-700" role="status">
                  {title}
                </Dialog.Title>
              </>
            ) : (
              <>
                <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-700">
                  Error 404
                </p>
                <Dialog.Title className="text-4xl font-semibold">{title}</Dialog.Title>
                <p className="max-w-md text-schist-600">
                  We could not find a tour at <span className="font-mono text-schist-800">{state.id}</span>.
                  It may have been renamed or retired.
                </p>
                <button type="button" onClick={back} className={FIRST_ACTION}>
                  Go Back
                </button>
              </>
            )}
          </Centered>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      {children}
    </div>
  );
}

function TourContent({ tour, phone, whatsapp }: { tour: TourSummary; phone: string; whatsapp: string }) {
  const prices = useShownPrices();
  const groupSize = groupSizeText(tour);
  // Only what the owner has said of this tour: no made-up duration or group size (decision 041).
  const facts = [
    { icon: MapPin, label: 'Location', value: TOUR_FACTS.location },
    ...(tour.duration ? [{ icon: CalendarClock, label: 'Duration', value: tour.duration }] : []),
    ...(groupSize ? [{ icon: Users, label: 'Group size', value: groupSize }] : []),
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:px-6">
      <div className="relative overflow-hidden rounded-[2rem] bg-limestone-200">
        {tour.videoUrl ? (
          <video
            src={tour.videoUrl}
            controls
            playsInline
            preload="metadata"
            aria-label={`Video of ${placeAlt(tour)}`}
            className="aspect-[16/10] max-h-[62vh] w-full bg-schist-900 object-contain sm:aspect-[16/8]"
          >
            <track kind="captions" />
          </video>
        ) : (
          <ResponsiveImage
            image={tour.image}
            alt={placeAlt(tour)}
            sizes="(min-width: 1152px) 1152px, 100vw"
            priority
            className="aspect-[16/10] max-h-[62vh] w-full object-cover sm:aspect-[16/8]"
          />
        )}
        <span className="absolute left-5 top-5 rounded-full bg-limestone-50/95 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.16em] text-schist-800">
          {tourCategoryLabel(tour.tourCategory)}
        </span>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <Dialog.Title className="text-4xl font-semibold leading-tight sm:text-5xl">
            {tour.name}
          </Dialog.Title>
          <div className="mt-3">
            <TourRating rating={tour.rating} reviews={tour.reviews} />
          </div>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="rounded-2xl bg-limestone-100 p-4">
                <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-schist-600">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-terracotta-700" />
                  {label}
                </dt>
                <dd className="mt-1.5 font-semibold text-schist-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-10 text-2xl font-semibold">About this tour</h2>
          <p className="mt-3 text-lg leading-relaxed text-schist-700">{tour.description}</p>
          {tour.location ? (
            <p className="mt-4 flex items-center gap-2 text-schist-600">
              <MapPin aria-hidden="true" className="size-4 text-terracotta-700" />
              {tour.location}
            </p>
          ) : null}
          {tour.keywords.length > 0 ? (
            <>
              <h2 className="mt-10 text-2xl font-semibold">Tour Highlights</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {tour.keywords.map((keyword) => (
                  <li
                    key={keyword}
                    className="rounded-full border border-sandstone-400 bg-limestone-50 px-4 py-1.5 text-sm font-medium text-schist-800"
                  >
                    {keyword}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <aside className="h-fit rounded-3xl bg-schist-900 p-7 text-limestone-50 lg:sticky lg:top-24">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sandstone-400">
            {tour.priceCents !== null ? 'Price from' : 'Price'}
          </p>
          <p className="mt-2 font-display text-4xl font-semibold">
            {tour.priceCents !== null ? prices.format(tour.priceCents) : TOUR_FACTS.priceText}
          </p>
          <p className="mt-1 text-sm text-limestone-200">{TOUR_FACTS.priceNote}</p>
          <a
            href={whatsappLink(whatsapp, WHATSAPP_MESSAGES.tourBooking(tour.name))}
            {...EXTERNAL_LINK}
            className="mt-7 flex items-center justify-center gap-2 rounded-full bg-terracotta-700 px-6 py-3.5 font-semibold text-white hover:bg-terracotta-600"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Book Now via WhatsApp
          </a>
          <a
            href={telHref(phone)}
            className="mt-3 flex items-center justify-center gap-2 rounded-full border border-limestone-50/40 px-6 py-3 font-semibold hover:bg-limestone-50/10"
          >
            <Phone aria-hidden="true" className="size-4" />
            Call {phone}
          </a>
          <EnquiryOpener subject={{ kind: 'tour', id: tour.id, label: tour.name }} tone="dark" />
          <p className="mt-5 text-sm leading-relaxed text-limestone-200">
            Pick-up from Islamabad or Rawalpindi with 24 hours&apos; notice. Taxila is about 35 km away, a
            45-60 minute drive.
          </p>
        </aside>
      </div>
    </article>
  );
}
