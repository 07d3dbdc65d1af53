import type { ProductSpecifications } from '#common/product-specifications.ts';
import type { Kysely, Transaction } from 'kysely';
import type {
  BulkItemStatus,
  BulkJobItemRow,
  BulkJobRow,
  BulkJobStatus,
  Database,
} from '#server/db/schema.ts';

/** An item to record with its job: a staged photograph still to do, or a file refused on arrival. */
export type NewBulkItem = {
  filename: string;
  staged_name: string | null;
  status: BulkItemStatus;
  error: string | null;
};

/** The job's items from `start` on, in their order. */
async function insertItems(
  executor: Kysely<Database>,
  jobId: string,
  items: readonly NewBulkItem[],
  start: number,
) {
  if (items.length === 0) return;
  await executor
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

/**
 * Every query of the bulk upload: its jobs and their items, and who works on which job when several instances
 * share the database (decision 016). A job is claimed for a lease that its instance renews while it works; a job
 * whose lease ran out (its instance died) is free again.
 */
export function createBulkRepository(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  return {
    /**
     * The job and its items in one transaction, once the files are staged: an instance looking for work never
     * finds a job whose photographs are not all there yet.
     */
    async createJob(
      job: {
        id: string;
        kind: 'images' | 'zip';
        categories: readonly string[];
        publish: boolean;
        specifications: ProductSpecifications;
      },
      items: readonly NewBulkItem[],
    ): Promise<void> {
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bulk_jobs')
          .values({
            id: job.id,
            kind: job.kind,
            status: job.kind === 'zip' ? 'extracting' : 'processing',
            categories: JSON.stringify(job.categories),
            publish: job.publish,
            specifications: JSON.stringify(job.specifications),
            message: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await insertItems(trx, job.id, items, 0);
      });
    },

    async findJob(id: string): Promise<BulkJobRow | undefined> {
      return db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async latestJob(): Promise<BulkJobRow | undefined> {
      return db
        .selectFrom('bulk_jobs')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async jobStatus(id: string): Promise<BulkJobStatus | undefined> {
      const job = await db.selectFrom('bulk_jobs').select('status').where('id', '=', id).executeTakeFirst();
      return job?.status;
    },

    async unfinishedJobCount(): Promise<number> {
      const rows = await db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('status', 'in', ['extracting', 'processing'])
        .execute();
      return rows.length;
    },

    async setStatus(id: string, status: BulkJobStatus, message: string | null = null): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ status, message, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** The job's end, and the end of any instance's claim on it. */
    async finish(id: string, status: 'done' | 'failed', message: string | null = null): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ status, message, claimed_by: null, lease_until: null, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** The archive's entries as the job's items, replacing what an earlier run of the extraction recorded. */
    async replaceItems(jobId: string, items: readonly NewBulkItem[]): Promise<void> {
      await db.deleteFrom('bulk_job_items').where('job_id', '=', jobId).execute();
      await insertItems(db, jobId, items, 0);
    },

    async items(jobId: string): Promise<BulkJobItemRow[]> {
      return db
        .selectFrom('bulk_job_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .orderBy('position')
        .execute();
    },

    async pendingItems(jobId: string): Promise<BulkJobItemRow[]> {
      return db
        .selectFrom('bulk_job_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('status', '=', 'pending')
        .orderBy('position')
        .execute();
    },

    async hasPendingItem(jobId: string): Promise<boolean> {
      const row = await db
        .selectFrom('bulk_job_items')
        .select('position')
        .where('job_id', '=', jobId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },

    async failItem(jobId: string, position: number, error: string): Promise<void> {
      await db
        .updateTable('bulk_job_items')
        .set({ status: 'failed', error })
        .where('job_id', '=', jobId)
        .where('position', '=', position)
        .execute();
    },

    /**
     * Marks the item done with its product, in the product's transaction, only while it is pending and the job
     * still `instance`'s. False when it is not (the job was taken over meanwhile).
     */
    async markItemDone(
      trx: Transaction<Database>,
      item: { jobId: string; position: number; instance: string },
      product: { id: string; title: string; slug: string },
    ): Promise<boolean> {
      const marked = await trx
        .updateTable('bulk_job_items')
        .set({
          status: 'done',
          error: null,
          product_id: product.id,
          title: product.title,
          slug: product.slug,
        })
        .where('job_id', '=', item.jobId)
        .where('position', '=', item.position)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('bulk_jobs')
              .select('bulk_jobs.id')
              .where('bulk_jobs.id', '=', item.jobId)
              .where('bulk_jobs.claimed_by', '=', item.instance),
          ),
        )
        .executeTakeFirst();
      return Number(marked.numUpdatedRows) === 1;
    },

    /** The product already showing this exact photograph, if any. */
    async productWithPhoto(contentHash: string): Promise<{ title: string } | undefined> {
      return db
        .selectFrom('media')
        .innerJoin('product_images', 'product_images.media_id', 'media.id')
        .innerJoin('products', 'products.id', 'product_images.product_id')
        .select('products.title')
        .where('media.content_hash', '=', contentHash)
        .executeTakeFirst();
    },

    /** Claims the oldest unfinished job that nobody holds, or null. Two instances never get the same one. */
    async claimNext(instance: string, now: number, leaseMs: number): Promise<string | null> {
      const free = db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('status', 'in', ['extracting', 'processing'])
        .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1);
      // PostgreSQL: a job another instance is claiming this instant is passed over, not waited for. SQLite has one
      // writer at a time, so the statement alone is atomic.
      const candidate = dialect === 'postgres' ? free.forUpdate().skipLocked() : free;
      const claimed = await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: instance, lease_until: now + leaseMs })
        .where('id', '=', candidate)
        .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now)]))
        .returning('id')
        .executeTakeFirst();
      return claimed?.id ?? null;
    },

    /** Takes a given job (a new upload, a retry) when nobody holds it. */
    async claim(id: string, instance: string, now: number, leaseMs: number): Promise<boolean> {
      const claimed = await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: instance, lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('status', 'in', ['extracting', 'processing'])
        .where((eb) =>
          eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', instance), eb('lease_until', '<', now)]),
        )
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    /** Extends the lease; false when the job is no longer this instance's (it was taken over). */
    async renew(id: string, instance: string, now: number, leaseMs: number): Promise<boolean> {
      const renewed = await db
        .updateTable('bulk_jobs')
        .set({ lease_until: now + leaseMs })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .executeTakeFirst();
      return Number(renewed.numUpdatedRows) === 1;
    },

    /** Gives back every job this instance holds (at shutdown), for another instance or the next start. */
    async releaseAll(instance: string): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ claimed_by: null, lease_until: null })
        .where('claimed_by', '=', instance)
        .execute();
    },
  };
}

export type BulkRepository = ReturnType<typeof createBulkRepository>;
