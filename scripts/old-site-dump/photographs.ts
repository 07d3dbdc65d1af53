/** The uploads folder: photographs drawn to about the size wanted, copies, text files and videos. */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createRandom } from '#server/demo/stone-texture.ts';
import type { GenerateOptions } from './generate.ts';
import { PHOTO_CONCURRENCY, SUBJECT_COLOURS } from './old-site-vocabulary.ts';
import type { PhotoJob, Uploads } from './dump-helpers.ts';

type NoiseSettings = {
  pixels: number;
  jpeg: { quality: number; chromaSubsampling: string; optimiseCoding: false };
  /** 0–1: the grain that brings a photograph near the wanted size, for each format */
  grain: Record<PhotoJob['format'], number>;
};

/** A PNG's grain is sparse specks of this strength: dense noise makes even a small PNG megabytes. */
const PNG_SPECK = 6;

function dimensions(pixels: number, aspect: PhotoJob['aspect']): { width: number; height: number } {
  const ratio = aspect === 'landscape' ? 4 / 3 : aspect === 'portrait' ? 3 / 4 : 1;
  const width = Math.round(Math.sqrt(pixels * ratio));
  return { width, height: Math.round(pixels / width) };
}

/**
 * A lit shape on a plinth against a studio backdrop (a carving, a site, a face), with film grain: the grain
 * sets the file's size.
 */
function drawPhotograph(
  job: PhotoJob,
  pixels: number,
  grain: number,
): { raw: Buffer; width: number; height: number } {
  const { width, height } = dimensions(pixels, job.aspect);
  const random = createRandom(job.seed);
  const dark = random() < 0.3;
  const top = dark ? [58, 54, 49] : [239 - random() * 20, 230 - random() * 20, 216 - random() * 20];
  const bottom = dark ? [36, 33, 30] : [205 - random() * 30, 190 - random() * 30, 170 - random() * 30];
  const centreX = width * (0.4 + random() * 0.2);
  const centreY = height * (0.4 + random() * 0.1);
  const radiusX = width * (0.15 + random() * 0.15);
  const radiusY = height * (0.2 + random() * 0.12);
  const plinthTop = centreY + radiusY * 0.9;
  const plinthBottom = Math.min(height * 0.95, plinthTop + height * 0.08);
  const [stoneR, stoneG, stoneB] = job.colour;
  const png = job.format === 'png';
  const amplitude = png ? PNG_SPECK : Math.round(grain * 255);
  const speckThreshold = png ? Math.round(grain * 256) : 256;
  const half = amplitude >> 1;

  const raw = Buffer.allocUnsafe(width * height * 3);
  let state = job.seed | 1;
  let offset = 0;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const backR = top[0]! + (bottom[0]! - top[0]!) * t;
    const backG = top[1]! + (bottom[1]! - top[1]!) * t;
    const backB = top[2]! + (bottom[2]! - top[2]!) * t;
    const dy = (y - centreY) / radiusY;
    const onPlinth = y >= plinthTop && y < plinthBottom;
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const dx = (x - centreX) / radiusX;
      let r = backR;
      let g = backG;
      let b = backB;
      if (dx * dx + dy * dy < 1) {
        // lit from the upper left
        const light = 1.1 - 0.3 * dx - 0.2 * dy;
        r = stoneR * light;
        g = stoneG * light;
        b = stoneB * light;
      } else if (onPlinth && Math.abs(dx) < 1.3) {
        r = stoneR * 0.7;
        g = stoneG * 0.7;
        b = stoneB * 0.7;
      }
      if (state >>> 24 < speckThreshold) {
        r += (((state & 0xff) * amplitude) >> 8) - half;
        g += ((((state >>> 8) & 0xff) * amplitude) >> 8) - half;
        b += ((((state >>> 16) & 0xff) * amplitude) >> 8) - half;
      }
      raw[offset++] = r < 0 ? 0 : r > 255 ? 255 : r;
      raw[offset++] = g < 0 ? 0 : g > 255 ? 255 : g;
      raw[offset++] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return { raw, width, height };
}

