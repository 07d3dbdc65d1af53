/** Deterministic procedural stone surfaces for the demo photos: value noise, veins and grain, as raw RGB. */

type Rgb = readonly [number, number, number];

export type StonePalette = {
  dark: Rgb;
  light: Rgb;
  vein?: Rgb;
  /** 0: none; higher: more, sharper veins (marble, onyx) */
  veins: number;
  /** fine speckle, as in granite and sandstone */
  grain: number;
  /** banding along one axis, as in onyx and salt */
  banding: number;
};

export const STONE_PALETTES = {
  'grey-schist': {
    dark: [74, 72, 68],
    light: [146, 141, 131],
    veins: 0.15,
    vein: [170, 166, 156],
    grain: 0.25,
    banding: 0.1,
  },
  'green-schist': {
    dark: [58, 68, 60],
    light: [128, 140, 121],
    veins: 0.2,
    vein: [160, 170, 150],
    grain: 0.2,
    banding: 0.15,
  },
  'white-marble': {
    dark: [196, 190, 180],
    light: [246, 243, 236],
    veins: 0.9,
    vein: [138, 132, 124],
    grain: 0.05,
    banding: 0,
  },
  'black-marble': {
    dark: [22, 21, 20],
    light: [70, 66, 62],
    veins: 0.8,
    vein: [208, 200, 186],
    grain: 0.05,
    banding: 0,
  },
  onyx: {
    dark: [176, 120, 62],
    light: [238, 208, 150],
    veins: 0.5,
    vein: [250, 236, 206],
    grain: 0.02,
    banding: 0.9,
  },
  sandstone: { dark: [168, 124, 86], light: [222, 184, 140], veins: 0, grain: 0.6, banding: 0.35 },
  soapstone: {
    dark: [104, 112, 104],
    light: [170, 176, 164],
    veins: 0.35,
    vein: [196, 200, 188],
    grain: 0.1,
    banding: 0.1,
  },
  granite: { dark: [60, 58, 58], light: [168, 160, 154], veins: 0, grain: 1, banding: 0 },
  'himalayan-salt': {
    dark: [206, 110, 80],
    light: [250, 190, 160],
    veins: 0.4,
    vein: [255, 232, 220],
    grain: 0.15,
    banding: 0.7,
  },
  lapis: {
    dark: [22, 40, 110],
    light: [52, 84, 170],
    veins: 0.3,
    vein: [214, 186, 110],
    grain: 0.35,
    banding: 0,
  },
  jade: {
    dark: [40, 98, 70],
    light: [112, 170, 128],
    veins: 0.45,
    vein: [176, 214, 182],
    grain: 0.1,
    banding: 0.2,
  },
} satisfies Record<string, StonePalette>;

export type StoneName = keyof typeof STONE_PALETTES;

/** mulberry32: small, fast and the same on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function noiseGrid(random: () => number, cells: number): Float32Array {
  const grid = new Float32Array((cells + 1) * (cells + 1));
  for (let i = 0; i < grid.length; i++) grid[i] = random();
  return grid;
}

function sampleGrid(grid: Float32Array, cells: number, u: number, v: number): number {
  const x = u * cells;
  const y = v * cells;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const row = cells + 1;
  const a = grid[y0 * row + x0]!;
  const b = grid[y0 * row + x0 + 1]!;
  const c = grid[(y0 + 1) * row + x0]!;
  const d = grid[(y0 + 1) * row + x0 + 1]!;
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** A square stone surface of `size` pixels, as 3-channel raw pixels. */
export function stoneTexture(stone: StoneName, size: number, seed: number): Buffer {
  const palette: StonePalette = STONE_PALETTES[stone];
  const random = createRandom(seed);
  const octaves = [4, 9, 21, 47].map((cells) => ({ cells, grid: noiseGrid(random, cells) }));
  const weights = [0.5, 0.27, 0.15, 0.08];
  const veinAngle = random() * Math.PI;
  const veinCos = Math.cos(veinAngle);
  const veinSin = Math.sin(veinAngle);
  const veinFrequency = 5 + random() * 7;
  const out = Buffer.alloc(size * size * 3);
  const vein = palette.vein ?? palette.light;

  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      let n = 0;
      for (let o = 0; o < octaves.length; o++)
        n += sampleGrid(octaves[o]!.grid, octaves[o]!.cells, u, v) * weights[o]!;
      let tone = n;
      if (palette.banding > 0) {
        const band = 0.5 + 0.5 * Math.sin((v * 9 + n * 3) * Math.PI);
        tone = mix(tone, band, palette.banding * 0.6);
      }
      const grain = palette.grain > 0 ? (random() - 0.5) * palette.grain * 0.35 : 0;
      tone = Math.min(1, Math.max(0, tone + grain));
      let r = mix(palette.dark[0], palette.light[0], tone);
      let g = mix(palette.dark[1], palette.light[1], tone);
      let b = mix(palette.dark[2], palette.light[2], tone);
      if (palette.veins > 0) {
        const along = (u * veinCos + v * veinSin) * veinFrequency + n * 2.6;
        const line = Math.abs(Math.sin(along * Math.PI));
        const strength = Math.pow(1 - line, 26 - palette.veins * 12) * palette.veins * 0.85;
        r = mix(r, vein[0], strength);
        g = mix(g, vein[1], strength);
        b = mix(b, vein[2], strength);
      }
      const i = (y * size + x) * 3;
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
    }
  }
  return out;
}
