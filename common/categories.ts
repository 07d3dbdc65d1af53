import { slugify } from './slug.ts';

/**
 * The 24 public categories, in the order of the site's menu (public-site.md §2). The old site spelt one "Luxary
 * Collection": visitors now read "Luxury Collection", and the old name is an alias (decision 041).
 */
export const PUBLIC_CATEGORY_NAMES = [
  'Gandhara Art',
  'Antique Products',
  'Calligraphy',
  'Crockery',
  'Home Decor',
  'Garden Decor',
  'Fireplaces',
  'Building Embellishing',
  'Fountains',
  'Mortar and Pestle',
  'Grinding Mills',
  'Ashtray',
  'Coin',
  'Decorative Motive',
  'Stone Sanitary',
  'Moulded Art',
  'Jewellery',
  'Carved Stone',
  'Precious Stone',
  'Salt',
  'Featured Products',
  'Luxury Collection',
  'Raw Stone',
  'Grave Designs',
] as const;

export const FEATURED_CATEGORY = 'Featured Products';
export const LUXURY_CATEGORY = 'Luxury Collection';

/**
 * Other names the old site and its admin used for the same categories: the home page asked for
 * `featuredProducts` and `Luxary Collection`, the admin list says `Ashtray and Mortar`. They keep answering for old
 * links and clients, and an old address moves permanently to the category's own.
 */
export const LEGACY_CATEGORY_ALIASES: Record<string, readonly string[]> = {
  'Featured Products': ['featuredProducts', 'featured'],
  'Luxury Collection': ['Luxary Collection', 'luxury'],
  Ashtray: ['Ashtray and Mortar'],
};

/**
 * The key under which a category name, slug or alias is looked up, and a new category's slug: the slug rule of
 * common/slug.ts (public-site.md §3), with an old key's camelCase read as words (`featuredProducts`). Case, spacing
 * and hyphens do not matter. A category made before this rule was the one rule keeps its stored slug: it is also
 * found by its name (the catalogue's category lookups).
 */
export function categoryLookupKey(nameOrSlug: string): string {
  return slugify(nameOrSlug.replace(/([a-z])([A-Z])/g, '$1 $2'));
}
