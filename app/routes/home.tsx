import { Link } from 'react-router';
import { FEATURED_CATEGORY } from '#common/categories.ts';
import { formatUsd } from '#common/money.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { servicesContext } from '#app/context.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext);
  const featured = await catalog.listCategoryProducts(FEATURED_CATEGORY, { page: 1, limit: 8 });
  return { featured: featured?.products ?? [] };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Gandhara Arts And Taxila Stone Crafts | Hand-carved stone since 1995' },
  {
    name: 'description',
    content:
      'Hand-carved Gandhara art, fountains, fireplaces and home decor from master craftsmen in Taxila, Pakistan, and heritage tours of Taxila.',
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <section className="bg-schist-900 px-6 py-24 text-center text-limestone-50 sm:py-32">
        <p className="text-sm font-semibold uppercase tracking-[0.25em] text-sandstone-400">
          Authentic stone crafts since 1995
        </p>
        <h1 className="mx-auto mt-4 max-w-3xl text-5xl font-semibold text-limestone-50 sm:text-6xl">
          Gandhara Arts And Taxila Stone Crafts
        </h1>
        <p className="mt-5 font-display text-2xl text-limestone-200">Where Artistry Meets Antiquity</p>
        <Link
          to="/products"
          className="mt-10 inline-block rounded-full bg-limestone-50 px-7 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          Explore Stone Collections
        </Link>
      </section>
      <section id="collections" className="mx-auto max-w-6xl px-6 py-16" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-4xl font-semibold">
          Featured Collection
        </h2>
        {loaderData.featured.length === 0 ? (
          <p className="mt-6 text-schist-600">No Featured Products Yet</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {loaderData.featured.map((product, index) => (
              <li key={product.id}>
                <Link to={`/product/${product.slug}`} className="group block">
                  <div className="aspect-square overflow-hidden rounded-xl bg-limestone-200">
                    <ResponsiveImage
                      image={product.images[0]}
                      alt={product.imageAlt ?? product.title}
                      sizes="(min-width: 768px) 25vw, 50vw"
                      priority={index === 0}
                      className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </div>
                  <h3 className="mt-3 font-sans text-base font-semibold text-schist-800">{product.title}</h3>
                  <p className="text-sm text-schist-600">{formatUsd(product.priceCents)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
