import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { productFromPhoto } from '#common/bulk-products.ts';
import { slugify } from '#common/slug.ts';
import type { CatalogService } from '#server/catalog/catalog-service.ts';
import { newId } from '#server/db/ids.ts';
import type {
  BulkItemStatus,
  BulkJobItemRow,
  BulkJobRow,
  BulkJobStatus,
  Database,
} from '#server/db/schema.ts';
import { parseJsonArray, toBoolean, toIsoString } from '#server/db/values.ts';
import type { LocalMediaStorage } from '#server/media/media-storage.ts';
import { MediaError, sha256File, type MediaService } from '#server/media/media-service.ts';
import { extractZipImages, ZipRejected } from './zip-extract.ts';

/** One photograph's outcome, as the old bulk upload answered it. */
export type BulkResult = {
  _id: string;
  title: string;
  categories: string[];
  keywords: string[];
  slug: string;
};
export type BulkError = { filename: string; error: string };

export type BulkJobView = {
  id: string;
  kind: 'images' | 'zip';
  status: BulkJobStatus;
  categories: string[];
  publish: boolean;
  message: string | null;
  total: number;
  processed: number;
  successful: number;
  failed: number;
  results: BulkResult[];
  errors: BulkError[];
  createdAt: string;
  updatedAt: string;
};

export type StagedFile = { filename: string; path: string };

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp']);
const stagedName = (position: number, filename: string) => {
  const extension = path.extname(filename).toLowerCase();
  return `item-${String(position).padStart(4, '0')}${IMAGE_EXTENSIONS.has(extension) ? extension : '.bin'}`;
};

/**
 * Bulk uploads as jobs (issue 6): the upload is staged on disk under names we choose, then each photograph becomes a
 * product, one at a time, in a worker that outlives the request. A product and its item's "done" are written in one
 * transaction, so after a crash every photograph is either a whole product or still to do; `resumeUnfinished` picks
 * the work up at the next start. Staged files go once their product exists; those that failed stay for a retry.
 */
