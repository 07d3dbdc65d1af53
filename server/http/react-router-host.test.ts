import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptHashes } from './react-router-host.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a rendered page, worked on as bytes', () => {
  it('hashes each inline script as UTF-8, once each, and leaves out scripts with a src and JSON-LD', () => {
    const run = 'window.__ctx = "Gandhāra — 彫刻 ✓";';
    const html = Buffer.from(
      '<html><head><script type="application/ld+json">{"@type":"Store"}</script>' +
        '<script type="module" src="/assets/entry.js"></script></head><body>' +
        `<script>${run}</script><scripts>not a tag</scripts><script async="">${run}</script>` +
        '<script type="module">import "/assets/a.js";</script></body></html>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha256(run), sha256('import "/assets/a.js";')]);
  });

  it('an unclosed script ends the search instead of hashing the rest of the page', () => {
    expect(inlineScriptHashes(Buffer.from('<script>one</script><script>never closed'))).toEqual([
      sha256('one'),
    ]);
  });

  it('adds the hashes to script-src only', () => {
    expect(withScriptHashes("default-src 'self'; script-src 'self'; style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'",
    );
  });
});
