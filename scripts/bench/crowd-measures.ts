/**
 * What the crowd bench (crowd.ts) reads of a run (answers as sent on the wire, the server's CPU time and memory, load
 * figures) and what it reports.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import autocannon from 'autocannon';

/** What a browser sends; both servers choose their encoding from it. */
export const ACCEPT_ENCODING = 'br, gzip';
export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses2xx: number;
  non2xx: number;
  /** Of the non-2xx answers: redirects, client errors and server errors (503 when the server sheds load). */
  byStatus: { '3xx': number; '4xx': number; '5xx': number };
  timeouts: number;
  /** Connection errors other than time-outs. */
  errors: number;
};

export type Print = (line: string) => void;

/** A progress bar on a terminal; in CI and logs only the plain result lines. */
const live = Boolean(process.stdout.isTTY) && !process.env.CI;

/** One GET without decompression, so the body is the bytes on the wire and the encoding is the server's choice. */
export function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.once('error', reject);
    });
    sent.once('error', reject);
    sent.end();
  });
}

/** The process's CPU time so far, user and system, all threads, in ms (/proc counts in USER_HZ, 100 a second). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function memoryMiB(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

/**
 * Waits until the server has finished what a load run left queued (a client that gave up does not stop a render):
 * a quarter of a second with under a tenth of a core busy. Gives up after two minutes and says so.
 */
export async function waitUntilIdle(pid: number, print: Print): Promise<void> {
  const deadline = Date.now() + 120_000;
  let before = await cpuMs(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await cpuMs(pid);
    if (now - before < 25) return;
    before = now;
  }
  print('crowd: (the server was still busy two minutes after the load stopped; measuring anyway)');
}

export function runLoad(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (live) autocannon.track(instance, { renderResultsTable: false, renderLatencyTable: false });
  });
}

export function figures(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses2xx: result['2xx'],
    non2xx: result.non2xx,
    byStatus: { '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
  };
}

export const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
export const thousands = (value: number) => Math.round(value).toLocaleString('en-GB');
export const shown = (load: LoadFigures) =>
  `${thousands(load.requestsPerSecond).padStart(6)} req/s p50 ${String(load.p50Ms).padStart(4)} ms p99 ${String(load.p99Ms).padStart(5)} ms` +
  (load.non2xx + load.timeouts + load.errors > 0
    ? ` (${load.non2xx} non-2xx: ${load.byStatus['5xx']} 5xx, ${load.byStatus['4xx']} 4xx, ${load.byStatus['3xx']} 3xx; ` +
      `${load.timeouts} time-outs, ${load.errors} errors)`
    : '');

/** What the crowd bench reports, beside the targets of the issue. */
export type CrowdBench = {
  loadSeconds: number;
  nginxVersion: string;
  comparison: {
    name: string;
    path: string;
    bytes: number;
    encoding: { app: string; nginx: string };
    transferredBytes: { app: number; nginx: number };
    byConnections: Record<string, { app: LoadFigures; nginx: LoadFigures; ratio: number }>;
  }[];
  cpuPerUncachedRender: {
    name: string;
    path: string;
    requests: number;
    cpuMs: number;
    wallMs: number;
    /** Requests answered 503 (overload) before one of the renders and asked again: their CPU is in cpuMs. */
    shed: number;
  }[];
  soak: {
    seconds: number;
    connections: number;
    urls: string[];
    runs: (LoadFigures & {
      healthz: { probes: number; maxMs: number | null; over100Ms: number; timedOut: number };
      rssMiB: { before: number; atEnd: number; idle: number; peak: number };
    })[];
  };
  targets: Record<string, { target: string; met: boolean }>;
  /** The machine's load average (1 minute) at the start and the end: other work on it shows in every figure. */
  loadAverage: { start: number; end: number };
};
