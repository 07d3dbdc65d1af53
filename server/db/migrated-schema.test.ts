import { sql, type Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '#tests/helpers/test-database.ts';
import type { AppDatabase } from './database.ts';

/**
 * The schema the migrations build, as each database describes it: every table, column, index, constraint, trigger
 * and function. A change to a migration that changes what it builds (a sites' databases were migrated by the old
 * one) fails here; a new migration updates the pinned files with `npx vitest run -u`.
 */
async function describeSchema(database: AppDatabase): Promise<string> {
  const db = database.db as Kysely<unknown>;
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(
      db,
    );
    return rows.map((row) => `-- ${row.type} ${row.name}\n${row.sql ?? ''};\n`).join('\n');
  }
  const schema = database.schema!;
  const queries = {
    columns: sql`select table_name, ordinal_position, column_name, data_type, is_nullable, column_default,
        is_identity, is_generated, generation_expression
      from information_schema.columns where table_schema = ${schema} order by table_name, ordinal_position`,
    constraints: sql`select c.relname as table_name, k.conname, k.contype, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} order by c.relname, k.conname`,
    indexes: sql`select tablename, indexname, indexdef from pg_indexes where schemaname = ${schema}
      order by tablename, indexname`,
    triggers: sql`select event_object_table, trigger_name, event_manipulation, action_timing, action_orientation,
        action_condition, action_statement
      from information_schema.triggers where trigger_schema = ${schema}
      order by event_object_table, trigger_name, event_manipulation`,
    functions: sql`select p.proname, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ${schema} order by p.proname`,
    sequences: sql`select sequence_name, data_type, start_value, increment from information_schema.sequences
      where sequence_schema = ${schema} order by sequence_name`,
  };
  const sections: string[] = [];
  for (const [name, query] of Object.entries(queries)) {
    const { rows } = await query.execute(db);
    sections.push(`-- ${name}\n${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
  }
  // Each test database lives in a schema of its own name.
  return sections.join('\n').replaceAll(schema, '<schema>');
}

test.each(DATABASE_KINDS)('the migrations build the same schema as ever on %s', async (kind) => {
  const database = await createTestDatabase(kind);
  try {
    await expect(await describeSchema(database)).toMatchFileSnapshot(`./migrated-schema.${kind}.txt`);
  } finally {
    await database.close();
  }
});
