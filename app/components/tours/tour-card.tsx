import { ArrowRight, CalendarClock, MapPin, Users } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { tourPath } from '#common/paths.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import { CARD_KEYWORDS } from '#common/tour-slides.ts';
import { groupSizeText, placeAlt, type TourSummary } from '#common/tours.ts';
import { useShownPrices } from '#app/lib/currency.ts';
import { ResponsiveImage } from '../responsive-image.tsx';
import { VideoFrame } from '../video-frame.tsx';
import { TourRating } from './tour-rating.tsx';

/** The duration, group size and price from that the owner has set for this tour; nothing for what is not set. */
function TourCardFacts({ tour }: { tour: TourSummary }) {
  const prices = useShownPrices();
  const groupSize = groupSizeText(tour);
  if (!tour.duration && !groupSize && tour.priceCents === null) return null;
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-schist-700">
      {tour.duration ? (
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarClock aria-hidden="true" className="size-4 text-terracotta-700" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{tour.duration}</dd>
        </div>
      ) : null}
      {groupSize ? (
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="size-4 text-terracotta-700" />
            <span className="sr-only">Group size</span>
          </dt>
          <dd>{groupSize}</dd>
        </div>
      ) : null}
      {tour.priceCents !== null ? (
        <div className="flex items-baseline gap-1">
          <dt className="text-schist-600">From</dt>
          <dd className="font-semibold text-schist-900">{prices.format(tour.priceCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function TourCard({ tour }: { tour: TourSummary }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-3xl bg-limestone-50 shadow-sm ring-1 ring-limestone-200 transition hover:shadow-lg motion-reduce:transition-none">
      <div className="relative aspect-[4/3] overflow-hidden bg-limestone-200">
        {!tour.image && tour.videoUrl ? (
          // A place with a video and no photograph: the video's opening frame stands in for one.
          <VideoFrame src={tour.videoUrl} className="h-full w-full object-cover" />
        ) : (
          <ResponsiveImage
            image={tour.image}
            alt={placeAlt(tour)}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        )}
        <span className="absolute left-4 top-4 rounded-full bg-limestone-50/95 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-schist-800">
          {tourCategoryLabel(tour.tourCategory)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="font-display text-2xl font-semibold leading-snug text-schist-900">{tour.name}</h3>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {tour.location ? (
            <p className="flex items-center gap-1.5 text-sm text-schist-600">
              <MapPin aria-hidden="true" className="size-4 text-terracotta-700" />
              {tour.location.split(',')[0]}
            </p>
          ) : null}
          <TourRating rating={tour.rating} reviews={tour.reviews} />
        </div>
        <p className="line-clamp-3 leading-relaxed text-schist-600">{tour.description}</p>
        <TourCardFacts tour={tour} />
        {tour.keywords.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Highlights">
            {tour.keywords.slice(0, CARD_KEYWORDS).map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-limestone-200 px-3 py-1 text-xs font-medium text-schist-700"
              >
                {keyword}
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={tourPath(tour)}
          state={{ fromList: true }}
          preventScrollReset
          prefetch="intent"
          className="mt-auto inline-flex items-center gap-2 self-start rounded-full bg-schist-800 px-5 py-2.5 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
          aria-label={`View Details: ${tour.name}`}
        >
          View Details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
