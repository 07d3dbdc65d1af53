/**
 * npm run bench: measurements, not pass/fail tests. Writes bench-results/report.json and prints a summary.
 *   start-up  fresh data folder → /api/products answering with the seeded catalogue (build included if stale)
 *   api       requests per second and latency of the public reads (autocannon, on loopback)
 *   images    first (encode) and cached response times of image variants; AVIF effort versus WebP
 *   lighthouse mobile scores, page weight and JavaScript transferred of home, /products and a product page
 *   bulk      50 photographs of 12 megapixels through the bulk upload: photos per second and the server's peak
 *             memory, next to sharp doing the same image work alone
 *   encode    AVIF effort against WebP on one photograph-like source
 *   import    the old-site import of 2,000 products with photographs of ~2 MB: products and photos per second and
 *             the importer's peak memory (old-site-import.ts)
 *   crowd     each benched page and the list API against nginx serving the same bytes (1 and 50 connections),
 *             the CPU per uncached render, and two 60 s soaks of 200 connections with /healthz probes and the
 *             server's memory (crowd.ts)
 *   scale     the list API (first and 4,000th page), a category (API and page), the admin list and the sitemap
 *             with 100 and with 100,000 products, on SQLite and PostgreSQL, at 1 and 10 connections (scale.ts)
 *   variants  50 different variants of 50-megapixel photographs asked for at once: statuses, Retry-After, the
 *             slowest answer and the server's peak memory (large-variants.ts)
 *   search    the search engine with 100 and with 100,000 products, on SQLite and PostgreSQL: the time to index the
 *             grown catalogue after a start, /api/search over ~20 visitors' queries (typos, several words, one
 *             that finds nothing) at 1 and 10 connections, /api/search/suggest over prefixes being typed, and
 *             the time from an admin's save to the search that finds it (search.ts)
 *   csv       the products' CSV import (preview and write) and export of 5,000 products, and the rerun of the
 *             exported file, on SQLite and PostgreSQL: time and rows per second (csv.ts)
 *   bulk-edit the admin list's bulk price change (+10%, rounded) of 5,000 and of 100,000 products on SQLite and
 *             PostgreSQL: its summary, the edit in one transaction and its undo (bulk-edit.ts)
 * Every section by default; `npm run bench -- import bulk` runs only those named, and replaces only theirs in the
 * report (each section's time is in `measuredAt`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp, { type Sharp } from 'sharp';
import { ensureBuild } from '#scripts/ensure-build.ts';
import { ROOT } from '#scripts/build-stamp.ts';
import { startServer } from '#tests/helpers/server-process.ts';
import { benchBulkEdit } from './bulk-edit.ts';
import { benchBulkUpload } from './bulk-upload.ts';
import { benchCrowd } from './crowd.ts';
import { benchCsv } from './csv.ts';
import { runLighthouse, runLighthouseControl } from './lighthouse.ts';
import { benchOldSiteImport } from './old-site-import.ts';
import { benchLargeVariants } from './large-variants.ts';
import { benchScale } from './scale.ts';
import { benchSearch } from './search.ts';

const SECTIONS = [
  'start-up',
  'api',
  'images',
  'lighthouse',
  'bulk',
  'encode',
  'import',
  'crowd',
  'scale',
  'variants',
  'search',
  'csv',
  'bulk-edit',
] as const;
type Section = (typeof SECTIONS)[number];
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown section ${unknown.join(', ')}.\nUsage: npm run bench [-- ${SECTIONS.join('|')} …]\n`,
  );
  process.exit(2);
}
const chosen = new Set<string>(named.length > 0 ? named : SECTIONS);
const runs = (section: Section) => chosen.has(section);

sharp.concurrency(2);
const report: Record<string, unknown> = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  at: new Date().toISOString(),
};
const measuredAt: Record<string, string> = {};
/** Puts a section's numbers in the report under `key`, with the time they were taken. */
function record(key: string, value: unknown) {
  report[key] = value;
  measuredAt[key] = new Date().toISOString();
}
const print = (line: string) => process.stdout.write(`${line}\n`);

async function load(url: string, seconds = 8) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    errors: result.errors + result.non2xx,
  };
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await work();
  return [Math.round(performance.now() - start), value];
}

