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
  };
}

describe('records kept by id between catalogue changes', () => {
  test('only the ids not kept are read, and the answer keeps the order asked for', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([
      ['a', 'Lotus Bowl'],
      ['b', 'Jali Screen'],
      ['c', 'Buddha Head'],
    ]);
    const source = controlledLoad(titles);
    const first = kept.read(['a', 'b'], source.load);
    source.release();
    expect((await first).map((record) => record?.title)).toEqual(['Lotus Bowl', 'Jali Screen']);
    const second = kept.read(['c', 'b', 'missing', 'a'], source.load);
    source.release();
    expect((await second).map((record) => record?.title)).toEqual([
      'Buddha Head',
      'Jali Screen',
      undefined,
      'Lotus Bowl',
    ]);
    expect(source.asked).toEqual([
      ['a', 'b'],
      ['c', 'missing'],
    ]);
    // All kept now: no read at all.
    expect((await kept.read(['b', 'c'], source.load)).map((record) => record?.id)).toEqual(['b', 'c']);
    expect(source.asked).toHaveLength(2);
  });

  test('after a change every record is read again', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([['a', 'Lotus Bowl']]);
    const source = controlledLoad(titles);
    const first = kept.read(['a'], source.load);
    source.release();
    await first;
    titles.set('a', 'Lotus Bowl, Renamed');
    kept.clear();
    const again = kept.read(['a'], source.load);
    source.release();
    expect((await again)[0]?.title).toBe('Lotus Bowl, Renamed');
  });

  test('a read under way when a change comes answers its own request and keeps nothing', async () => {
    const kept = createKeptById<Record>({ max: 100, maxAgeMs: 60_000 });
    const titles = new Map([['a', 'Old Title']]);
    const source = controlledLoad(titles);
    // The read has left with the rows as they were; the write commits and announces before it comes back.
    const slow = kept.read(['a'], source.load);
    titles.set('a', 'New Title');
    kept.clear();
    source.release();
    expect((await slow)[0]?.title).toBe('Old Title');
    const next = kept.read(['a'], source.load);
    source.release();
    expect((await next)[0]?.title).toBe('New Title');
    expect(source.asked).toEqual([['a'], ['a']]);
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
    await read(['a']); // a is now the most recently used
    await read(['c']); // pushes b out
    expect(kept.size).toBe(2);
    await read(['a', 'b', 'c']);
    expect(source.asked).toEqual([['a', 'b'], ['c'], ['b']]);
    clock += 1_001;
    await read(['a']);
    expect(source.asked.at(-1)).toEqual(['a']);
  });
});
