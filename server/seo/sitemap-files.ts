import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AppServices } from '#server/services.ts';

/** The sitemap protocol's limit per file (sitemaps.org): 50,000 URLs and 50 MB, far above our URLs' length. */
export const URLS_PER_FILE = 50_000;
/** What the files kept in memory may weigh together, their gzip copies included. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Change topics that leave every sitemap file as it was; any other (or an unknown one) may change one. */
const OUTSIDE_SITEMAP = new Set<string>(['settings', 'masters']);

export type SitemapEntry = { path: string; updatedAt?: string };
export type SitemapFile = { body: Buffer; gzipped: Buffer; etag: string };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function urlElements(origin: string, entries: readonly SitemapEntry[]): string {
  return entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt}</lastmod>` : ''}</url>\n`,
    )
    .join('');
}

/** The sitemap index (sitemaps.org): the files it points at, each by its absolute URL. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((path) => `  <sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/**
 * The product files of the sitemap: file n lists the published products from the ((n - 1) × `urlsPerFile`)th on,
 * oldest first. A file is written from the database a thousand products at a time along the index, then kept,
 * with its gzip copy and its ETag, until the catalogue changes (on any instance) or the files kept outweigh
 * 64 MB; requests that arrive while a file is being written wait for that one writing.
 */
export function createSitemapFiles(services: AppServices, urlsPerFile: number = URLS_PER_FILE) {
  const origin = services.config.publicUrl;
  const kept = new Map<number, Promise<SitemapFile>>();
  const sizes = new Map<number, number>();
  const unsubscribe = services.changes.subscribe((topic) => {
    if (!OUTSIDE_SITEMAP.has(topic)) {
      kept.clear();
      sizes.clear();
    }
  });

  async function write(file: number): Promise<SitemapFile> {
    const parts = [URLSET_OPEN];
    for await (const batch of services.catalog.sitemapProducts((file - 1) * urlsPerFile, urlsPerFile)) {
      parts.push(urlElements(origin, batch));
      // SQLite answers synchronously: without a turn of the event loop between batches, fifty of them would hold
      // every other request back until the whole file is written.
      await setImmediate();
    }
    parts.push(URLSET_CLOSE);
    const body = Buffer.from(parts.join(''));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, gzipped: await promisify(gzip)(body), etag };
  }

  /** Drops the least recently used files until those kept weigh at most the limit. */
  function bound() {
    let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    for (const file of [...kept.keys()]) {
      if (total <= MAX_KEPT_BYTES) break;
      total -= sizes.get(file) ?? 0;
      kept.delete(file);
      sizes.delete(file);
    }
  }

  return {
    /** Stops listening for changes: the app is closing. */
    close: unsubscribe,
    /** How many product files there are: none while nothing is published (a file lists at least one URL). */
    async count(): Promise<number> {
      return Math.ceil((await services.catalog.sitemapProductCount()) / urlsPerFile);
    },
    /** Product file `file` (from 1); null when there is no such file. */
    async file(file: number): Promise<SitemapFile | null> {
      if (file < 1 || file > (await this.count())) return null;
      let writing = kept.get(file);
      if (writing) {
        // Used again: to the end of the Map's order, which is the order of use.
        kept.delete(file);
        kept.set(file, writing);
        return writing;
      }
      writing = write(file);
      kept.set(file, writing);
      writing.then(
        (written) => {
          if (kept.get(file) !== writing) return;
          sizes.set(file, written.body.length + written.gzipped.length);
          bound();
        },
        () => {
          if (kept.get(file) === writing) kept.delete(file);
        },
      );
      return writing;
    },
  };
}
