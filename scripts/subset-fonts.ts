/**
 * The brand's two variable fonts cut down to the characters nearly every page uses: ASCII and the typographic
 * punctuation of the site's copy. Fontsource's latin files carry all of Latin-1 and more (63 KB for the pair); these
 * carry a third less, with the weight axis whole. Any other character (a product named with an é) still renders in
 * the brand's font: site.css imports the @font-face rules written here (core.css) after fontsource's, each with a
 * unicode-range, so the browser fetches fontsource's latin file only for a page whose text needs it.
 *
 *   node scripts/subset-fonts.ts    regenerates app/styles/fonts/ (the woff2 files and core.css) after a fontsource
 *                                   upgrade or a change to the characters
 *
 * A unit test checks that the files in the repository are what this script makes from the installed fontsource.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from '#scripts/build-stamp.ts';

/** Code points in the core files, as CSS unicode-range pieces. */
export const CORE_UNICODE_RANGE = [
  'U+0020-007E', // ASCII
  'U+00A0', // no-break space
  'U+00A3', // £
  'U+00A9', // ©
  'U+00B0', // °
  'U+00B7', // ·
  'U+00D7', // ×
  'U+2013-2014', // – —
  'U+2018-2019', // ‘ ’
  'U+201C-201D', // “ ”
  'U+2022', // •
  'U+2026', // …
  'U+20AC', // €
  'U+2212', // −
] as const;

export function coreCharacters(): string {
  return CORE_UNICODE_RANGE.flatMap((piece) => {
    const [from, to = from] = piece
      .slice(2)
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, offset) => String.fromCodePoint(from! + offset));
  }).join('');
}

/** Each font's family and weight range as fontsource declares them, so that the core file joins the same family. */
export const CORE_FONTS = [
  {
    family: 'Manrope Variable',
    weight: '200 800',
    source: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    target: 'app/styles/fonts/manrope-core-wght-normal.woff2',
  },
  {
    family: 'Cormorant Garamond Variable',
    weight: '300 700',
    source:
      'node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    target: 'app/styles/fonts/cormorant-garamond-core-wght-normal.woff2',
  },
] as const;

export const CORE_CSS = 'app/styles/fonts/core.css';

/** The @font-face rules of the core files (core.css, beside them). */
export function coreFontFaces(): string {
  const faces = CORE_FONTS.map((font) =>
    [
      '@font-face {',
      `  font-family: '${font.family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${font.weight};`,
      `  src: url('./${path.basename(font.target)}') format('woff2-variations');`,
      `  unicode-range: ${CORE_UNICODE_RANGE.join(', ')};`,
      '}',
    ].join('\n'),
  );
  return `/* Written by scripts/subset-fonts.ts: the brand's fonts for the characters nearly every page uses. */\n${faces.join('\n')}\n`;
}

/** One core file, made from fontsource's latin file; the copyright and licence (OFL) stay in its name table. */
export async function subsetCoreFont(source: string): Promise<Buffer> {
  return subsetFont(await readFile(path.join(ROOT, source)), coreCharacters(), {
    targetFormat: 'woff2',
    preserveNameIds: [0, 13, 14],
  });
}

if (import.meta.main) {
  for (const font of CORE_FONTS) {
    const subset = await subsetCoreFont(font.source);
    await writeFile(path.join(ROOT, font.target), subset);
    process.stdout.write(`${font.target}: ${subset.length} bytes\n`);
  }
  await writeFile(path.join(ROOT, CORE_CSS), coreFontFaces());
  process.stdout.write(`${CORE_CSS}\n`);
}
