import type { ComponentPropsWithoutRef } from 'react';
import { useRevealOnce } from '#app/lib/motion.ts';

/**
 * A section of the home page that fades in once when scrolled into view (useRevealOnce), at `threshold` of it
 * showing. Its other attributes (its heading's id, an id to scroll to) stand in the order given.
 */
export function RevealSection({
  threshold,
  className,
  ...section
}: ComponentPropsWithoutRef<'section'> & { threshold: number; className: string }) {
  const reveal = useRevealOnce<HTMLElement>(threshold);
  return <section ref={reveal.ref} {...section} className={`${className} ${reveal.className}`} />;
}
