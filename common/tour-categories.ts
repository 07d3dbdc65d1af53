/** Tour categories: stored lowercase, shown capitalised (admin-area.md §3). */
export const TOUR_CATEGORIES = ['featured', 'cultural', 'historical', 'adventure'] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

export function tourCategoryLabel(
  category: TourCategory,
): 'Featured' | 'Cultural' | 'Historical' | 'Adventure' {
  return (category.charAt(0).toUpperCase() + category.slice(1)) as
    'Featured' | 'Cultural' | 'Historical' | 'Adventure';
}

/** A missing or unknown tour category goes to featured; case does not matter (public-site.md §4). */
export function normalizeTourCategory(value: string | null | undefined): TourCategory {
  const lower = (value ?? '').trim().toLowerCase();
  return (TOUR_CATEGORIES as readonly string[]).includes(lower) ? (lower as TourCategory) : 'featured';
}
