/**
 * A visitor's page starts its scripts once it has loaded (decision 031). React Router writes a preload in the head
 * for every script the first render needs and an async module that imports the route modules at once: on a slow
 * phone network ~150 KB of JavaScript then shares the bandwidth with the page's largest image and its fonts, and
 * hydration runs before the first paint. The page is whole without them (it is rendered on the server, and links
 * are links); so the preloads leave the head, and the module waits for the `load` event (the largest image and the
 * fonts are in by then), or SCRIPTS_START_BY_MS at the most, and for the page to be painted, before it preloads and
 * imports the same files.
 * Works on the bytes as rendered: only the module's own few hundred bytes are decoded.
 */

const HEAD_END = Buffer.from('</head>');
const PRELOAD = Buffer.from('<link rel="modulepreload" ');
export const TAG_END = '>'.charCodeAt(0);
const ENTRY_OPEN = Buffer.from('<script type="module" async="">');
export const SCRIPT_CLOSE = Buffer.from('</script>');
const HREF = /\shref="([^"]+)"/;
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/** However slowly a page's images come, its scripts start this long after the module is read. */
export const SCRIPTS_START_BY_MS = 3000;

/** The module's text, waiting for the page's load before it imports what it imported at once. */
function deferredModule(code: string, preloads: readonly string[]): string {
  const routes: { name: string; url: string }[] = [];
  const rest = code.replace(ROUTE_IMPORT, (_match, name: string, url: string) => {
    routes.push({ name, url });
    return '';
  });
  // `<` written as \u003c: no address can close the script it sits in.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    'await new Promise((go) => {',
    '  if (document.readyState === "complete") return go();',
    '  addEventListener("load", () => go(), { once: true });',
    `  setTimeout(go, ${SCRIPTS_START_BY_MS});`,
    '});',
    // The load can come a frame before the page's first paint: wait for that paint too, by the browser's own
    // report of it rather than a timer (a tab that is hidden paints nothing, and goes on at once).
    'await new Promise((go) => {',
    '  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    '    return go();',
    '  new PerformanceObserver((list, observer) => {',
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    '    observer.disconnect();',
    '    go();',
    '  }).observe({ type: "paint", buffered: true });',
    '});',
    `for (const href of ${json(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `const [${routes.map((route) => route.name).join(', ')}] = await Promise.all([${routes
      .map((route) => `import(${route.url})`)
      .join(', ')}]);`,
    rest,
  ].join('\n');
}

/** The page with its head's module preloads moved into its entry module, which now waits for the page's load. */
export function startScriptsAfterLoad(html: Buffer): Buffer {
  const entry = html.indexOf(ENTRY_OPEN);
  const entryClose = entry < 0 ? -1 : html.indexOf(SCRIPT_CLOSE, entry);
  if (entryClose < 0) return html;
  const headEnd = html.indexOf(HEAD_END);
  const parts: Buffer[] = [];
  const preloads: string[] = [];
  let copied = 0;
  for (let at = html.indexOf(PRELOAD); at >= 0 && at < headEnd; at = html.indexOf(PRELOAD, copied)) {
    const tagEnd = html.indexOf(TAG_END, at);
    if (tagEnd < 0) break;
    // Addresses of the build's own files: ASCII.
    const href = HREF.exec(html.toString('latin1', at, tagEnd))?.[1];
    if (href) preloads.push(href);
    parts.push(html.subarray(copied, at));
    copied = tagEnd + 1;
  }
  const codeStart = entry + ENTRY_OPEN.length;
  parts.push(
    html.subarray(copied, codeStart),
    Buffer.from(deferredModule(html.toString('utf8', codeStart, entryClose), preloads)),
    html.subarray(entryClose),
  );
  return Buffer.concat(parts);
}
