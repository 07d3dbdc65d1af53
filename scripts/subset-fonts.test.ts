import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from './build-stamp.ts';
import {
  CORE_CSS,
  CORE_FONTS,
  CORE_UNICODE_RANGE,
  coreCharacters,
  coreFontFaces,
  subsetCoreFont,
} from './subset-fonts.ts';

test('the core font files are what the script makes from the installed fontsource fonts', async () => {
  for (const font of CORE_FONTS) {
    const [committed, made, full] = await Promise.all([
      readFile(path.join(ROOT, font.target)),
      subsetCoreFont(font.source),
      readFile(path.join(ROOT, font.source)),
    ]);
    expect(committed.equals(made), `${font.target} is stale: run node scripts/subset-fonts.ts`).toBe(true);
    // woff2 signature, and smaller than the latin file it comes from.
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed.length).toBeLessThan(full.length * 0.75);
  }
});

test("core.css declares the core files with the script's character range, and site.css imports it after fontsource", async () => {
  const [coreCss, siteCss] = await Promise.all([
    readFile(path.join(ROOT, CORE_CSS), 'utf8'),
    readFile(path.join(ROOT, 'app/styles/site.css'), 'utf8'),
  ]);
  expect(coreCss, `${CORE_CSS} is stale: run node scripts/subset-fonts.ts`).toBe(coreFontFaces());
  const faces = [...coreCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
  expect(faces).toHaveLength(CORE_FONTS.length);
  for (const font of CORE_FONTS) {
    const face = faces.find((body) => body.includes(path.basename(font.target)));
    expect(face, font.target).toBeDefined();
    expect(face).toContain(`font-family: '${font.family}';`);
    const range = /unicode-range:([^;]*);/
      .exec(face!)![1]!
      .split(',')
      .map((piece) => piece.trim());
    expect(range).toEqual([...CORE_UNICODE_RANGE]);
  }
  // Declared after fontsource's faces, so that the browser tries the core files first.
  const imports = [...siteCss.matchAll(/@import '([^']+)';/g)].map((match) => match[1]);
  expect(imports).toEqual([
    '@fontsource-variable/cormorant-garamond/wght.css',
    '@fontsource-variable/manrope/wght.css',
    './fonts/core.css',
  ]);
  expect(coreCharacters()).toContain('’');
  expect(coreCharacters()).toContain('~');
  expect(coreCharacters()).not.toContain('é');
});
