/**
 * A still from a video where a photograph would be (a card, a list): only the opening frame's bytes are fetched,
 * it does not play, and it is hidden from assistive technology like any decorative picture.
 */
export function VideoFrame({ src, className }: { src: string; className?: string }) {
  return (
    <video
      src={`${src}#t=0.1`}
      muted
      playsInline
      preload="metadata"
      tabIndex={-1}
      aria-hidden="true"
      className={className}
    >
      <track kind="captions" />
    </video>
  );
}
