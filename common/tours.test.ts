import { describe, expect, test } from 'vitest';
import { defaultTourTab, groupSizeText, tourTabs, type TourSummary } from './tours.ts';

function tour(name: string, tourCategory: string, createdAt: string): TourSummary {
  return {
    id: name,
    slug: name.toLowerCase(),
    name,
    description: '',
    // Records from older data may carry any spelling; the grouping must not trust the type.
    tourCategory: tourCategory as TourSummary['tourCategory'],
    keywords: [],
    rating: null,
    reviews: null,
    priceCents: null,
    duration: null,
    groupMin: null,
    groupMax: null,
    location: null,
    image: null,
    videoUrl: null,
    createdAt,
  };
}

describe('tour tabs', () => {
  const tours = [
    tour('Museum', 'Cultural', '2026-01-03T00:00:00Z'),
    tour('Lake', 'ADVENTURE', '2026-01-05T00:00:00Z'),
    tour('Sirkap', 'no-such-category', '2026-01-02T00:00:00Z'),
    tour('Stupa', 'featured', '2026-01-04T00:00:00Z'),
    tour('Mound', '', '2026-01-06T00:00:00Z'),
    tour('Jandial', 'cultural', '2026-01-07T00:00:00Z'),
  ];

  test('only categories with tours get a tab, labelled with the count, in the fixed order', () => {
    expect(tourTabs(tours).map((tab) => tab.label)).toEqual([
      'Featured (3)',
      'Cultural (2)',
      'Adventure (1)',
    ]);
  });

  test('unknown and missing categories go to featured; every list is newest first', () => {
    const [featured, cultural] = tourTabs(tours);
    expect(featured!.tours.map((t) => t.name)).toEqual(['Mound', 'Stupa', 'Sirkap']);
    expect(cultural!.tours.map((t) => t.name)).toEqual(['Jandial', 'Museum']);
  });

  test('featured opens first when it has tours, else the first tab that does', () => {
    expect(defaultTourTab(tourTabs(tours))).toBe('featured');
    expect(defaultTourTab(tourTabs([tour('Lake', 'adventure', '2026-01-01T00:00:00Z')]))).toBe('adventure');
    expect(tourTabs([])).toEqual([]);
  });
});

describe('a tour group size', () => {
  test('says only the ends the owner set', () => {
    expect(groupSizeText({ groupMin: 2, groupMax: 15 })).toBe('2-15 people');
    expect(groupSizeText({ groupMin: null, groupMax: 8 })).toBe('Up to 8 people');
    expect(groupSizeText({ groupMin: 4, groupMax: null })).toBe('At least 4 people');
    expect(groupSizeText({ groupMin: 1, groupMax: 1 })).toBe('1 person');
    expect(groupSizeText({ groupMin: null, groupMax: null })).toBeNull();
  });
});
