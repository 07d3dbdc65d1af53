import { setTimeout as delay } from 'node:timers/promises';
import { newId } from '#server/db/ids.ts';
import type { MediaRepository } from './media-repository.ts';
import type { MediaStorage, StoredObject } from './media-storage.ts';

/** Far longer than one encode should take: a holder that died holds the others back at most this long. */
const VARIANT_CLAIM_TTL_MS = 60_000;
const FIRST_POLL_MS = 50;
const LONGEST_POLL_MS = 500;

/**
 * Makes each object once across every instance that shares the store and the database (decision 014). Within a
 * process, callers of one key share one promise. Across processes the store says whether the object exists (HEAD),
 * and a claim row in the database says who makes it: the instance that inserts the row encodes, the others poll the
 * store until the object appears, or until the claim is gone or expired and they may claim it themselves.
 */
export function createGenerateOnce(deps: {
  storage: Pick<MediaStorage, 'stat'>;
  claims: Pick<MediaRepository, 'claimVariant' | 'releaseVariant'>;
}) {
  const holder = newId();
  const inFlight = new Map<string, Promise<StoredObject>>();

  async function ensure(key: string, generate: () => Promise<void>): Promise<StoredObject> {
    let wait = FIRST_POLL_MS;
    for (;;) {
      const stored = await deps.storage.stat(key);
      if (stored) return stored;
      const now = new Date();
      if (await deps.claims.claimVariant(key, holder, now, new Date(now.getTime() + VARIANT_CLAIM_TTL_MS))) {
        try {
          // The holder before us may have finished between our look and our claim.
          if (!(await deps.storage.stat(key))) await generate();
        } finally {
          await deps.claims.releaseVariant(key, holder);
        }
        continue;
      }
      await delay(wait);
      wait = Math.min(wait * 1.5, LONGEST_POLL_MS);
    }
  }

  /** The object under `key`, made by `generate` here or by another instance if it is not in the store yet. */
  return function generateOnce(key: string, generate: () => Promise<void>): Promise<StoredObject> {
    let job = inFlight.get(key);
    if (!job) {
      job = ensure(key, generate).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  };
}
