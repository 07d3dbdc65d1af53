import { SITE } from '../site.ts';
import { WEEK_DAYS } from '../opening-hours.ts';
import { z } from 'zod';
import { groupThousands, PKR_RATE_LIMITS } from '../money.ts';
import { idSchema } from './ids.ts';
import { uploadedFileSchema } from './records.ts';

const mediaId = idSchema('A media id is 24 hexadecimal characters');
const PHONE = /^\+?[\d\s-]{7,20}$/;
const clockTime = (label: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as hours and minutes, such as 09:00`);

/** An http(s) address in full, or nothing. */
const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `The ${label} address is at most 300 characters`)
    .refine(
      (value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      `Enter the ${label} address in full, starting with https://`,
    );

/** The promo videos of the home page: four places, each shown when it has a video. */
export const PROMO_VIDEO_SLOTS = 4;

const promoText = {
  title: z.string().trim().max(80, 'A video title is at most 80 characters'),
  description: z.string().trim().max(240, 'A video description is at most 240 characters'),
  category: z.string().trim().max(40, 'A video label is at most 40 characters'),
};

export const promoVideoSchema = z.object({
  title: promoText.title.min(1, 'Give the video a title'),
  description: promoText.description,
  category: promoText.category.min(1, 'Give the video a label'),
  videoMediaId: mediaId.nullable(),
  posterMediaId: mediaId.nullable(),
});

const PKR_RATE_MESSAGE = `Enter the rupees to one US dollar, such as 280.50 (between ${PKR_RATE_LIMITS.min} and ${groupThousands(PKR_RATE_LIMITS.max)}, at most two decimals)`;

/**
 * Rupees to one US dollar, set by the owner (never fetched from outside), or null: no rupee prices are offered. A
 * number in JSON; the Settings form turns its text into one (an empty box is null).
 */
const pkrRate = z
  .number({ error: PKR_RATE_MESSAGE })
  .min(PKR_RATE_LIMITS.min, PKR_RATE_MESSAGE)
  .max(PKR_RATE_LIMITS.max, PKR_RATE_MESSAGE)
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, PKR_RATE_MESSAGE)
  .nullable();

/** What a product page says of buying, beside the price, until the owner words it otherwise (issue 21, item 1). */
export const DEFAULT_BUYING_NOTE =
  'We confirm the price, the shipping and the payment with you in the chat before you pay. Every piece is crated and insured, and reaches you in 10–15 business days (5–7 by express).';

/** The fields the owner edits on the Settings screen, as stored. */
const editable = {
  businessPhone: z.string().trim().regex(PHONE, 'Enter a phone number such as +92 300 1234567'),
  whatsappNumber: z.string().trim().regex(PHONE, 'Enter a WhatsApp number such as +92 300 1234567'),
  email: z
    .string()
    .trim()
    .pipe(z.email('Enter a valid e-mail address').max(254, 'The e-mail address is too long')),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the business address')
    .max(200, 'The address is at most 200 characters'),
  social: z.object({
    facebook: webAddress('Facebook'),
    instagram: webAddress('Instagram'),
    pinterest: webAddress('Pinterest'),
    youtube: webAddress('YouTube'),
    whatsapp: webAddress('WhatsApp'),
  }),
  analyticsId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(G-[A-Z0-9]{4,16})?$/, 'A measurement id looks like G-ABC123XYZ'),
  /** The contact page's call hours and the JSON-LD's openingHours (common/opening-hours.ts). */
  openingHours: z
    .object({
      days: z
        .array(z.enum(WEEK_DAYS, 'A day is one of Mo, Tu, We, Th, Fr, Sa, Su'))
        .min(1, 'Choose at least one day')
        .refine((days) => new Set(days).size === days.length, 'Name each day once'),
      opens: clockTime('opening'),
      closes: clockTime('closing'),
    })
    .refine((hours) => hours.closes > hours.opens, {
      path: ['closes'],
      message: 'The closing time comes after the opening time',
    }),
  /** How buying works (payment, crating and insurance, lead time), beside every price on a product page. */
  buyingNote: z
    .string({ error: 'Describe how buying works' })
    .trim()
    .min(1, 'Describe how buying works: visitors read it beside every price')
    .max(400, 'How buying works is at most 400 characters'),
  watermarkEnabled: z.boolean({ error: 'The watermark is either on or off' }),
  /** Whether the business phone is part of the watermark; on by default, as the spec has it (decision 046). */
  watermarkPhone: z.boolean({ error: 'The phone in the watermark is either shown or not' }),
  /** Sold pieces leave the visitors' lists and search; their pages stay (decision 030). */
  hideSoldFromLists: z.boolean({ error: 'Hiding sold pieces is either on or off' }),
  pkrRate,
  popupImageMediaId: mediaId.nullable(),
  heroVideoMediaId: mediaId.nullable(),
  heroPosterMediaId: mediaId.nullable(),
};

