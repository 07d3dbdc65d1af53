import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { productFromPhoto } from '#common/admin/bulk-products.ts';
import type { BulkError, BulkJob } from '#common/schemas/bulk.ts';
import { slugify } from '#common/slug.ts';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { CatalogService, WrittenBy } from '#server/catalog/catalog-service.ts';
import { newId } from '#server/db/ids.ts';
import type { BulkJobItemRow, BulkJobRow } from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import { MediaError, sha256File, type MediaService } from '#server/media/media-service.ts';
import type { Actor } from '#server/history/history.ts';
import type { BulkRepository, NewBulkItem } from './bulk-repository.ts';
import { extractZipImages, ZipRejected } from './zip-extract.ts';

/** Who the history names for the products a bulk upload creates (decision 027). */
const BULK_UPLOAD: Actor = { adminId: null, label: 'bulk upload' };
/**
 * Who the history names for what a job writes, each product and category in its own transaction (decision 027).
 * The job's row has no column for the admin who started it: the log names the upload, and the job's id as the
 * batch finds all it made.
 */
const uploadedBy = (jobId: string): WrittenBy => ({ actor: BULK_UPLOAD, batch: `bulk-${jobId}` });

/** An upload's job as the API answers it (common/schemas/bulk.ts). */
export type BulkJobView = BulkJob;

export type StagedFile = { filename: string; path: string };

/** How long a claimed job stays with its instance without a renewal, and how often instances look for work. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 2_000;

/** The job was taken over by another instance (this one's lease ran out): its work here stops, undone. */
class LostClaim extends Error {}

const IMAGE_EXTENSIONS: readonly string[] = UPLOAD_RULES.bulkImages.extensions;
const stagedName = (position: number, filename: string) => {
  const extension = path.extname(filename).toLowerCase();
  return `item-${String(position).padStart(4, '0')}${IMAGE_EXTENSIONS.includes(extension) ? extension : '.bin'}`;
};

/**
 * Bulk uploads as jobs (issue 6): the upload is staged on disk under names we choose, then each photograph becomes a
 * product, one at a time, in a worker that outlives the request. A product and its item's "done" are written in one
 * transaction, so after a crash every photograph is either a whole product or still to do; `resumeUnfinished` picks
 * the work up at the next start. Staged files go once their product exists; those that failed stay for a retry.
 */
