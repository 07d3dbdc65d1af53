/** Facts about the business shown across the site (public-site.md §1, §9). */
export const SITE = {
  name: 'Gandhara Arts',
  tagline: 'Authentic stone crafts since 1995',
  foundedYear: 1995,
  location: 'Taxila, Punjab, Pakistan',
  priceRange: '$50-$2000',
  currency: 'USD',
} as const;

/** Header becomes more opaque past this scroll (px). */
export const HEADER_SCROLL_THRESHOLD = 20;
/** Smooth scrolling to sections: duration (ms) and offset (px) under the sticky header. */
export const SECTION_SCROLL = { durationMs: 800, offset: -70 } as const;

/** A phone number as a `tel:` link: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
