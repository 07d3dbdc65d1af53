import { ArrowRight } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '#common/paths.ts';
import { SITE } from '#common/site.ts';
import { AboutSlideshow, type AboutSlide } from '#app/components/content/about-slideshow.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { ABOUT_INTRO, ABOUT_STORY, ABOUT_VALUES } from '#app/content/about.ts';
import { servicesContext } from '#app/context.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  const { tours } = context.get(servicesContext);
  const { places } = await tours.list({ page: 1, limit: 6 });
  const slides: AboutSlide[] = places.flatMap((place) =>
    place.image ? [{ key: place.id, caption: place.name, image: place.image }] : [],
  );
  return { slides };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'About Us',
    description: `${ABOUT_INTRO} Meet the craftsmen, the stone and the heritage of Taxila behind Gandhara Arts.`,
    path: PAGE_PATHS.about,
    image: loaderData?.slides[0]?.image,
    imageAlt: loaderData?.slides[0]?.caption,
    breadcrumb: [{ name: 'About', path: PAGE_PATHS.about }],
  });

const EXPLORE = [
  {
    to: PAGE_PATHS.products,
    title: 'The collection',
    text: 'Sculpture, fountains, fireplaces and pieces for the home, each carved by hand.',
    action: 'Browse the collection',
  },
  {
    to: PAGE_PATHS.masters,
    title: 'Our master craftsmen',
    text: 'The carvers behind every piece, and the years they have spent at the bench.',
    action: 'Meet our masters',
  },
  {
    to: PAGE_PATHS.tours,
    title: 'Heritage tours',
    text: 'Stupas, monasteries and ancient streets, with guides who grew up among them.',
    action: 'Visit Taxila',
  },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="pb-24">
      <PageHero eyebrow={`Since ${SITE.foundedYear}`} title="About Gandhara Arts" intro={ABOUT_INTRO} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <AboutSlideshow slides={loaderData.slides} />

        <dl className="mt-12 grid grid-cols-3 gap-4 border-y border-limestone-200 py-8 text-center sm:py-10">
          {[
            { label: 'Carving since', value: String(SITE.foundedYear) },
            { label: 'Years of craft', value: `${new Date().getFullYear() - SITE.foundedYear}+` },
            { label: 'From Islamabad', value: '35 km' },
          ].map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-schist-600 sm:text-sm sm:tracking-[0.18em]">
                {fact.label}
              </dt>
              <dd className="mt-2 font-display text-3xl font-semibold text-schist-900 sm:text-5xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-8">
          {ABOUT_STORY.map((chapter, index) => (
            <section
              key={chapter.title}
              aria-labelledby={`story-${index}`}
              className="grid gap-6 border-b border-limestone-200 py-14 last:border-b-0 lg:grid-cols-[1fr_1.4fr] lg:gap-16"
            >
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
                  Chapter {index + 1}
                </p>
                <h2 id={`story-${index}`} className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
                  {chapter.title}
                </h2>
              </div>
              <div className="space-y-5 text-lg leading-relaxed text-schist-700">
                {chapter.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>

        <section
          aria-labelledby="values-heading"
          className="mt-10 rounded-[2rem] bg-limestone-100 p-8 sm:p-14"
        >
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
            What we hold to
          </p>
          <h2 id="values-heading" className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
            Our values
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_VALUES.map((value) => (
              <li key={value.title} className="rounded-3xl bg-limestone-50 p-7 ring-1 ring-limestone-200">
                <h3 className="font-sans text-lg font-semibold text-schist-900">{value.title}</h3>
                <p className="mt-2 text-schist-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="explore-heading" className="mt-20">
          <h2 id="explore-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
            Explore Gandhara Arts
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {EXPLORE.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex h-full flex-col rounded-3xl bg-schist-900 p-8 text-limestone-200 hover:bg-schist-800"
                >
                  <span className="font-display text-3xl font-semibold text-limestone-50">{item.title}</span>
                  <span className="mt-3 leading-relaxed">{item.text}</span>
                  <span className="mt-8 inline-flex items-center gap-2 font-semibold text-sandstone-400">
                    {item.action}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-5 motion-safe:transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
