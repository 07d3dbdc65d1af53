import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real image files made by the tests: photos with texture (so encoders have work), rotated, transparent, broken. */
export async function makeJpeg(options: {
  width: number;
  height: number;
  seed?: number;
  orientation?: number;
}): Promise<Buffer> {
  const { width, height, seed = 1 } = options;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = 90 + (state % 60);
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.orientation) {
    image = image.withMetadata({
      orientation: options.orientation,
      exif: { IFD0: { Copyright: 'test', Artist: 'GPS owner' } },
    });
  }
  return image.jpeg({ quality: 85 }).toBuffer();
}

export async function makePngWithAlpha(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 180, g: 140, b: 90, alpha: 0.4 } } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1-bit PNG of width × height that is tiny on disk and huge once decoded: a decompression bomb. */
export function makePngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
