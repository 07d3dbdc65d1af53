import { categoryLookupKey } from './categories.ts';

/**
 * Where old links of the previous site go (public-site.md §2, "Old-link redirect"). The rules apply in order, so
 * "kitchen" always lands on mortar-and-pestle; a product path that matches no keyword goes to /products.
 */
const PRODUCT_KEYWORD_REDIRECTS: readonly { keywords: readonly string[]; to: string }[] = [
  {
    keywords: ['kitchen', 'grinder', 'grinding', 'pounder', 'mortar', 'pestle', 'crusher', 'mill'],
    to: '/category/mortar-and-pestle',
  },
  {
    keywords: ['tile', 'tiles', 'building', 'wall', 'floor', 'stone-tiles'],
    to: '/category/building-embellishing',
  },
  { keywords: ['buddha', 'meditation', 'statue', 'gandhara', 'sculpture'], to: '/category/gandhara-art' },
  { keywords: ['bowl', 'utensil', 'crockery', 'plate', 'cup'], to: '/category/crockery' },
  { keywords: ['lamp', 'decor', 'decoration', 'home', 'interior'], to: '/category/home-decor' },
  { keywords: ['fountain', 'garden', 'outdoor', 'landscaping'], to: '/category/garden-decor' },
  { keywords: ['fireplace', 'fire'], to: '/category/fireplaces' },
];

/** /product/{x} of the old site, where x is neither a product id nor a slug we know. */
export function legacyProductDestination(remainder: string): string {
  let text = remainder;
  try {
    text = decodeURIComponent(remainder);
  } catch {
    // a malformed escape: match on the raw text
  }
  const lower = text.toLowerCase();
  return (
    PRODUCT_KEYWORD_REDIRECTS.find((rule) => rule.keywords.some((keyword) => lower.includes(keyword)))?.to ??
    '/products'
  );
}

/** /product-category/{slug} of the old site. */
export function legacyCategoryDestination(slug: string): string {
  const key = categoryLookupKey(slug);
  return key ? `/category/${key}` : '/products';
}

/** An old product path that names a record by number or by id is left to the product page (which may 404). */
export function looksLikeProductId(value: string): boolean {
  return /^\d+$/.test(value) || /^[a-f0-9]{24}$/.test(value);
}
