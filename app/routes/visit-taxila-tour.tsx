import { data, isRouteErrorResponse, redirect, useParams, useRouteError } from 'react-router';
import { PAGE_PATHS, tourPath } from '#common/paths.ts';
import { centsToDollars } from '#common/money.ts';
import { SITE } from '#common/site.ts';
import { SLUG_PATTERN } from '#common/slug.ts';
import { placeAlt, placeSnippet, TOUR_FACTS, toTourSummary } from '#common/tours.ts';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { TourDetailDialog } from '#app/components/tours/tour-detail.tsx';
import { servicesContext } from '#app/context.ts';
import { pageMeta, previewImage, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/visit-taxila-tour';

/** A tour's own URL, /visit-taxila/{slug}: the tours page with the tour open over it. An id moves to the slug. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params.slug;
  // A record id (24 hex digits) has the shape of a slug too.
  if (!SLUG_PATTERN.test(key)) throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const tour = await services.tours.find(key);
  // A place in the trash (decision 026) answers 410 Gone, so search engines drop it, until it is restored.
  if (!tour) throw data(null, { status: (await services.trash.isGone('place', key)) ? 410 : 404 });
  if (tour.slug !== key) throw redirect(tourPath(tour), 301);
  return { tour: toTourSummary(tour) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFrom(matches);
  if (!loaderData || !site)
    return [{ title: `Tour not found | ${SITE.name}` }, { name: 'robots', content: 'noindex' }];
  const { tour } = loaderData;
  const path = tourPath(tour);
  const image = previewImage(tour.image, site.origin);
  return pageMeta({
    site,
    title: `${tour.name}: Guided Tour from Taxila`,
    description: placeSnippet(tour),
    path,
    image: tour.image,
    imageAlt: placeAlt(tour),
    structuredData: () => ({
      '@type': 'TouristTrip',
      name: tour.name,
      description: tour.description,
      url: `${site.origin}${path}`,
      image: image.url,
      touristType: ['Cultural tourism', 'Heritage tourism'],
      keywords: tour.keywords.join(', '),
      itinerary: {
        '@type': 'Place',
        name: tour.name,
        address: tour.location ?? TOUR_FACTS.location,
      },
      provider: { '@type': 'TravelAgency', name: SITE.name, url: site.origin, telephone: site.phone },
      ...(tour.priceCents !== null
        ? {
            offers: {
              '@type': 'Offer',
              price: centsToDollars(tour.priceCents).toFixed(2),
              priceCurrency: 'USD',
              url: `${site.origin}${path}`,
            },
          }
        : {}),
      ...(tour.rating !== null && tour.reviews !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: tour.rating,
              reviewCount: tour.reviews,
              bestRating: 5,
            },
          }
        : {}),
    }),
    breadcrumb: [
      { name: 'Visit Taxila', path: PAGE_PATHS.tours },
      { name: tour.name, path },
    ],
  });
};

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  return (
    <TourDetailDialog
      state={{ kind: 'found', tour: loaderData.tour }}
      phone={site?.phone ?? ''}
      whatsapp={site?.whatsappNumber ?? ''}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const site = useRootData()?.site;
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) throw error;
  return (
    <TourDetailDialog
      state={{ kind: 'missing', id: params.slug ?? '' }}
      phone={site?.phone ?? ''}
      whatsapp={site?.whatsappNumber ?? ''}
    />
  );
}
