import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, ROOT, sourceHash, STAMP_FILE } from './build-stamp.ts';

/** Builds the client and server bundles unless the build in build/ was made from the current sources. */
export function ensureBuild(log: (message: string) => void = (m) => process.stdout.write(`${m}\n`)): void {
  if (buildIsCurrent()) return;
  log('Building the site (no build yet, or the sources changed)…');
  build();
}

/** Builds the client and server bundles into build/ and stamps them with the sources they were made from. */
export function build(): void {
  const hash = sourceHash();
  const cli = path.join(ROOT, 'node_modules', '@react-router', 'dev', 'bin.cjs');
  if (!existsSync(cli))
    throw new Error(
      'Building needs the dev dependencies: run `npm install` (not --omit=dev) where you build.',
    );
  // Always a production bundle: Vite honours an inherited NODE_ENV, and Vitest sets it to "test".
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The build failed; see the messages above.');
  writeFileSync(STAMP_FILE, `${hash}\n`);
}
