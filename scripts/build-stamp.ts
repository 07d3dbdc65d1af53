import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const STAMP_FILE = path.join(ROOT, 'build', '.source-hash');

/** What the client and server bundles are made from; a change to any of it makes the build stale. */
const SOURCES = [
  'app',
  'common',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !item.name.startsWith('.'))
    .flatMap((item) => files(path.join(entry, item.name)))
    .filter((file) => !file.endsWith('.test.ts'));
}

/** A hash of the sources' names and contents: reliable on a fresh clone, where file times say nothing. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  if (!existsSync(path.join(ROOT, 'build', 'server', 'index.js')) || !existsSync(STAMP_FILE)) return false;
  return readFileSync(STAMP_FILE, 'utf8').trim() === sourceHash();
}
