import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where a visitor was in each list they left in this tab: how many pages were loaded, and how far down. */
type Place = { pages: number; y: number };

const STORAGE_KEY = 'gandhara:list-places';
/** Places kept per tab: the most recent. */
const KEPT = 30;

function readPlaces(): Record<string, Place> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Place>) : {};
  } catch {
    return {};
  }
}

function writePlace(key: string, place: Place) {
  try {
    const places = readPlaces();
    delete places[key];
    places[key] = place;
    const keys = Object.keys(places);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete places[old];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Storage full or refused (a private window): Back then shows the first page, as without this.
  }
}

/**
 * Back keeps a growing list's place (issue 21, item 5; issue 17's pagination): the pages loaded and the scroll
 * position are kept per history entry, and when the visitor comes back to that entry, the missing pages are
 * loaded again, one after another, and the window is scrolled to where they were. The router's own scroll
 * restoration comes first, but only the first page is there to scroll over.
 *
 * `loaded` is the last page shown; `loadNext` asks for the next one and `idle` says none is on its way.
 */
export function useListPlace(list: {
  loaded: number;
  hasMore: boolean;
  idle: boolean;
  loadNext: () => void;
}) {
  const location = useLocation();
  // The history entry and the address: the first entry of a tab is "default" whatever page it shows.
  const address = `${location.pathname}${location.search}`;
  const key = `${location.key}:${address}`;
  const restoring = useRef<Place | null>(null);
  const latest = useRef(list);
  latest.current = list;

  useEffect(() => {
    const place = readPlaces()[key];
    restoring.current = place && place.pages > latest.current.loaded ? place : null;
  }, [key]);

  // While restoring: the next page as soon as the last has come, then the scroll position.
  const { loaded, hasMore, idle, loadNext } = list;
  useEffect(() => {
    const place = restoring.current;
    if (!place || !idle) return;
    if (loaded < place.pages && hasMore) {
      loadNext();
      return;
    }
    restoring.current = null;
    window.scrollTo(0, place.y);
  }, [loaded, hasMore, idle, loadNext]);

  // Kept as the visitor scrolls and loads (not while restoring, whose scrolling is the router's and ours).
  useEffect(() => {
    let frame = 0;
    const save = () => {
      frame = 0;
      // Not once the address has moved on: the next page's scroll to the top is not this list's place.
      if (restoring.current || `${window.location.pathname}${window.location.search}` !== address) return;
      writePlace(key, { pages: latest.current.loaded, y: Math.round(window.scrollY) });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    save();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key, address, loaded]);
}
