import type { PublicImage } from './media-url.ts';

/** A slide of the tours page's hero carousel (public-site.md §3 "Slide"). */
export type TourSlide = { image: PublicImage; alt: string; title: string; subtitle: string };

type SlideText = { title: string; subtitle: string };

/**
 * The title and subtitle a hero photo gets from the keywords in its file name, first match wins
 * (public-site.md §2, tours page). "Taxila Museum tour" photos show delegations, so they share that title.
 */
const RULES: { keyword: string; text: SlideText }[] = [
  {
    keyword: 'cultural event',
    text: { title: 'Cultural Events', subtitle: 'Music, craft and festivals among the ruins of Gandhara' },
  },
  {
    keyword: 'delegation',
    text: { title: 'VIP Delegation Tours', subtitle: 'Private, guided visits arranged for official guests' },
  },
  {
    keyword: 'dharmarajeka',
    text: { title: 'Dharmarajika Stupa', subtitle: 'The great stupa linked to Emperor Ashoka' },
  },
  {
    keyword: 'group event',
    text: { title: 'Group Events', subtitle: 'Days out for schools, clubs and families, planned around you' },
  },
  {
    keyword: 'jullian',
    text: { title: 'Jaulian Monastery', subtitle: 'Hilltop stupa court with its stucco Buddhas' },
  },
  {
    keyword: 'sirkap',
    text: {
      title: 'Sirkap Ancient City',
      subtitle: 'Walk the Indo-Greek street grid of the 2nd century BCE',
    },
  },
  {
    keyword: 'taxila museum tour',
    text: {
      title: 'VIP Delegation Tours',
      subtitle: 'Guided galleries of the Taxila Museum for official guests',
    },
  },
  {
    keyword: 'taxila museum',
    text: {
      title: 'Taxila Museum',
      subtitle: 'Gandhara sculpture, coins and jewellery from the excavations',
    },
  },
];

const FALLBACK: SlideText = {
  title: 'Heritage Site Experience',
  subtitle: 'A UNESCO World Heritage valley, 35 km from Islamabad',
};

/** "Taxila_Museum-tour 3.JPG" → "taxila museum tour 3": extension dropped, separators to spaces, lower case. */
export function normaliseFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

export function tourSlideText(fileName: string): SlideText {
  const name = normaliseFileName(fileName);
  return RULES.find((rule) => name.includes(rule.keyword))?.text ?? FALLBACK;
}

export const TOUR_HERO = {
  autoAdvanceMs: 5000,
  resumeAfterMs: 10_000,
  stats: [
    { value: '2000+', label: 'Years of History' },
    { value: 'UNESCO', label: 'World Heritage Site' },
    { value: 'Expert', label: 'Local Guides' },
  ],
} as const;

/** Tour cards show at most this many keywords; the detail shows them all. */
export const CARD_KEYWORDS = 4;
