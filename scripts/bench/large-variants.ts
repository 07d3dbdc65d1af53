/**
 * An attacker's (or a crowd's) worst request for photographs (issue 16): 50 different variants of the largest
 * photographs the upload rules accept (50 megapixels), asked for at once, none made before. Reports every answer's
 * status, that each 503 carries Retry-After, the slowest answer and the server's peak memory, measured from a
 * fresh start of the server so that the upload's own work does not set it.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageVariantUrl, variantWidths, type ImageFormat } from '#common/media-url.ts';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { startServer } from '#tests/helpers/server-process.ts';
import { peakRssMiB, photoBenchServer } from './bulk-upload.ts';

const WIDTH = 8640;
const HEIGHT = 5760;
const PHOTOS = 4;
const REQUESTS = 50;
const FORMATS: ImageFormat[] = ['avif', 'webp', 'jpg'];
const LIMIT_MIB = 1024;

export type LargeVariantsBench = {
  megapixels: number;
  requests: number;
  ok: number;
  busy: number;
  busyWithRetryAfter: number;
  other: number;
  slowestMs: number;
  serverRssBeforeMiB: number;
  serverPeakRssMiB: number;
  underOneGiB: boolean;
  allServedAfterRetriesSeconds: number;
};

/** Photograph-like 50-megapixel JPEGs of a few MB: soft grain, each with a tint of its own. */
async function makePhotos(folder: string): Promise<string[]> {
  const grain = await sharp({
    create: {
      width: 1080,
      height: 720,
      channels: 3,
      background: '#8a7a66',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const files = [];
  for (let i = 0; i < PHOTOS; i++) {
    const file = path.join(folder, `courtyard-${i + 1}.jpg`);
    await sharp(grain)
      .resize(WIDTH, HEIGHT)
      .modulate({ hue: i * 40 })
      .jpeg({ quality: 80 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

export async function benchLargeVariants(print: (line: string) => void): Promise<LargeVariantsBench> {
  const folder = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-large-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-variants-'));
  const { env, admin } = photoBenchServer(dataDir);
  try {
    const files = await makePhotos(folder);
    let server = await startServer(env, { timeoutMs: 300_000 });
    try {
      const form = new FormData();
      form.append('categories', JSON.stringify(['Gandhara Art']));
      for (const file of files) form.append('images', await openAsBlob(file), path.basename(file));
      const upload = await fetch(`${server.url}/api/bulk-upload/bulk-images`, {
        method: 'POST',
        headers: (await signInAdmin(server.url, admin)).auth,
        body: form,
      });
      const answer = (await upload.json()) as { successful?: number; message?: string };
      if (answer.successful !== PHOTOS)
        throw new Error(`The upload made ${answer.successful} products: ${answer.message}`);
    } finally {
      await server.stop();
    }

    // A fresh start: the peak below is the variants' alone.
    server = await startServer(env, { timeoutMs: 300_000 });
    try {
      const listed = (await (await fetch(`${server.url}/api/products/all`)).json()) as {
        products: { image: string }[];
      };
      const urls = listed.products.flatMap((product) => {
        const [, hash, key] = /\/media\/([a-f0-9]{64})\/([a-z0-9]{10})\//.exec(product.image)!;
        const ref = { hash: hash!, key: key!, width: WIDTH, height: HEIGHT };
        return variantWidths(WIDTH).flatMap((width) =>
          FORMATS.map((format) => imageVariantUrl(ref, width, format)),
        );
      });
      const chosen = urls.slice(0, REQUESTS);
      if (chosen.length < REQUESTS) throw new Error(`Only ${chosen.length} variants to ask for`);
      const before = await peakRssMiB(server.process.pid!);
      const start = performance.now();
      const answers = await Promise.all(
        chosen.map(async (url) => {
          const response = await fetch(`${server.url}${url}`);
          await response.arrayBuffer();
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            ms: performance.now() - start,
          };
        }),
      );
      const busy = answers.filter((answer) => answer.status === 503);
      // The visitors who were told to come back do, after Retry-After, until every variant is served.
      const retryStart = performance.now();
      for (let left = chosen.filter((_, n) => answers[n]!.status !== 200); left.length > 0;) {
        await new Promise((resolve) => setTimeout(resolve, Number(busy[0]?.retryAfter ?? 1) * 1000));
        const again = await Promise.all(
          left.map(async (url) => ({ url, status: (await fetch(`${server.url}${url}`)).status })),
        );
        left = again.filter((answer) => answer.status !== 200).map((answer) => answer.url);
        print(`variants: ${left.length} still to serve after a retry`);
      }
      // The kernel's high-water mark: the largest the server's memory was at any time, retries included.
      const serverPeakRssMiB = await peakRssMiB(server.process.pid!);
      return {
        megapixels: Math.round((WIDTH * HEIGHT) / 1e5) / 10,
        requests: REQUESTS,
        ok: answers.filter((answer) => answer.status === 200).length,
        busy: busy.length,
        busyWithRetryAfter: busy.filter((answer) => Number(answer.retryAfter) > 0).length,
        other: answers.filter((answer) => answer.status !== 200 && answer.status !== 503).length,
        slowestMs: Math.round(Math.max(...answers.map((answer) => answer.ms))),
        serverRssBeforeMiB: before,
        serverPeakRssMiB,
        underOneGiB: serverPeakRssMiB < LIMIT_MIB,
        allServedAfterRetriesSeconds: Math.round((performance.now() - retryStart) / 100) / 10,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
