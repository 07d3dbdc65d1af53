import { describe, expect, it } from 'vitest';
import { SCRIPTS_START_BY_MS, startScriptsAfterLoad } from './page-scripts.ts';

/** A page as React Router writes it: preloads in the head, the entry module near the end of the body. */
const page = (entry: string) =>
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/runtime.js"/>' +
  '<title>Gandhāra</title><link rel="modulepreload" href="/assets/framework.js"/></head><body><main>ü</main>' +
  '<link rel="modulepreload" href="/assets/in-body.js"/>' +
  `<script type="module" async="">${entry}</script><script>window.after = 1;</script></body></html>`;

const ENTRY =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");';

/** The entry module's text as the browser will run it. */
const moduleOf = (html: string) => /<script type="module" async="">([^]*?)<\/script>/.exec(html)![1]!;

describe("a visitor's page starts its scripts after its load", () => {
  it("takes the head's preloads out and keeps every other byte of the page", () => {
    const html = startScriptsAfterLoad(Buffer.from(page(ENTRY))).toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toBe('<html><head><meta charset="utf-8"/><title>Gandhāra</title>');
    const withoutHeadPreloads = page('ENTRY')
      .replace('<link rel="modulepreload" href="/assets/runtime.js"/>', '')
      .replace('<link rel="modulepreload" href="/assets/framework.js"/>', '');
    // The body's own tags (none in a real page) and every other byte stay.
    expect(html.replace(moduleOf(html), 'ENTRY')).toBe(withoutHeadPreloads);
  });

  it('the module waits for the load (or the time limit) and a paint, preloads what the head did, then imports the routes', () => {
    const code = moduleOf(startScriptsAfterLoad(Buffer.from(page(ENTRY))).toString());
    expect(code).not.toMatch(/^\s*import \* as/m);
    const wait = code.indexOf('addEventListener("load"');
    const painted = code.indexOf('getEntriesByName("first-contentful-paint")');
    const preload = code.indexOf('["/assets/runtime.js","/assets/framework.js"]');
    const imports = code.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    );
    const rest = code.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(code).toContain(`setTimeout(go, ${SCRIPTS_START_BY_MS})`);
    expect([wait, painted, preload, imports, rest].every((at) => at > 0)).toBe(true);
    expect([wait, painted, preload, imports, rest].sort((a, b) => a - b)).toEqual([
      wait,
      painted,
      preload,
      imports,
      rest,
    ]);
    // It is still a module that the browser can parse: top-level await included.
    expect(() => new Function(`return async () => {${code.replace(/^;/, '')}}`)).not.toThrow();
  });

  it('leaves a page without an entry module as it is, to the byte', () => {
    const html = Buffer.from(
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>',
    );
    expect(startScriptsAfterLoad(html)).toBe(html);
  });
});
