/**
 * Makes the About page slideshow's two default photographs in public/images/ from the demo image generator: the
 * slideshow shows them when no tour photograph loads. Run once by a developer; the outputs are committed.
 *   node scripts/make-about-defaults.ts
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tourPhoto } from '#server/demo/demo-images.ts';

const out = path.resolve(import.meta.dirname, '../public/images');
/** Progressive, small enough for a slow connection: each stays under about 80 KB. */
const MAX_BYTES = 80 * 1024;

const defaults = [
  { file: 'about-default-1.jpg', scene: 'stupa', seed: 1995 },
  { file: 'about-default-2.jpg', scene: 'monastery', seed: 2025 },
] as const;

for (const { file, scene, seed } of defaults) {
  const target = path.join(out, file);
  let quality = 82;
  for (;;) {
    const jpeg = await sharp(await tourPhoto(scene, seed))
      .resize({ width: 1600 })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer();
    if (jpeg.length <= MAX_BYTES || quality <= 40) {
      writeFileSync(target, jpeg);
      break;
    }
    quality -= 4;
  }
  console.log(`${file}: quality ${quality}, ${Math.round(statSync(target).size / 1024)} KB`);
}
