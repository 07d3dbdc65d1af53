import type { ChangeTopic } from '#server/events/change-bus.ts';

/** A change bus of one process for unit tests: what `announce` says reaches the subscribers at once, as the real ones do. */
export function announcingBus() {
  const listeners = new Set<(topic: ChangeTopic | 'all') => void>();
  return {
    subscribe(listener: (topic: ChangeTopic | 'all') => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce(topic: ChangeTopic | 'all') {
      for (const listener of listeners) listener(topic);
    },
  };
}