// Start-up, API, images and Lighthouse share one server with the demo catalogue.
if (runs('start-up') || runs('api') || runs('images') || runs('lighthouse')) {
  // Start-up: what a newcomer waits for after `npm start` on a fresh clone.
  const buildStart = performance.now();
  ensureBuild();
  const buildMs = Math.round(performance.now() - buildStart);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-'));
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    { timeoutMs: 300_000 },
  );
  try {
    const first = (await (await fetch(`${server.url}/api/products?page=1&limit=20`)).json()) as {
      total: number;
      products: { image: string }[];
    };
    if (runs('start-up')) {
      record('startup', {
        buildMs,
        serverReadyWithDemoContentMs: server.readyAfterMs,
        products: first.total,
      });
      print(
        `start-up: build ${buildMs} ms (0 when current), server ready with ${first.total} products after ${server.readyAfterMs} ms`,
      );
    }

    // API reads.
    if (runs('api')) {
      const api: Record<string, unknown> = {};
      for (const [name, url] of [
        ['products page', '/api/products?page=1&limit=20'],
        ['category page', '/api/products/category/featuredProducts?page=1&limit=20'],
        ['visit places', '/visit-places/all'],
        ['home page (SSR)', '/'],
      ] as const) {
        api[name] = await load(`${server.url}${url}`);
        const result = api[name] as Awaited<ReturnType<typeof load>>;
        print(
          `api: ${name.padEnd(16)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  errors ${result.errors}`,
        );
      }
      record('api', api);
    }

    // Image variants: first request encodes, later ones are files.
    if (runs('images')) {
      const imagePath = new URL(first.products[1]!.image).pathname;
      const images: Record<string, unknown> = {};
      for (const format of ['avif', 'webp'] as const) {
        const url = `${server.url}${imagePath.replace(/\/\d+$/, '/1280')}.${format}`;
        const [firstMs, response] = await time(() => fetch(url));
        const bytes = (await response.arrayBuffer()).byteLength;
        const [cachedMs] = await time(() => fetch(url).then((r) => r.arrayBuffer()));
        images[`${format} 1280`] = { firstRequestMs: firstMs, cachedRequestMs: cachedMs, bytes };
        print(
          `image: ${format} 1280 px first ${firstMs} ms, cached ${cachedMs} ms, ${Math.round(bytes / 1024)} KiB`,
        );
      }
      images['cached variant load'] = await load(`${server.url}${imagePath}.webp`, 5);
      record('images', images);
    }

    // Lighthouse, mobile preset (simulated slow 4G, mid-range phone), on the pages visitors land on: the median of 5 runs.
    if (runs('lighthouse')) {
      const slug = (first.products[0] as unknown as { slug: string }).slug;
      const lighthouse = await runLighthouse(server.url, [
        '/',
        '/products',
        `/product/${slug}`,
        '/visit-taxila',
        '/our-masters',
      ]);
      // The same measure of an empty page, after the site's: how much of the figures the machine itself adds.
      const control = await runLighthouseControl();
      for (const page of [...lighthouse, { ...control, path: 'control: an empty page (the machine)' }]) {
        const { performance, accessibility, bestPractices, seo } = page.scores;
        print(
          `lighthouse: ${page.path.padEnd(44)} perf ${performance}  a11y ${accessibility}  best ${bestPractices}  seo ${seo}  ` +
            `LCP ${Math.round(page.metrics.lcpMs)} ms  TBT ${Math.round(page.metrics.tbtMs)} ms  CLS ${page.metrics.cls}  ` +
            `weight ${page.totalKiB} KiB  JS ${page.scriptKiB} KiB  (perf of ${page.performanceRuns.length} runs: ${page.performanceRuns.join(', ')})`,
        );
      }
      record('lighthouse', { pages: lighthouse, emptyPage: control });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Bulk upload: the owner's shelf of carvings, photographed on a phone.
if (runs('bulk')) {
  const bulk = await benchBulkUpload();
  record('bulkUpload', bulk);
  print(
    `bulk upload: ${bulk.photos} photos of ${bulk.megapixels} MP (${bulk.uploadMiB} MiB) in ${bulk.server.seconds} s = ` +
      `${bulk.server.photosPerSecond} photos/s, server peak memory ${bulk.server.peakRssMiB} MiB ` +
      `(${bulk.server.peakRssMiB < 1024 ? 'under' : 'OVER'} the 1 GiB limit)`,
  );
  print(
    `bulk upload: sharp alone, same image work: ${bulk.sharpAlone.seconds} s = ${bulk.sharpAlone.photosPerSecond} photos/s, ` +
      `peak memory ${bulk.sharpAlone.peakRssMiB} MiB`,
  );
}

// AVIF effort against WebP on a photograph-like source (the measurement behind docs/decisions/003).
if (runs('encode')) {
  const source = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(3)
    .jpeg({ quality: 90 })
    .toBuffer();
  const encoders: Record<string, unknown> = {};
  for (const [name, encode] of [
    ['webp q76', (s: Sharp) => s.webp({ quality: 76 })],
    ['avif q52 effort 2', (s: Sharp) => s.avif({ quality: 52, effort: 2 })],
    ['avif q52 effort 4 (default)', (s: Sharp) => s.avif({ quality: 52, effort: 4 })],
  ] as const) {
    const timings: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const [ms, output] = await time(() => encode(sharp(source).resize(1280)).toBuffer());
      timings.push(ms);
      bytes = output.length;
    }
    encoders[name] = { medianMs: timings.sort((a, b) => a - b)[1], bytes };
    print(`encode: ${name.padEnd(28)} ${String(timings[1]).padStart(5)} ms  ${Math.round(bytes / 1024)} KiB`);
  }
  record('encoders', encoders);
}

// The old site's catalogue moved over in one command (issue 13).
if (runs('import')) {
  const moved = await benchOldSiteImport({ print });
  record('oldSiteImport', moved);
  const { dump, import: run } = moved;
  print(
    `import: dump of ${moved.products} products and ${dump.photos} photographs (${dump.photosMiB} MiB) drawn in ${dump.seconds} s`,
  );
  print(
    `import: ${run.productsImported} products and ${run.photosStored} photographs in ${run.seconds} s = ` +
      `${run.productsPerSecond} products/s, ${run.photosPerSecond} photos/s, importer peak memory ${run.peakRssMiB} MiB ` +
      `(${run.underOneGiB ? 'under' : 'OVER'} the 1 GiB limit)`,
  );
}

// A crowd of visitors at once, with nginx serving the same bytes beside the app (issue 15).
if (runs('crowd')) record('crowd', await benchCrowd({ print }));

// The catalogue at 100,000 products, beside the same requests at 100 (issue 15).
if (runs('scale')) record('scale', await benchScale({ print }));

// The largest photographs' variants, all at once (issue 16).
if (runs('variants')) {
  const variants = await benchLargeVariants(print);
  record('largeVariants', variants);
  print(
    `variants: ${variants.requests} new variants of ${variants.megapixels}-megapixel photographs at once: ${variants.ok} × 200, ` +
      `${variants.busy} × 503 (${variants.busyWithRetryAfter} with Retry-After), ${variants.other} other; slowest ${variants.slowestMs} ms; ` +
      `server memory ${variants.serverRssBeforeMiB} → peak ${variants.serverPeakRssMiB} MiB (${variants.underOneGiB ? 'under' : 'OVER'} 1 GiB); ` +
      `every variant served ${variants.allServedAfterRetriesSeconds} s later`,
  );
}

// The search engine at 100,000 products: indexing, queries, suggestions and a save's way into the index (issue 17).
if (runs('search')) record('search', await benchSearch({ print }));

// The products' CSV import and export at 5,000 products (issue 18, item 4).
if (runs('csv')) record('csv', await benchCsv({ print }));
// The admin list's bulk edit at 5,000 and 100,000 products (issue 18).
if (runs('bulk-edit')) record('bulkEdit', await benchBulkEdit({ print }));

// A run of some sections keeps the other sections' last numbers.
const out = path.join(ROOT, 'bench-results');
const reportFile = path.join(out, 'report.json');
const earlier =
  named.length > 0 && existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
    : {};
const merged = {
  ...earlier,
  ...report,
  measuredAt: { ...(earlier.measuredAt as Record<string, string> | undefined), ...measuredAt },
};
mkdirSync(out, { recursive: true });
writeFileSync(reportFile, `${JSON.stringify(merged, null, 2)}\n`);
print(`\nreport written to ${path.relative(ROOT, reportFile)}`);
