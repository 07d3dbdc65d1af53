import { useEffect, useState, type RefObject } from 'react';
import { SECTION_SCROLL } from '#common/site.ts';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Follows the visitor's reduced-motion setting, live. False on the server. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** True once the element has come within `margin` of the screen; it stays true. For work that can wait till then. */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/** Scrolls to a section by id: 800 ms eased, 70 px above it for the sticky header; at once under reduced motion. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Sections still waiting to be rendered hold a height they guessed: render them now, so that the position
  // measured is where the section will be when the scroll ends.
  for (const waiting of document.querySelectorAll<HTMLElement>('.render-when-near'))
    waiting.style.contentVisibility = 'visible';
  // Layout position, summed from the offsets of the section and its ancestors.
  let layoutTop = 0;
  for (
    let element: HTMLElement | null = target;
    element;
    element = element.offsetParent as HTMLElement | null
  )
    layoutTop += element.offsetTop;
  const top = layoutTop + SECTION_SCROLL.offset;
  if (prefersReducedMotion()) {
    window.scrollTo(0, top);
  } else {
    const start = window.scrollY;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / SECTION_SCROLL.durationMs);
      const eased = t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
      window.scrollTo(0, start + (top - start) * eased);
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
