import { Compass, MessageCircle } from '#app/components/icons.tsx';
import { lazy, Suspense, useState } from 'react';
import { Link, matchPath, useNavigation } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { PillTabs } from '#app/components/pill-tabs.tsx';
import { defaultTourTab, tourTabs, type TourSummary } from '#common/tours.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { useRevealOnce } from '#app/lib/motion.ts';
import { SectionHeading } from '../home/section-heading.tsx';
import { TourCard } from './tour-card.tsx';

/** The tour categories' tabs: one segmented bar, wrapping on a phone. */
const CATEGORY_TABS = {
  root: 'mt-12',
  list: 'mx-auto flex w-fit max-w-full flex-wrap justify-center gap-2 rounded-3xl bg-limestone-100 p-1.5 sm:rounded-full',
  tab: 'rounded-full px-5 py-2.5 text-sm font-semibold text-schist-700 hover:text-schist-900 data-[state=active]:bg-schist-800 data-[state=active]:text-limestone-50',
  panel: 'mt-10 focus-visible:outline-offset-8 data-[state=inactive]:hidden',
};

/** The section's first action: the tours page from the home page; on the tours page, a chat about the tours. */
const FIRST_ACTION =
  'rounded-full bg-schist-800 px-7 py-3.5 font-semibold text-limestone-50 hover:bg-schist-900';

/**
 * The tours section (anchor `tours`) of the home and tours pages: a tab per category that has tours, newest first.
 * On the tours page every tab's cards are in the first HTML, the inactive ones hidden. The home page, which links
 * to the tours page, renders the chosen tab's cards only: three quarters of the section's 330 elements, which every
 * visitor's phone parsed and laid out before the page could answer a tap (decision 031).
 */
export function ToursSection({
  tours,
  phone,
  whatsapp,
  linkToToursPage,
}: {
  tours: TourSummary[];
  phone: string;
  whatsapp: string;
  linkToToursPage: boolean;
}) {
  const reveal = useRevealOnce<HTMLElement>(0.1);
  const tabs = tourTabs(tours);
  const [active, setActive] = useState(() => defaultTourTab(tabs));

  return (
    <section
      ref={reveal.ref}
      id="tours"
      aria-labelledby="tours-heading"
      className={`mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 ${reveal.className}`}
    >
      <SectionHeading
        id="tours-heading"
        eyebrow="Guided by people of Taxila"
        title="Heritage Tours & Experiences"
        align="center"
      >
        Stupas, monasteries, the first cities of the valley and days out in the hills around them. Choose a
        tour, or ask us to shape one around your group.
      </SectionHeading>

      {tabs.length === 0 ? (
        <div className="mx-auto mt-12 max-w-xl rounded-3xl border border-dashed border-limestone-300 bg-limestone-100 px-6 py-14 text-center">
          <Compass aria-hidden="true" className="mx-auto size-10 text-sandstone-500" />
          <h3 className="mt-4 text-2xl font-semibold">No Tours Available Yet</h3>
          <p className="mt-2 text-schist-600">
            Add tour places with categories in the admin panel to showcase here.
          </p>
        </div>
      ) : (
        <PillTabs
          label="Tour categories"
          value={active}
          onValueChange={setActive}
          forceMount={linkToToursPage ? undefined : true}
          look={CATEGORY_TABS}
          tabs={tabs.map((tab) => ({
            value: tab.category,
            label: tab.label,
            panel:
              tab.tours.length === 0 ? (
                <p className="text-center text-schist-600">
                  No tours available in the {tab.label.replace(/ \(\d+\)$/, '')} category yet.
                </p>
              ) : (
                <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                  {tab.tours.map((tour) => (
                    <TourCard key={tour.id} tour={tour} />
                  ))}
                </div>
              ),
          }))}
        />
      )}

      <div className="mt-14 flex flex-col items-center justify-center gap-4 text-center sm:flex-row sm:gap-8">
        {linkToToursPage ? (
          <Link to={PAGE_PATHS.tours} className={FIRST_ACTION}>
            See the Tours Page
          </Link>
        ) : (
          <a
            href={whatsappLink(whatsapp, WHATSAPP_MESSAGES.tours)}
            {...EXTERNAL_LINK}
            className={FIRST_ACTION}
          >
            Ask about our Taxila tours
          </a>
        )}
        <a
          href={whatsappLink(whatsapp, WHATSAPP_MESSAGES.customPackage)}
          {...EXTERNAL_LINK}
          className="inline-flex items-center gap-2 font-semibold text-schist-900 underline decoration-sandstone-400 underline-offset-4 hover:text-terracotta-700"
        >
          <MessageCircle aria-hidden="true" className="size-5 text-terracotta-700" />
          Plan a custom package with us on WhatsApp
        </a>
      </div>
      <PendingTour tours={tours} phone={phone} whatsapp={whatsapp} />
    </section>
  );
}

// The overlay's code (and its dialog library) loads only when a tour opens from this section; the tour's own URL
// renders it on the server through its route.
const TourDetailDialog = lazy(() =>
  import('./tour-detail.tsx').then((module) => ({ default: module.TourDetailDialog })),
);

/**
 * While a tour's page loads, its overlay opens at once: from the tours already on this page when it is one of
 * them (looked up in loaded data first), otherwise as 'Loading tour details...'.
 */
function PendingTour({ tours, phone, whatsapp }: { tours: TourSummary[]; phone: string; whatsapp: string }) {
  const navigation = useNavigation();
  const pending = navigation.location
    ? matchPath(`${PAGE_PATHS.tours}/:slug`, navigation.location.pathname)
    : null;
  if (!pending || navigation.state !== 'loading') return null;
  const known = tours.find((tour) => tour.slug === pending.params.slug || tour.id === pending.params.slug);
  return (
    <Suspense fallback={null}>
      <TourDetailDialog
        state={known ? { kind: 'found', tour: known } : { kind: 'loading' }}
        phone={phone}
        whatsapp={whatsapp}
      />
    </Suspense>
  );
}
