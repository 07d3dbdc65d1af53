import { ExternalLink, MapPin, Video } from 'lucide-react';
import { tourPath } from '#common/paths.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import type { TourSummary } from '#common/tours.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { VideoFrame } from '#app/components/video-frame.tsx';
import { CardAction } from './card-action.tsx';

/** A place as the admin list holds it: what visitors see, and whether they see it at all. */
export type AdminPlace = TourSummary & { status: 'published' | 'draft' };

/** A tour place's card in the admin list: its photograph or video, category, draft state, Edit, Delete and View. */
export function PlaceCard(props: { place: AdminPlace; onEdit: () => void; onDelete: () => Promise<void> }) {
  const { place } = props;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-limestone-50 ring-1 ring-limestone-200">
      <div className="relative aspect-[16/10] overflow-hidden bg-limestone-200 [&>picture]:contents">
        {place.videoUrl ? (
          <VideoFrame src={place.videoUrl} className="size-full bg-schist-900 object-cover" />
        ) : (
          <ResponsiveImage
            image={place.image}
            alt=""
            sizes="(min-width: 1280px) 26vw, (min-width: 640px) 45vw, 100vw"
            className="size-full object-cover"
          />
        )}
        <span className="absolute left-3 top-3 flex gap-2">
          <span className="rounded-full bg-limestone-50/95 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-schist-800">
            {tourCategoryLabel(place.tourCategory)}
          </span>
          {place.status === 'draft' ? (
            <span className="rounded-full bg-schist-900/90 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-limestone-50">
              Draft
            </span>
          ) : null}
        </span>
        {place.videoUrl ? (
          <span className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-schist-900/85 px-3 py-1 text-xs font-semibold text-limestone-50">
            <Video aria-hidden="true" className="size-3.5" />
            Video
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-display text-2xl font-semibold leading-snug text-schist-900">{place.name}</h2>
        {place.location ? (
          <p className="flex items-center gap-1.5 text-sm text-schist-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-terracotta-700" />
            <span className="truncate">{place.location}</span>
          </p>
        ) : null}
        <p className="line-clamp-3 text-sm leading-relaxed text-schist-600">{place.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <CardAction action="Edit" name={place.name} look="solid" onClick={props.onEdit} />
          <ConfirmDelete name={place.name} onConfirm={props.onDelete} toTrash />
          {place.status === 'draft' ? (
            <span className="ml-auto text-sm text-schist-600">Hidden from visitors</span>
          ) : (
            <a
              href={tourPath(place)}
              target="_blank"
              rel="noopener"
              aria-label={`View ${place.name} on the website (opens in a new tab)`}
              className="ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-schist-700 hover:bg-limestone-200"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              View
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