/** Everything the owner can change about the site without a developer (admin-area settings). */
export const siteSettingsSchema = z.object({
  ...editable,
  promoVideos: z.array(promoVideoSchema).max(PROMO_VIDEO_SLOTS),
  /** The tours page's hero photographs, in order; their file names give each slide its title. */
  tourSlideMediaIds: z.array(mediaId).max(24),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** One promo video place on the Settings form; a place left empty is not shown on the home page. */
export const promoSlotSchema = z.object({
  ...promoText,
  videoMediaId: mediaId.nullable(),
  posterMediaId: mediaId.nullable(),
});
export type PromoSlot = z.infer<typeof promoSlotSchema>;

/** Files chosen on the form but not yet stored: they count as the slot's video or poster. */
export type ChosenFiles = { promoVideos?: readonly number[]; promoPosters?: readonly number[] };

export const promoSlotNumber = (index: number) => index + 1;

/**
 * The Settings form, checked in the browser as the owner types and on the server as the authority. A promo video
 * place that has anything in it needs a title, a label and a video; `chosen` names the places that have a new
 * file waiting to upload.
 */
export function settingsFormSchema(chosen: ChosenFiles = {}) {
  return z
    .object({
      ...editable,
      promoVideos: z
        .array(promoSlotSchema)
        .max(PROMO_VIDEO_SLOTS, `There are ${PROMO_VIDEO_SLOTS} promo videos at most`),
    })
    .superRefine((form, context) => {
      form.promoVideos.forEach((slot, index) => {
        const hasVideo = Boolean(slot.videoMediaId) || (chosen.promoVideos ?? []).includes(index);
        const hasPoster = Boolean(slot.posterMediaId) || (chosen.promoPosters ?? []).includes(index);
        const used = hasVideo || hasPoster || Boolean(slot.title || slot.description || slot.category);
        if (!used) return;
        const n = promoSlotNumber(index);
        const issue = (field: keyof PromoSlot, message: string) =>
          context.addIssue({ code: 'custom', path: ['promoVideos', index, field], message });
        if (!slot.title) issue('title', `Give promo video ${n} a title`);
        if (!slot.category) issue('category', `Give promo video ${n} a label`);
        if (!hasVideo) issue('videoMediaId', `Choose the film for promo video ${n}`);
      });
    });
}

export type SettingsForm = z.infer<ReturnType<typeof settingsFormSchema>>;
/** What the form holds before checking: the same shape, as typed. */
export type SettingsFormInput = z.input<ReturnType<typeof settingsFormSchema>>;

export const emptyPromoSlot = (): PromoSlot => ({
  title: '',
  description: '',
  category: '',
  videoMediaId: null,
  posterMediaId: null,
});

/** The stored settings as the form edits them: every promo video place, the empty ones blank. */
export function toSettingsForm(site: SiteSettings): SettingsForm {
  return {
    businessPhone: site.businessPhone,
    whatsappNumber: site.whatsappNumber,
    email: site.email,
    address: site.address,
    social: { ...site.social },
    analyticsId: site.analyticsId,
    openingHours: site.openingHours,
    buyingNote: site.buyingNote,
    watermarkEnabled: site.watermarkEnabled,
    watermarkPhone: site.watermarkPhone,
    hideSoldFromLists: site.hideSoldFromLists,
    pkrRate: site.pkrRate,
    popupImageMediaId: site.popupImageMediaId,
    heroVideoMediaId: site.heroVideoMediaId,
    heroPosterMediaId: site.heroPosterMediaId,
    promoVideos: Array.from(
      { length: Math.max(PROMO_VIDEO_SLOTS, site.promoVideos.length) },
      (_, index) => site.promoVideos[index] ?? emptyPromoSlot(),
    ),
  };
}

/** The file fields of the settings form: pictures up to 10 MB, films up to 100 MB. */
export const SETTINGS_FILE_FIELDS = {
  popupImage: 'image',
  heroVideo: 'video',
  heroPoster: 'image',
  ...Object.fromEntries(
    Array.from({ length: PROMO_VIDEO_SLOTS }, (_, index) => [
      [`promoVideo${index}`, 'video'],
      [`promoPoster${index}`, 'image'],
    ]).flat(),
  ),
} as Record<string, 'image' | 'video'>;

/** The brand's name, from common/site.ts (kept here for the modules that read it with the settings). */
export const SITE_NAME = SITE.name;

export const SETTINGS_SAVED = 'Settings saved.';

/** A picture or film the settings name, with an address on this site to preview it. */
export const mediaPreviewSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  name: z.string().nullable(),
});
export type MediaPreview = z.infer<typeof mediaPreviewSchema>;

/** The settings as the admin edits them, with a preview for each picture and film they name. */
export const settingsAdminViewSchema = z.object({
  settings: siteSettingsSchema,
  media: z.object({
    popupImage: mediaPreviewSchema.nullable(),
    heroVideo: mediaPreviewSchema.nullable(),
    heroPoster: mediaPreviewSchema.nullable(),
    promoVideos: z.array(
      z.object({ video: mediaPreviewSchema.nullable(), poster: mediaPreviewSchema.nullable() }),
    ),
  }),
});
export type SettingsAdminView = z.infer<typeof settingsAdminViewSchema>;

/** `GET` and `PUT /api/admin/settings`'s answer (the save's with its message). */
export const settingsAnswerSchema = settingsAdminViewSchema.extend({
  success: z.literal(true),
  message: z.string().optional(),
});

/**
 * `PUT /api/admin/settings` as JSON: the fields that change, each checked as the form checks it; `social` may name
 * only the profiles that change, `promoVideos` is the new list (the places left out are emptied).
 */
export const settingsChangeSchema = z
  .object({
    ...editable,
    social: editable.social.partial(),
    promoVideos: z.array(promoSlotSchema.partial()).max(PROMO_VIDEO_SLOTS),
  })
  .partial();

/** The same change as multipart: `settings` (that JSON, as text) beside the files that replace their media. */
export const settingsFormBodySchema = z.object({
  settings: z.string().optional().describe('The change as JSON text, as the JSON body would send it'),
  ...Object.fromEntries(
    Object.keys(SETTINGS_FILE_FIELDS).map((field) => [field, uploadedFileSchema.optional()]),
  ),
});
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;
