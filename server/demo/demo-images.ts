import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';
import type { DemoMaster, DemoShape, DemoVisitPlace } from './demo-catalog.ts';
import { drawShape } from './product-shapes.ts';
import { createRandom, STONE_PALETTES, stoneTexture, type StoneName } from './stone-texture.ts';

/**
 * The demo catalogue's photographs, drawn by the project at seed time: carved stone objects in a studio,
 * heritage sites at golden hour and craftsmen's portraits. Same seed, same picture.
 */

const require = createRequire(import.meta.url);
const LABEL_FONT =
  require.resolve('@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf');

const PRODUCT_SIZE = 1200;
const TEXTURE_SIZE = 400;

const svg = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

type Backdrop = { top: string; bottom: string; floor: string; glow: string };
const BACKDROPS: Backdrop[] = [
  { top: '#efe6d8', bottom: '#d9c9b1', floor: '#cdb99c', glow: '#fbf6ee' },
  { top: '#e4ddd3', bottom: '#c8bdae', floor: '#b9ab98', glow: '#f6f1ea' },
  { top: '#3a3631', bottom: '#24211e', floor: '#1c1a18', glow: '#5a534a' },
  { top: '#d9d3c7', bottom: '#a8a093', floor: '#97907f', glow: '#efebe3' },
];

function isLightStone(stone: StoneName): boolean {
  const [r, g, b] = STONE_PALETTES[stone].light;
  return (r + g + b) / 3 > 200;
}

function backdropFor(stone: StoneName, view: number): Backdrop {
  if (isLightStone(stone)) return BACKDROPS[view % 2 === 0 ? 2 : 3]!;
  return BACKDROPS[view % 2 === 0 ? 0 : 1]!;
}

const layerCache = new Map<string, Promise<Buffer>>();
/** Layers every photo shares (backdrops, light, shadow) are rendered once per process. */
function cachedLayer(key: string, render: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  let layer = layerCache.get(key);
  if (!layer) {
    layer = Promise.resolve(render()).then((input) => sharp(input).png({ compressionLevel: 1 }).toBuffer());
    layerCache.set(key, layer);
  }
  return layer;
}

function studioBackground(size: number, backdrop: Backdrop): Buffer {
  return svg(
    size,
    size,
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.top}"/><stop offset=".66" stop-color="${backdrop.bottom}"/><stop offset=".74" stop-color="${backdrop.floor}"/><stop offset="1" stop-color="${backdrop.bottom}"/></linearGradient>` +
      `<radialGradient id="g" cx=".42" cy=".32" r=".6"><stop offset="0" stop-color="${backdrop.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${backdrop.glow}" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>` +
      `<rect width="${size}" height="${size}" fill="url(#w)"/><rect width="${size}" height="${size}" fill="url(#g)"/><rect width="${size}" height="${size}" fill="url(#v)"/>`,
  );
}

/** Light from the upper left: a cylinder's shading for turned pieces, a slab's for flat ones. */
function shading(round: boolean): Buffer {
  const gradient = round
    ? '<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".36" stop-color="#fff" stop-opacity=".0"/><stop offset=".42" stop-color="#fff" stop-opacity=".0"/><stop offset="1" stop-color="#000" stop-opacity=".62"/></linearGradient>'
    : '<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>';
  return svg(
    1000,
    1000,
    `<defs>${gradient}<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient></defs><rect width="1000" height="1000" fill="url(#s)"/><rect width="1000" height="1000" fill="url(#t)"/>`,
  );
}

function highlight(): Buffer {
  return svg(
    1000,
    1000,
    '<defs><radialGradient id="h" cx=".4" cy=".3" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="1000" height="1000" fill="url(#h)"/>',
  );
}

