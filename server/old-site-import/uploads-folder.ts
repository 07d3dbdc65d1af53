import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { normalizeLegacyPath } from '#common/image-path.ts';

/** Where a photograph or video named by an old record comes from. */
export type MediaSource =
  /** a file inside the uploads folder; `legacyPath` is the name /uploads/… answers to from now on */
  | { kind: 'file'; file: string; legacyPath: string; bytes: number }
  /** a URL on another host, kept, with http: made https: (a page served over https shows no http image) */
  | { kind: 'url'; url: string }
  /** a path inside the uploads folder with no file there */
  | { kind: 'missing'; reason: string }
  /** a path that leaves the uploads folder: never read */
  | { kind: 'refused'; reason: string };

const OUTSIDE = 'points outside the uploads folder: not read';

/** `..`, also written as %2e%2e: a path a web server would have decoded into a step out of the folder. */
function isParentStep(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // not an escape: the segment as it is
  }
  return decoded === '..';
}

/**
 * The old `uploads/` folder, read by the spec's image-path rule (leading slashes dropped, backslashes as slashes,
 * a doubled uploads/uploads collapsed). Nothing outside the folder is ever read: a `..` step, an absolute
 * Windows path, another scheme, or a link inside the folder that leads out of it is refused.
 */
export async function openUploadsFolder(dir: string) {
  const root = await realpath(path.resolve(dir)).catch(() => null);
  if (!root || !(await stat(root)).isDirectory()) return null;

  async function local(relative: string): Promise<MediaSource> {
    if (relative.includes('\0') || relative.split('/').some(isParentStep))
      return { kind: 'refused', reason: OUTSIDE };
    const candidate = path.resolve(root!, relative);
    if (!candidate.startsWith(root! + path.sep)) return { kind: 'refused', reason: OUTSIDE };
    const real = await realpath(candidate).catch(() => null);
    if (!real) return { kind: 'missing', reason: 'no such file in the uploads folder' };
    if (!real.startsWith(root! + path.sep)) return { kind: 'refused', reason: `${OUTSIDE} (a link)` };
    const info = await stat(real);
    if (!info.isFile()) return { kind: 'missing', reason: 'not a file' };
    return { kind: 'file', file: real, legacyPath: relative, bytes: info.size };
  }

  return {
    root,
    async resolve(raw: string): Promise<MediaSource> {
      const value = raw.trim();
      if (/^https?:\/\//i.test(value)) {
        // The old site's own absolute URLs (…/uploads/x.jpg) name a file of this folder.
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(value).pathname);
        } catch {
          return { kind: 'url', url: secure(value) };
        }
        const marker = pathname.indexOf('/uploads/');
        if (marker >= 0) {
          const found = await local(normalizeLegacyPath(pathname.slice(marker)));
          if (found.kind === 'file') return found;
        }
        return { kind: 'url', url: secure(value) };
      }
      // C:\…, file:, data: and the like are not paths under the uploads folder.
      if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: 'refused', reason: OUTSIDE };
      const relative = normalizeLegacyPath(value);
      if (!relative) return { kind: 'missing', reason: 'an empty path' };
      return local(relative);
    },
  };
}

/**
 * Browsers block http images on an https page (or upgrade them themselves), and the site's CSP allows images from
 * https hosts only: an old http address is kept as https, which is what a visitor's browser would fetch anyway.
 */
const secure = (url: string) => url.replace(/^http:\/\//i, 'https://');

export type UploadsFolder = NonNullable<Awaited<ReturnType<typeof openUploadsFolder>>>;
