import { Quote } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS, productPath } from '#common/paths.ts';
import { FEATURED_CATEGORY } from '#common/categories.ts';
import { portraitAlt, toMasterCard } from '#common/masters.ts';
import { pieceAlt, toProductSummary } from '#common/product-summary.ts';
import { Price } from '#app/components/catalog/price.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { servicesContext } from '#app/context.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/our-masters';

export async function loader({ context }: Route.LoaderArgs) {
  const { masters, catalog } = context.get(servicesContext);
  const [list, [featured = []]] = await Promise.all([
    masters.all(),
    catalog.categoryShowcases([{ key: FEATURED_CATEGORY, limit: 4 }]),
  ]);
  return {
    masters: list.map(toMasterCard),
    pieces: featured.map((product) => toProductSummary(product, 1)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const names = loaderData?.masters.map((master) => master.name) ?? [];
  return pageMeta({
    site: siteFrom(matches),
    title: 'Our Master Craftsmen: the Stone Carvers of Taxila',
    description:
      names.length > 0
        ? `Meet ${names.join(', ')}: the master carvers behind Gandhara Arts' hand-carved stone, trained in the Gandhara tradition of Taxila.`
        : 'Meet the master carvers behind Gandhara Arts: hand-carved stone in the Gandhara tradition of Taxila, Pakistan.',
    path: PAGE_PATHS.masters,
    image: loaderData?.masters[0]?.image,
    breadcrumb: [{ name: 'Our Masters', path: PAGE_PATHS.masters }],
  });
};

export default function OurMasters({ loaderData }: Route.ComponentProps) {
  const { masters, pieces } = loaderData;
  const years = masters.reduce((sum, master) => sum + master.experience, 0);
  return (
    <main>
      <PageHero
        eyebrow="The hands behind the stone"
        title="Our Master Craftsmen"
        intro="Every piece we sell is carved by hand in our Taxila workshop, by carvers who learned from masters who learned from masters before them."
      />

      <section aria-label="How our craftsmen work" className="bg-limestone-100">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="space-y-4 text-lg leading-relaxed text-schist-700">
            <p>
              Carving in Taxila is still learned the old way: an apprentice sweeps chips and sharpens chisels
              for years before he is trusted with a face. He draws every piece before touching the stone, and
              studies the Gandhara sculptures of the Taxila Museum until their proportions are second nature.
            </p>
            <p>
              Our masters choose each block of schist, marble or sandstone themselves, lead every commission
              from drawing to final polish, and train the next generation at the same benches.
            </p>
          </div>
          {masters.length > 0 ? (
            <dl className="grid grid-cols-2 gap-4">
              <div className="flex flex-col rounded-3xl bg-limestone-50 p-6 ring-1 ring-limestone-200">
                <dt className="text-sm text-schist-600">Master craftsmen</dt>
                <dd className="order-first font-display text-5xl font-semibold text-schist-900">
                  {masters.length}
                </dd>
              </div>
              <div className="flex flex-col rounded-3xl bg-limestone-50 p-6 ring-1 ring-limestone-200">
                <dt className="text-sm text-schist-600">Years at the bench, together</dt>
                <dd className="order-first font-display text-5xl font-semibold text-schist-900">{years}</dd>
              </div>
            </dl>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="spotlight-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">Spotlight</p>
          <h2 id="spotlight-heading" className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">
            Meet Our Master Craftsmen
          </h2>
        </div>
        {masters.length === 0 ? (
          <div className="mx-auto mt-12 max-w-xl rounded-3xl border border-dashed border-limestone-300 bg-limestone-100 px-6 py-14 text-center">
            <h3 className="text-2xl font-semibold">No Master Craftsmen Yet</h3>
            <p className="mt-2 text-schist-600">
              Master craftsmen profiles will appear here once they are added through the admin panel.
            </p>
          </div>
        ) : (
          <ol className="mt-16 space-y-20 sm:space-y-28">
            {masters.map((master, index) => (
              <li key={master.id} className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
                <div className={index % 2 === 1 ? 'md:order-last' : ''}>
                  {/* Even the first portrait is below the fold on a phone and a desktop (the introduction is the
                      largest paint): loaded lazily, it leaves the first screen's bandwidth to the text's fonts. */}
                  <ResponsiveImage
                    image={master.image}
                    alt={portraitAlt(master)}
                    sizes="(min-width: 768px) 45vw, 100vw"
                    className="aspect-[4/5] w-full rounded-[2rem] bg-limestone-200 object-cover"
                  />
                </div>
                <div>
                  <p className="text-sm font-semibold uppercase tracking-[0.18em] text-sandstone-600">
                    {master.specialty} · {master.experience} years of experience
                  </p>
                  <h3 className="mt-3 text-4xl font-semibold leading-tight">{master.name}</h3>
                  <p className="mt-5 text-lg leading-relaxed text-schist-700">{master.description}</p>
                  {master.quote ? (
                    <blockquote className="mt-8 border-l-4 border-sandstone-400 pl-6">
                      <Quote aria-hidden="true" className="size-6 text-sandstone-500" />
                      <p className="mt-2 font-display text-2xl italic leading-snug text-schist-800">
                        {master.quote}
                      </p>
                    </blockquote>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="pieces-heading" className="bg-limestone-100">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
                From their benches
              </p>
              <h2 id="pieces-heading" className="mt-3 text-4xl font-semibold leading-tight">
                Pieces carved in our workshop
              </h2>
            </div>
            <Link
              to={PAGE_PATHS.products}
              className="rounded-full bg-schist-800 px-7 py-3.5 font-semibold text-limestone-50 hover:bg-schist-900"
            >
              View All Products
            </Link>
          </div>
          {pieces.length > 0 ? (
            <ul className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
              {pieces.map((product) => (
                <li key={product.id}>
                  <Link to={productPath(product)} className="group block">
                    <ResponsiveImage
                      image={product.images[0]}
                      alt={pieceAlt(product)}
                      sizes="(min-width: 1024px) 22vw, 45vw"
                      className="aspect-square w-full rounded-2xl bg-limestone-200 object-cover transition group-hover:opacity-90 motion-reduce:transition-none"
                    />
                    <span className="mt-3 block font-semibold text-schist-900 group-hover:text-terracotta-700">
                      {product.title}
                    </span>
                  </Link>
                  <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </main>
  );
}