async function label(text: string): Promise<Buffer> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#3b352e">${text}</span>`,
      font: 'Cormorant Garamond SemiBold 30',
      fontfile: LABEL_FONT,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const width = info.width + 44;
  const height = info.height + 22;
  return sharp({
    create: { width, height, channels: 4, background: { r: 246, g: 240, b: 229, alpha: 0.92 } },
  })
    .composite([
      {
        input: svg(
          width,
          height,
          `<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="6" fill="none" stroke="#8f6b42" stroke-width="2"/>`,
        ),
        left: 0,
        top: 0,
      },
      { input: data, left: 22, top: 11 },
    ])
    .png()
    .toBuffer();
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const rawInput = (image: RawImage) => ({
  raw: { width: image.info.width, height: image.info.height, channels: image.info.channels },
});

async function textureRaw(stone: StoneName, size: number, seed: number): Promise<RawImage> {
  return (await sharp(stoneTexture(stone, TEXTURE_SIZE, seed), {
    raw: { width: TEXTURE_SIZE, height: TEXTURE_SIZE, channels: 3 },
  })
    .resize(size, size, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true })) as RawImage;
}

/**
 * The photographs of one demo product, drawn from one rendering of the carved piece. View 0 is the full piece
 * with a catalogue tag, 1 a close detail, 2 the piece turned on another sweep, 3 a wider shot.
 */
export async function productPhotos(options: {
  shape: DemoShape;
  stone: StoneName;
  seed: number;
  views: number;
  tag: string;
}): Promise<Buffer[]> {
  const { shape, stone, seed } = options;
  const drawing = drawShape(shape, seed);
  const size = PRODUCT_SIZE;
  const shapeSvg = (inner: string) => svg(size, size, `<g transform="scale(${size / 1000})">${inner}</g>`);

  const texture = await textureRaw(stone, size, seed);
  const object = (await sharp(texture.data, rawInput(texture))
    .composite([
      { input: shapeSvg(drawing.carving), blend: 'multiply' },
      {
        input: await cachedLayer(`shading-${drawing.round}-${size}`, () =>
          sharp(shading(drawing.round)).resize(size, size).toBuffer(),
        ),
        blend: 'multiply',
      },
      {
        input: await cachedLayer(`highlight-${size}`, () => sharp(highlight()).resize(size, size).toBuffer()),
        blend: 'screen',
      },
      { input: shapeSvg(`<path d="${drawing.body}" fill="#fff"/>`), blend: 'dest-in' },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true })) as RawImage;
  const shadow = await cachedLayer(`shadow-${size}`, () =>
    sharp(
      svg(
        size,
        size,
        `<ellipse cx="${size / 2}" cy="${size * 0.86}" rx="${size * 0.33}" ry="${size * 0.045}" fill="#000" fill-opacity=".42"/>`,
      ),
    )
      .blur(28)
      .toBuffer(),
  );
  const tag = await label(options.tag);

  const photos: Buffer[] = [];
  for (let view = 0; view < options.views; view++) {
    const layers: OverlayOptions[] = [{ input: shadow }, { input: object.data, ...rawInput(object) }];
    if (view === 0) layers.push({ input: tag, top: 36, left: 36 });
    const backdrop = backdropFor(stone, view);
    const background = await cachedLayer(`backdrop-${backdrop.top}-${size}`, () =>
      studioBackground(size, backdrop),
    );
    // Composite first: in one sharp pipeline, resize and flop would run before the composite.
    const composed = (await sharp(background)
      .composite(layers)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })) as RawImage;
    let photo = sharp(composed.data, rawInput(composed));

    if (view === 1) {
      const random = createRandom(seed + 7);
      const crop = Math.round(size * 0.55);
      const left = Math.round(size * (0.18 + random() * 0.1));
      const top = Math.round(size * (0.22 + random() * 0.12));
      photo = photo.extract({ left, top, width: crop, height: crop }).resize(size, size);
    } else if (view === 2) {
      photo = photo.flop();
    } else if (view === 3) {
      const inner = Math.round(size * 0.8);
      const shrunk = (await photo
        .resize(inner, inner)
        .raw()
        .toBuffer({ resolveWithObject: true })) as RawImage;
      photo = sharp(shrunk.data, rawInput(shrunk)).extend({
        top: size - inner - Math.round((size - inner) / 3),
        bottom: Math.round((size - inner) / 3),
        left: (size - inner) / 2,
        right: (size - inner) / 2,
        background: backdrop.bottom,
      });
    }
    photos.push(await photo.jpeg({ quality: 88 }).toBuffer());
  }
  return photos;
}

