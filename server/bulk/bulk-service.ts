import type { ProductSpecifications } from '#common/product-specifications.ts';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BulkError } from '#common/schemas/bulk.ts';
import type { CatalogService } from '#server/catalog/catalog-service.ts';
import { newId } from '#server/db/ids.ts';
import type { BulkJobRow } from '#server/db/schema.ts';
import { parseJsonArray } from '#server/db/values.ts';
import type { MediaStorage } from '#server/media/media-storage.ts';
import type { MediaService } from '#server/media/media-service.ts';
import { bulkJobView, type BulkJobView } from './bulk-job-view.ts';
import type { BulkRepository, NewBulkItem } from './bulk-repository.ts';
import { createBulkSteps, LostClaim, stagedKey, stagedName, uploadedBy } from './bulk-steps.ts';

export type StagedFile = { filename: string; path: string };

/** How long a claimed job stays with its instance without a renewal, and how often instances look for work. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 2_000;

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
  const { repository, storage } = deps;
  const instance = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { ensureCategories, processItem, extract } = createBulkSteps({ ...deps, instance });
  const waiters = new Map<string, (() => void)[]>();
  let queue: Promise<void> = Promise.resolve();
  let stopping = false;
  let poll: NodeJS.Timeout | undefined;

  /** Every staged file of a job, once each photograph has its product or its reason. */
  async function removeStaged(jobId: string) {
    for await (const object of storage.list(`bulk/${jobId}/`)) await storage.remove(object.key);
  }

  /** A job as the API answers it, with its products as they are now (edited since, or deleted). */
  async function view(job: BulkJobRow): Promise<BulkJobView> {
    const items = await repository.items(job.id);
    const ids = items.flatMap((item) => (item.status === 'done' && item.product_id ? [item.product_id] : []));
    const products = await deps.catalog.productsForAdmin(ids);
    return bulkJobView(job, items, new Map(products.map((product) => [product.id, product])));
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
      specifications: ProductSpecifications;
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
        {
          id,
          kind: 'images',
          categories: input.categories,
          publish: input.publish,
          specifications: input.specifications,
        },
        items,
      );
      enqueue(id);
      return id;
    },

    /** A job for a received ZIP (in the tmp folder): extracted safely by the worker, then processed. */
    async startZip(input: {
      categories: string[];
      publish: boolean;
      specifications: ProductSpecifications;
      zipPath: string;
    }): Promise<string> {
      const id = newId();
      await storage.moveIn(input.zipPath, stagedKey(id, 'upload.zip'), { contentType: 'application/zip' });
      await repository.createJob(
        {
          id,
          kind: 'zip',
          categories: input.categories,
          publish: input.publish,
          specifications: input.specifications,
        },
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