export function createBulkService(deps: {
  db: Kysely<Database>;
  catalog: CatalogService;
  media: MediaService;
  storage: LocalMediaStorage;
  dataDir: string;
  log: (message: string, details?: Record<string, unknown>) => void;
}) {
  const { db, catalog, media } = deps;
  const root = path.join(deps.dataDir, 'bulk');
  const jobDir = (id: string) => path.join(root, id);
  const waiters = new Map<string, (() => void)[]>();
  let queue: Promise<void> = Promise.resolve();

  async function setStatus(id: string, status: BulkJobStatus, message: string | null = null) {
    await db
      .updateTable('bulk_jobs')
      .set({ status, message, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async function insertItems(
    jobId: string,
    items: { filename: string; staged_name: string | null; status: BulkItemStatus; error: string | null }[],
    start: number,
  ) {
    if (items.length === 0) return;
    await db
      .insertInto('bulk_job_items')
      .values(
        items.map((item, n) => ({
          job_id: jobId,
          position: start + n,
          filename: item.filename.slice(0, 500),
          staged_name: item.staged_name,
          status: item.status,
          error: item.error,
          product_id: null,
          title: null,
          slug: null,
        })),
      )
      .execute();
  }

  /** Categories by name: the known ones as they are spelled in the menu, custom ones created (visible, last). */
  async function ensureCategories(names: readonly string[]): Promise<string[]> {
    const result: string[] = [];
    for (const name of names) {
      const found = await catalog.findCategory(name);
      if (found) result.push(found.name);
      else {
        const count = await catalog.countCategories();
        result.push((await catalog.createCategory({ name, position: count })).name);
      }
    }
    return [...new Set(result)];
  }

  /** The product already showing this exact photograph, if any. */
  async function productWithPhoto(contentHash: string): Promise<{ title: string } | undefined> {
    return db
      .selectFrom('media')
      .innerJoin('product_images', 'product_images.media_id', 'media.id')
      .innerJoin('products', 'products.id', 'product_images.product_id')
      .select('products.title')
      .where('media.content_hash', '=', contentHash)
      .executeTakeFirst();
  }

  async function failItem(jobId: string, position: number, error: string) {
    await db
      .updateTable('bulk_job_items')
      .set({ status: 'failed', error })
      .where('job_id', '=', jobId)
      .where('position', '=', position)
      .execute();
  }

  /** One photograph to one product, or a reason why not. */
  async function processItem(job: BulkJobRow, item: BulkJobItemRow, categories: string[]) {
    const staged = path.join(jobDir(job.id), item.staged_name ?? '');
    if (!item.staged_name || !(await deps.storage.exists(staged))) {
      await failItem(job.id, item.position, 'The file was not fully received. Please upload it again.');
      return;
    }
    const hash = await sha256File(staged);
    const existing = await productWithPhoto(hash);
    if (existing) {
      await failItem(
        job.id,
        item.position,
        `Duplicate: this photograph is already in the catalogue as "${existing.title}".`,
      );
      await rm(staged, { force: true });
      return;
    }
    // The media pipeline consumes the file it is given: it gets a second name for the staged file.
    const working = deps.storage.tmpPath(path.extname(staged));
    await link(staged, working).catch(() => copyFile(staged, working));
    let mediaId: string;
    try {
      mediaId = (
        await media.ingestImage(working, { originalName: path.basename(item.filename), contentHash: hash })
      ).id;
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      await failItem(job.id, item.position, error.message);
      await rm(staged, { force: true });
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
        await trx
          .updateTable('bulk_job_items')
          .set({
            status: 'done',
            error: null,
            product_id: product.id,
            title: fields.title,
            slug: product.slug,
          })
          .where('job_id', '=', job.id)
          .where('position', '=', item.position)
          .execute();
      },
    );
    await rm(staged, { force: true });
  }

  async function extract(job: BulkJobRow) {
    const dir = jobDir(job.id);
    const archive = path.join(dir, 'upload.zip');
    const out = path.join(dir, 'entries');
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    try {
      const { files, skipped } = await extractZipImages(archive, out);
      // Staged under our own names, in the job's folder, with the archive's order kept.
      const staged = [];
      for (const [n, file] of files.entries()) {
        const name = stagedName(n, file.baseName);
        await rename(file.path, path.join(dir, name));
        staged.push({ filename: file.entryName, staged_name: name, status: 'pending' as const, error: null });
      }
      // Extraction may be running again after a stop: what an earlier run recorded is replaced.
      await db.deleteFrom('bulk_job_items').where('job_id', '=', job.id).execute();
      await insertItems(job.id, staged, 0);
      await insertItems(
        job.id,
        skipped.map((entry) => ({
          filename: entry.filename,
          staged_name: null,
          status: 'failed' as const,
          error: entry.error,
        })),
        staged.length,
      );
      await setStatus(job.id, 'processing');
      await rm(archive, { force: true });
      return true;
    } catch (error) {
      // An unexpected failure keeps the archive for a retry; a refused archive is of no further use.
      if (!(error instanceof ZipRejected)) throw error;
      await setStatus(job.id, 'failed', error.message);
      await rm(archive, { force: true });
      return false;
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }

  async function run(id: string) {
    try {
      let job = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!job || job.status === 'done' || job.status === 'failed') return;
      if (job.status === 'extracting' && !(await extract(job))) return;
      job = (await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst())!;
      const categories = await ensureCategories(parseJsonArray(job.categories));
      const pending = await db
        .selectFrom('bulk_job_items')
        .selectAll()
        .where('job_id', '=', id)
        .where('status', '=', 'pending')
        .orderBy('position')
        .execute();
      for (const item of pending) await processItem(job, item, categories);
      await setStatus(id, 'done');
      // Every photograph has its product or its reason: the job's folder goes.
      await rm(jobDir(id), { recursive: true, force: true });
    } catch (error) {
      deps.log('bulk upload job stopped', { job: id, error: (error as Error).message });
      await setStatus(id, 'failed', 'Processing stopped on an unexpected error. Retry to continue.').catch(
        () => undefined,
      );
    } finally {
      for (const wake of waiters.get(id) ?? []) wake();
      waiters.delete(id);
    }
  }

  /** Jobs run one after another (the image work already uses both cores). */
  function enqueue(id: string) {
    queue = queue.then(() => run(id));
  }

  async function view(job: BulkJobRow): Promise<BulkJobView> {
    const items = await db
      .selectFrom('bulk_job_items')
      .selectAll()
      .where('job_id', '=', job.id)
      .orderBy('position')
      .execute();
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

  async function createJob(kind: 'images' | 'zip', categories: string[], publish: boolean) {
    const now = new Date();
    const id = newId(now);
    await mkdir(jobDir(id), { recursive: true });
    await db
      .insertInto('bulk_jobs')
      .values({
        id,
        kind,
        status: kind === 'zip' ? 'extracting' : 'processing',
        categories: JSON.stringify(categories),
        publish,
        message: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  return {
    jobDir,

    /**
     * A job for photographs already received (in the tmp folder): they are moved into the job's folder under our
     * names; files refused while receiving (too large, not an image) are recorded as failed at once.
     */
    async startImages(input: {
      categories: string[];
      publish: boolean;
      files: StagedFile[];
      refused: BulkError[];
    }): Promise<string> {
      const id = await createJob('images', input.categories, input.publish);
      const items = [];
      for (const [n, file] of input.files.entries()) {
        const name = stagedName(n, file.filename);
        await rename(file.path, path.join(jobDir(id), name));
        items.push({ filename: file.filename, staged_name: name, status: 'pending' as const, error: null });
      }
      await insertItems(id, items, 0);
      await insertItems(
        id,
        input.refused.map((entry) => ({
          filename: entry.filename,
          staged_name: null,
          status: 'failed' as const,
          error: entry.error,
        })),
        items.length,
      );
      enqueue(id);
      return id;
    },

    /** A job for a received ZIP (in the tmp folder): extracted safely by the worker, then processed. */
    async startZip(input: { categories: string[]; publish: boolean; zipPath: string }): Promise<string> {
      const id = await createJob('zip', input.categories, input.publish);
      await rename(input.zipPath, path.join(jobDir(id), 'upload.zip'));
      enqueue(id);
      return id;
    },

    async find(id: string): Promise<BulkJobView | null> {
      const job = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return job ? view(job) : null;
    },

    async latest(): Promise<BulkJobView | null> {
      const job = await db
        .selectFrom('bulk_jobs')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return job ? view(job) : null;
    },

    /** Resolves once the job has finished (done or failed). */
    waitFor(id: string): Promise<void> {
      return new Promise((resolve) => {
        void db
          .selectFrom('bulk_jobs')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst()
          .then((job) => {
            if (!job || job.status === 'done' || job.status === 'failed') resolve();
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
      const job = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!job || job.status !== 'failed') return false;
      const archive = await deps.storage.exists(path.join(jobDir(id), 'upload.zip'));
      const pending = await db
        .selectFrom('bulk_job_items')
        .select('position')
        .where('job_id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (!archive && !pending) return false;
      await setStatus(id, archive ? 'extracting' : 'processing');
      enqueue(id);
      return true;
    },

    /** At start: jobs a stop interrupted continue where they were. */
    async resumeUnfinished(): Promise<number> {
      const unfinished = await db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('status', 'in', ['extracting', 'processing'])
        .orderBy('created_at')
        .execute();
      for (const job of unfinished) enqueue(job.id);
      return unfinished.length;
    },

    /** Waits for the queue to empty (tests, shutdown). */
    idle: () => queue,
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
