import type { PublicSite } from '#common/public-site.ts';
import type { MediaRow } from '#server/db/schema.ts';
import type { MediaService } from '#server/media/media-service.ts';
import { toPublicImage } from '#server/media/public-image.ts';
import type { SettingsService } from './settings-service.ts';

/** The owner's settings as public pages need them: media ids resolved to images and video URLs. */
export function createPublicSiteService(deps: {
  settings: SettingsService;
  media: MediaService;
  publicUrl: string;
}) {
  return {
    async get(): Promise<PublicSite> {
      const site = await deps.settings.getSite();
      const ids = [
        site.popupImageMediaId,
        site.heroVideoMediaId,
        site.heroPosterMediaId,
        ...site.promoVideos.flatMap((promo) => [promo.videoMediaId, promo.posterMediaId]),
      ].filter((id): id is string => Boolean(id));
      const [rows, key] = await Promise.all([deps.media.findByIds(ids), deps.media.currentKey()]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const image = (id: string | null) => {
        const row = id ? byId.get(id) : undefined;
        return row?.kind === 'image'
          ? toPublicImage(
              { hash: row.content_hash, width: row.width, height: row.height, url: null },
              key,
              deps.publicUrl,
            )
          : null;
      };
      const video = (id: string | null) => {
        const row: MediaRow | undefined = id ? byId.get(id) : undefined;
        return row?.kind === 'video' ? `/media/videos/${row.storage_key}` : null;
      };
      return {
        origin: deps.publicUrl,
        phone: site.businessPhone,
        whatsappNumber: site.whatsappNumber,
        email: site.email,
        address: site.address,
        social: site.social,
        analyticsId: site.analyticsId,
        popupImage: image(site.popupImageMediaId),
        hero: { videoUrl: video(site.heroVideoMediaId), poster: image(site.heroPosterMediaId) },
        promoVideos: site.promoVideos.map((promo) => ({
          title: promo.title,
          description: promo.description,
          category: promo.category,
          videoUrl: video(promo.videoMediaId),
          poster: image(promo.posterMediaId),
        })),
      };
    },
  };
}

export type PublicSiteService = ReturnType<typeof createPublicSiteService>;
