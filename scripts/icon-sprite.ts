/**
 * The public pages' icons as one SVG sprite: each icon is drawn once per page, in a `<symbol>`, and every place that
 * shows it is an `<svg>` with a `<use>` of it. Drawn inline by lucide-react, the home page's 64 icons were 25 KB of
 * its HTML and ~250 elements to parse and hydrate (decision 031).
 *
 *   node scripts/icon-sprite.ts    rewrites app/components/icons.tsx after a lucide-react upgrade or a change to
 *                                  the list below
 *
 * A unit test checks that the file in the repository is what this script makes from the installed lucide-react.
 * The panel's screens keep lucide-react's components: they are not on a visitor's first load.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ROOT } from '#scripts/build-stamp.ts';

/** The icons the public pages use, by lucide-react's component names (the names the code imports). */
export const PUBLIC_ICONS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'BadgeCheck',
  'CalendarClock',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'Clock',
  'Compass',
  'Expand',
  'Gem',
  'Heart',
  'Home',
  'Landmark',
  'LayoutGrid',
  'Loader2',
  'Mail',
  'MapPin',
  'Maximize2',
  'Menu',
  'MessageCircle',
  'Minus',
  'Pause',
  'Phone',
  'Play',
  'Plus',
  'Quote',
  'Search',
  'Share2',
  'ShieldCheck',
  'Star',
  'Store',
  'Truck',
  'Users',
  'Volume2',
  'VolumeX',
  'X',
] as const;

export const ICONS_MODULE = path.join(ROOT, 'app', 'components', 'icons.tsx');
const LUCIDE = path.join(ROOT, 'node_modules', 'lucide-react', 'dist', 'esm');

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** `Maximize2` → `maximize-2`: the symbol's id, after the component's name. */
export const iconId = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One icon's shapes as SVG markup, without lucide's React keys. */
function shapes(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(
          ([name, value]) =>
            ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeAttribute(String(value))}"`,
        )
        .join('');
      return `<${tag}${written}/>`;
    })
    .join('');
}

/** Where lucide-react keeps the icon a component name (or one of its aliases) stands for. */
async function iconFiles(): Promise<Map<string, string>> {
  const index = await readFile(path.join(LUCIDE, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

/** The module's text: the sprite, and a component per icon that draws it with a `<use>`. */
export async function iconsModule(): Promise<string> {
  const files = await iconFiles();
  const symbols: string[] = [];
  for (const name of PUBLIC_ICONS) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon ${name}.`);
    const { __iconData } = (await import(pathToFileURL(path.join(LUCIDE, file)).href)) as {
      __iconData: { node: IconNode; size?: number };
    };
    const size = __iconData.size ?? 24;
    symbols.push(
      `<symbol id="i-${iconId(name)}" viewBox="0 0 ${size} ${size}">${shapes(__iconData.node)}</symbol>`,
    );
  }
  const lucideVersion = (
    JSON.parse(await readFile(path.join(ROOT, 'node_modules', 'lucide-react', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const text = [
    `// Written by scripts/icon-sprite.ts from lucide-react ${lucideVersion} (ISC licence): do not edit.`,
    `import { icon } from './icon.tsx';`,
    '',
    '/** Every public icon once, as symbols for the `<use>` of each place that shows one (root.tsx draws it). */',
    `export const ICON_SYMBOLS =\n  ${JSON.stringify(symbols.join(''))};`,
    '',
    ...PUBLIC_ICONS.map((name) => `export const ${name} = icon('${iconId(name)}');`),
    '',
  ].join('\n');
  // Written as the repository's formatter would write it, so that the format check and the staleness test agree.
  return format(text, { ...(await resolveConfig(ICONS_MODULE)), filepath: ICONS_MODULE });
}

if (import.meta.main) {
  await writeFile(ICONS_MODULE, await iconsModule());
  process.stdout.write(`Wrote ${path.relative(ROOT, ICONS_MODULE)} (${PUBLIC_ICONS.length} icons).\n`);
}
