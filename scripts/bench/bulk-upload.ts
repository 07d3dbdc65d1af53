/**
 * The owner's day: 50 phone photographs (12 megapixels, JPEG) uploaded at once through `POST
 * /api/bulk-upload/bulk-images`, timed from the first byte sent to the answer with 50 products, with the server's
 * peak memory (the kernel's high-water mark of its resident set). Next to it, the same image work by sharp alone in
 * a loop (sharp-alone.ts), so the overhead of HTTP, staging, hashing and the database shows.
 */
import { spawnSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signInAdmin } from '#tests/helpers/sign-in-admin.ts';
import { startServer } from '#tests/helpers/server-process.ts';

const PHOTOS = 50;
const WIDTH = 4000;
const HEIGHT = 3000;
const ADMIN = { email: 'bench@gandhara.test', password: 'a bench-only passphrase of some length' };

/**
 * The server of the photograph benches: SQLite in its own data folder, without the demo catalogue (its seeding
 * would set the memory high-water mark), and an admin who can upload.
 */
export const photoBenchServer = (dataDir: string) => ({
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_CONTENT: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  admin: ADMIN,
});

export type BulkUploadBench = {
  photos: number;
  megapixels: number;
  uploadMiB: number;
  server: { seconds: number; photosPerSecond: number; peakRssMiB: number; created: number };
  sharpAlone: { seconds: number; photosPerSecond: number; peakRssMiB: number };
};

const photoName = (index: number) => `shelf-carving-${String(index + 1).padStart(2, '0')}.jpg`;

/** 50 different photograph-like JPEGs (grain, soft detail, a tint of their own); some with a sideways EXIF turn. */
async function makePhotos(folder: string): Promise<number> {
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#8a7a66',
      noise: { type: 'gaussian', mean: 128, sigma: 36 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  let bytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const info = await sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .modulate({ hue: (i * 7) % 360, brightness: 0.85 + (i % 6) * 0.05 })
      .jpeg({ quality: 85, mozjpeg: false })
      .withMetadata(i % 4 === 0 ? { orientation: 6 } : {})
      .toFile(path.join(folder, photoName(i)));
    bytes += info.size;
  }
  return bytes;
}

/** The kernel's record of a process's peak resident memory, in MiB (Linux). */
export async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}

export async function benchBulkUpload(): Promise<BulkUploadBench> {
  const folder = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-photos-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gandhara-bench-bulk-'));
  try {
    const bytes = await makePhotos(folder);

    // sharp alone, in a process of its own.
    const alone = spawnSync(process.execPath, [path.join(import.meta.dirname, 'sharp-alone.ts'), folder], {
      encoding: 'utf8',
    });
    if (alone.status !== 0) throw new Error(`sharp-alone failed:\n${alone.stderr}`);
    const sharpAlone = JSON.parse(alone.stdout.trim().split('\n').pop()!) as {
      photos: number;
      ms: number;
      peakRssMiB: number;
    };

    const server = await startServer(photoBenchServer(dataDir).env, { timeoutMs: 300_000 });
    try {
      const { auth } = await signInAdmin(server.url, ADMIN);
      const form = new FormData();
      form.append('categories', JSON.stringify(['Gandhara Art']));
      for (let i = 0; i < PHOTOS; i++) {
        const name = photoName(i);
        form.append('images', await openAsBlob(path.join(folder, name), { type: 'image/jpeg' }), name);
      }
      const start = performance.now();
      const response = await fetch(`${server.url}/api/bulk-upload/bulk-images`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const answer = (await response.json()) as { successful?: number; message?: string };
      const seconds = (performance.now() - start) / 1000;
      if (answer.successful !== PHOTOS)
        throw new Error(`The upload made ${answer.successful} products: ${answer.message}`);
      const serverPeak = await peakRssMiB(server.process.pid!);
      const round = (value: number) => Math.round(value * 100) / 100;
      return {
        photos: PHOTOS,
        megapixels: (WIDTH * HEIGHT) / 1e6,
        uploadMiB: Math.round(bytes / 1024 / 1024),
        server: {
          seconds: round(seconds),
          photosPerSecond: round(PHOTOS / seconds),
          peakRssMiB: serverPeak,
          created: answer.successful,
        },
        sharpAlone: {
          seconds: round(sharpAlone.ms / 1000),
          photosPerSecond: round(sharpAlone.photos / (sharpAlone.ms / 1000)),
          peakRssMiB: sharpAlone.peakRssMiB,
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
