/**
 * The bulk upload's image work with nothing around it: for every photograph in a folder, what the media pipeline
 * does on ingest (read the header, then decode to the last byte, turned upright), in a loop. Run as its own process
 * by bulk-upload.ts so that its peak memory is its own. Prints one line of JSON.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '#server/media/media-checks.ts';

sharp.concurrency(2);
const folder = process.argv[2]!;
const files = (await readdir(folder)).filter((file) => file.endsWith('.jpg')).sort();
const start = performance.now();
for (const file of files) {
  const input = path.join(folder, file);
  await sharp(input, { limitInputPixels: false }).metadata();
  await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(48)
    .raw()
    .toBuffer();
}
const ms = performance.now() - start;
process.stdout.write(
  `${JSON.stringify({ photos: files.length, ms: Math.round(ms), peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024) })}\n`,
);
