import { ArrowLeft, MapPin } from '#app/components/icons.tsx';
import { data, isRouteErrorResponse, Link, useNavigate, useParams, useRouteError } from 'react-router';
import { PAGE_PATHS, tourPath } from '#common/paths.ts';
import { SITE } from '#common/site.ts';
import { SLUG_PATTERN } from '#common/slug.ts';
import { placeAlt, placeSnippet, toTourSummary } from '#common/tours.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { BackOrList, StatusPanel } from '#app/components/status-panel.tsx';
import { servicesContext } from '#app/context.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/site-detail';

/** /site-detail/{id}: a heritage site on its own page (public-site.md §2), the same record as its tour. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const place = SLUG_PATTERN.test(params.id)
    ? await context.get(servicesContext).tours.find(params.id)
    : null;
  if (!place)
    throw data({ message: `There is no heritage site with the id "${params.id}".` }, { status: 404 });
  return { place: toTourSummary(place) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [{ title: `Site not found | ${SITE.name}` }, { name: 'robots', content: 'noindex' }];
  const { place } = loaderData;
  return pageMeta({
    site: siteFrom(matches),
    title: `${place.name}, Taxila`,
    description: placeSnippet(place),
    // The tour's page is the one to rank: same place, with booking.
    path: tourPath(place),
    image: place.image,
    imageAlt: placeAlt(place),
  });
};

function BackBar() {
  const navigate = useNavigate();
  return (
    <div className="sticky top-[4.25rem] z-20 border-b border-limestone-200 bg-limestone-50/95 backdrop-blur lg:top-[6.5rem]">
      <div className="mx-auto max-w-5xl px-4 py-2 sm:px-6">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PAGE_PATHS.tours))}
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 font-semibold text-schist-800 hover:bg-limestone-200"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </button>
      </div>
    </div>
  );
}

export default function SiteDetail({ loaderData }: Route.ComponentProps) {
  const { place } = loaderData;
  return (
    <main>
      <BackBar />
      <article className="mx-auto max-w-5xl px-4 pb-20 pt-8 sm:px-6">
        <ResponsiveImage
          image={place.image}
          alt={placeAlt(place)}
          sizes="(min-width: 1024px) 1024px, 100vw"
          priority
          className="aspect-[16/9] w-full rounded-[2rem] bg-limestone-200 object-cover"
        />
        <p className="mt-10 text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
          Heritage site
        </p>
        <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{place.name}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-schist-700">{place.description}</p>
        {place.location ? (
          <section
            aria-labelledby="location-heading"
            className="mt-10 rounded-3xl bg-limestone-100 p-6 sm:p-8"
          >
            <h2 id="location-heading" className="flex items-center gap-2 text-2xl font-semibold">
              <MapPin aria-hidden="true" className="size-6 text-terracotta-700" />
              Location
            </h2>
            <p className="mt-3 text-lg text-schist-700">{place.location}</p>
          </section>
        ) : null}
        <Link
          to={tourPath(place)}
          className="mt-10 inline-block rounded-full bg-terracotta-700 px-7 py-3.5 font-semibold text-white hover:bg-terracotta-600"
        >
          See the tour and book
        </Link>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : `We could not load the site "${params.id ?? ''}". Please try again.`;
  return (
    <StatusPanel eyebrow="Heritage sites" title="Error Loading Site" message={message}>
      <BackOrList to={PAGE_PATHS.tours} label="All Tours" />
    </StatusPanel>
  );
}