export function createBulkService(deps: {
  repository: BulkRepository;
  catalog: CatalogService;
  media: MediaService;
  storage: MediaStorage;
  log: (message: string, details?: Record<string, unknown>) => void;
}) {
  const { repository, catalog, media, storage } = deps;
  /**
   * Staged uploads live in the media store (the bucket, with several instances), so whichever instance claims a
   * job can read its photographs.
   */
  const stagedKey = (jobId: string, name: string) => `bulk/${jobId}/${name}`;
  const instance = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const waiters = new Map<string, (() => void)[]>();
  let queue: Promise<void> = Promise.resolve();
  let stopping = false;
  let poll: NodeJS.Timeout | undefined;

  /** Categories by name: the known ones as they are spelled in the menu, custom ones created (visible, last). */
  async function ensureCategories(names: readonly string[], by: WrittenBy): Promise<string[]> {
    const result: string[] = [];
    for (const name of names) {
      const found = await catalog.findCategory(name);
      if (found) result.push(found.name);
      else {
        const count = await catalog.countCategories();
        result.push((await catalog.createCategory({ name, position: count }, by)).name);
      }
    }
    return [...new Set(result)];
  }

  /** One photograph to one product, or a reason why not. */
  async function processItem(job: BulkJobRow, item: BulkJobItemRow, categories: string[]) {
    const key = item.staged_name ? stagedKey(job.id, item.staged_name) : null;
    if (!key || !(await storage.stat(key))) {
      await repository.failItem(
        job.id,
        item.position,
        'The file was not fully received. Please upload it again.',
      );
      return;
    }
    await storage.withLocalFile(key, (staged) => productFromStaged(job, item, categories, staged));
    // Made into a product, or refused for good: the staged copy is of no further use.
    await storage.remove(key);
  }

  async function productFromStaged(
    job: BulkJobRow,
    item: BulkJobItemRow,
    categories: string[],
    staged: string,
  ) {
    const hash = await sha256File(staged);
    const existing = await repository.productWithPhoto(hash);
    if (existing) {
      await repository.failItem(
        job.id,
        item.position,
        `Duplicate: this photograph is already in the catalogue as "${existing.title}".`,
      );
      return;
    }
    // The media pipeline consumes the file it is given: it gets a second name for the staged file.
    const working = storage.tmpPath(path.extname(staged));
    await link(staged, working).catch(() => copyFile(staged, working));
    let mediaId: string;
    try {
      mediaId = (
        await media.ingestImage(working, { originalName: path.basename(item.filename), contentHash: hash })
      ).id;
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      await repository.failItem(job.id, item.position, error.message);
      return;
    }
    const fields = productFromPhoto(item.filename, categories, item.position + 1);
    await catalog.createProduct(
      {
        title: fields.title,
        // Made unique by the catalogue (-2, -3, …) when taken.
        slug: slugify(fields.slugBase),
        description: fields.description,
        keywords: fields.keywords,
        seoTitle: fields.seoTitle,
        seoDescription: fields.seoDescription,
        imageAlt: fields.imageAlt,
        priceCents: null,
        status: toBoolean(job.publish) ? 'published' : 'draft',
        categories,
        images: [{ media_id: mediaId, url: null }],
      },
      async (trx, product) => {
        // The item is marked done only while it is pending and the job still this instance's: a job taken over
        // meanwhile rolls this product back, so every photograph becomes exactly one product.
        const marked = await repository.markItemDone(
          trx,
          { jobId: job.id, position: item.position, instance },
          { id: product.id, title: fields.title, slug: product.slug },
        );
        if (!marked) throw new LostClaim();
      },
      uploadedBy(job.id),
    );
  }

  async function extract(job: BulkJobRow) {
    const archiveKey = stagedKey(job.id, 'upload.zip');
    const out = storage.tmpPath('-entries');
    await mkdir(out, { recursive: true });
    try {
      const { files, skipped } = await storage.withLocalFile(archiveKey, (archive) =>
        extractZipImages(archive, out),
      );
      // Staged under our own names, with the archive's order kept.
      const staged = [];
      for (const [n, file] of files.entries()) {
        const name = stagedName(n, file.baseName);
        await storage.moveIn(file.path, stagedKey(job.id, name), { contentType: 'application/octet-stream' });
        staged.push({ filename: file.entryName, staged_name: name, status: 'pending' as const, error: null });
      }
      // Extraction may be running again after a stop: what an earlier run recorded is replaced.
      await repository.replaceItems(job.id, [
        ...staged,
        ...skipped.map((entry) => ({
          filename: entry.filename,
          staged_name: null,
          status: 'failed' as const,
          error: entry.error,
        })),
      ]);
      await repository.setStatus(job.id, 'processing');
      await storage.remove(archiveKey);
      return true;
    } catch (error) {
      // An unexpected failure keeps the archive for a retry; a refused archive is of no further use.
      if (!(error instanceof ZipRejected)) throw error;
      await repository.setStatus(job.id, 'failed', error.message);
      await storage.remove(archiveKey);
      return false;
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }

  /** Every staged file of a job, once each photograph has its product or its reason. */
  async function removeStaged(jobId: string) {
    for await (const object of storage.list(`bulk/${jobId}/`)) await storage.remove(object.key);
  }

  /** Works on a job this instance has claimed, renewing the claim, until it is done, failed, stopped or lost. */
  async function run(id: string) {
    let lost = false;
    const renewal = setInterval(() => {
      void repository.renew(id, instance, Date.now(), LEASE_MS).then(
        (held) => (lost ||= !held),
        () => undefined,
      );
    }, RENEW_MS);
    try {
      let job = await repository.findJob(id);
      if (!job || job.status === 'done' || job.status === 'failed') return;
      if (job.status === 'extracting' && !(await extract(job))) return;
      job = (await repository.findJob(id))!;
      const categories = await ensureCategories(parseJsonArray(job.categories), uploadedBy(job.id));
      const pending = await repository.pendingItems(id);
      for (const item of pending) {
        // Told to stop, or taken over: the item in hand is finished, the rest stays pending for whoever is next.
        if (stopping || lost) return;
        await processItem(job, item, categories);
      }
      await repository.finish(id, 'done');
      await removeStaged(id);
    } catch (error) {
      if (error instanceof LostClaim) {
        deps.log('bulk upload job taken over by another instance', { job: id });
        return;
      }
      deps.log('bulk upload job stopped', { job: id, error: (error as Error).message });
      await repository
        .finish(id, 'failed', 'Processing stopped on an unexpected error. Retry to continue.')
        .catch(() => undefined);
    } finally {
      clearInterval(renewal);
      for (const wake of waiters.get(id) ?? []) wake();
      waiters.delete(id);
    }
  }

  /** Claims and works on unfinished jobs, one at a time (the image work already uses both cores). */
  function lookForWork() {
    queue = queue.then(async () => {
      while (!stopping) {
        const id = await repository.claimNext(instance, Date.now(), LEASE_MS).catch((error: Error) => {
          deps.log('bulk upload: cannot look for jobs', { error: error.message });
          return null;
        });
        if (!id) return;
        await run(id);
      }
    });
  }

  /** A job of this instance's own (a new upload, a retry): taken first, unless another instance is on it. */
  function enqueue(id: string) {
    queue = queue.then(async () => {
      if (!stopping && (await repository.claim(id, instance, Date.now(), LEASE_MS))) await run(id);
    });
    lookForWork();
  }

  async function view(job: BulkJobRow): Promise<BulkJobView> {
    const items = await repository.items(job.id);
    const done = items.filter((item) => item.status === 'done');
    const failed = items.filter((item) => item.status === 'failed');
    const categories = parseJsonArray(job.categories);
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      categories,
      publish: toBoolean(job.publish),
      message: job.message,
      total: items.length,
      processed: done.length + failed.length,
      successful: done.length,
      failed: failed.length,
      results: done.map((item) => {
        const fields = productFromPhoto(item.filename, categories, item.position + 1);
        return {
          _id: item.product_id ?? '',
          title: item.title ?? fields.title,
          categories,
          keywords: fields.keywords,
          slug: item.slug ?? '',
        };
      }),
      errors: failed.map((item) => ({ filename: item.filename, error: item.error ?? 'Failed' })),
      createdAt: toIsoString(job.created_at),
      updatedAt: toIsoString(job.updated_at),
    };
  }

  return {
    /** Where a job's staged photograph is kept in the media store. */
    stagedKey,

    /**
     * A job for photographs already received (in the tmp folder): they are moved into the store under our names;
     * files refused while receiving (too large, not an image) are recorded as failed at once.
     */
    async startImages(input: {
      categories: string[];
      publish: boolean;
      files: StagedFile[];
      refused: BulkError[];
    }): Promise<string> {
      const id = newId();
      const items: NewBulkItem[] = [];
      for (const [n, file] of input.files.entries()) {
        const name = stagedName(n, file.filename);
        await storage.moveIn(file.path, stagedKey(id, name), { contentType: 'application/octet-stream' });
        items.push({ filename: file.filename, staged_name: name, status: 'pending', error: null });
      }
      for (const entry of input.refused)
        items.push({ filename: entry.filename, staged_name: null, status: 'failed', error: entry.error });
      await repository.createJob(
        { id, kind: 'images', categories: input.categories, publish: input.publish },
        items,
      );
      enqueue(id);
      return id;
    },

    /** A job for a received ZIP (in the tmp folder): extracted safely by the worker, then processed. */
    async startZip(input: { categories: string[]; publish: boolean; zipPath: string }): Promise<string> {
      const id = newId();
      await storage.moveIn(input.zipPath, stagedKey(id, 'upload.zip'), { contentType: 'application/zip' });
      await repository.createJob(
        { id, kind: 'zip', categories: input.categories, publish: input.publish },
        [],
      );
      enqueue(id);
      return id;
    },

    async find(id: string): Promise<BulkJobView | null> {
      const job = await repository.findJob(id);
      return job ? view(job) : null;
    },

    async latest(): Promise<BulkJobView | null> {
      const job = await repository.latestJob();
      return job ? view(job) : null;
    },

    /** Resolves once the job has finished (done or failed). */
    waitFor(id: string): Promise<void> {
      return new Promise((resolve) => {
        void repository.jobStatus(id).then((status) => {
          if (!status || status === 'done' || status === 'failed') resolve();
          else waiters.set(id, [...(waiters.get(id) ?? []), resolve]);
        });
      });
    },

    /**
     * A job that stopped on an unexpected error continues with the photographs it had not done (or from the
     * archive, if it stopped while unpacking). Photographs refused for what they are (not an image, a duplicate)
     * would be refused again: they are not retried. False when there is nothing to continue.
     */
    async retry(id: string): Promise<boolean> {
      const job = await repository.findJob(id);
      if (!job || job.status !== 'failed') return false;
      const archive = (await storage.stat(stagedKey(id, 'upload.zip'))) !== null;
      if (!archive && !(await repository.hasPendingItem(id))) return false;
      await repository.setStatus(id, archive ? 'extracting' : 'processing');
      enqueue(id);
      return true;
    },

    /**
     * At start: this instance looks for unfinished jobs now and every few seconds after, so that jobs a stop
     * interrupted, or whose instance died, are finished. Answers how many are waiting.
     */
    async resumeUnfinished(): Promise<number> {
      const unfinished = await repository.unfinishedJobCount();
      lookForWork();
      poll ??= setInterval(lookForWork, POLL_MS);
      poll.unref();
      return unfinished;
    },

    /**
     * Shutdown: the photograph being made into a product is finished, nothing more is started, and the jobs this
     * instance held are given back, for another instance or the next start to carry on where they stopped.
     */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(poll);
      await queue;
      await repository.releaseAll(instance);
    },
  };
}
