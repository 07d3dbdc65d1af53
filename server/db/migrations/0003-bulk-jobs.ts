import { migration } from './migration.ts';

/**
 * Bulk uploads as jobs that outlive a request (and a restart): one row per upload, one per photograph in it. A
 * photograph's product is created in the same transaction that marks its item done, so a crash leaves each item
 * either done with its product or still to do.
 */
export const bulkJobs = migration(async (db, { flag, timestamps, requiredText, required, belongsTo }) => {
  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('kind', 'status', 'categories'))
    .addColumn('publish', flag, (c) => c.notNull())
    .addColumn('message', 'text')
    .$call(timestamps)
    .execute();
  await db.schema
    .createTable('bulk_job_items')
    .addColumn('job_id', 'text', belongsTo('bulk_jobs.id'))
    .$call(required({ position: 'integer', filename: 'text' }))
    .addColumn('staged_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('title', 'text')
    .addColumn('slug', 'text')
    .addPrimaryKeyConstraint('bulk_job_items_pk', ['job_id', 'position'])
    .execute();
});
