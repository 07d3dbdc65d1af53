import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { migrateToLatest, openDatabase } from './database.ts';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

test('a new SQLite database, its folder and its write-ahead files are readable by their owner alone', async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'gandhara-modes-'));
  const dataDir = path.join(scratch, 'var', 'gandhara');
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
  try {
    await migrateToLatest(database);
    expect(await modeOf(path.join(scratch, 'var'))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'app.db'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'app.db-wal'))).toBe(0o600);
    expect(await modeOf(path.join(dataDir, 'app.db-shm'))).toBe(0o600);
  } finally {
    await database.close();
  }
});
