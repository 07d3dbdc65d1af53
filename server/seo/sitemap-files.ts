import type { ChangeTopic } from '#server/events/change-bus.ts';
import { createKeptDocuments, type KeptDocument } from '#server/http/kept-documents.ts';
import type { AppServices } from '#server/services.ts';

/** The sitemap protocol's limit per file (sitemaps.org): 50,000 URLs and 50 MB, far above our URLs' length. */
export const URLS_PER_FILE = 50_000;
/** What the files kept in memory may weigh together, compressed. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Change topics that leave every sitemap file as it was; any other (or an unknown one) may change one. */
const OUTSIDE_SITEMAP = new Set<ChangeTopic>(['settings', 'masters', 'media', 'sessions']);

export type SitemapEntry = { path: string; updatedAt?: string };

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
 * oldest first. A file is written from the database a thousand products at a time along the index, compressed as it
 * is written, then kept with its ETag until the catalogue changes (on any instance) or the files kept outweigh
 * 64 MB (kept-documents.ts).
 */
export function createSitemapFiles(services: AppServices, urlsPerFile: number = URLS_PER_FILE) {
  const origin = services.config.publicUrl;
  const documents = createKeptDocuments({
    maxBytes: MAX_KEPT_BYTES,
    changes: services.changes,
    unaffectedBy: OUTSIDE_SITEMAP,
  });

  async function* write(file: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    for await (const batch of services.catalog.sitemapProducts((file - 1) * urlsPerFile, urlsPerFile)) {
      yield urlElements(origin, batch);
    }
    yield URLSET_CLOSE;
  }

  return {
    /** Stops listening for changes: the app is closing. */
    close: documents.close,
    /** How many product files there are: none while nothing is published (a file lists at least one URL). */
    async count(): Promise<number> {
      return Math.ceil((await services.catalog.sitemapProductCount()) / urlsPerFile);
    },
    /** Product file `file` (from 1); null when there is no such file. */
    async file(file: number): Promise<KeptDocument | null> {
      if (file < 1 || file > (await this.count())) return null;
      return documents.get(String(file), () => write(file));
    },
  };
}
