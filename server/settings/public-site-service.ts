import type { PublicSite } from '#common/public-site.ts';
import { tourSlideText, type TourSlide } from '#common/tour-slides.ts';
import type { MediaRow } from '#server/db/schema.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import { keptUntilChange } from '#server/events/kept-until-change.ts';
import type { MediaService } from '#server/media/media-service.ts';
import { toPublicImage } from '#server/media/public-image.ts';
import type { SettingsService } from './settings-service.ts';

/** The owner's settings as public pages need them: media ids resolved to images and video URLs. */
export function createPublicSiteService(deps: {
  settings: SettingsService;
  media: MediaService;
  publicUrl: string;
  changes?: Pick<ChangeBus, 'subscribe'>;
}) {
  /** The media rows behind some ids, and how to present each as an image or a video. */
  async function resolve(ids: (string | null)[]) {
    const wanted = ids.filter((id): id is string => Boolean(id));
    const [rows, key] = await Promise.all([deps.media.findByIds(wanted), deps.media.currentKey()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      row: (id: string | null): MediaRow | undefined => (id ? byId.get(id) : undefined),
      image(id: string | null) {
        const row = id ? byId.get(id) : undefined;
        return row?.kind === 'image'
          ? toPublicImage(
              { hash: row.content_hash, width: row.width, height: row.height, url: null },
              key,
              deps.publicUrl,
            )
          : null;
      },
      video(id: string | null) {
        const row = id ? byId.get(id) : undefined;
        return row?.kind === 'video' ? `/media/videos/${row.storage_key}` : null;
      },
    };
  }

  async function get(): Promise<PublicSite> {
    const site = await deps.settings.getSite();
    const media = await resolve([
      site.popupImageMediaId,
      site.heroVideoMediaId,
      site.heroPosterMediaId,
      ...site.promoVideos.flatMap((promo) => [promo.videoMediaId, promo.posterMediaId]),
    ]);
    return {
      origin: deps.publicUrl,
      phone: site.businessPhone,
      whatsappNumber: site.whatsappNumber,
      email: site.email,
      address: site.address,
      social: site.social,
      analyticsId: site.analyticsId,
      openingHours: site.openingHours,
      buyingNote: site.buyingNote,
      pkrRate: site.pkrRate,
      popupImage: media.image(site.popupImageMediaId),
      hero: { videoUrl: media.video(site.heroVideoMediaId), poster: media.image(site.heroPosterMediaId) },
      promoVideos: site.promoVideos.map((promo) => ({
        title: promo.title,
        description: promo.description,
        category: promo.category,
        videoUrl: media.video(promo.videoMediaId),
        poster: media.image(promo.posterMediaId),
      })),
    };
  }

  return {
    /**
     * What every public page's frame shows, kept until the settings or the media change on any instance: each page
     * render asks for it.
     */
    get: keptUntilChange(
      deps.changes,
      (topic) => topic === 'all' || topic === 'settings' || topic === 'media',
      get,
    ),
    /** The tours page's hero: the photographs in the owner's order, each titled from its file name. */
    async tourSlides(): Promise<TourSlide[]> {
      const site = await deps.settings.getSite();
      const media = await resolve(site.tourSlideMediaIds);
      return site.tourSlideMediaIds.flatMap((id) => {
        const image = media.image(id);
        if (!image) return [];
        const text = tourSlideText(media.row(id)?.original_name ?? '');
        return [{ image, alt: `${text.title}: ${text.subtitle}`, ...text }];
      });
    },
  };
}
