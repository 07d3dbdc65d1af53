import { sql } from 'kysely';
import { migration } from './migration.ts';

/**
 * PostgreSQL only (decision 023): `search_index`, each document's words without their positions or weights, under a
 * GIN index, for the list of every match a search reads. The list read the whole `search_documents` rows (their
 * texts and weighted vector), 131 MB at 100,000 products; these rows are a third of that, and the broad queries'
 * lists take half the time. Ranking a window still reads the weighted vector. A trigger keeps the table equal to
 * `search_documents`, whoever writes it, as SQLite's triggers keep its FTS table of the same name.
 */
export const searchMatchList = migration(async (db, _types, dialect) => {
  if (dialect !== 'postgres') return;
  await sql`create table search_index (doc bigint primary key, words tsvector not null)`.execute(db);
  await sql`insert into search_index (doc, words) select doc, strip(document) from search_documents`.execute(
    db,
  );
  await sql`create index search_index_words_idx on search_index using gin (words)`.execute(db);
  await sql`
        create function search_index_follow() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then
            delete from search_index where doc = old.doc;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into search_index (doc, words) values (new.doc, strip(new.document));
          end if;
          return null;
        end $$`.execute(db);
  await sql`create trigger search_documents_index after insert or update or delete on search_documents
        for each row execute function search_index_follow()`.execute(db);
});
