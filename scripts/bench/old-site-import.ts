/**
 * Moving a shop from the old site (issue 13): a generated old-site dump of 2,000 products with a photograph of about
 * 2 MB each (the old site has ~1,830), imported by `npm run import:old-site` into a fresh SQLite site, with the
 * importer's peak memory, which must stay under 1 GiB. Section `import` of `npm run bench`; alone:
 *   npm run bench -- import
 * The dump takes about 4 GB in the temp folder (a few minutes to draw) and the imported originals as much again; both
 * are deleted afterwards.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateOldSiteDump } from '#scripts/old-site-dump/generate.ts';
import type { ImportReport } from '#server/old-site-import/import-report.ts';

const PRODUCTS = 2000;
const PHOTO_BYTES = 2_000_000;
const IMPORTER = path.resolve(import.meta.dirname, '../import-old-site.ts');
/** How often the importer's memory is read: its high-water mark misses nothing but the last moments before exit. */
const SAMPLE_MS = 100;
const MiB = 1024 * 1024;

export type OldSiteImportBench = {
  products: number;
  photoBytes: number;
  dump: { seconds: number; photos: number; photosMiB: number };
  import: {
    seconds: number;
    productsImported: number;
    productsPerSecond: number;
    photosStored: number;
    photosPerSecond: number;
    peakRssMiB: number;
    underOneGiB: boolean;
    missingMedia: number;
  };
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The kernel's record of a process's peak resident memory, in KiB, while it runs (Linux); null once it has gone. */
async function highWaterKiB(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kib === undefined ? null : Number(kib);
}

/**
 * Runs the import command as the owner would (its own Node process, plain progress lines as in CI) and follows its
 * memory from outside, so that the numbers are the importer's and not the bench's.
 */
async function runImporter(
  args: string[],
  env: Record<string, string>,
): Promise<{ ms: number; peakKiB: number; output: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [IMPORTER, ...args], {
    env: { ...process.env, CI: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakKiB = 0;
  const sampler = setInterval(() => {
    void highWaterKiB(child.pid!).then((kib) => {
      if (kib !== null) peakKiB = Math.max(peakKiB, kib);
    });
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`The import exited with ${code}:\n${output}`);
  return { ms, peakKiB, output };
}

export async function benchOldSiteImport(
  options: { products?: number; photoBytes?: number; print?: (line: string) => void } = {},
): Promise<OldSiteImportBench> {
  const products = options.products ?? PRODUCTS;
  const photoBytes = options.photoBytes ?? PHOTO_BYTES;
  const print = options.print ?? (() => {});
  const work = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-old-site-'));
  try {
    print(
      `import: drawing an old-site dump of ${products} products, photographs of ~${photoBytes / 1e6} MB…`,
    );
    const dumpStarted = performance.now();
    let lastTenth = 0;
    const dump = await generateOldSiteDump({
      out: path.join(work, 'old-site'),
      form: 'bson',
      products,
      photoBytes,
      onProgress: (done, total) => {
        const tenth = Math.floor((done / total) * 10);
        if (tenth > lastTenth && tenth < 10) print(`import:   ${done}/${total} photographs drawn`);
        lastTenth = tenth;
      },
    });
    const dumpSeconds = (performance.now() - dumpStarted) / 1000;
    const uploads = await filesUnder(dump.uploadsDir);
    const photos = uploads.filter((file) => /\.(jpe?g|png)$/i.test(file));
    let photoTotal = 0;
    for (const file of photos) photoTotal += (await stat(file)).size;

    print(`import: importing into a fresh SQLite site…`);
    const dataDir = path.join(work, 'site');
    const reportFile = path.join(work, 'import-report.json');
    const run = await runImporter(
      ['--from', dump.dumpDir, '--uploads', dump.uploadsDir, '--report', reportFile],
      { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'off', LOG_LEVEL: 'warn' },
    );
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as ImportReport;
    const productsImported = report.collections.products.imported;
    if (productsImported === 0) throw new Error(`The import brought no product:\n${run.output}`);
    // Each distinct photograph is stored once as an original, whichever record named it.
    const photosStored = (await filesUnder(path.join(dataDir, 'media', 'originals'))).length;

    const seconds = run.ms / 1000;
    const round = (value: number) => Math.round(value * 100) / 100;
    const peakRssMiB = Math.round(run.peakKiB / 1024);
    return {
      products,
      photoBytes,
      dump: { seconds: round(dumpSeconds), photos: photos.length, photosMiB: Math.round(photoTotal / MiB) },
      import: {
        seconds: round(seconds),
        productsImported,
        productsPerSecond: round(productsImported / seconds),
        photosStored,
        photosPerSecond: round(photosStored / seconds),
        peakRssMiB,
        underOneGiB: run.peakKiB < 1024 * 1024,
        missingMedia: report.missingMedia.length,
      },
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
