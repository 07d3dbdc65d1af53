import type { ChangeBus, ChangeTopic } from './change-bus.ts';

/** How long a kept answer may live if a change notification were ever lost. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * One read kept by this instance until a change it `drops` on is announced on any instance (the change bus), and
 * shared by the requests that ask meanwhile. A read under way when such a change comes is not kept: its answer may
 * predate the change. Without the bus (a command-line tool) every call reads.
 */
export function keptUntilChange<T>(
  changes: Pick<ChangeBus, 'subscribe'> | undefined,
  drops: (topic: ChangeTopic | 'all') => boolean,
  read: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  if (!changes) return read;
  let kept: { value: Promise<T>; at: number } | null = null;
  changes.subscribe((topic) => {
    if (drops(topic)) kept = null;
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
