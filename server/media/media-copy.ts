import { objectMetadataOf } from './media-content-types.ts';
import { MEDIA_PREFIXES, type MediaStorage } from './media-storage.ts';

export type MediaCopyProgress = { done: number; total: number };

export type MediaCopyReport = {
  copied: number;
  /** already in the target with the same size */
  skipped: number;
  bytes: number;
  failed: { key: string; error: string }[];
};

/** Objects copied at once: enough to keep a bucket's latency hidden, few enough for a small machine's disk. */
const COPY_CONCURRENCY = 4;

/**
 * Copies every original and video (and the variants when asked) from one store into another, under the same keys.
 * Keys are content-addressed, so an object already in the target with the same size is the same object and is
 * skipped: a second run copies nothing, and a run stopped halfway picks up where it was. The source is only read,
 * so the site may keep running on it. An object that fails is reported and the others go on.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  options: { variants: boolean; onProgress?: (progress: MediaCopyProgress) => void },
): Promise<MediaCopyReport> {
  // Both ends are checked first: a bucket that cannot be reached fails the run at once, not once per object.
  for (const store of [from, to]) {
    await store.ping().catch((error: Error) => {
      throw new Error(
        `${store.kind === 's3' ? 'The bucket' : 'The local store'} cannot be reached (${error.name}: ${error.message})`,
      );
    });
  }
  const prefixes: string[] = [MEDIA_PREFIXES.originals, MEDIA_PREFIXES.videos];
  if (options.variants) prefixes.push(MEDIA_PREFIXES.variants);
  const objects: { key: string; size: number }[] = [];
  for (const prefix of prefixes) for await (const object of from.list(prefix)) objects.push(object);

  const report: MediaCopyReport = { copied: 0, skipped: 0, bytes: 0, failed: [] };
  let next = 0;
  let done = 0;
  options.onProgress?.({ done, total: objects.length });
  async function worker() {
    for (let object = objects[next++]; object; object = objects[next++]) {
      try {
        if ((await to.stat(object.key))?.size === object.size) report.skipped++;
        else {
          const body = await from.read(object.key);
          // A target that fails before reading to the end must not leave the source's connection open.
          await to.write(object.key, body, objectMetadataOf(object.key)).finally(() => body.destroy());
          report.copied++;
          report.bytes += object.size;
        }
      } catch (error) {
        report.failed.push({ key: object.key, error: (error as Error).message });
      }
      options.onProgress?.({ done: ++done, total: objects.length });
    }
  }
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
  return report;
}
