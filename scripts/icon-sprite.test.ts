import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { ICONS_MODULE, iconId, iconsModule, PUBLIC_ICONS } from './icon-sprite.ts';

test('the icons module is what the script makes from the installed lucide-react', async () => {
  const committed = await readFile(ICONS_MODULE, 'utf8');
  expect(committed, 'app/components/icons.tsx is stale: run node scripts/icon-sprite.ts').toBe(
    await iconsModule(),
  );
});

test('the sprite has one symbol per public icon, and every component draws its own symbol', async () => {
  const { ICON_SYMBOLS, ...components } = await import('#app/components/icons.tsx');
  const ids = [...ICON_SYMBOLS.matchAll(/<symbol id="i-([\w-]+)" viewBox="0 0 24 24">/g)].map(
    (match) => match[1],
  );
  expect(ids).toEqual(PUBLIC_ICONS.map(iconId));
  expect(Object.keys(components).sort()).toEqual([...PUBLIC_ICONS].sort());
  // Each symbol holds lucide's shapes: paths, circles and the like, never an empty drawing.
  for (const symbol of ICON_SYMBOLS.split('</symbol>').slice(0, -1))
    expect(symbol).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
  expect(iconId('Maximize2')).toBe('maximize-2');
  expect(iconId('VolumeX')).toBe('volume-x');
  expect(iconId('Loader2')).toBe('loader-2');
});

test('an icon is an svg that uses its symbol, hidden from assistive technology, with the page’s classes after `icon`', async () => {
  const { MapPin } = await import('#app/components/icons.tsx');
  expect(renderToStaticMarkup(createElement(MapPin, { className: 'size-4 text-sandstone-500' }))).toBe(
    '<svg aria-hidden="true" focusable="false" class="icon size-4 text-sandstone-500"><use href="#i-map-pin"></use></svg>',
  );
  expect(renderToStaticMarkup(createElement(MapPin))).toBe(
    '<svg aria-hidden="true" focusable="false" class="icon"><use href="#i-map-pin"></use></svg>',
  );
});
