import type { MediaRepository } from './media-repository.ts';
import { MEDIA_PREFIXES, type MediaStorage } from './media-storage.ts';

/**
 * How long media that nothing shows is kept, and served, after it was stored: a photograph uploaded in the product
 * form is stored before the product is saved (its preview shows meanwhile), and the admin may take a while.
 */
export const MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance collects. Several instances collecting at once do no harm: each removal checks again. */
export const COLLECT_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;
const HASH = /[a-f0-9]{64}/;

export type Collected = { records: number; objects: number };

/**
 * The media retention rule (docs/decisions/021-media-limits-and-retention.md): a media row that nothing shows
 * (media-repository.ts, isShown) and that was stored more than MEDIA_GRACE_MS ago is deleted; then every object of
 * the store whose content has no media row is removed: originals and films once they are older than the grace
 * period too (an upload moves its file in before it inserts its row), variants at once (they are made only for a
 * row, and a removed row's variants must stop being served, from a bucket too).
 */
export function createMediaRetention(deps: {
  repository: MediaRepository;
  storage: MediaStorage;
  now?: () => Date;
  graceMs?: number;
}) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const graceMs = deps.graceMs ?? MEDIA_GRACE_MS;

  async function collectRecords(before: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await repository.unshownBefore(before, BATCH);
      let progress = 0;
      for (const id of ids) if (await repository.deleteIfUnshown(id, before)) progress++;
      removed += progress;
      // A row that a save took meanwhile stays, and would be listed again: stop once a batch removes nothing.
      if (ids.length < BATCH || progress === 0) return removed;
    }
  }

  /** Removes the listed objects whose content no media row has, in batches of one query each. */
  async function collectObjects(prefix: string, before: Date | null): Promise<number> {
    let removed = 0;
    let batch: { key: string; hash: string }[] = [];
    const flush = async () => {
      const existing = await repository.existingHashes([...new Set(batch.map((object) => object.hash))]);
      for (const object of batch) {
        if (existing.has(object.hash)) continue;
        await storage.remove(object.key);
        removed++;
      }
      batch = [];
    };
    for await (const object of storage.list(prefix)) {
      const hash = HASH.exec(object.key)?.[0];
      if (!hash || (before && object.modifiedAt >= before)) continue;
      batch.push({ key: object.key, hash });
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return removed;
  }

  return {
    /** One collection: the rows first, then the objects no row has. */
    async collect(): Promise<Collected> {
      const before = new Date(now().getTime() - graceMs);
      const records = await collectRecords(before);
      const objects =
        (await collectObjects(MEDIA_PREFIXES.originals, before)) +
        (await collectObjects(MEDIA_PREFIXES.videos, before)) +
        (await collectObjects(MEDIA_PREFIXES.variants, null));
      return { records, objects };
    },

    /** Collects every `everyMs` (the first a minute after the start) until the returned function is called. */
    every(everyMs: number, log: (collected: Collected | Error) => void): () => void {
      let running = false;
      const run = () => {
        if (running) return;
        running = true;
        this.collect()
          .then(log, log)
          .finally(() => (running = false));
      };
      const first = setTimeout(run, Math.min(60_000, everyMs));
      const timer = setInterval(run, everyMs);
      first.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}
