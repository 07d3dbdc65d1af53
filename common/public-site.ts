import type { PublicImage } from './media-url.ts';
import type { OpeningHours } from './opening-hours.ts';

/** What every public page knows about the business, from the owner's settings. */
export type PublicSite = {
  origin: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  address: string;
  social: { facebook: string; instagram: string; pinterest: string; youtube: string; whatsapp: string };
  analyticsId: string;
  openingHours: OpeningHours;
  /** How buying works, beside every price on a product page (the owner's words). */
  buyingNote: string;
  /** Rupees to one US dollar, the owner's; null: visitors see dollars only, and no currency switch. */
  pkrRate: number | null;
  popupImage: PublicImage | null;
  hero: { videoUrl: string | null; poster: PublicImage | null };
  promoVideos: {
    title: string;
    description: string;
    category: string;
    videoUrl: string | null;
    poster: PublicImage | null;
  }[];
};

export type MenuCategory = { name: string; slug: string };
