/**
 * The storefront's addresses (public-site.md §2), built here and nowhere else: by the pages and their links, the
 * API's `url` fields, the sitemap and the admin's "view on site" links. The old-site addresses kept for old links
 * (`/product-category/…`, `/products/{Name}`) are the redirect rules' (legacy-redirects.ts), not built here.
 */
export const PAGE_PATHS = {
  home: '/',
  products: '/products',
  search: '/search',
  tours: '/visit-taxila',
  masters: '/our-masters',
  about: '/about',
  contact: '/contact',
  faq: '/FAQsPage',
  shippingReturns: '/ShippingReturnsPage',
  privacyPolicy: '/PrivacyPolicyPage',
  /** The pieces a visitor hearted, kept in their browser: personal, so not in the sitemap and not indexed. */
  favourites: '/favourites',
} as const;

/** `?a=1&b=2` of the parameters that have a value, or nothing. */
function queryOf(params: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(params).filter((pair): pair is [string, string] => Boolean(pair[1]));
  return pairs.length === 0
    ? ''
    : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * A product's page, `/product/{slug}`. Slugs and ids are safe in a path as they are (the slug rule and the id
 * pattern allow lowercase letters, digits and hyphens only), so the admin's hints show a slug as it is typed.
 */
export const productPath = (product: { slug: string }) => `/product/${product.slug}`;

/** A product's editor in the admin panel, its own page (decision 045); `keywords` are words to add for the admin to save. */
export const adminProductPath = (id: string, keywords?: string) =>
  `/admin/products/${encodeURIComponent(id)}${queryOf({ keywords })}`;

/**
 * A category's page, `/category/{slug}`; `subcategory` (a slug) narrows it to one subcategory's products
 * (`?sub=`), `q` keeps a search's words.
 */
export const categoryPath = (
  category: { slug: string },
  options: { subcategory?: string | null; q?: string } = {},
) => `/category/${category.slug}${queryOf({ sub: options.subcategory, q: options.q })}`;

/** A tour's own address, `/visit-taxila/{slug}`: the tours page with the tour open over it. */
export const tourPath = (tour: { slug: string }) => `${PAGE_PATHS.tours}/${tour.slug}`;

/** The search page for `q`, narrowed to a category's slug and in an order other than relevance when given. */
export const searchPath = (query: { q: string; category?: string | null; sort?: string | null }) =>
  `${PAGE_PATHS.search}${queryOf({ q: query.q, category: query.category, sort: query.sort })}`;
