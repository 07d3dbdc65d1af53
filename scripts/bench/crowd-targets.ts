/** What the crowd asks for (the pages, the list API, the home page's pictures), and the soak that asks for all of it at once. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type RunningServer } from '#tests/helpers/server-process.ts';
import { ACCEPT_ENCODING, figures, memoryMiB, type Print, runLoad, waitUntilIdle } from './crowd-measures.ts';

export const SOAK_SECONDS = 60;
export const SOAK_CONNECTIONS = 200;
export const SOAK_RUNS = 2;
/** The variants in the soak's mix: one per picture on the home page, as many as a visitor's phone would fetch. */
const SOAK_IMAGES = 8;
/** A load balancer would pull an instance whose health check takes longer than this. */
export const HEALTHZ_LIMIT_MS = 100;
export type Target = { name: string; path: string; kind: 'page' | 'api' };

/** The pages of the bench, and the list API, found in the seeded catalogue. */
export async function findTargets(baseUrl: string): Promise<Target[]> {
  // A server just started may still be busy (compiling, warming its caches) and answer 503: ask again, as told.
  let answer = await fetch(`${baseUrl}/api/products?page=1&limit=20`);
  for (let attempt = 1; answer.status === 503 && attempt < 10; attempt++) {
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 * Number(answer.headers.get('retry-after') ?? 1)),
    );
    answer = await fetch(`${baseUrl}/api/products?page=1&limit=20`);
  }
  if (!answer.ok) throw new Error(`The list API answered ${answer.status}: ${await answer.text()}`);
  const list = (await answer.json()) as { products: { slug: string; categories: string[] }[] };
  const product = list.products[0];
  if (!product) throw new Error('The crowd bench needs the demo catalogue, and the server has no product.');
  const { categories } = (await (await fetch(`${baseUrl}/api/categories`)).json()) as {
    categories: { name: string; slug: string }[];
  };
  const category = categories.find((candidate) => candidate.name === product.categories[0]) ?? categories[0];
  if (!category) throw new Error('The crowd bench needs the demo catalogue, and the server has no category.');
  return [
    { name: 'home', path: '/', kind: 'page' },
    { name: 'products', path: '/products', kind: 'page' },
    { name: 'product', path: `/product/${product.slug}`, kind: 'page' },
    { name: 'category', path: `/category/${category.slug}`, kind: 'page' },
    { name: 'visit-taxila', path: '/visit-taxila', kind: 'page' },
    { name: 'list API', path: '/api/products?page=1&limit=20', kind: 'api' },
  ];
}

/** The AVIF a phone would fetch for each picture on the home page: the variant nearest 640 px wide. */
export function imageVariants(homeHtml: string): string[] {
  const byPicture = new Map<string, { url: string; width: number }>();
  for (const match of homeHtml.matchAll(/\/media\/([a-f0-9]{64})\/[a-z0-9]{10}\/(\d+)\.avif/g)) {
    const [url, hash, width] = [match[0], match[1]!, Number(match[2])];
    const chosen = byPicture.get(hash);
    if (!chosen || Math.abs(width - 640) < Math.abs(chosen.width - 640)) byPicture.set(hash, { url, width });
  }
  return [...byPicture.values()].slice(0, SOAK_IMAGES).map((variant) => variant.url);
}

/** Pages, the API and variants one after another from every connection, with a /healthz probe beside them. */
export async function soak(server: RunningServer, pid: number, urls: string[], run: number, print: Print) {
  await waitUntilIdle(pid, print);
  const before = await memoryMiB(pid);
  print(
    `crowd: soak ${run}/${SOAK_RUNS}: ${SOAK_CONNECTIONS} connections × ${SOAK_SECONDS} s of mixed public traffic…`,
  );
  const probe = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'healthz-probe.ts'), server.url, String(SOAK_SECONDS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let probeOutput = '';
  probe.stdout.on('data', (chunk: Buffer) => (probeOutput += chunk.toString()));
  const probed = new Promise<void>((resolve) => probe.once('exit', () => resolve()));
  const result = await runLoad({
    url: server.url,
    connections: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: urls.map((url) => ({
      method: 'GET' as const,
      path: url,
      ...(url.startsWith('/media/') ? { headers: { accept: 'image/avif,image/webp,*/*' } } : {}),
    })),
  });
  const atEnd = await memoryMiB(pid);
  await probed;
  const { latenciesMs } = JSON.parse(probeOutput) as { latenciesMs: (number | null)[] };
  const answered = latenciesMs.filter((ms): ms is number => ms !== null);
  await waitUntilIdle(pid, print);
  const idle = await memoryMiB(pid);
  return {
    ...figures(result),
    healthz: {
      probes: latenciesMs.length,
      maxMs: answered.length > 0 ? Math.max(...answered) : null,
      over100Ms: answered.filter((ms) => ms > HEALTHZ_LIMIT_MS).length,
      timedOut: latenciesMs.length - answered.length,
    },
    rssMiB: { before: before.rss, atEnd: atEnd.rss, idle: idle.rss, peak: idle.peak },
  };
}
