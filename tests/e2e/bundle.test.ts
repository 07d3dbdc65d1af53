import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';

const ASSETS = path.resolve(import.meta.dirname, '../../build/client/assets');

test('the browser bundle carries no server code: no zod, Kysely, sharp, pg or argon2', async () => {
  const files = (await readdir(ASSETS)).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const markers = { zod: '_zod', kysely: 'kysely', sharp: 'libvips', pg: 'pg-protocol', argon2: 'argon2id' };
  for (const file of files) {
    const code = await readFile(path.join(ASSETS, file), 'utf8');
    for (const [library, marker] of Object.entries(markers))
      expect(code.includes(marker), `${library} in ${file}`).toBe(false);
  }
});

test('the browser bundle is a production build of React', async () => {
  const files = (await readdir(ASSETS)).filter((file) => file.startsWith('entry.client'));
  const code = await readFile(path.join(ASSETS, files[0]!), 'utf8');
  expect(code).not.toContain('react_stack_bottom_frame');
});
