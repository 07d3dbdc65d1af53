import { copyFile } from 'node:fs/promises';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { checkImage, checkVideo, MediaError } from '#server/media/media-checks.ts';
import { sha256File, type MediaService } from '#server/media/media-service.ts';
import type { OldCollection } from './dump-reader.ts';
import type { ImportReport } from './import-report.ts';
import type { MediaSource, UploadsFolder } from './uploads-folder.ts';

/** A record's photograph or video here: a stored media row or a kept address, or null where it is unusable. */
export type MediaOutcome = { media_id: string | null; url: string | null } | null;

/**
 * The old uploads as the import takes them in: each file stored once (or, in a dry run, checked as a real run
 * would), a file missing or unusable reported against the record that names it.
 */
export function createMediaIntake(options: {
  uploads: UploadsFolder | null;
  media: MediaService;
  storage: Pick<MediaStorage, 'tmpPath'>;
  dryRun: boolean;
  report: ImportReport;
}) {
  const { uploads, media, storage, dryRun, report } = options;
  const ingested = new Map<string, Promise<string>>();

  /** The media row's id for a file of the old uploads (stored once per content), or the reason it is unusable. */
  function storeFile(
    source: Extract<MediaSource, { kind: 'file' }>,
    kind: 'image' | 'video',
  ): Promise<string> {
    let job = ingested.get(source.file);
    if (!job) {
      job = (async () => {
        if (dryRun) {
          if (kind === 'image') await checkImage(source.file);
          else await checkVideo(source.file);
          return `new:${source.legacyPath}`;
        }
        // The same photograph under another name is found by its hash: stored once, answering to both names.
        const tmp = storage.tmpPath();
        await copyFile(source.file, tmp);
        const stored = {
          contentHash: await sha256File(source.file),
          legacyPath: source.legacyPath,
          originalName: source.legacyPath.split('/').pop(),
        };
        const row = await (kind === 'image'
          ? media.ingestImage(tmp, stored)
          : media.ingestVideo(tmp, stored));
        return row.id;
      })();
      ingested.set(source.file, job);
    }
    return job;
  }

  return {
    async mediaFor(
      collection: OldCollection,
      record: { id: string; label: string },
      path: string,
      kind: 'image' | 'video',
    ): Promise<MediaOutcome> {
      const { id, label } = record;
      const missing = (reason: string) => {
        report.missingMedia.push({ collection, id, label, path, reason });
        return null;
      };
      if (!uploads) return missing('no uploads folder was given (--uploads)');
      const source = await uploads.resolve(path);
      if (source.kind === 'url') {
        if (/^http:/i.test(path.trim()))
          report.notes.push({
            collection,
            id,
            label,
            note: `the image address ${path.trim()} is kept as https`,
          });
        return { media_id: null, url: source.url };
      }
      if (source.kind !== 'file') return missing(source.reason);
      try {
        return { media_id: await storeFile(source, kind), url: null };
      } catch (error) {
        if (error instanceof MediaError) return missing(error.message);
        throw error;
      }
    },

    /** A fingerprint of the files a record names, so a photograph added to the uploads later counts as a change. */
    async fingerprint(paths: readonly (string | null)[]) {
      if (!uploads) return [];
      return Promise.all(
        paths.map(async (path) => {
          if (!path) return null;
          const source = await uploads.resolve(path);
          return source.kind === 'file' ? source.bytes : source.kind;
        }),
      );
    },
  };
}

export type MediaIntake = ReturnType<typeof createMediaIntake>;
