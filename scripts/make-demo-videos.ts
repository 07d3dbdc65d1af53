/**
 * Makes the demo hero and promo videos in seed-assets/ from stills drawn by the demo image generator.
 * Run once by a developer (needs ffmpeg); the outputs are committed so that no machine needs ffmpeg to seed.
 *   node scripts/make-demo-videos.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { productPhoto, tourPhoto } from '../server/demo/demo-images.ts';

const out = path.resolve(import.meta.dirname, '../seed-assets');
const work = mkdtempSync(path.join(tmpdir(), 'demo-videos-'));

/** A slow push-in and back out, so the loop has no seam. */
function kenBurns(
  still: string,
  target: string,
  size: { width: number; height: number },
  seconds: number,
  crf: number,
) {
  const frames = seconds * 25;
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    still,
    '-vf',
    `scale=${size.width * 2}:-2,zoompan=z='1+0.09*sin(PI*on/${frames})':d=${frames}:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=${size.width}x${size.height}:fps=25,format=yuv420p`,
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-movflags',
    '+faststart',
    '-an',
    target,
  ]);
}

async function make(
  name: string,
  image: Buffer,
  size: { width: number; height: number },
  seconds: number,
  crf: number,
) {
  const still = path.join(work, `${name}.jpg`);
  writeFileSync(
    still,
    await sharp(image)
      .resize(size.width * 2, size.height * 2, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
  kenBurns(still, path.join(out, `${name}.mp4`), size, seconds, crf);
  await sharp(image)
    .resize(size.width, size.height, { fit: 'cover' })
    .jpeg({ quality: 80 })
    .toFile(path.join(out, `${name === 'hero' ? 'hero-poster' : name}.jpg`));
}

await make('hero', await tourPhoto('stupa', 11), { width: 1280, height: 720 }, 8, 31);
// The promotional films: each a product's photograph, at the same size, length and quality.
for (const [name, photo] of [
  ['promo-heritage-art', { shape: 'seated-buddha', stone: 'grey-schist', seed: 41, view: 2, tag: '' }],
  ['promo-stone-art', { shape: 'vase', stone: 'onyx', seed: 42, view: 0, tag: 'Onyx' }],
  ['promo-garden-decor', { shape: 'fountain', stone: 'sandstone', seed: 43, view: 3, tag: '' }],
  ['promo-featured', { shape: 'buddha-head', stone: 'green-schist', seed: 44, view: 2, tag: '' }],
] as const)
  await make(name, await productPhoto(photo), { width: 854, height: 480 }, 6, 32);
console.log(`videos written to ${out}`);
