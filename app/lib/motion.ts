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

/** True once the window's `load` event has fired (at once when it already has). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/**
 * False while the page hydrates, true from the first moment the browser is idle after it (or a second at the most),
 * or as soon as a pointer or the keyboard reaches the element. For work a part of the page needs before it is used,
 * but not in the first paint's task: a carousel at the top of a page measures its slides then, in a short task of
 * its own, instead of inside the long one that commits the whole page (decision 051).
 */
export function useStartWhenIdle(ref: RefObject<Element | null>): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (started || !element) return;
    const start = () => setStarted(true);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 1000 })
        : window.setTimeout(start, 50);
    const reaching = ['pointerdown', 'pointerenter', 'focusin'] as const;
    for (const type of reaching) element.addEventListener(type, start);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      for (const type of reaching) element.removeEventListener(type, start);
    };
  }, [ref, started]);
  return started;
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
