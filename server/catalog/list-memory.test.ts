import { describe, expect, test } from 'vitest';
import type { ProductList } from './product-list-repository.ts';
import { createListMemory } from './list-memory.ts';

const publicList: ProductList = { drafts: false, order: 'newest' };
const category = (id: string): ProductList => ({ drafts: false, order: 'newest', categoryId: id });

describe('the memory of product lists', () => {
  test('a list is counted once until it is cleared, and requests at the same time share one read', async () => {
    const memory = createListMemory({ maxLists: 10, maxAgeMs: 60_000 });
    let reads = 0;
    const read = async () => ++reads * 100;
    expect(await Promise.all([memory.count(publicList, read), memory.count(publicList, read)])).toEqual([
      100, 100,
    ]);
    expect(await memory.count({ ...publicList }, read)).toBe(100);
    expect(reads).toBe(1);
    memory.clear();
    expect(await memory.count(publicList, read)).toBe(200);
  });

  test('a showcase’s heads are kept by their shelves and size until the memory is cleared', async () => {
    const memory = createListMemory({ maxLists: 10, maxAgeMs: 60_000 });
    const available = { ...category('a'), sold: false };
    const sold = { ...category('a'), sold: true };
    const reads: string[] = [];
    const read = (label: string) => async () => {
      reads.push(label);
      return [[{ key: label, id: label }]];
    };
    expect(await memory.heads([available, sold], 8, read('both, 8'))).toEqual([
      [{ key: 'both, 8', id: 'both, 8' }],
    ]);
    expect(await memory.heads([{ ...available }, { ...sold }], 8, read('again'))).toEqual([
      [{ key: 'both, 8', id: 'both, 8' }],
    ]);
    await memory.heads([available], 8, read('available alone, 8'));
    await memory.heads([available, sold], 4, read('both, 4'));
    await memory.heads([available, sold], 4, read('again'));
    // The list's count is kept beside its heads.
    expect(await memory.count(available, async () => 7)).toBe(7);
    expect(reads).toEqual(['both, 8', 'available alone, 8', 'both, 4']);
    memory.clear();
    await memory.heads([available, sold], 8, read('after the change'));
    expect(reads.at(-1)).toBe('after the change');
  });

  test('a read still under way when the catalogue changes answers its own request and is not kept', async () => {
    const memory = createListMemory({ maxLists: 10, maxAgeMs: 60_000 });
    let finish!: (value: number) => void;
    const slow = memory.count(publicList, () => new Promise<number>((resolve) => (finish = resolve)));
    memory.clear();
    finish(5);
    expect(await slow).toBe(5);
    expect(await memory.count(publicList, async () => 6)).toBe(6);
  });

  test('a failed read is tried again by the next request', async () => {
    const memory = createListMemory({ maxLists: 10, maxAgeMs: 60_000 });
    await expect(
      memory.count(publicList, () => Promise.reject(new Error('database away'))),
    ).rejects.toThrow();
    expect(await memory.count(publicList, async () => 3)).toBe(3);
  });

  test('it keeps at most maxLists lists, forgetting the least recently used first, and none past maxAgeMs', async () => {
    let now = 0;
    const memory = createListMemory({ maxLists: 2, maxAgeMs: 1_000, now: () => now });
    await memory.count(category('a'), async () => 1);
    await memory.count(category('b'), async () => 2);
    await memory.count(category('a'), async () => -1);
    await memory.count(category('c'), async () => 3);
    expect(memory.size).toBe(2);
    expect(await memory.count(category('a'), async () => -1)).toBe(1);
    expect(await memory.count(category('b'), async () => 22)).toBe(22);
    now = 1_001;
    expect(await memory.count(category('b'), async () => 222)).toBe(222);
    expect(await memory.anchors(category('b'), async () => [{ key: 'x', id: 'y' }])).toEqual([
      { key: 'x', id: 'y' },
    ]);
  });
});
