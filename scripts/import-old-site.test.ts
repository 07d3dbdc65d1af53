import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ObjectId } from 'bson';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type AppDatabase, type DialectName } from '#server/db/database.ts';
import type { CollectionCounts, ImportReport } from '#server/old-site-import/import-report.ts';
import { openUploadsFolder } from '#server/old-site-import/uploads-folder.ts';
import { generateOldSiteDump, type GeneratedDump } from '#scripts/old-site-dump/generate.ts';
import { DATABASE_KINDS } from '#tests/helpers/test-database.ts';

/**
 * The import as the owner runs it: the command itself in a process of its own, against a data folder (SQLite) or
 * a PostgreSQL schema of its own, read back directly once the command has ended.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'scripts', 'import-old-site.ts');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** Enough products that the import is still among them well after its first progress line. */
const PRODUCTS = 120;

type Doc = Record<string, unknown>;
type CliRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

let workDir: string;
let dump: GeneratedDump;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'import-cli-'));
  dump = await generateOldSiteDump({
    out: path.join(workDir, 'old-site'),
    form: 'bson',
    products: PRODUCTS,
    photoBytes: 8_000,
  });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/**
 * Runs `node scripts/import-old-site.ts` with the project's Node (vitest's own), stdout a pipe as in CI.
 * `onLine` sees each line of stdout as it comes, with the process, so a test can stop it there.
 */
function runCli(
  args: readonly string[],
  env: Record<string, string>,
  onLine?: (line: string, child: ChildProcess) => void,
): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) onLine?.(line, child);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** A database and data folder of its own, as the command finds them through DATA_DIR and DATABASE_URL. */
async function freshTarget(kind: DialectName) {
  const dataDir = await mkdtemp(path.join(workDir, 'data-'));
  const schema = `import_cli_${randomBytes(5).toString('hex')}`;
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL:
        kind === 'postgres' ? `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}` : '',
    },
    open(): AppDatabase {
      return openDatabase(
        kind === 'postgres'
          ? { kind: 'postgres', url: postgresUrl!, schema, maxConnections: 2 }
          : { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
      );
    },
    /** The tables the schema holds: none before the first real import. */
    async tables(): Promise<string[]> {
      if (kind === 'sqlite') return existsSync(path.join(dataDir, 'app.db')) ? ['(the SQLite file)'] : [];
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        const result = await client.query<{ table_name: string }>(
          'select table_name from information_schema.tables where table_schema = $1',
          [schema],
        );
        return result.rows.map((row) => row.table_name);
      } finally {
        await client.end();
      }
    },
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}

const importArgs = () => ['--from', dump.dumpDir, '--uploads', dump.uploadsDir];

async function readReport(file: string): Promise<ImportReport> {
  return JSON.parse(await readFile(file, 'utf8')) as ImportReport;
}

/** The counts table of the printed report, by collection. */
function printedCounts(stdout: string): Record<string, CollectionCounts> {
  const rows = stdout.matchAll(/^ {2}(\w+) +(\d+) +(\d+) +(\d+) +(\d+) +(\d+) +(\d+)$/gm);
  return Object.fromEntries(
    [...rows].map(([, name, ...numbers]) => {
      const [read, imported, updated, unchanged, skipped, conflicts] = numbers.map(Number);
      return [name, { read, imported, updated, unchanged, skipped, conflicts }];
    }),
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const hex = (id: unknown) => (id instanceof ObjectId ? id.toHexString() : null);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** The fixture's products that are records at all: readable, with an id and a title. */
const importable = () =>
  dump.collections.products.filter(
    (doc): doc is Doc =>
      doc !== null && (hex(doc._id) !== null || text(doc._id) !== '') && text(doc.title) !== '',
  );
/** Every photograph path a product names, as the old site stored them (`image`, then the gallery). */
function imagePaths(doc: Doc): string[] {
  const paths: string[] = [];
  for (const value of [doc.image, ...(Array.isArray(doc.images) ? doc.images : [])]) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed && !paths.includes(trimmed)) paths.push(trimmed);
  }
  return paths;
}

