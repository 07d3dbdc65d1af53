import { migration } from './migration.ts';

/**
 * What visitors searched for and did not find (issue 17): per week (its Monday, UTC) and normalised query, how many
 * searches found nothing, how many found pieces but led to none being opened, and when it was last seen. Nothing
 * about the visitor is kept.
 */
export const searchMisses = migration(async (db, { timestamp, requiredText }) => {
  await db.schema
    .createTable('search_misses')
    .$call(requiredText('week', 'query'))
    .addColumn('no_results', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('no_click', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_seen', timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['week', 'query'])
    .execute();
});
