import { sql } from 'kysely';
import { addIndex, migration } from './migration.ts';

/**
 * The search index (issue 17, decision 022).
 * - `search_queue`: the products whose index entry is out of date, one row per change. Triggers add them, whoever
 *   writes (the admin, a bulk upload, the old-site import, a restore), in the writer's own transaction: a change
 *   is never lost, even to a `kill -9`. The indexer (server/search/search-indexer.ts) takes rows by id, so a change
 *   made while a product is being indexed leaves a row of its own and is indexed again.
 * - `search_documents`: one row per published product, its words as the site normalises them (common/search-text.ts)
 *   in four fields: title, keywords, categories (with subcategories) and description; with the product's date
 *   and price for the orders. SQLite indexes it with FTS5 (`search_index`, contentless, kept equal to it by
 *   triggers), PostgreSQL with a generated, weighted `tsvector` under a GIN index. Both index the same words, already normalised.
 * - `search_terms`: every indexed term with the number of documents holding it and a word it was read from (the
 *   term of "Fountains" is "fountain"; "Did you mean" shows words): the vocabulary typos are corrected against, the
 *   same on both databases.
 */
export const search = migration(
  async (db, { timestamp, serial, serialKey, requiredText, required }, dialect) => {
    await db.schema
      .createTable('search_queue')
      .addColumn('id', serial, serialKey)
      .$call(requiredText('product_id'))
      .execute();
    await addIndex(db, 'search_queue_product_idx', 'search_queue', ['product_id']);
    await db.schema
      .createTable('search_documents')
      .addColumn('doc', serial, serialKey)
      .addColumn('product_id', 'text', (column) => column.notNull().unique())
      .$call(requiredText('title', 'keywords', 'categories', 'description'))
      .addColumn('created_at', timestamp, (column) => column.notNull())
      .addColumn('price_cents', 'bigint')
      .execute();
    await db.schema
      .createTable('search_terms')
      .addColumn('term', 'text', (column) => column.primaryKey())
      .$call(required({ documents: 'integer', word: 'text' }))
      .execute();

    if (dialect === 'postgres') {
      await sql`alter table search_documents add column document tsvector not null generated always as (
            setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', keywords), 'B') ||
            setweight(to_tsvector('simple', categories), 'C') || setweight(to_tsvector('simple', description), 'D')
          ) stored`.execute(db);
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
        db,
      );
      await sql`
          create function search_enqueue_product() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then
              insert into search_queue (product_id) values (old.product_id);
              return old;
            end if;
            insert into search_queue (product_id) values (new.product_id);
            return new;
          end $$`.execute(db);
      await sql`
          create function search_enqueue_self() returns trigger language plpgsql as $$
          begin
            insert into search_queue (product_id) values (case when tg_op = 'DELETE' then old.id else new.id end);
            return null;
          end $$`.execute(db);
      await sql`
          create function search_enqueue_members() returns trigger language plpgsql as $$
          begin
            if tg_table_name = 'categories' then
              insert into search_queue (product_id)
                select product_id from product_categories where category_id = new.id;
            else
              insert into search_queue (product_id)
                select product_id from product_subcategories where subcategory_id = new.id;
            end if;
            return null;
          end $$`.execute(db);
      await sql`create trigger products_search after insert or delete or update of
            title, description, keywords, tags, status, price_cents, created_at on products
          for each row execute function search_enqueue_self()`.execute(db);
      for (const table of ['product_categories', 'product_subcategories'])
        await sql`create trigger ${sql.raw(`${table}_search`)} after insert or delete on ${sql.table(table)}
            for each row execute function search_enqueue_product()`.execute(db);
      for (const table of ['categories', 'subcategories'])
        await sql`create trigger ${sql.raw(`${table}_search`)} after update of name on ${sql.table(table)}
            for each row when (old.name is distinct from new.name) execute function search_enqueue_members()`.execute(
          db,
        );
    } else {
      // Contentless: the words are in search_documents already; the FTS table holds only the index.
      await sql`create virtual table search_index using fts5(
            title, keywords, categories, description,
            content = '', contentless_delete = 1, tokenize = 'unicode61', prefix = '2 3 4'
          )`.execute(db);
      // The FTS table follows search_documents, whoever writes or empties it (the indexer, a restore).
      await sql`create trigger search_documents_insert after insert on search_documents
          begin
            insert into search_index (rowid, title, keywords, categories, description)
              values (new.doc, new.title, new.keywords, new.categories, new.description);
          end`.execute(db);
      await sql`create trigger search_documents_delete after delete on search_documents
          begin delete from search_index where rowid = old.doc; end`.execute(db);
      await sql`create trigger search_documents_update after update on search_documents
          begin
            delete from search_index where rowid = old.doc;
            insert into search_index (rowid, title, keywords, categories, description)
              values (new.doc, new.title, new.keywords, new.categories, new.description);
          end`.execute(db);
      await sql`create trigger products_search_insert after insert on products
          begin insert into search_queue (product_id) values (new.id); end`.execute(db);
      await sql`create trigger products_search_delete after delete on products
          begin insert into search_queue (product_id) values (old.id); end`.execute(db);
      await sql`create trigger products_search_update after update of
            title, description, keywords, tags, status, price_cents, created_at on products
          begin insert into search_queue (product_id) values (new.id); end`.execute(db);
      for (const table of ['product_categories', 'product_subcategories']) {
        await sql`create trigger ${sql.raw(`${table}_search_insert`)} after insert on ${sql.table(table)}
            begin insert into search_queue (product_id) values (new.product_id); end`.execute(db);
        await sql`create trigger ${sql.raw(`${table}_search_delete`)} after delete on ${sql.table(table)}
            begin insert into search_queue (product_id) values (old.product_id); end`.execute(db);
      }
      for (const [table, links, column] of [
        ['categories', 'product_categories', 'category_id'],
        ['subcategories', 'product_subcategories', 'subcategory_id'],
      ] as const) {
        await sql`create trigger ${sql.raw(table)}_search after update of name on ${sql.raw(table)}
          when old.name is not new.name
          begin
            insert into search_queue (product_id)
              select product_id from ${sql.raw(links)} where ${sql.raw(column)} = new.id;
          end`.execute(db);
      }
    }
    // Every product there is, once: the indexer builds the index from them after the migration.
    await sql`insert into search_queue (product_id) select id from products`.execute(db);
  },
);
