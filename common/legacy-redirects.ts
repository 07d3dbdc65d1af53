import { categoryLookupKey } from './categories.ts';
import { categoryPath, PAGE_PATHS } from './paths.ts';
import { ID_PATTERN } from './schemas/ids.ts';

/**
 * Where old links of the previous site go (public-site.md §2, "Old-link redirect"). The rules apply in order, so
 * "kitchen" always lands on mortar-and-pestle. A /product/{x} that matches no keyword is the product page's
 * "not found", with pieces to browse (decision 041); the old site's deeper paths and tags go to /products.
 */
const PRODUCT_KEYWORD_REDIRECTS: readonly { keywords: readonly string[]; to: string }[] = [
  {
    keywords: ['kitchen', 'grinder', 'grinding', 'pounder', 'mortar', 'pestle', 'crusher', 'mill'],
    to: categoryPath({ slug: 'mortar-and-pestle' }),
  },
  {
    keywords: ['tile', 'tiles', 'building', 'wall', 'floor', 'stone-tiles'],
    to: categoryPath({ slug: 'building-embellishing' }),
  },
  {
    keywords: ['buddha', 'meditation', 'statue', 'gandhara', 'sculpture'],
    to: categoryPath({ slug: 'gandhara-art' }),
  },
  { keywords: ['bowl', 'utensil', 'crockery', 'plate', 'cup'], to: categoryPath({ slug: 'crockery' }) },
  { keywords: ['lamp', 'decor', 'decoration', 'home', 'interior'], to: categoryPath({ slug: 'home-decor' }) },
  { keywords: ['fountain', 'garden', 'outdoor', 'landscaping'], to: categoryPath({ slug: 'garden-decor' }) },
  { keywords: ['fireplace', 'fire'], to: categoryPath({ slug: 'fireplaces' }) },
];

/** /product/{x} of the old site, where x is neither a product id nor a slug we know; null when no keyword matches. */
export function legacyProductDestination(remainder: string): string | null {
  let text = remainder;
  try {
    text = decodeURIComponent(remainder);
  } catch {
    // a malformed escape: match on the raw text
  }
  const lower = text.toLowerCase();
  return (
    PRODUCT_KEYWORD_REDIRECTS.find((rule) => rule.keywords.some((keyword) => lower.includes(keyword)))?.to ??
    null
  );
}

/** /product-category/{slug} of the old site. */
export function legacyCategoryDestination(slug: string): string {
  const key = categoryLookupKey(slug);
  return key ? categoryPath({ slug: key }) : PAGE_PATHS.products;
}

/** An old product path that names a record by number or by id is left to the product page (which may 404). */
export function looksLikeProductId(value: string): boolean {
  return /^\d+$/.test(value) || ID_PATTERN.test(value);
}
