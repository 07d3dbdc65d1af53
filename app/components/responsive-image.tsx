import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { PLACEHOLDER_IMAGE } from '#common/image-path.ts';
import { DEFAULT_IMAGE_WIDTH, imageSrcSet, imageVariantUrl, type PublicImage } from '#common/media-url.ts';

type Props = {
  image: PublicImage | null | undefined;
  alt: string;
  sizes: string;
  /** The page's largest image: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
  /** Told once the image has failed and the placeholder is shown instead (a slideshow skips such a slide). */
  onFailed?: () => void;
};

/**
 * A broken image (a removed file, an old site's URL that no longer answers) shows the placeholder instead. An image
 * can fail before the page hydrates, when no handler is attached yet, so a failure is also looked for on mount.
 */
function useFallback(onFailed: (() => void) | undefined) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const fail = () => {
    setFailed(true);
    onFailed?.();
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) fail();
  }, []);
  return { ref, failed, onError: fail };
}

/** AVIF and WebP at every width the source allows, with its size set so nothing shifts while it loads. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, onFailed }: Props) {
  const fallback = useFallback(onFailed);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!image || image.kind === 'url' || fallback.failed) {
    const src = fallback.failed || !image || image.kind !== 'url' ? PLACEHOLDER_IMAGE : image.url;
    return (
      <img
        ref={fallback.ref}
        src={src}
        alt={fallback.failed ? `${alt ? `${alt}: ` : ''}Image not available` : alt}
        width={image?.kind === 'media' ? image.ref.width : 800}
        height={image?.kind === 'media' ? image.ref.height : 800}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={src === PLACEHOLDER_IMAGE ? undefined : fallback.onError}
        className={className}
      />
    );
  }
  const { ref } = image;
  if (priority) {
    // React puts a high-priority image preload at the top of the head, ahead of the scripts' module preloads, so
    // the largest image starts loading first. Browsers without AVIF ignore it and use the <picture> below.
    preload(imageVariantUrl(ref, DEFAULT_IMAGE_WIDTH, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(ref, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(ref, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(ref, 'webp')} sizes={sizes} />
      <img
        ref={fallback.ref}
        src={imageVariantUrl(ref, DEFAULT_IMAGE_WIDTH, 'jpg')}
        alt={alt}
        width={ref.width}
        height={ref.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={fallback.onError}
        className={className}
      />
    </picture>
  );
}
