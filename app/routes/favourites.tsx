import { PAGE_PATHS } from '#common/paths.ts';
import { FavouritesList } from '#app/components/favourites/favourites-list.tsx';
import { PageHero } from '#app/components/page-hero.tsx';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/favourites';

// Personal (the list lives in the visitor's browser): not indexed, and not in the sitemap.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Your Favourites',
    description:
      'The pieces you hearted at Gandhara Arts, kept in your browser, to ask about in one message.',
    path: PAGE_PATHS.favourites,
    noindex: true,
  });

export default function Favourites() {
  return (
    <main>
      <PageHero
        eyebrow="Kept in this browser"
        title="Your Favourites"
        intro="The pieces you hearted, in one place. Send them to us together and we will tell you about each."
      />
      <FavouritesList />
    </main>
  );
}