describe.each(DATABASE_KINDS)('the import command on %s', (kind) => {
  test('killed with SIGKILL among the products, a rerun finishes the job with nothing doubled or half-made', async () => {
    const target = await freshTarget(kind);
    try {
      let killedAt: string | null = null;
      const killed = await runCli(importArgs(), target.env, (line, child) => {
        // A third of the way in, the import is in the middle of the products.
        const progress = /^ {2}(\d+)\/(\d+) records \(products\)/.exec(line);
        if (!killedAt && progress && Number(progress[1]) >= Number(progress[2]) / 3) {
          killedAt = line;
          child.kill('SIGKILL');
        }
      });
      expect(killedAt, killed.stdout + killed.stderr).not.toBeNull();
      expect(killed.signal).toBe('SIGKILL');
      expect(killed.stdout).not.toContain('Import finished');

      const expected = importable();
      let before: number;
      {
        const database = target.open();
        const row = await database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        before = Number(row.n);
        await database.close();
      }
      expect(before, 'the kill landed in the middle of the products').toBeGreaterThan(0);
      expect(before, 'the kill landed in the middle of the products').toBeLessThan(expected.length);

      const reportFile = path.join(target.dataDir, 'rerun.json');
      const rerun = await runCli([...importArgs(), '--report', reportFile], target.env);
      expect(rerun.code, rerun.stderr).toBe(0);
      const report = await readReport(reportFile);
      // What the killed run wrote is whole: the rerun takes it as done and imports exactly the rest.
      expect(report.collections.products).toMatchObject({
        imported: expected.length - before,
        updated: 0,
        unchanged: before,
        conflicts: 0,
      });

      const database = target.open();
      try {
        const { db } = database;
        const products = await db.selectFrom('products').select('id').execute();
        expect(products).toHaveLength(expected.length);
        const productIds = new Set(products.map((product) => product.id));
        for (const doc of expected) if (hex(doc._id)) expect(productIds.has(hex(doc._id)!)).toBe(true);

        // Every product has the photographs the uploads folder holds for it, each linked once.
        const links = await db.selectFrom('product_images').selectAll().execute();
        const legacy = new Map(
          (await db.selectFrom('media_legacy_paths').selectAll().execute()).map((row) => [
            row.path,
            row.media_id,
          ]),
        );
        const uploads = (await openUploadsFolder(dump.uploadsDir))!;
        let withPhotographs = 0;
        for (const doc of expected) {
          const id = hex(doc._id);
          if (!id) continue;
          const wanted: { media_id: string | null; url: string | null }[] = [];
          for (const oldPath of imagePaths(doc)) {
            const source = await uploads.resolve(oldPath);
            if (source.kind === 'url') wanted.push({ media_id: null, url: source.url });
            else if (source.kind === 'file' && !dump.unreadableFiles.includes(oldPath)) {
              const mediaId = legacy.get(source.legacyPath);
              expect(mediaId, `${id}: ${oldPath}`).toBeDefined();
              if (!wanted.some((image) => image.media_id === mediaId))
                wanted.push({ media_id: mediaId!, url: null });
            }
          }
          const linked = links
            .filter((link) => link.product_id === id)
            .map((link) => ({ media_id: link.media_id, url: link.url }));
          expect(linked, id).toEqual(expect.arrayContaining(wanted));
          expect(linked, id).toHaveLength(wanted.length);
          if (wanted.some((image) => image.media_id)) withPhotographs++;
        }
        expect(withPhotographs).toBeGreaterThan(expected.length / 2);

        // One media row per content, each used by a record, each with its file; no file without its row.
        const media = await db
          .selectFrom('media')
          .select(['id', 'kind', 'content_hash', 'storage_key'])
          .execute();
        expect(new Set(media.map((row) => row.content_hash)).size).toBe(media.length);
        const places = await db
          .selectFrom('visit_places')
          .select(['image_media_id', 'video_media_id'])
          .execute();
        const masters = await db.selectFrom('masters').select('image_media_id').execute();
        const used = new Set([
          ...links.map((link) => link.media_id),
          ...places.flatMap((place) => [place.image_media_id, place.video_media_id]),
          ...masters.map((master) => master.image_media_id),
        ]);
        expect(media.filter((row) => !used.has(row.id)).map((row) => row.storage_key)).toEqual([]);
        const mediaDir = path.join(target.dataDir, 'media');
        expect((await filesUnder(path.join(mediaDir, 'originals'))).sort()).toEqual(
          media
            .filter((row) => row.kind === 'image')
            .map((row) => row.storage_key)
            .sort(),
        );
        expect((await filesUnder(path.join(mediaDir, 'videos'))).sort()).toEqual(
          media
            .filter((row) => row.kind === 'video')
            .map((row) => row.storage_key)
            .sort(),
        );

        // Exactly one bookkeeping row per record imported, and none for a record that is not there.
        const marks = await db.selectFrom('import_records').select(['collection', 'target_id']).execute();
        const tables = {
          products: productIds,
          visitplaces: new Set((await db.selectFrom('visit_places').select('id').execute()).map((r) => r.id)),
          masters: new Set((await db.selectFrom('masters').select('id').execute()).map((r) => r.id)),
          subcategories: new Set(
            (await db.selectFrom('subcategories').select('id').execute()).map((r) => r.id),
          ),
        };
        for (const [collection, ids] of Object.entries(tables)) {
          const targets = marks
            .filter((mark) => mark.collection === collection)
            .map((mark) => mark.target_id);
          expect(targets.sort(), collection).toEqual([...ids].sort());
        }
        const recordMarks = marks.filter((mark) => mark.collection in tables).length;
        expect(recordMarks).toBe(
          expected.length + tables.visitplaces.size + tables.masters.size + tables.subcategories.size,
        );
      } finally {
        await database.close();
      }

      const thirdFile = path.join(target.dataDir, 'third.json');
      const third = await runCli([...importArgs(), '--report', thirdFile], target.env);
      expect(third.code, third.stderr).toBe(0);
      const again = await readReport(thirdFile);
      for (const [name, counts] of Object.entries(again.collections))
        expect([counts.imported, counts.updated, counts.conflicts], name).toEqual([0, 0, 0]);
      expect(again.collections.products.unchanged).toBe(expected.length);
    } finally {
      await target.remove();
    }
  });

  test('a dry run leaves the database and the media store empty and reports what the import then does', async () => {
    const target = await freshTarget(kind);
    try {
      const dryFile = path.join(target.dataDir, 'dry.json');
      const dry = await runCli([...importArgs(), '--dry-run', '--report', dryFile], target.env);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('Dry run: nothing was written.');
      expect(await target.tables()).toEqual([]);
      expect(await filesUnder(path.join(target.dataDir, 'media'))).toEqual([]);

      const realFile = path.join(target.dataDir, 'real.json');
      const real = await runCli([...importArgs(), '--report', realFile], target.env);
      expect(real.code, real.stderr).toBe(0);
      expect(real.stdout).toContain('Import finished.');
      expect((await readReport(realFile)).collections).toEqual((await readReport(dryFile)).collections);
    } finally {
      await target.remove();
    }
  });

  test('in CI it prints plain progress lines, exits 0, and --report writes the counts the text shows', async () => {
    const target = await freshTarget(kind);
    try {
      const reportFile = path.join(target.dataDir, 'report.json');
      const run = await runCli([...importArgs(), '--report', reportFile], target.env);
      expect(run.code, run.stderr).toBe(0);
      // No bar redrawn in place: no escape codes, no carriage returns, a line at every tenth or so.
      expect(run.stdout).not.toContain('\u001b');
      expect(run.stdout).not.toContain('\r');
      const progress = run.stdout
        .split('\n')
        .filter((line) => / records \(\w+\), about \d+ s left$/.test(line));
      expect(progress.length).toBeGreaterThanOrEqual(8);
      expect(progress.at(-1)).toMatch(/^ {2}(\d+)\/\1 records/);
      expect(run.stdout).toContain(`The report is written to ${reportFile}`);

      const report = await readReport(reportFile);
      expect(report.dryRun).toBe(false);
      expect(printedCounts(run.stdout)).toEqual(report.collections);
      expect(report.collections.products.imported).toBe(importable().length);
      expect(report.missingMedia.map((entry) => entry.path)).toEqual(
        expect.arrayContaining(dump.missingFiles),
      );
    } finally {
      await target.remove();
    }
  });
});

