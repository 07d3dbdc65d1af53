import { useEffect, useRef } from 'react';
import type { SearchOutcome } from '#common/schemas/search.ts';

/** Tells the shop what became of a search (counted per words, nothing about the visitor), as the page is left. */
function tellOutcome(outcome: SearchOutcome) {
  const body = new Blob([JSON.stringify(outcome)], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/search/outcome', body))
    void fetch('/api/search/outcome', { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** An element that opens a piece: its page, or its quick view. */
const OPENS_A_PIECE = 'a[href^="/product/"], button[aria-label^="Quick view"]';

/**
 * What visitors did not find (issue 17): a search that found nothing is told at once; one that found pieces of
 * which the visitor opened none is told when they leave it (another search, another page, or the tab closed).
 */
export function useSearchOutcome(search: {
  q: string;
  total: number;
  category: { slug: string } | null;
  page: number;
}) {
  const opened = useRef(false);
  const { q, total, category, page } = search;
  useEffect(() => {
    if (!q || category || page !== 1) return;
    if (total === 0) {
      tellOutcome({ q, outcome: 'no-results' });
      return;
    }
    opened.current = false;
    let told = false;
    const leave = () => {
      if (told || opened.current) return;
      told = true;
      tellOutcome({ q, outcome: 'no-click' });
    };
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [q, total, category, page]);
  return (event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(OPENS_A_PIECE)) opened.current = true;
  };
}
