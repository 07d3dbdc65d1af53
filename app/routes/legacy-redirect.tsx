import { redirect } from 'react-router';
import { legacyCategoryDestination, legacyProductDestination } from '#common/legacy-redirects.ts';
import { PAGE_PATHS } from '#common/paths.ts';
import { LegacyRedirectScreen } from '#app/components/legacy-redirect-screen.tsx';
import type { Route } from './+types/legacy-redirect';

/** /product-category/{slug}, /product-tag/{tag} and deeper /product/… paths of the old site: a permanent redirect. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const [, kind = '', first = '', ...rest] = pathname.replace(/\.data$/, '').split('/');
  if (kind === 'product-category') throw redirect(legacyCategoryDestination(first), 301);
  throw redirect(legacyProductDestination([first, ...rest].join('/')) ?? PAGE_PATHS.products, 301);
}

export default LegacyRedirectScreen;
