import { migration } from './migration.ts';

/**
 * Visitors' enquiries (issue 20, item 4; decision 036): one row per message sent through the site's forms, with the
 * piece or tour it is about. The product and the tour are named by id without a foreign key, and their title or
 * name is kept beside it: a piece moved to the trash and restored (decision 026) keeps its id, so the link comes
 * back, and one deleted for good still says what was asked about. Rows older than the privacy policy's period are
 * deleted (`created_at` index).
 */
export const enquiries = migration(async (db, { requiredText, timestamps }) => {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('status', 'name'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('visit_place_id', 'text')
    /** the piece's title or the tour's name when the enquiry was sent */
    .addColumn('subject_label', 'text')
    .addColumn('preferred_date', 'text')
    .addColumn('party_size', 'integer')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();
  await db.schema
    .createIndex('enquiries_status_idx')
    .on('enquiries')
    .columns(['status', 'created_at'])
    .execute();
});
