import type { MetaDescriptor } from 'react-router';
import { PLACEHOLDER_IMAGE } from '#common/image-path.ts';
import { imageVariantUrl, type PublicImage } from '#common/media-url.ts';
import type { PublicSite } from '#common/public-site.ts';
import { schemaOrgOpeningHours } from '#common/opening-hours.ts';
import { SITE } from '#common/site.ts';

type Match = { id: string; loaderData?: unknown } | undefined;

/** The root loader's site settings, from a meta function's matches. */
export function siteFrom(matches: readonly Match[]): PublicSite | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { site?: PublicSite } | undefined)?.site;
}

/** A document page's meta (the privacy policy, shipping and returns): an article whose trail is its own title. */
export function documentMeta(
  matches: readonly Match[],
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  return pageMeta({
    site: siteFrom(matches),
    ...page,
    type: 'article',
    breadcrumb: [{ name: page.title, path: page.path }],
  });
}

/**
 * The picture a link preview shows for a page with no photograph of its own: a JPEG of the brand, made once from
 * the home page's poster (1200 × 630, the size link previews crop to). Never the SVG placeholder: WhatsApp,
 * Facebook and X show no SVG.
 */
const SHARE_IMAGE = { path: '/images/share.jpg', width: 1200, height: 630 } as const;

/** A preview image link previews can read: JPEG (WhatsApp and Facebook take no AVIF), absolute, 1280 wide at most. */
export function previewImage(image: PublicImage | null | undefined, origin: string) {
  if (image?.kind === 'media') {
    const width = Math.min(1280, image.ref.width);
    return {
      url: imageVariantUrl(image.ref, width, 'jpg', origin),
      width,
      height: Math.round((image.ref.height * width) / image.ref.width),
    };
  }
  if (image?.kind === 'url' && image.url !== PLACEHOLDER_IMAGE)
    return { url: image.url.startsWith('/') ? `${origin}${image.url}` : image.url };
  return { url: `${origin}${SHARE_IMAGE.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
}

export function pageMeta(options: {
  site: PublicSite | undefined;
  title: string;
  description: string;
  path: string;
  image?: PublicImage | null;
  imageAlt?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  extra?: MetaDescriptor[];
  /** What the page is to search engines (a product, a tour, the shop), written once the site is known, after `extra` */
  structuredData?: (site: PublicSite) => SchemaThing;
  /** The page's trail below Home, for search engines' breadcrumbs (written once the site's origin is known) */
  breadcrumb?: { name: string; path: string }[];
}): MetaDescriptor[] {
  const origin = options.site?.origin ?? '';
  const url = `${origin}${options.path}`;
  const title = options.title.includes(SITE.name) ? options.title : `${options.title} | ${SITE.name}`;
  const image = previewImage(options.image, origin);
  return [
    { title },
    { name: 'description', content: options.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    ...(image.width
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    { property: 'og:image:alt', content: options.imageAlt ?? title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: image.url },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(options.extra ?? []),
    ...(options.structuredData && options.site ? [jsonLd(options.structuredData(options.site))] : []),
    ...(options.breadcrumb && options.site
      ? [breadcrumbJsonLd(origin, [{ name: 'Home', path: '/' }, ...options.breadcrumb])]
      : []),
  ];
}

/** A schema.org thing: its `@type` and its fields. */
type SchemaThing = { '@type': string } & Record<string, unknown>;

/** A schema.org thing as a JSON-LD block of the page's head. */
function jsonLd(thing: SchemaThing): MetaDescriptor {
  return { 'script:ld+json': { '@context': 'https://schema.org', ...thing } };
}

function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): MetaDescriptor {
  return jsonLd({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  });
}

/** The shop itself, for search engines: the home page's structured data. */
export function businessData(site: PublicSite): SchemaThing {
  return {
    '@type': 'Store',
    name: SITE.name,
    url: site.origin,
    logo: `${site.origin}/favicon.svg`,
    telephone: site.phone,
    email: site.email,
    priceRange: SITE.priceRange,
    openingHours: schemaOrgOpeningHours(site.openingHours),
    foundingDate: String(SITE.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: 'Taxila',
      addressRegion: 'Punjab',
      addressCountry: 'PK',
    },
    sameAs: Object.values(site.social).filter(Boolean),
  };
}
