/**
 * The generator's seeded randomness and the rules every collection shares: ObjectIds, the old slug rule, dates,
 * upload file names, and the defects dealt out among records.
 */
import { ObjectId, type Document } from 'bson';
import { createRandom } from '#server/demo/stone-texture.ts';
import { DAY, FIRST_DAY, LAST_DAY } from './old-site-vocabulary.ts';

export type Random = ReturnType<typeof randomTools>;

export function randomTools(seed: number) {
  const next = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (probability: number) => next() < probability,
    hex: (bytes: number) =>
      Array.from({ length: bytes }, () =>
        Math.floor(next() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join(''),
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    date: (from: number, to: number) => new Date(from + Math.floor(next() * (to - from))),
  };
}

/** Each collection draws from its own stream: a change to one leaves the others' documents as they were. */
export const streamSeed = (seed: number, stream: number) =>
  (Math.imul(seed, 2654435761) + stream * 40503) >>> 0;

/** An ObjectId as MongoDB makes it: the creation second, then bytes that only need to be unique. */
export function objectIdAt(date: Date, random: Random): ObjectId {
  return new ObjectId(
    Math.floor(date.getTime() / 1000)
      .toString(16)
      .padStart(8, '0') + random.hex(8),
  );
}

/** The old site's slug rule: lowercase ASCII, everything else a hyphen, cut at 100 characters. */
export function oldSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

export function timestamps(random: Random): { createdAt: Date; updatedAt: Date } {
  const createdAt = random.date(FIRST_DAY, LAST_DAY - 30 * DAY);
  const updatedAt = random.date(createdAt.getTime(), LAST_DAY);
  return { createdAt, updatedAt };
}

/** One document as written; a broken one is written so that no reader can take it. */
export type DumpDocument = { doc: Document; broken?: boolean };

/** A file the generator puts in the uploads folder, by its path inside that folder. */
export type PhotoJob = {
  file: string;
  format: 'jpeg' | 'png';
  aspect: 'landscape' | 'portrait' | 'square';
  colour: readonly [number, number, number];
  seed: number;
  /** an upload cut short: the file keeps its first bytes only */
  truncate?: boolean;
};

/** What the records point at: the files to make, and the references that have no readable file. */
export type Uploads = {
  photos: PhotoJob[];
  /** the same photograph uploaded twice under two names */
  copies: { from: string; to: string }[];
  texts: { file: string; text: string }[];
  videos: { file: string; source: string }[];
  missingFiles: string[];
  unreadableFiles: string[];
  hostilePaths: string[];
  externalUrls: string[];
};

/** Unix milliseconds, as the old upload handler put them in file names; unique in the dump. */
export function uploadStamp(taken: Set<number>, date: Date): number {
  let stamp = date.getTime();
  while (taken.has(stamp)) stamp++;
  taken.add(stamp);
  return stamp;
}

/**
 * Deals a field's defects out to product indexes: each index gets at most one defect of the field, so that
 * every defect is really there for the import to meet.
 */
export function dealer(random: Random, indexes: readonly number[]) {
  const deck = random.shuffle(indexes);
  return (count: number): Set<number> => {
    if (count > deck.length) throw new Error('Too few products for the defects of one field.');
    return new Set(deck.splice(0, count));
  };
}
