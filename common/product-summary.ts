import type { PublicImage } from './media-url.ts';

/** What a product card, the quick view and the WhatsApp order need: less than the whole record. */
export type ProductSummary = {
  id: string;
  slug: string;
  title: string;
  shortDescription: string | null;
  imageAlt: string | null;
  priceCents: number | null;
  originalPriceCents: number | null;
  isNew: boolean;
  /** sold: its page stays, and its chat asks for a similar piece */
  soldOut: boolean;
  categories: string[];
  images: PublicImage[];
  /** Where the title shows the words a search matched: [start, end) character ranges, to highlight. */
  titleMarks?: [number, number][];
};

/** What a piece's photographs say to those who cannot see them: the owner's alt text, or else its title. */
export const pieceAlt = (product: { imageAlt: string | null; title: string }) =>
  product.imageAlt ?? product.title;

type SummarySource = Omit<ProductSummary, 'categories'> & { categories: { name: string }[] };

/** `imageCount`: how many photographs the screen shows (a card shows two, a showcase one). */
export function toProductSummary(product: SummarySource, imageCount = 2): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    shortDescription: product.shortDescription,
    imageAlt: product.imageAlt,
    priceCents: product.priceCents,
    originalPriceCents: product.originalPriceCents,
    isNew: product.isNew,
    soldOut: product.soldOut,
    categories: product.categories.map((category) => category.name),
    images: product.images.slice(0, imageCount),
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The day a piece sold, as the pages show it ("26 November 2026", the UTC day, as `Intl.DateTimeFormat('en-GB')`
 * writes it), the same on the server and in the browser; without `Intl`, whose first use in a page costs tens of
 * milliseconds (decision 050).
 */
export function soldDate(iso: string): string {
  const day = new Date(iso);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
