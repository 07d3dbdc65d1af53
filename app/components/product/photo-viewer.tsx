import { lazy, Suspense } from 'react';
import type { PublicImage } from '#common/media-url.ts';

// The zoom viewer is only fetched when a visitor opens it.
const ImageViewer = lazy(() => import('./image-viewer.tsx'));

/** A piece's photographs full screen, from the product page's gallery or the listings' quick view; null: closed. */
export function PhotoViewer(props: {
  images: PublicImage[];
  alt: string;
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer
        images={props.images}
        alt={props.alt}
        index={props.index}
        onIndexChange={props.onIndexChange}
        onClose={() => props.onIndexChange(null)}
      />
    </Suspense>
  );
}
