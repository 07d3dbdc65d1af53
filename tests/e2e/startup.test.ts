import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, test } from 'vitest';
import { startServer } from '#tests/helpers/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('PostgreSQL start-up test SKIPPED: TEST_DATABASE_URL is not set.');

async function firstPage(url: string) {
  const response = await fetch(`${url}/api/products?page=1&limit=20`);
  expect(response.status).toBe(200);
  return (await response.json()) as { products: unknown[]; total: number };
}

test('a fresh start serves 20 products of a catalogue of at least 72', async () => {
  const body = await firstPage(inject('baseUrl'));
  expect(body.products).toHaveLength(20);
  expect(body.total).toBeGreaterThanOrEqual(72);
});

test('restarting on the same data keeps it and does not seed twice', async () => {
  const before = await firstPage(inject('baseUrl'));
  const again = await startServer({ DATA_DIR: inject('dataDir'), DATABASE_URL: '' });
  try {
    const after = await firstPage(again.url);
    expect(after.total).toBe(before.total);
    expect(again.output()).not.toContain('demo content created');
  } finally {
    await again.stop();
  }
});

describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
  test('DATABASE_URL switches to PostgreSQL: seeded once, kept across a restart', async () => {
    const schema = `e2e_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-pg-'));
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    try {
      const first = await startServer(env, { timeoutMs: 240_000 });
      let total = 0;
      try {
        expect(first.output()).toContain('demo content created');
        const body = await firstPage(first.url);
        expect(body.products).toHaveLength(20);
        total = body.total;
        expect(total).toBeGreaterThanOrEqual(72);
        const tables = await admin.query(
          `select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name = 'products'`,
          [schema],
        );
        expect(tables.rows[0].n).toBe(1);
      } finally {
        await first.stop();
      }
      const second = await startServer(env);
      try {
        expect((await firstPage(second.url)).total).toBe(total);
        expect(second.output()).not.toContain('demo content created');
      } finally {
        await second.stop();
      }
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
