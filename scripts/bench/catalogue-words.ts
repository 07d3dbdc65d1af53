import { MOTIFS, STYLES, type Material } from './catalogue-vocabulary.ts';

/** mulberry32: a small seeded generator, so that a seed always gives the same catalogue. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    hex: (length: number) => {
      let text = '';
      while (text.length < length)
        text += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return text.slice(0, length);
    },
  };
}

type Random = ReturnType<typeof random>;

/** A product's title: its subject and stone, and sometimes a style or a motif. */
export function productTitle(rng: Random, subject: string, material: string): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `${subject} in ${material}`;
    case 1:
      return `${rng.pick(STYLES)} ${material} ${subject}`;
    case 2:
      return `${material} ${subject} with ${rng.pick(MOTIFS)}`;
    default:
      return `${rng.pick(STYLES)} ${subject} in ${material}`;
  }
}

/** Two to four sentences about a piece: how it is carved and finished, its weight and shipping, its care. */
export function productDescription(
  rng: Random,
  subject: string,
  material: Material,
  finish: string,
  kg: number,
): string {
  const piece = subject.toLowerCase();
  const sentences = [
    `This ${piece} is carved from a single block of ${material.name.toLowerCase()} by the craftsmen of our Taxila workshop.`,
    rng.pick([
      `The surface is worked with fine chisels and rubbed with progressively finer stones to a ${finish} finish.`,
      `Each curve is shaped by hand, so no two pieces are quite alike; the ${finish} finish brings out the grain of the ${material.stone}.`,
      `It follows forms the workshops of Gandhara have carved for two thousand years, finished ${finish}.`,
    ]),
    kg > 50
      ? `At about ${Math.round(kg)} kg it ships crated by sea freight, with fixing instructions.`
      : `It weighs about ${kg < 1 ? kg.toFixed(2) : kg.toFixed(1)} kg and ships wrapped and boxed worldwide.`,
    material.outdoor
      ? `${material.name} weathers well outdoors; rinse it with clean water now and then.`
      : `Keep it indoors and dust it with a soft dry cloth.`,
  ];
  return sentences.slice(0, rng.int(2, 4)).join(' ');
}
