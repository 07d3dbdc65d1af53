import { describe, expect, test } from 'vitest';
import { announcingBus } from '#tests/helpers/announcing-bus.ts';
import { keptUntilCatalogueChange } from './kept-until-change.ts';

/** A read whose answers can be let out one at a time, counting how often it ran. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let reads = 0;
  return {
    read: () => {
      reads++;
      return new Promise<number>((resolve) => pending.push(resolve));
    },
    answer: (value: number) => pending.shift()!(value),
    reads: () => reads,
  };
}

describe('a catalogue read kept until the catalogue changes', () => {
  test('requests at once share one read, later ones reuse it until a catalogue change', async () => {
    const changes = announcingBus();
    const source = controlledRead();
    const kept = keptUntilCatalogueChange(changes, source.read);
    const [first, second] = [kept(), kept()];
    source.answer(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(await kept()).toBe(1);
    expect(source.reads()).toBe(1);
    for (const topic of ['settings', 'tours', 'masters', 'media', 'search'] as const) changes.announce(topic);
    expect(await kept()).toBe(1);
    for (const [topic, value] of [
      ['products', 2],
      ['product:abc', 3],
      ['categories', 4],
      ['all', 5],
    ] as const) {
      changes.announce(topic);
      const next = kept();
      source.answer(value);
      expect(await next, topic).toBe(value);
    }
    expect(source.reads()).toBe(5);
  });

  test('a read under way when a change comes is not kept', async () => {
    const changes = announcingBus();
    const source = controlledRead();
    const kept = keptUntilCatalogueChange(changes, source.read);
    const before = kept();
    changes.announce('products');
    source.answer(1);
    expect(await before).toBe(1);
    const after = kept();
    expect(source.reads()).toBe(2);
    source.answer(2);
    expect(await after).toBe(2);
  });

  test('a failed read is tried again; an answer older than ten minutes is read again', async () => {
    let clock = 0;
    let reads = 0;
    const kept = keptUntilCatalogueChange(
      announcingBus(),
      async () => {
        reads++;
        if (reads === 1) throw new Error('database away');
        return reads;
      },
      () => clock,
    );
    await expect(kept()).rejects.toThrow('database away');
    expect(await kept()).toBe(2);
    clock += 10 * 60_000;
    expect(await kept()).toBe(2);
    clock += 1;
    expect(await kept()).toBe(3);
  });

  test('without a change bus (a command-line tool) every call reads', async () => {
    let reads = 0;
    const kept = keptUntilCatalogueChange(undefined, async () => ++reads);
    await kept();
    await kept();
    expect(reads).toBe(2);
  });
});
