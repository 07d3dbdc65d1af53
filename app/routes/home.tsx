import { FEATURED_CATEGORY, LUXURY_CATEGORY } from '#common/categories.ts';
import { toMasterCard } from '#common/masters.ts';
import { toProductSummary } from '#common/product-summary.ts';
import { toTourSummary } from '#common/tours.ts';
import { ClosingCta, HistorySection, TourBanner } from '#app/components/home/closing-sections.tsx';
import { FeaturedCollection } from '#app/components/home/featured-collection.tsx';
import { Hero } from '#app/components/home/hero.tsx';
import { HydrateSeparately } from '#app/components/hydrate-separately.tsx';
import { LuxuryCollection } from '#app/components/home/luxury-collection.tsx';
import { MastersCarousel } from '#app/components/home/masters-carousel.tsx';
import { PromoVideos } from '#app/components/home/promo-videos.tsx';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { ToursSection } from '#app/components/tours/tours-section.tsx';
import { servicesContext } from '#app/context.ts';
import { businessData, pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, masters, tours } = context.get(servicesContext);
  // Both collections in one read of their products' details; the first twelve craftsmen without a count.
  const [[featured = [], luxury = []], masterList, places] = await Promise.all([
    catalog.categoryShowcases([
      { key: FEATURED_CATEGORY, limit: 12 },
      { key: LUXURY_CATEGORY, limit: 16 },
    ]),
    masters.all(12),
    tours.all(),
  ]);
  return {
    featured: featured.map((product) => toProductSummary(product, 1)),
    luxury: luxury.map((product) => toProductSummary(product, 1)),
    masters: masterList.map(toMasterCard),
    tours: places.map(toTourSummary),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta({
    site,
    title: 'Gandhara Arts And Taxila Stone Crafts | Hand-carved Stone since 1995',
    description:
      'Hand-carved Gandhara sculpture, fountains, fireplaces and home decor from the master craftsmen of Taxila, Pakistan, and guided heritage tours of Taxila.',
    path: '/',
    image: site?.hero.poster,
    structuredData: businessData,
  });
};

// Each section below the hero hydrates on its own.
export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const site = root?.site;
  const origin = site?.origin ?? '';
  const phone = site?.whatsappNumber ?? '';
  return (
    <main>
      <Hero hero={site?.hero ?? { videoUrl: null, poster: null }} />
      <HydrateSeparately>
        <PromoVideos videos={site?.promoVideos ?? []} />
      </HydrateSeparately>
      <HydrateSeparately>
        <FeaturedCollection products={loaderData.featured} origin={origin} phone={phone} />
      </HydrateSeparately>
      <HydrateSeparately>
        <TourBanner image={loaderData.tours[0]?.image ?? null} />
      </HydrateSeparately>
      <HydrateSeparately>
        <LuxuryCollection products={loaderData.luxury} phone={phone} />
      </HydrateSeparately>
      <HydrateSeparately>
        <ToursSection tours={loaderData.tours} phone={site?.phone ?? ''} whatsapp={phone} linkToToursPage />
      </HydrateSeparately>
      <HydrateSeparately>
        <MastersCarousel masters={loaderData.masters} />
      </HydrateSeparately>
      <HydrateSeparately>
        <ClosingCta phone={phone} />
      </HydrateSeparately>
      <HydrateSeparately>
        <HistorySection image={site?.hero.poster ?? null} />
      </HydrateSeparately>
    </main>
  );
}
