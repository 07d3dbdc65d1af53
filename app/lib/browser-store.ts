import { useSyncExternalStore } from 'react';

/**
 * A visitor's choice kept in this browser's localStorage (no accounts): every component showing it updates at once
 * when it changes, and so do the site's other tabs (the storage event). The server renders `initial`, the same page
 * for everyone; the browser shows the stored value right after hydration.
 */
export function browserStore<T>(key: string, parse: (stored: string | null) => T, initial: T) {
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let value = initial;
  let read = false;

  function current(): T {
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
    return value;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
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
      for (const listener of listeners) listener();
    },
    use: (): T => useSyncExternalStore(subscribe, current, () => initial),
  };
}
