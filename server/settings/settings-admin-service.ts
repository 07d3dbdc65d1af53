import { z } from 'zod';
import { imageVariantUrl } from '#common/media-url.ts';
import {
  emptyPromoSlot,
  PROMO_VIDEO_SLOTS,
  promoSlotNumber,
  settingsFormSchema,
  toSettingsForm,
  type MediaPreview,
  type SettingsAdminView,
  type SettingsForm,
  type SiteSettings,
} from '#common/schemas/settings.ts';
import { imageRefOf, type MediaService } from '#server/media/media-service.ts';
import type { SettingsService } from './settings-service.ts';
import type { WrittenBy } from '#server/history/history.ts';

export type { MediaPreview, SettingsAdminView } from '#common/schemas/settings.ts';

/** The uploads that came with a change: whether a file field was sent, and storing it through the media pipeline. */
export type SettingsUploads = {
  sent: (field: string) => boolean;
  store: (field: string) => Promise<string | undefined>;
};

const PREVIEW_WIDTH = 640;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (path: PropertyKey[], message: string, input: unknown = undefined) =>
  new z.ZodError([{ code: 'custom', path, message, input }]);

/**
 * A change to the settings applied over what is stored: fields left out keep their values, `social` may name only
 * the profiles that change, and `promoVideos` is the new list of promo videos (each filled up with blanks).
 */
function mergeChange(current: SettingsForm, change: Record<string, unknown>): Record<string, unknown> {
  const promo = change.promoVideos;
  return {
    ...current,
    ...change,
    social:
      isObject(change.social) || change.social === undefined
        ? { ...current.social, ...(change.social ?? {}) }
        : change.social,
    promoVideos: Array.isArray(promo)
      ? [
          ...promo.map((slot: unknown) => (isObject(slot) ? { ...emptyPromoSlot(), ...slot } : slot)),
          ...Array.from({ length: Math.max(0, PROMO_VIDEO_SLOTS - promo.length) }, emptyPromoSlot),
        ]
      : (promo ?? current.promoVideos),
  };
}

export function createSettingsAdminService(deps: { settings: SettingsService; media: MediaService }) {
  /** Preview addresses are paths on this site, so the panel shows them whatever host it was opened by. */
  async function view(): Promise<SettingsAdminView> {
    const settings = await deps.settings.getSite();
    const ids = [
      settings.popupImageMediaId,
      settings.heroVideoMediaId,
      settings.heroPosterMediaId,
      ...settings.promoVideos.flatMap((promo) => [promo.videoMediaId, promo.posterMediaId]),
    ].filter((id): id is string => Boolean(id));
    const [rows, key] = await Promise.all([deps.media.findByIds(ids), deps.media.currentKey()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const preview = (id: string | null): MediaPreview | null => {
      const row = id ? byId.get(id) : undefined;
      if (!row) return null;
      const url =
        row.kind === 'image'
          ? imageVariantUrl(imageRefOf(row, key), PREVIEW_WIDTH)
          : `/media/videos/${row.storage_key}`;
      return { id: row.id, kind: row.kind, url, name: row.original_name };
    };
    return {
      settings,
      media: {
        popupImage: preview(settings.popupImageMediaId),
        heroVideo: preview(settings.heroVideoMediaId),
        heroPoster: preview(settings.heroPosterMediaId),
        promoVideos: settings.promoVideos.map((promo) => ({
          video: preview(promo.videoMediaId),
          poster: preview(promo.posterMediaId),
        })),
      },
    };
  }

  /** Every media id the form names must be in the media library, as a picture or a film as the place needs. */
  async function checkMedia(form: SettingsForm) {
    const named: { path: PropertyKey[]; id: string | null; kind: 'image' | 'video'; label: string }[] = [
      { path: ['popupImageMediaId'], id: form.popupImageMediaId, kind: 'image', label: 'The pop-up image' },
      { path: ['heroVideoMediaId'], id: form.heroVideoMediaId, kind: 'video', label: 'The home film' },
      { path: ['heroPosterMediaId'], id: form.heroPosterMediaId, kind: 'image', label: 'The home poster' },
      ...form.promoVideos.flatMap((slot, index) => [
        {
          path: ['promoVideos', index, 'videoMediaId'],
          id: slot.videoMediaId,
          kind: 'video' as const,
          label: `The film of promo video ${promoSlotNumber(index)}`,
        },
        {
          path: ['promoVideos', index, 'posterMediaId'],
          id: slot.posterMediaId,
          kind: 'image' as const,
          label: `The poster of promo video ${promoSlotNumber(index)}`,
        },
      ]),
    ];
    const ids = named.map((entry) => entry.id).filter((id): id is string => Boolean(id));
    const kinds = new Map((await deps.media.findByIds(ids)).map((row) => [row.id, row.kind]));
    const wrong = named.filter((entry) => entry.id && kinds.get(entry.id) !== entry.kind);
    if (wrong.length > 0)
      throw new z.ZodError(
        wrong.map((entry) => ({
          code: 'custom' as const,
          path: entry.path,
          message: `${entry.label} is not ${entry.kind === 'image' ? 'a picture' : 'a film'} in the media library`,
          input: entry.id,
        })),
      );
  }

  return {
    view,

    /**
     * Applies a change (JSON, or the multipart form's `settings` field) and its uploads. The whole form is checked
     * before any file is stored, so a rejected change stores nothing; the change is visible at once.
     */
    async update(change: unknown, uploads: SettingsUploads, by?: WrittenBy): Promise<SettingsAdminView> {
      if (!isObject(change)) throw invalid([], 'Send the settings as an object of fields', change);
      const slots = Array.from({ length: PROMO_VIDEO_SLOTS }, (_, index) => index);
      const form = settingsFormSchema({
        promoVideos: slots.filter((index) => uploads.sent(`promoVideo${index}`)),
        promoPosters: slots.filter((index) => uploads.sent(`promoPoster${index}`)),
      }).parse(mergeChange(toSettingsForm(await deps.settings.getSite()), change));
      await checkMedia(form);

      const stored = async (field: string, current: string | null) => (await uploads.store(field)) ?? current;
      const popupImageMediaId = await stored('popupImage', form.popupImageMediaId);
      const heroVideoMediaId = await stored('heroVideo', form.heroVideoMediaId);
      const heroPosterMediaId = await stored('heroPoster', form.heroPosterMediaId);
      const promoVideos: SiteSettings['promoVideos'] = [];
      for (const [index, slot] of form.promoVideos.entries()) {
        const videoMediaId = await stored(`promoVideo${index}`, slot.videoMediaId);
        const posterMediaId = await stored(`promoPoster${index}`, slot.posterMediaId);
        // The form's check has made sure that a place with anything in it has a title, a label and a film.
        if (videoMediaId) promoVideos.push({ ...slot, videoMediaId, posterMediaId });
      }
      await deps.settings.updateSite(
        {
          ...form,
          popupImageMediaId,
          heroVideoMediaId,
          heroPosterMediaId,
          promoVideos,
        },
        by,
      );
      return view();
    },
  };
}
