import { z } from 'zod';

const mediaId = z.string().regex(/^[a-f0-9]{24}$/);
const optionalUrl = z.union([z.url({ protocol: /^https?$/ }), z.literal('')]);

export const promoVideoSchema = z.object({
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().max(240),
  category: z.string().trim().min(1).max(40),
  videoMediaId: mediaId.nullable(),
  posterMediaId: mediaId.nullable(),
});

/** Everything the owner can change about the site without a developer (admin-area settings). */
export const siteSettingsSchema = z.object({
  businessPhone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a phone number such as +92 300 1234567'),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a WhatsApp number such as +92 300 1234567'),
  email: z.email('Enter a valid e-mail address'),
  address: z.string().trim().min(1).max(200),
  social: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    pinterest: optionalUrl,
    youtube: optionalUrl,
    whatsapp: optionalUrl,
  }),
  analyticsId: z.union([
    z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'A measurement id looks like G-ABC123XYZ'),
    z.literal(''),
  ]),
  watermarkEnabled: z.boolean(),
  popupImageMediaId: mediaId.nullable(),
  heroVideoMediaId: mediaId.nullable(),
  heroPosterMediaId: mediaId.nullable(),
  promoVideos: z.array(promoVideoSchema).max(4),
  /** The tours page's hero photographs, in order; their file names give each slide its title. */
  tourSlideMediaIds: z.array(mediaId).max(24),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const SITE_NAME = 'Gandhara Arts';
