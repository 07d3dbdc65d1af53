import { describe, expect, test } from 'vitest';
import { announcingBus } from '#tests/helpers/announcing-bus.ts';
import type { ChangeTopic } from './change-bus.ts';
import { keptByKeyUntilChange } from './kept-until-change.ts';

describe('reads by key kept until a change', () => {
  const masters = (topic: ChangeTopic | 'all') => topic === 'masters' || topic === 'all';

  test('each key is read once until a change it drops on; other changes leave it', async () => {
    const changes = announcingBus();
    const asked: string[] = [];
    const kept = keptByKeyUntilChange(changes, masters, async (key) => (asked.push(key), `${key}!`));
    expect([await kept('a'), await kept('b'), await kept('a'), await kept('b')]).toEqual([
      'a!',
      'b!',
      'a!',
      'b!',
    ]);
    changes.announce('tours');
    await kept('a');
    expect(asked).toEqual(['a', 'b']);
    for (const topic of ['masters', 'all'] as const) {
      changes.announce(topic);
      await kept('a');
    }
    expect(asked).toEqual(['a', 'b', 'a', 'a']);
  });

  test('a key not found is asked again each time, and does not push out the ones kept', async () => {
    const changes = announcingBus();
    const asked: string[] = [];
    const kept = keptByKeyUntilChange(
      changes,
      masters,
      async (key) => (asked.push(key), key === 'known' ? 1 : undefined),
      { max: 1 },
    );
    await kept('known');
    for (let n = 0; n < 3; n++) expect(await kept(`made-up-${n}`)).toBeUndefined();
    expect(await kept('known')).toBe(1);
    expect(asked.filter((key) => key === 'known')).toHaveLength(1);
    expect(asked).toHaveLength(4);
  });

  test('a read under way when a change comes is not kept', async () => {
    const changes = announcingBus();
    let reads = 0;
    let answer!: (value: number) => void;
    const kept = keptByKeyUntilChange(changes, masters, () => {
      reads++;
      return new Promise<number>((resolve) => (answer = resolve));
    });
    const first = kept('a');
    changes.announce('masters');
    answer(1);
    expect(await first).toBe(1);
    const second = kept('a');
    answer(2);
    expect(await second).toBe(2);
    expect(reads).toBe(2);
  });

  test('a kept answer ends after ten minutes, were a change notification ever lost', async () => {
    let clock = 0;
    const changes = announcingBus();
    let reads = 0;
    const kept = keptByKeyUntilChange(changes, masters, async () => ++reads, { now: () => clock });
    await kept('a');
    clock = 10 * 60_000;
    expect(await kept('a')).toBe(1);
    clock += 1;
    expect(await kept('a')).toBe(2);
  });

  test('without a bus every call reads', async () => {
    let reads = 0;
    const kept = keptByKeyUntilChange(undefined, masters, async () => ++reads);
    await kept('a');
    await kept('a');
    expect(reads).toBe(2);
  });
});
