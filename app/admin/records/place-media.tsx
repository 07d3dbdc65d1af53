import { ImageIcon, Video } from 'lucide-react';
import { publicImageSrc } from '#common/media-url.ts';
import type { UploadKind } from '#common/admin/uploads.ts';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import type { AdminPlace } from './place-card.tsx';

const KINDS = [
  { value: 'image', label: 'Image', icon: ImageIcon },
  { value: 'video', label: 'Video', icon: Video },
] as const;

/**
 * A tour place's photograph or video: the choice of kind (switching drops a file chosen for the other kind), the
 * picker, and, when the place holds the other kind now, that it keeps it until a file of this kind replaces it.
 */
export function PlaceMedia(props: {
  place: AdminPlace | undefined;
  mediaType: UploadKind;
  onMediaType: (kind: UploadKind) => void;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { place, mediaType } = props;
  const current = mediaType === 'video' ? (place?.videoUrl ?? null) : publicImageSrc(place?.image ?? null);
  const hasMedia = Boolean(place?.videoUrl || place?.image);
  return (
    <fieldset className="space-y-4 rounded-2xl border border-limestone-200 p-4 sm:p-5">
      <legend className="px-2 text-sm font-semibold text-schist-800">Photograph or video</legend>
      <div className="flex flex-wrap gap-3">
        {KINDS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-limestone-300 bg-white px-4 py-2 text-sm font-semibold text-schist-800 has-checked:border-terracotta-700 has-checked:bg-limestone-100 has-focus-visible:ring-2 has-focus-visible:ring-terracotta-700/40"
          >
            <input
              type="radio"
              name="mediaType"
              value={value}
              checked={mediaType === value}
              onChange={() => {
                props.onMediaType(value);
                props.onFile(null);
              }}
              className="size-4 accent-terracotta-700"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
      <MediaPicker
        key={mediaType}
        kind={mediaType}
        label={mediaType === 'image' ? 'Photograph of the place' : 'Video of the place'}
        file={props.file}
        current={current}
        onChange={props.onFile}
      />
      {place && hasMedia && !current ? (
        <p className="text-sm text-schist-600">
          The place keeps its {place.videoUrl ? 'video' : 'photograph'} until you choose{' '}
          {mediaType === 'image' ? 'an image' : 'a video'} to replace it.
        </p>
      ) : null}
    </fieldset>
  );
}