/** One photograph of a demo product (see productPhotos). */
export async function productPhoto(options: {
  shape: DemoShape;
  stone: StoneName;
  seed: number;
  view: number;
  tag: string;
}): Promise<Buffer> {
  const photos = await productPhotos({ ...options, views: options.view + 1 });
  return photos[options.view]!;
}

type Sky = {
  top: string;
  middle: string;
  horizon: string;
  sun: string;
  far: string;
  near: string;
  ground: string;
};
const SKIES: Sky[] = [
  {
    top: '#5d7897',
    middle: '#d9a77a',
    horizon: '#f3cf96',
    sun: '#fff1cf',
    far: '#8c8a93',
    near: '#6d6a5e',
    ground: '#8a7352',
  },
  {
    top: '#6f8fb0',
    middle: '#c6cfd3',
    horizon: '#f0e2c4',
    sun: '#fffaf0',
    far: '#93a0a6',
    near: '#6b7361',
    ground: '#9a8462',
  },
  {
    top: '#3b4466',
    middle: '#b4766a',
    horizon: '#eeb07a',
    sun: '#ffe2b8',
    far: '#6f6473',
    near: '#514a47',
    ground: '#6f5a45',
  },
];

function ridge(random: () => number, width: number, base: number, amplitude: number, steps: number): string {
  let d = `M0 ${base}`;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = base - amplitude * (0.4 + 0.6 * random()) * Math.sin((i / steps) * Math.PI * (1 + random()));
    d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `${d} L${width} 2000 L0 2000 Z`;
}