describe('the import command given a wrong command line or an unreadable dump', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(workDir, 'data-'));
  });
  const env = () => ({ DATA_DIR: dataDir });

  test.each([
    ['no --from', ['--uploads', 'uploads'], '--from and --uploads are both needed.'],
    ['no --uploads', ['--from', 'dump'], '--from and --uploads are both needed.'],
    ['an unknown flag', ['--from', 'dump', '--uploads', 'uploads', '--force'], "Unknown option '--force'"],
    ['a stray argument', ['dump', 'uploads'], 'Unexpected argument'],
  ])('%s: exit 2 with the usage', async (_, args, message) => {
    const run = await runCli(args, env());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain(
      'Usage: npm run import:old-site -- --from DIR --uploads DIR [--dry-run] [--report FILE]',
    );
    expect(run.stdout).toBe('');
  });

  test('a --from folder that does not exist: exit 1, saying so', async () => {
    const missing = path.join(workDir, 'no-such-dump');
    const run = await runCli(['--from', missing, '--uploads', dump.uploadsDir], env());
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`--from ${missing}: no such folder.`);
  });

  test('a --from folder without any collection: exit 1, naming what it looked for', async () => {
    const empty = path.join(workDir, 'empty-dump');
    await mkdir(path.join(empty, 'gandhara'), { recursive: true });
    await writeFile(path.join(empty, 'gandhara', 'notes.txt'), 'the dump is on the other disk\n');
    const run = await runCli(['--from', empty, '--uploads', dump.uploadsDir], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--from ${empty}: found no products.bson (mongodump) or products.json`);
  });

  test.each([
    ['products.bson', 'random bytes', () => randomBytes(4096)],
    ['products.bson', 'a text file', () => 'SELECT * FROM products;\n'],
    ['products.json', 'lines that are not JSON', () => 'title,price\nBuddha Head,250\n'],
    ['products.json', 'a broken JSON array', () => '[{"_id": {"$oid": "5f0c'],
  ])('a %s of %s: exit 1, naming the file, and nothing imported', async (file, _, content) => {
    const garbage = await mkdtemp(path.join(workDir, 'garbage-'));
    await writeFile(path.join(garbage, file), content());
    const own = await mkdtemp(path.join(workDir, 'data-'));
    const run = await runCli(['--from', garbage, '--uploads', dump.uploadsDir], { DATA_DIR: own });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(file);
    expect(run.stdout).not.toContain('Import finished');
    expect(await filesUnder(path.join(own, 'media'))).toEqual([]);
  });
});