async function encodePhotograph(job: PhotoJob, settings: NoiseSettings, grain: number): Promise<Buffer> {
  const { raw, width, height } = drawPhotograph(job, settings.pixels, grain);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return job.format === 'png'
    ? image.png({ compressionLevel: 3 }).toBuffer()
    : image.jpeg(settings.jpeg).toBuffer();
}

/** Sizes within this ratio of the wanted one are kept; others are drawn again with a corrected grain. */
const SIZE_TOLERANCE = 1.2;

async function photographBytes(job: PhotoJob, settings: NoiseSettings, photoBytes: number): Promise<Buffer> {
  let grain = settings.grain[job.format];
  let best = await encodePhotograph(job, settings, grain);
  for (let attempt = 0; attempt < 2; attempt++) {
    const ratio = photoBytes / best.length;
    if (ratio < SIZE_TOLERANCE && ratio > 1 / SIZE_TOLERANCE) break;
    grain = Math.min(1, grain * ratio);
    const again = await encodePhotograph(job, settings, grain);
    if (Math.abs(again.length - photoBytes) < Math.abs(best.length - photoBytes)) best = again;
  }
  return best;
}

/**
 * The grain for each format that gives a photograph of about `photoBytes`, found by bisection on one sample.
 * The pixel count is fixed (600 to 1600 px on the long side) so that the grain alone sets the size.
 */
async function calibrateNoise(photoBytes: number): Promise<NoiseSettings> {
  const pixels = Math.round(Math.min(1600 * 1200, Math.max(600 * 600, photoBytes / 0.08)));
  const bitsPerPixel = (photoBytes * 8) / pixels;
  const settings: NoiseSettings = {
    pixels,
    // A camera's settings: standard Huffman tables (a second pass to optimise them would triple the encoding
    // time of a large photograph) and half-resolution colour; only past about 8 bits a pixel does the grain
    // need full colour and past 2.5 a very high quality.
    jpeg: {
      quality: bitsPerPixel > 2.5 ? 96 : 82,
      chromaSubsampling: bitsPerPixel > 8 ? '4:4:4' : '4:2:0',
      optimiseCoding: false,
    },
    grain: { jpeg: 0, png: 0 },
  };
  for (const format of ['jpeg', 'png'] as const) {
    const sample: PhotoJob = {
      file: '',
      format,
      aspect: 'landscape',
      colour: SUBJECT_COLOURS['Grey Schist']!,
      seed: 1,
    };
    let low = 0;
    let high = 1;
    for (let step = 0; step < 8; step++) {
      const middle = (low + high) / 2;
      if ((await encodePhotograph(sample, settings, middle)).length < photoBytes) low = middle;
      else high = middle;
    }
    settings.grain[format] = (low + high) / 2;
  }
  return settings;
}

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function writeUploads(
  folder: string,
  uploads: Uploads,
  photoBytes: number,
  onProgress?: GenerateOptions['onProgress'],
): Promise<void> {
  const settings = await calibrateNoise(photoBytes);
  const folders = new Set([...uploads.photos, ...uploads.videos].map(({ file }) => path.dirname(file)));
  for (const sub of folders) await mkdir(path.join(folder, sub), { recursive: true });
  let done = 0;
  await inParallel(uploads.photos, PHOTO_CONCURRENCY, async (job) => {
    const bytes = await photographBytes(job, settings, photoBytes);
    // an upload cut off in the middle of the picture data: the header reads, the picture does not
    await writeFile(
      path.join(folder, job.file),
      job.truncate ? bytes.subarray(0, Math.floor(bytes.length * 0.4)) : bytes,
    );
    onProgress?.(++done, uploads.photos.length);
  });
  for (const { from, to } of uploads.copies) await copyFile(path.join(folder, from), path.join(folder, to));
  for (const { file, text } of uploads.texts) await writeFile(path.join(folder, file), text);
  for (const { file, source } of uploads.videos) await copyFile(source, path.join(folder, file));
}
