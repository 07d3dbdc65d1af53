import type { PublicImage } from './media-url.ts';

/** A master craftsman's own words and figures, as stored and as shown. */
export type MasterWords = {
  name: string;
  specialty: string;
  experience: number;
  description: string;
  quote: string | null;
};

/** What the public pages show of a master craftsman. */
export type MasterCard = MasterWords & { id: string; image: PublicImage | null };

/** What a craftsman's portrait says to those who cannot see it, the same on every page that shows it. */
export const portraitAlt = (master: { name: string }) => `Portrait of ${master.name}, master craftsman`;

/** The fields of a craftsman the public pages use, from the server's fuller record. */
export function toMasterCard({
  id,
  name,
  specialty,
  experience,
  description,
  quote,
  image,
}: MasterCard): MasterCard {
  return { id, name, specialty, experience, description, quote, image };
}
