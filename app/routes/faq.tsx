import { ChevronLeft, Phone } from '#app/components/icons.tsx';
import { Link, useSearchParams } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { telHref } from '#common/site.ts';
import { ContactButtons } from '#app/components/content/contact-buttons.tsx';
import { FaqBrowser } from '#app/components/content/faq-browser.tsx';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { PageHero } from '#app/components/page-hero.tsx';
import { faqGroups } from '#app/content/faq.ts';
import { DEFAULT_OPENING_HOURS, openingHoursSentence } from '#common/opening-hours.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/faq';

const PATH = PAGE_PATHS.faq;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Frequently Asked Questions',
    description:
      'Answers about heritage tours of Taxila, booking and cancellation, shipping stone pieces worldwide, returns and custom commissions at Gandhara Arts.',
    path: PATH,
    structuredData: (site) => ({
      '@type': 'FAQPage',
      mainEntity: faqGroups(site.openingHours).flatMap((group) =>
        group.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      ),
    }),
    breadcrumb: [{ name: 'FAQs', path: PATH }],
  });

export default function FaqPage() {
  const [searchParams] = useSearchParams();
  const site = useRootData()?.site;
  const hours = site?.openingHours ?? DEFAULT_OPENING_HOURS;
  return (
    <main className="pb-24">
      <PageHero
        eyebrow="Help and answers"
        title="Frequently Asked Questions"
        crumb="FAQs"
        intro="Tours, bookings, shipping and our stone pieces: what visitors and collectors most often ask us. Search, or choose a category."
        aside={
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm font-semibold text-schist-800 hover:text-terracotta-700 hover:underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        }
      />

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <FaqBrowser groups={faqGroups(hours)} initialTerm={searchParams.get('q') ?? ''} />
        <aside aria-labelledby="faq-contact-heading" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-[2rem] bg-schist-900 p-8 text-limestone-200">
            <p className="text-sm font-semibold uppercase tracking-[0.22em] text-sandstone-400">
              Still wondering?
            </p>
            <h2
              id="faq-contact-heading"
              className="mt-3 text-3xl font-semibold leading-tight text-limestone-50"
            >
              Ask us directly
            </h2>
            <p className="mt-3 leading-relaxed">
              A person from our workshop answers, {openingHoursSentence(hours)}.
            </p>
            {site ? (
              <ContactButtons
                whatsappNumber={site.whatsappNumber}
                chatLabel="Chat on WhatsApp"
                other={{ href: telHref(site.phone), icon: Phone, label: `Call ${site.phone}` }}
              />
            ) : null}
            <Link
              to={PAGE_PATHS.contact}
              className="mt-6 inline-block font-semibold text-limestone-50 underline decoration-sandstone-400 underline-offset-4 hover:text-sandstone-400"
            >
              All the ways to reach us
            </Link>
          </div>
        </aside>
      </div>
    </main>
  );
}
