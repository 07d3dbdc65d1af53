/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone) on public pages, in Debian's Chromium.
 * Reports the four category scores, the page weight and the JavaScript transferred.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/helpers/chromium.ts';

export type LighthouseResult = {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  totalKiB: number;
  scriptKiB: number;
  failing: string[];
  /** The performance score of each run, lowest first; the result is the median run. */
  performanceRuns: number[];
};

type LighthouseRun = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const RUNS = 5;
/** A category's score out of 100. */
const categoryScore = (run: LighthouseRun, id: string) => Math.round((run.categories[id]?.score ?? 0) * 100);
const performanceScore = (run: LighthouseRun) => categoryScore(run, 'performance');

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is repeated. */
async function measure(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const lhr = runner!.lhr;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
}

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      // A first visit makes the page's image variants, which production serves from disk ever after: warm up, then
      // measure. Lighthouse's own advice for a score that varies between runs: take the median of several.
      await measure(`${baseUrl}${path}`, chrome.port);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${baseUrl}${path}`, chrome.port));
      runs.sort((a, b) => performanceScore(a) - performanceScore(b));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const score = (id: string) => categoryScore(lhr, id);
      const numeric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
      const byType =
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      const size = (type: string) =>
        Math.round((byType.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => `${audit.id} (${audit.score})`);
      results.push({
        path,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        },
        metrics: {
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          fcpMs: numeric('first-contentful-paint'),
        },
        totalKiB: size('total'),
        scriptKiB: size('script'),
        failing,
        performanceRuns: runs.map(performanceScore),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A page with nothing to do: a heading and a line of text, no script, no style sheet, no image. */
const EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>An empty page</title>' +
  '<meta name="description" content="The Lighthouse bench\'s control page."></head>' +
  '<body><h1>An empty page</h1><p>Nothing here runs, loads or moves.</p></body></html>';

/**
 * Lighthouse on an empty page, measured like the site's pages: the machine's own floor. Lighthouse's simulated phone
 * multiplies what the browser here really spends by four, so a machine whose browser is slow to make a new page,
 * or busy with other work, adds blocking time to every page alike. An empty page measures 100 and 0 ms of blocking
 * time on a quiet, capable machine; anything else says the figures beside it are the machine's as much as the site's.
 */
export async function runLighthouseControl(): Promise<LighthouseResult> {
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(EMPTY_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const [result] = await runLighthouse(`http://127.0.0.1:${port}`, ['/']);
    return result!;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