function sceneStructures(scene: DemoVisitPlace['scene'], random: () => number, groundY: number): string {
  const stone = '#c9a97f';
  const shade = 'fill="#000" fill-opacity=".22"';
  switch (scene) {
    case 'stupa': {
      const cx = 760;
      return (
        `<rect x="${cx - 330}" y="${groundY - 90}" width="660" height="90" fill="${stone}"/><rect x="${cx - 330}" y="${groundY - 90}" width="660" height="18" ${shade}/>` +
        `<path d="M${cx - 270} ${groundY - 90} Q${cx - 270} ${groundY - 400} ${cx} ${groundY - 410} Q${cx + 270} ${groundY - 400} ${cx + 270} ${groundY - 90} Z" fill="${stone}"/>` +
        `<path d="M${cx + 40} ${groundY - 405} Q${cx + 270} ${groundY - 390} ${cx + 270} ${groundY - 90} L${cx + 40} ${groundY - 90} Z" ${shade}/>` +
        `<rect x="${cx - 50}" y="${groundY - 470}" width="100" height="64" fill="${stone}"/><rect x="${cx - 6}" y="${groundY - 560}" width="12" height="92" fill="#7c6a55"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<ellipse cx="${cx}" cy="${groundY - 520 + i * 26}" rx="${52 - i * 12}" ry="8" fill="#7c6a55"/>`,
          )
          .join('') +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<rect x="${120 + i * 60}" y="${groundY - 40 - random() * 40}" width="40" height="120" fill="${stone}" opacity=".9"/>`,
        ).join('')
      );
    }
    case 'monastery':
      return Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 9 }, (_, col) => {
          const x = 160 + col * 140 + row * 30;
          const y = groundY - 70 - row * 55;
          const h = 60 + random() * 60;
          return `<rect x="${x}" y="${y - h}" width="120" height="${h + 40}" fill="${stone}"/><rect x="${x + 30}" y="${y - h + 20}" width="60" height="${h}" ${shade}/>`;
        }).join(''),
      ).join('');
    case 'museum':
      return (
        `<path d="M300 ${groundY - 360} L800 ${groundY - 460} L1300 ${groundY - 360} Z" fill="#e9dcc6"/>` +
        `<rect x="300" y="${groundY - 360}" width="1000" height="360" fill="#efe5d3"/>` +
        Array.from(
          { length: 8 },
          (_, i) =>
            `<rect x="${350 + i * 124}" y="${groundY - 330}" width="40" height="330" fill="#fbf6ec"/><rect x="${390 + i * 124}" y="${groundY - 330}" width="84" height="330" ${shade}/>`,
        ).join('') +
        `<rect x="260" y="${groundY - 20}" width="1080" height="40" fill="#d9c7a7"/>`
      );
    case 'city-ruins':
      return Array.from({ length: 7 }, (_, row) =>
        Array.from({ length: 12 }, (_, col) => {
          if (random() < 0.25) return '';
          const x = col * 140 + row * 40 - 60;
          const y = groundY + row * 40 - 160;
          const h = 24 + random() * 50;
          return `<rect x="${x}" y="${y - h}" width="${90 + random() * 40}" height="${h}" fill="${stone}" opacity="${0.75 + row * 0.035}"/>`;
        }).join(''),
      ).join('');
    case 'hills':
      return `<path d="M980 ${groundY - 330} L1040 ${groundY - 380} L1100 ${groundY - 330} L1100 ${groundY - 200} L980 ${groundY - 200} Z" fill="${stone}" opacity=".85"/><rect x="930" y="${groundY - 210}" width="220" height="40" fill="${stone}" opacity=".85"/>`;
    case 'lake':
      return (
        `<rect x="0" y="${groundY - 40}" width="1600" height="240" fill="#6f8fa6" opacity=".85"/>` +
        Array.from(
          { length: 14 },
          (_, i) =>
            `<rect x="${80 + i * 110}" y="${groundY - 20 + (i % 4) * 30}" width="${60 + random() * 60}" height="3" fill="#fff" opacity=".5"/>`,
        ).join('')
      );
    case 'festival':
      return (
        Array.from({ length: 16 }, (_, i) => {
          const x = 40 + i * 100 + random() * 30;
          const h = 150 + random() * 60;
          return `<circle cx="${x}" cy="${groundY + 40 - h}" r="22" fill="#3b2f28"/><path d="M${x - 40} ${groundY + 60} Q${x - 36} ${groundY + 40 - h + 30} ${x} ${groundY + 40 - h + 26} Q${x + 36} ${groundY + 40 - h + 30} ${x + 40} ${groundY + 60} Z" fill="#3b2f28"/>`;
        }).join('') +
        `<path d="M0 220 Q400 320 800 230 T1600 240" fill="none" stroke="#5b4636" stroke-width="3"/>` +
        Array.from(
          { length: 20 },
          (_, i) =>
            `<path d="M${i * 80 + 20} ${250 + Math.sin(i) * 20} l22 0 l-11 30 Z" fill="${['#b5482f', '#d9a441', '#3f7a6b', '#eadfcd'][i % 4]}"/>`,
        ).join('')
      );
  }
}

/** A heritage site at golden hour, 1600 × 1000. */
export async function tourPhoto(scene: DemoVisitPlace['scene'], seed: number): Promise<Buffer> {
  const random = createRandom(seed);
  const sky = SKIES[seed % SKIES.length]!;
  const width = 1600;
  const height = 1000;
  const groundY = 720;
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset=".55" stop-color="${sky.middle}"/><stop offset=".72" stop-color="${sky.horizon}"/></linearGradient>` +
    `<radialGradient id="sun" cx="${0.2 + random() * 0.2}" cy=".56" r=".32"><stop offset="0" stop-color="${sky.sun}"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.ground}"/><stop offset="1" stop-color="#4a3c2c"/></linearGradient>` +
    `<filter id="haze"><feGaussianBlur stdDeviation="2.5"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/><rect width="${width}" height="${height}" fill="url(#sun)"/>` +
    `<path d="${ridge(random, width, groundY - 170, 120, 14)}" fill="${sky.far}" opacity=".7" filter="url(#haze)"/>` +
    `<path d="${ridge(random, width, groundY - 70, 90, 20)}" fill="${sky.near}" opacity=".85"/>` +
    `<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="url(#ground)"/>` +
    Array.from({ length: 18 }, () => {
      const x = random() * width;
      const y = groundY - 30 + random() * 40;
      return `<ellipse cx="${x}" cy="${y}" rx="${24 + random() * 30}" ry="${40 + random() * 40}" fill="#3f4a32" opacity=".8"/>`;
    }).join('') +
    sceneStructures(scene, random, groundY);
  return sharp(svg(width, height, body))
    .composite([
      {
        input: await sharp(stoneTexture('sandstone', TEXTURE_SIZE, seed), {
          raw: { width: TEXTURE_SIZE, height: TEXTURE_SIZE, channels: 3 },
        })
          .resize(width, height)
          .png()
          .toBuffer(),
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 86 })
    .toBuffer();
}

const PORTRAIT_PALETTES: Record<
  DemoMaster['palette'],
  { back: string; glow: string; cloth: string; skin: string; head: string }
> = {
  ochre: { back: '#b9874f', glow: '#f0cf98', cloth: '#efe6d6', skin: '#8a5a3c', head: '#f4efe6' },
  slate: { back: '#59616a', glow: '#a9b3b8', cloth: '#2f3a44', skin: '#9a6846', head: '#3c2f28' },
  olive: { back: '#6c6b45', glow: '#c2bd86', cloth: '#d8cfb8', skin: '#7d5136', head: '#8b2f28' },
  rust: { back: '#8c4a32', glow: '#d9926a', cloth: '#3d3a35', skin: '#a0704e', head: '#e9e2d4' },
};

/** A craftsman's portrait in the manner of a studio silhouette, 800 × 1000. */
export async function masterPortrait(palette: DemoMaster['palette'], seed: number): Promise<Buffer> {
  const p = PORTRAIT_PALETTES[palette];
  const random = createRandom(seed);
  const tilt = (random() - 0.5) * 30;
  const body =
    `<defs><radialGradient id="bg" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.back}"/></radialGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient></defs>` +
    `<rect width="800" height="1000" fill="url(#bg)"/>` +
    `<g transform="rotate(${tilt / 6} 400 600)">` +
    `<path d="M90 1000 Q110 760 260 700 Q330 680 400 690 Q470 680 540 700 Q690 760 710 1000 Z" fill="${p.cloth}"/>` +
    `<path d="M340 640 Q400 700 460 640 L470 720 Q400 760 330 720 Z" fill="${p.skin}"/>` +
    `<ellipse cx="400" cy="500" rx="122" ry="158" fill="${p.skin}"/>` +
    `<path d="M290 520 Q300 660 400 680 Q500 660 510 520 Q480 600 400 606 Q320 600 290 520 Z" fill="#e8e2d8" opacity=".9"/>` +
    `<path d="M270 440 Q270 300 400 292 Q530 300 530 440 Q520 380 400 372 Q280 380 270 440 Z" fill="${p.head}"/>` +
    `<path d="M275 430 Q400 400 525 430 L528 452 Q400 420 272 452 Z" fill="#000" opacity=".12"/>` +
    `<rect width="800" height="1000" fill="url(#rim)"/></g>` +
    `<path d="M560 1000 L600 820 Q610 790 640 800 L660 810 L620 1000 Z" fill="#8a7a66"/>`;
  return sharp(svg(800, 1000, body))
    .jpeg({ quality: 88 })
    .toBuffer();
}
