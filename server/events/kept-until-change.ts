import { LRUCache } from 'lru-cache';
import type { ChangeBus, ChangeTopic } from './change-bus.ts';

/** How long a kept answer may live if a change notification were ever lost. */
const MAX_AGE_MS = 10 * 60_000;

/** A kept read: the kept answer, or a new one; `forget` makes the next call read again (and keep that). */
export type KeptRead<T> = (() => Promise<T>) & { forget: () => void };

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
): KeptRead<T> {
  if (!changes) return Object.assign(() => read(), { forget: () => undefined });
  let kept: { value: Promise<T>; at: number } | null = null;
  changes.subscribe((topic) => {
    if (drops(topic)) kept = null;
  });
  const get = () => {
    if (kept && now() - kept.at <= MAX_AGE_MS) return kept.value;
    const entry = { value: read(), at: now() };
    kept = entry;
    // A failed read is not kept: the next request tries again.
    entry.value.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.value;
  };
  return Object.assign(get, { forget: () => void (kept = null) });
}

/**
 * Reads by key, each kept by this instance until a change it `drops` on (as `keptUntilChange`). Only answers found
 * are kept (undefined is read again each time), at most `max` of them, the least recently used going first: keys a
 * visitor makes up (a mistyped address) neither fill it nor push out the ones in use. Without the bus every call
 * reads.
 */
export function keptByKeyUntilChange<T>(
  changes: Pick<ChangeBus, 'subscribe'> | undefined,
  drops: (topic: ChangeTopic | 'all') => boolean,
  read: (key: string) => Promise<T | undefined>,
  options: { max?: number; now?: () => number } = {},
): (key: string) => Promise<T | undefined> {
  if (!changes) return read;
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, { value: T; at: number }>({ max: options.max ?? 200 });
  let generation = 0;
  changes.subscribe((topic) => {
    if (!drops(topic)) return;
    generation += 1;
    kept.clear();
  });
  return async (key) => {
    const found = kept.get(key);
    if (found && now() - found.at <= MAX_AGE_MS) return found.value;
    const since = generation;
    const value = await read(key);
    // A read under way when a change came may have found what was there before it.
    if (value !== undefined && since === generation) kept.set(key, { value, at: now() });
    return value;
  };
}
