import { useSyncExternalStore } from 'react';

/**
 * A visitor's choice kept in this browser's localStorage (no accounts): every component showing it updates at once
 * when it changes, and so do the site's other tabs (the storage event). The server renders `initial`, the same page
 * for everyone; the browser shows the stored value right after hydration.
 *
 * Storage is read once, then again only when the value is set here or changed in another tab: React asks for the
 * snapshot on every render of every card that shows it, and a list page has dozens. One `storage` listener serves
 * all of a store's subscribers.
 */
export function browserStore<T>(key: string, parse: (stored: string | null) => T, initial: T) {
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let value = initial;
  let read = false;

  /** Reads storage; the value keeps its identity when the stored text has not changed. */
  function load() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key);
    } catch {
      // Storage refused (some private windows): the value is what the server shows.
    }
    if (!read || stored !== text) {
      read = true;
      text = stored;
      value = parse(stored);
    }
  }

  function current(): T {
    if (!read) load();
    return value;
  }

  function changed() {
    load();
    for (const listener of listeners) listener();
  }

  function fromOtherTab(event: StorageEvent) {
    if (event.key === key || event.key === null) changed();
  }

  function subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', fromOtherTab);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', fromOtherTab);
    };
  }

  return {
    current,
    set(next: T) {
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Full or refused: nothing is kept, and the page goes on showing what it showed.
      }
      changed();
    },
    use: (): T => useSyncExternalStore(subscribe, current, () => initial),
  };
}
