import { DEFAULT_OPENING_HOURS } from '#common/opening-hours.ts';
import { Outlet } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { toTourSummary } from '#common/tours.ts';
import { HydrateSeparately } from '#app/components/hydrate-separately.tsx';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { TourHero } from '#app/components/tours/tour-hero.tsx';
import { ToursSection } from '#app/components/tours/tours-section.tsx';
import { servicesContext } from '#app/context.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/visit-taxila';

export async function loader({ context }: Route.LoaderArgs) {
  const { tours, publicSite } = context.get(servicesContext);
  const [slides, places] = await Promise.all([publicSite.tourSlides(), tours.all()]);
  return { slides, tours: places.map(toTourSummary) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Visit Taxila: Guided Heritage Tours of a UNESCO World Heritage Site',
    description:
      'Guided tours of Taxila with local guides: Dharmarajika Stupa, Jaulian Monastery, Sirkap and the Taxila Museum, 35 km from Islamabad. Book on WhatsApp.',
    path: PAGE_PATHS.tours,
    image: loaderData?.slides[0]?.image ?? loaderData?.tours[0]?.image,
    breadcrumb: [{ name: 'Visit Taxila', path: PAGE_PATHS.tours }],
  });

export default function VisitTaxila({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const phone = site?.phone ?? '';
  const whatsapp = site?.whatsappNumber ?? '';
  return (
    <main>
      <TourHero
        slides={loaderData.slides}
        phone={phone}
        openingHours={site?.openingHours ?? DEFAULT_OPENING_HOURS}
        whatsapp={whatsapp}
      />
      {/* Hydrates after the hero carousel, in a task of its own. */}
      <HydrateSeparately>
        <ToursSection tours={loaderData.tours} phone={phone} whatsapp={whatsapp} linkToToursPage={false} />
      </HydrateSeparately>
      <Outlet />
    </main>
  );
}
