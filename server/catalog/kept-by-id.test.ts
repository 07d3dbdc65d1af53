import { describe, expect, test } from 'vitest';
import { createKeptById } from './kept-by-id.ts';

type Record = { id: string; title: string };

/**
 * A load whose answers are let out by the test (or, `atOnce`, answered straight away), counting the ids it was
 * asked for.
 */
function controlledLoad(titles: Map<string, string>, { atOnce = false } = {}) {
  const asked: string[][] = [];
  const pending: (() => void)[] = [];
  return {
    asked,
    load: (missing: readonly string[]) => {
      asked.push([...missing]);
      const answer = new Map<string, Record>();
      for (const id of missing) {
        const title = titles.get(id);
        if (title !== undefined) answer.set(id, { id, title });
      }
      if (atOnce) return Promise.resolve(answer);
      return new Promise<Map<string, Record>>((resolve) => pending.push(() => resolve(answer)));
    },
    release: () => pending.shift()!(),
    pending: () => pending.length,
  };
}

describe('records kept by id between catalogue changes', () => {
  test('a record is kept from its second read; then only the ids not kept are read, in the order asked', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([
      ['a', 'Lotus Bowl'],
      ['b', 'Jali Screen'],
      ['c', 'Buddha Head'],
    ]);
    const source = controlledLoad(titles);
    const read = async (ids: string[]) => {
      const answer = kept.read(ids, source.load);
      if (source.pending() > 0) source.release();
      return (await answer).map((record) => record?.title);
    };
    expect(await read(['a', 'b'])).toEqual(['Lotus Bowl', 'Jali Screen']);
    expect(kept.size).toBe(0);
    // Read again: a and b are kept now; c is read for the first time.
    expect(await read(['c', 'b', 'missing', 'a'])).toEqual([
      'Buddha Head',
      'Jali Screen',
      undefined,
      'Lotus Bowl',
    ]);
    expect(kept.size).toBe(2);
    expect(await read(['b', 'a', 'c'])).toEqual(['Jali Screen', 'Lotus Bowl', 'Buddha Head']);
    // All three kept: no read at all.
    expect(await read(['c', 'a'])).toEqual(['Buddha Head', 'Lotus Bowl']);
    expect(source.asked).toEqual([['a', 'b'], ['c', 'b', 'missing', 'a'], ['c']]);
  });

  test('a walk over many records, each read once, keeps none of them and leaves the kept ones in place', async () => {
    const kept = createKeptById<Record>({ max: 3, maxAgeMs: 60_000 });
    const titles = new Map(Array.from({ length: 103 }, (_, n) => [`p${n}`, `Piece ${n}`]));
    const source = controlledLoad(titles, { atOnce: true });
    const busy = ['p0', 'p1', 'p2'];
    await kept.read(busy, source.load);
    await kept.read(busy, source.load);
    expect(kept.size).toBe(3);
    for (let n = 3; n < 103; n += 20)
      await kept.read(
        Array.from({ length: 20 }, (_, k) => `p${n + k}`),
        source.load,
      );
    const asked = source.asked.length;
    expect((await kept.read(busy, source.load)).map((record) => record?.title)).toEqual([
      'Piece 0',
      'Piece 1',
      'Piece 2',
    ]);
    expect(source.asked).toHaveLength(asked);
    expect(kept.size).toBe(3);
    // A piece asked for twice in a row is kept from then on, pushing out the least recently used.
    await kept.read(['p50'], source.load);
    await kept.read(['p50'], source.load);
    await kept.read(['p50', 'p1', 'p2'], source.load);
    expect(source.asked.slice(asked)).toEqual([['p50'], ['p50']]);
    await kept.read(['p0'], source.load);
    expect(source.asked.at(-1)).toEqual(['p0']);
  });

  test('after a change every record is read again', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([['a', 'Lotus Bowl']]);
    const source = controlledLoad(titles, { atOnce: true });
    await kept.read(['a'], source.load);
    await kept.read(['a'], source.load);
    expect(kept.size).toBe(1);
    titles.set('a', 'Lotus Bowl, Renamed');
    kept.clear();
    expect((await kept.read(['a'], source.load))[0]?.title).toBe('Lotus Bowl, Renamed');
    // Read shortly before the change, it is kept again at once.
    expect(kept.size).toBe(1);
    expect(source.asked).toEqual([['a'], ['a'], ['a']]);
  });

  test('a read under way when a change comes answers its own request and keeps nothing', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([['a', 'Old Title']]);
    const source = controlledLoad(titles);
    // Read once: the next read would keep it.
    const once = kept.read(['a'], source.load);
    source.release();
    await once;
    // The read has left with the rows as they were; the write commits and announces before it comes back.
    const slow = kept.read(['a'], source.load);
    titles.set('a', 'New Title');
    kept.clear();
    source.release();
    expect((await slow)[0]?.title).toBe('Old Title');
    expect(kept.size).toBe(0);
    const next = kept.read(['a'], source.load);
    source.release();
    expect((await next)[0]?.title).toBe('New Title');
    expect(source.asked).toEqual([['a'], ['a'], ['a']]);
  });

  test('at most `max` records are kept, the least recently used going first, none past its age', async () => {
    let clock = 0;
    const kept = createKeptById<Record>({ max: 2, maxAgeMs: 1_000, now: () => clock });
    const titles = new Map([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    const source = controlledLoad(titles, { atOnce: true });
    const read = (ids: string[]) => kept.read(ids, source.load);
    await read(['a', 'b']);
    await read(['a', 'b']); // both kept
    await read(['a']); // a is now the most recently used, and not read again
    await read(['c']);
    await read(['c']); // kept, pushing b out
    expect(kept.size).toBe(2);
    await read(['a', 'b', 'c']);
    expect(source.asked).toEqual([['a', 'b'], ['a', 'b'], ['c'], ['c'], ['b']]);
    clock += 1_001;
    await read(['a']);
    expect(source.asked.at(-1)).toEqual(['a']);
  });
});

test('a record is made read-only, all through, as it is kept; one read once stays the caller’s own', async () => {
  type Nested = { id: string; images: { url: string }[] };
  const kept = createKeptById<Nested>({ max: 10, maxAgeMs: 60_000 });
  const load = async (missing: readonly string[]) =>
    new Map(missing.map((id) => [id, { id, images: [{ url: `/${id}.jpg` }] }]));
  const [first] = await kept.read(['a'], load);
  expect(Object.isFrozen(first)).toBe(false);
  const [second] = await kept.read(['a'], load);
  expect(Object.isFrozen(second)).toBe(true);
  expect(() => second!.images.push({ url: '/b.jpg' })).toThrow(TypeError);
  expect(() => (second!.images[0]!.url = '/c.jpg')).toThrow(TypeError);
  expect((await kept.read(['a'], load))[0]).toBe(second);
});
