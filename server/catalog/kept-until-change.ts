import type { ChangeBus } from '#server/events/change-bus.ts';
import { isCatalogueChange } from './product-pages.ts';

/** How long a kept answer may live if a change notification were ever lost. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * One read of the catalogue kept by this instance until a catalogue change on any instance (the change bus), and
 * shared by the requests that ask meanwhile. A read under way when a change comes is not kept: its answer may
 * predate the change. Without the bus (a command-line tool) every call reads.
 */
export function keptUntilCatalogueChange<T>(
  changes: Pick<ChangeBus, 'subscribe'> | undefined,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  if (!changes) return read;
  let kept: { value: Promise<T>; at: number } | null = null;
  changes.subscribe((topic) => {
    if (isCatalogueChange(topic)) kept = null;
  });
  return () => {
    if (kept && now() - kept.at <= MAX_AGE_MS) return kept.value;
    const entry = { value: read(), at: now() };
    kept = entry;
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
}
