import { preload } from 'react-dom';
import { PLACEHOLDER_IMAGE } from '#common/image-path.ts';
import { DEFAULT_IMAGE_WIDTH, imageSrcSet, imageVariantUrl } from '#common/media-url.ts';
import type { PublicImage } from '#common/media-url.ts';

type Props = {
  image: PublicImage | null | undefined;
  alt: string;
  sizes: string;
  /** The page's largest image: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
};

/** AVIF and WebP at every width the source allows, with its size set so nothing shifts while it loads. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: Props) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!image || image.kind === 'url') {
    return (
      <img
        src={image?.url ?? PLACEHOLDER_IMAGE}
        alt={alt}
        width={800}
        height={800}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
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
        src={imageVariantUrl(ref, DEFAULT_IMAGE_WIDTH, 'jpg')}
        alt={alt}
        width={ref.width}
        height={ref.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
