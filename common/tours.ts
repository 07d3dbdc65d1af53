import { pick } from './pick.ts';
import type { PublicImage } from './media-url.ts';
import {
  normalizeTourCategory,
  TOUR_CATEGORIES,
  tourCategoryLabel,
  type TourCategory,
} from './tour-categories.ts';

/** What the public pages show of a tour place. */
export type TourSummary = {
  id: string;
  slug: string;
  name: string;
  description: string;
  tourCategory: TourCategory;
  keywords: string[];
  rating: number | null;
  reviews: number | null;
  /** The price from, per person */
  priceCents: number | null;
  /** Null where the owner has not said: the pages then leave the fact out. */
  duration: string | null;
  groupMin: number | null;
  groupMax: number | null;
  location: string | null;
  image: PublicImage | null;
  /** A place may show a video instead of a photograph (admin-area.md §3). */
  videoUrl: string | null;
  createdAt: string;
};

/** What a tour place's photograph or film says to those who cannot see it, the same on every page that shows it. */
export const placeAlt = (place: { name: string }) => `${place.name}, Taxila`;

/** A tour place's description for search engines and link previews: its first 150 characters, cut at a word. */
export const placeSnippet = (place: { description: string }) =>
  `${place.description.slice(0, 150).replace(/\s+\S*$/, '')}…`;

export type TourTab = { category: TourCategory; label: string; tours: TourSummary[] };

/**
 * The tours section's tabs: one per category that has tours, in the fixed category order, labelled
 * 'Name (count)', each list newest first. Categories are bucketed case-insensitively; unknown ones go to featured.
 */
export function tourTabs(tours: readonly TourSummary[]): TourTab[] {
  const newestFirst = [...tours].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return TOUR_CATEGORIES.flatMap((category) => {
    const inCategory = newestFirst.filter((tour) => normalizeTourCategory(tour.tourCategory) === category);
    return inCategory.length > 0
      ? [{ category, label: `${tourCategoryLabel(category)} (${inCategory.length})`, tours: inCategory }]
      : [];
  });
}

/** The tab open at first: featured when it has tours, otherwise the first that does. */
export function defaultTourTab(tabs: readonly TourTab[]): TourCategory {
  return tabs.some((tab) => tab.category === 'featured') ? 'featured' : (tabs[0]?.category ?? 'featured');
}

/**
 * What every tour shares: where it is, and the price's wording. The old site also gave every tour the same duration
 * ("Your Wish") and group size ("2-15 People"); each tour now has its own, shown only when set (decision 041).
 */
export const TOUR_FACTS = {
  location: 'Taxila, Punjab, Pakistan',
  priceText: 'Contact for Pricing',
  priceNote: 'Per person • All inclusive',
} as const;

/** "2-15 people", "Up to 8 people", "At least 4 people", "6 people"; null when neither end is set. */
export function groupSizeText(tour: Pick<TourSummary, 'groupMin' | 'groupMax'>): string | null {
  const { groupMin: min, groupMax: max } = tour;
  const people = (count: number) => (count === 1 ? 'person' : 'people');
  if (min !== null && max !== null)
    return min === max ? `${min} ${people(min)}` : `${min}-${max} ${people(max)}`;
  if (max !== null) return `Up to ${max} ${people(max)}`;
  if (min !== null) return `At least ${min} ${people(min)}`;
  return null;
}

const SUMMARY_FIELDS = [
  'id',
  'slug',
  'name',
  'description',
  'tourCategory',
  'keywords',
  'rating',
  'reviews',
  'priceCents',
  'duration',
  'groupMin',
  'groupMax',
  'location',
  'image',
  'videoUrl',
  'createdAt',
] as const satisfies readonly (keyof TourSummary)[];

/** The fields of a tour the pages use, from any richer record (the server's view carries more). */
export function toTourSummary(tour: TourSummary): TourSummary {
  return pick(tour, SUMMARY_FIELDS);
}
